; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_concat_batch, maxpool_relu
; z3 rlimit used: 45649
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_n2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x68 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x69 (= ?x65 ?x68)))
 (=> (and (< 1 (* sh sw))) $x69)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool kh kw sh sw pt pl pb pr Y)))
 (let ((?x82 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) ?x81)))
 (let ((?x79 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (= ?x79 ?x82)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x94 (relu ?x81)))
 (let ((?x93 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x95 (= ?x93 ?x94)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x95))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_n2 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n2))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x160 (dim ?x153 2)))
 (= 3 ?x160))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x162 (dim ?x153 3)))
 (= 3 ?x162))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x153)))
 (= (rank ?x164) 4))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x153)))
 (= (dim ?x164 0) sym_n2))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x153)))
 (= (dim ?x164 1) sym_c))))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x153)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x174)))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x153)))
 (let ((?x176 (dim ?x164 3)))
 (= ?x176 ?x179)))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x153)))
 (= (rank ?x181) 4))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x153)))
 (= (dim ?x181 0) sym_n))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x153)))
 (= (dim ?x181 1) sym_c))))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x153)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x174)))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x153)))
 (let ((?x190 (dim ?x181 3)))
 (= ?x190 ?x179)))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x153)))
 (let ((?x192 (relu ?x181)))
 (= (rank ?x192) 4)))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x153)))
 (let ((?x192 (relu ?x181)))
 (= (dim ?x192 0) sym_n)))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x153)))
 (let ((?x192 (relu ?x181)))
 (= (dim ?x192 1) sym_c)))))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x153)))
 (let ((?x192 (relu ?x181)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x174))))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x153)))
 (let ((?x192 (relu ?x181)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x179))))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x153)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x153)))
 (let ((?x192 (relu ?x181)))
 (let ((?x203 (concat 0 ?x192 ?x164)))
 (= (rank ?x203) 4)))))))
(assert
 (let ((?x207 (+ sym_n sym_n2)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x153)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x153)))
 (let ((?x192 (relu ?x181)))
 (let ((?x203 (concat 0 ?x192 ?x164)))
 (let ((?x206 (dim ?x203 0)))
 (= ?x206 ?x207)))))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x153)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x153)))
 (let ((?x192 (relu ?x181)))
 (let ((?x203 (concat 0 ?x192 ?x164)))
 (= (dim ?x203 1) sym_c)))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x153)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x153)))
 (let ((?x192 (relu ?x181)))
 (let ((?x203 (concat 0 ?x192 ?x164)))
 (let ((?x211 (dim ?x203 2)))
 (= ?x211 ?x174))))))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x153)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x153)))
 (let ((?x192 (relu ?x181)))
 (let ((?x203 (concat 0 ?x192 ?x164)))
 (let ((?x213 (dim ?x203 3)))
 (= ?x213 ?x179))))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (>= ?x174 0))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (>= ?x179 0))))
(assert
 (let ((?x207 (+ sym_n sym_n2)))
 (>= ?x207 0)))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (= (rank (concat 0 (relu in_i1) in_i2)) 4))
(assert
 (let ((?x207 (+ sym_n sym_n2)))
 (let ((?x218 (relu in_i1)))
 (let ((?x229 (concat 0 ?x218 in_i2)))
 (let ((?x232 (dim ?x229 0)))
 (= ?x232 ?x207))))))
(assert
 (= (dim (concat 0 (relu in_i1) in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 (relu in_i1) in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 (relu in_i1) in_i2) 3) sym_w))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x218 (relu in_i1)))
 (let ((?x229 (concat 0 ?x218 in_i2)))
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 ?x229 ?x153)))
 (= (rank ?x240) 4))))))
(assert
 (let ((?x207 (+ sym_n sym_n2)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x218 (relu in_i1)))
 (let ((?x229 (concat 0 ?x218 in_i2)))
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 ?x229 ?x153)))
 (let ((?x243 (dim ?x240 0)))
 (= ?x243 ?x207))))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x218 (relu in_i1)))
 (let ((?x229 (concat 0 ?x218 in_i2)))
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 ?x229 ?x153)))
 (= (dim ?x240 1) sym_c))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x218 (relu in_i1)))
 (let ((?x229 (concat 0 ?x218 in_i2)))
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 ?x229 ?x153)))
 (let ((?x247 (dim ?x240 2)))
 (= ?x247 ?x174)))))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x218 (relu in_i1)))
 (let ((?x229 (concat 0 ?x218 in_i2)))
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 ?x229 ?x153)))
 (let ((?x249 (dim ?x240 3)))
 (= ?x249 ?x179)))))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
(let ((?x218 (relu in_i1)))
(let ((?x229 (concat 0 ?x218 in_i2)))
(let ((?x240 (conv 2 2 1 1 1 1 1 1 1 ?x229 ?x153)))
(let ((?x164 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x153)))
(let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x153)))
(let ((?x192 (relu ?x181)))
(let ((?x203 (concat 0 ?x192 ?x164)))
(and (distinct ?x203 ?x240) true))))))))))
(check-sat)
