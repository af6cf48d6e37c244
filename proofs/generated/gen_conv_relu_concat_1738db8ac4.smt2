; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_concat_batch, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 50580
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x23 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x20 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x24 (= ?x20 ?x23)))
 (=> (and (< 1 (* sh sw))) $x24)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x53 (maxpool kh kw sh sw pt pl pb pr Y)))
 (let ((?x54 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) ?x53)))
 (let ((?x51 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (= ?x51 ?x54)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x53 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x66 (relu ?x53)))
 (let ((?x65 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x67 (= ?x65 ?x66)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x67))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x103 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x101 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x104 (= ?x101 ?x103)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x104)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x146 (dim in_u1 2)))
 (= 1 ?x146)))
(assert
 (let ((?x148 (dim in_u1 3)))
 (= 1 ?x148)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x157 (dim in_u2 2)))
 (= 1 ?x157)))
(assert
 (let ((?x159 (dim in_u2 3)))
 (= 1 ?x159)))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x161) 4)))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x161 0) sym_n)))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x161 1) sym_c2)))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (dim ?x161 2)))
 (= ?x168 ?x171))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (dim ?x161 3)))
 (= ?x173 ?x176))))))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x161)))
 (= (rank ?x178) 4))))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x161)))
 (= (dim ?x178 0) sym_n))))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x161)))
 (= (dim ?x178 1) sym_c2))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x161)))
 (let ((?x185 (dim ?x178 2)))
 (= ?x185 ?x171)))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x161)))
 (let ((?x187 (dim ?x178 3)))
 (= ?x187 ?x176)))))))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x161)))
 (let ((?x189 (concat 0 ?x178 ?x161)))
 (= (rank ?x189) 4)))))
(assert
 (let ((?x193 (* 2 sym_n)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x161)))
 (let ((?x189 (concat 0 ?x178 ?x161)))
 (let ((?x192 (dim ?x189 0)))
 (= ?x192 ?x193)))))))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x161)))
 (let ((?x189 (concat 0 ?x178 ?x161)))
 (= (dim ?x189 1) sym_c2)))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x161)))
 (let ((?x189 (concat 0 ?x178 ?x161)))
 (let ((?x197 (dim ?x189 2)))
 (= ?x197 ?x171))))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x161)))
 (let ((?x189 (concat 0 ?x178 ?x161)))
 (let ((?x199 (dim ?x189 3)))
 (= ?x199 ?x176))))))))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x161)))
 (let ((?x189 (concat 0 ?x178 ?x161)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u2)))
 (= (rank ?x201) 4))))))
(assert
 (let ((?x193 (* 2 sym_n)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x161)))
 (let ((?x189 (concat 0 ?x178 ?x161)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u2)))
 (let ((?x204 (dim ?x201 0)))
 (= ?x204 ?x193))))))))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x161)))
 (let ((?x189 (concat 0 ?x178 ?x161)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u2)))
 (= (dim ?x201 1) sym_c3))))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x161)))
 (let ((?x189 (concat 0 ?x178 ?x161)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u2)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x171)))))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x161)))
 (let ((?x189 (concat 0 ?x178 ?x161)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u2)))
 (let ((?x210 (dim ?x201 3)))
 (= ?x210 ?x176)))))))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (>= ?x171 0))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (>= ?x176 0))))
(assert
 (let ((?x193 (* 2 sym_n)))
 (>= ?x193 0)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x215) 4)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x215 0) sym_n)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x215 1) sym_c2)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x215 2) sym_h)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x215 3) sym_w)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (= (rank ?x226) 4))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (= (dim ?x226 0) sym_n))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (= (dim ?x226 1) sym_c2))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (= (dim ?x226 2) sym_h))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (= (dim ?x226 3) sym_w))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 ?x226 ?x215)))
 (= (rank ?x237) 4)))))
(assert
 (let ((?x193 (* 2 sym_n)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 ?x226 ?x215)))
 (let ((?x240 (dim ?x237 0)))
 (= ?x240 ?x193)))))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 ?x226 ?x215)))
 (= (dim ?x237 1) sym_c2)))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 ?x226 ?x215)))
 (= (dim ?x237 2) sym_h)))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 ?x226 ?x215)))
 (= (dim ?x237 3) sym_w)))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 ?x226 ?x215)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 in_u2)))
 (= (rank ?x248) 4))))))
(assert
 (let ((?x193 (* 2 sym_n)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 ?x226 ?x215)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 in_u2)))
 (let ((?x251 (dim ?x248 0)))
 (= ?x251 ?x193))))))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 ?x226 ?x215)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 in_u2)))
 (= (dim ?x248 1) sym_c3))))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 ?x226 ?x215)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 in_u2)))
 (let ((?x255 (dim ?x248 2)))
 (= ?x255 ?x171)))))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 ?x226 ?x215)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 in_u2)))
 (let ((?x257 (dim ?x248 3)))
 (= ?x257 ?x176)))))))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x226 (relu ?x215)))
(let ((?x237 (concat 0 ?x226 ?x215)))
(let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 in_u2)))
(let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x178 (relu ?x161)))
(let ((?x189 (concat 0 ?x178 ?x161)))
(let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u2)))
(and (distinct ?x201 ?x248) true))))))))))
(check-sat)
