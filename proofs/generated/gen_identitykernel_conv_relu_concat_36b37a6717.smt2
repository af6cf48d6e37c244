; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_concat_batch, maxpool_relu
; z3 rlimit used: 45811
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
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x147 (dim in_k1 2)))
 (= 3 ?x147)))
(assert
 (let ((?x149 (dim in_k1 3)))
 (= 3 ?x149)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x158 (dim ?x151 2)))
 (= 3 ?x158))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x160 (dim ?x151 3)))
 (= 3 ?x160))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x162) 4)))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x162 0) sym_n)))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x162 1) sym_c)))
(assert
 (let ((?x170 (+ (- 2) sym_h)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x169 (dim ?x162 2)))
 (= ?x169 ?x170)))))
(assert
 (let ((?x173 (+ (- 2) sym_w)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (dim ?x162 3)))
 (= ?x172 ?x173)))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x162)))
 (= (rank ?x175) 4))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x162)))
 (= (dim ?x175 0) sym_n))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x162)))
 (= (dim ?x175 1) sym_c))))
(assert
 (let ((?x170 (+ (- 2) sym_h)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x162)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x170))))))
(assert
 (let ((?x173 (+ (- 2) sym_w)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x162)))
 (let ((?x184 (dim ?x175 3)))
 (= ?x184 ?x173))))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x162)))
 (let ((?x186 (concat 0 ?x162 ?x175)))
 (= (rank ?x186) 4)))))
(assert
 (let ((?x190 (* 2 sym_n)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x162)))
 (let ((?x186 (concat 0 ?x162 ?x175)))
 (let ((?x189 (dim ?x186 0)))
 (= ?x189 ?x190)))))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x162)))
 (let ((?x186 (concat 0 ?x162 ?x175)))
 (= (dim ?x186 1) sym_c)))))
(assert
 (let ((?x170 (+ (- 2) sym_h)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x162)))
 (let ((?x186 (concat 0 ?x162 ?x175)))
 (let ((?x194 (dim ?x186 2)))
 (= ?x194 ?x170)))))))
(assert
 (let ((?x173 (+ (- 2) sym_w)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x162)))
 (let ((?x186 (concat 0 ?x162 ?x175)))
 (let ((?x196 (dim ?x186 3)))
 (= ?x196 ?x173)))))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x162)))
 (let ((?x186 (concat 0 ?x162 ?x175)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x151)))
 (= (rank ?x198) 4)))))))
(assert
 (let ((?x190 (* 2 sym_n)))
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x162)))
 (let ((?x186 (concat 0 ?x162 ?x175)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x151)))
 (let ((?x201 (dim ?x198 0)))
 (= ?x201 ?x190)))))))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x162)))
 (let ((?x186 (concat 0 ?x162 ?x175)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x151)))
 (= (dim ?x198 1) sym_c)))))))
(assert
 (let ((?x208 (div (+ (- 3) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x162)))
 (let ((?x186 (concat 0 ?x162 ?x175)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x151)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x209))))))))))
(assert
 (let ((?x213 (div (+ (- 3) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x162)))
 (let ((?x186 (concat 0 ?x162 ?x175)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x151)))
 (let ((?x211 (dim ?x198 3)))
 (= ?x211 ?x214))))))))))
(assert
 (let ((?x170 (+ (- 2) sym_h)))
 (>= ?x170 0)))
(assert
 (let ((?x173 (+ (- 2) sym_w)))
 (>= ?x173 0)))
(assert
 (let ((?x190 (* 2 sym_n)))
 (>= ?x190 0)))
(assert
 (let ((?x208 (div (+ (- 3) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (>= ?x209 0))))
(assert
 (let ((?x213 (div (+ (- 3) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (>= ?x214 0))))
(assert
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x221) 4)))
(assert
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x221 0) sym_n)))
(assert
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x221 1) sym_c)))
(assert
 (let ((?x208 (div (+ (- 3) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x209))))))
(assert
 (let ((?x213 (div (+ (- 3) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x230 (dim ?x221 3)))
 (= ?x230 ?x214))))))
(assert
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x232 (relu ?x221)))
 (= (rank ?x232) 4))))
(assert
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x232 (relu ?x221)))
 (= (dim ?x232 0) sym_n))))
(assert
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x232 (relu ?x221)))
 (= (dim ?x232 1) sym_c))))
(assert
 (let ((?x208 (div (+ (- 3) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x232 (relu ?x221)))
 (let ((?x239 (dim ?x232 2)))
 (= ?x239 ?x209)))))))
(assert
 (let ((?x213 (div (+ (- 3) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x232 (relu ?x221)))
 (let ((?x241 (dim ?x232 3)))
 (= ?x241 ?x214)))))))
(assert
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x232 (relu ?x221)))
 (let ((?x243 (concat 0 ?x221 ?x232)))
 (= (rank ?x243) 4)))))
(assert
 (let ((?x190 (* 2 sym_n)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x232 (relu ?x221)))
 (let ((?x243 (concat 0 ?x221 ?x232)))
 (let ((?x246 (dim ?x243 0)))
 (= ?x246 ?x190)))))))
(assert
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x232 (relu ?x221)))
 (let ((?x243 (concat 0 ?x221 ?x232)))
 (= (dim ?x243 1) sym_c)))))
(assert
 (let ((?x208 (div (+ (- 3) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x232 (relu ?x221)))
 (let ((?x243 (concat 0 ?x221 ?x232)))
 (let ((?x250 (dim ?x243 2)))
 (= ?x250 ?x209))))))))
(assert
 (let ((?x213 (div (+ (- 3) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x232 (relu ?x221)))
 (let ((?x243 (concat 0 ?x221 ?x232)))
 (let ((?x252 (dim ?x243 3)))
 (= ?x252 ?x214))))))))
(assert
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x232 (relu ?x221)))
(let ((?x243 (concat 0 ?x221 ?x232)))
(let ((?x151 (idkernel4 sym_c 3 3)))
(let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x175 (relu ?x162)))
(let ((?x186 (concat 0 ?x162 ?x175)))
(let ((?x198 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x151)))
(and (distinct ?x198 ?x243) true))))))))))
(check-sat)
