; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1, subsample_mul
; z3 rlimit used: 50217
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun relu (T) T)
(declare-fun mul (T T) T)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x58 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x56 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x59 (= ?x56 ?x58)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x59)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x64 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x83 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (= ?x83 ?x64))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x106 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x104 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x107 (= ?x104 ?x106)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x107)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x149 (dim in_u1 2)))
 (= 1 ?x149)))
(assert
 (let ((?x151 (dim in_u1 3)))
 (= 1 ?x151)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x160 (dim in_u2 2)))
 (= 1 ?x160)))
(assert
 (let ((?x162 (dim in_u2 3)))
 (= 1 ?x162)))
(assert
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x164) 4)))
(assert
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x164 0) sym_n)))
(assert
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x164 1) sym_c2)))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x174))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x176 (dim ?x164 3)))
 (= ?x176 ?x179))))))
(assert
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x164)))
 (= (rank ?x181) 4))))
(assert
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x164)))
 (= (dim ?x181 0) sym_n))))
(assert
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x164)))
 (= (dim ?x181 1) sym_c2))))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x164)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x174)))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x164)))
 (let ((?x190 (dim ?x181 3)))
 (= ?x190 ?x179)))))))
(assert
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x164)))
 (let ((?x192 (mul ?x164 ?x181)))
 (= (rank ?x192) 4)))))
(assert
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x164)))
 (let ((?x192 (mul ?x164 ?x181)))
 (= (dim ?x192 0) sym_n)))))
(assert
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x164)))
 (let ((?x192 (mul ?x164 ?x181)))
 (= (dim ?x192 1) sym_c2)))))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x164)))
 (let ((?x192 (mul ?x164 ?x181)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x174))))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x164)))
 (let ((?x192 (mul ?x164 ?x181)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x179))))))))
(assert
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x164)))
 (let ((?x192 (mul ?x164 ?x181)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x192 in_u2)))
 (= (rank ?x203) 4))))))
(assert
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x164)))
 (let ((?x192 (mul ?x164 ?x181)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x192 in_u2)))
 (= (dim ?x203 0) sym_n))))))
(assert
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x164)))
 (let ((?x192 (mul ?x164 ?x181)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x192 in_u2)))
 (= (dim ?x203 1) sym_c3))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x164)))
 (let ((?x192 (mul ?x164 ?x181)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x192 in_u2)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x174)))))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x164)))
 (let ((?x192 (mul ?x164 ?x181)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x192 in_u2)))
 (let ((?x212 (dim ?x203 3)))
 (= ?x212 ?x179)))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (>= ?x174 0))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (>= ?x179 0))))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x216) 4)))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x216 0) sym_n)))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x216 1) sym_c2)))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x216 2) sym_h)))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x216 3) sym_w)))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (= (rank ?x227) 4))))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (= (dim ?x227 0) sym_n))))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (= (dim ?x227 1) sym_c2))))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (= (dim ?x227 2) sym_h))))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (= (dim ?x227 3) sym_w))))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (mul ?x216 ?x227)))
 (= (rank ?x238) 4)))))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (mul ?x216 ?x227)))
 (= (dim ?x238 0) sym_n)))))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (mul ?x216 ?x227)))
 (= (dim ?x238 1) sym_c2)))))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (mul ?x216 ?x227)))
 (= (dim ?x238 2) sym_h)))))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (mul ?x216 ?x227)))
 (= (dim ?x238 3) sym_w)))))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (mul ?x216 ?x227)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 in_u2)))
 (= (rank ?x249) 4))))))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (mul ?x216 ?x227)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 in_u2)))
 (= (dim ?x249 0) sym_n))))))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (mul ?x216 ?x227)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 in_u2)))
 (= (dim ?x249 1) sym_c3))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (mul ?x216 ?x227)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 in_u2)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x174)))))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (mul ?x216 ?x227)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 in_u2)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x179)))))))))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x227 (relu ?x216)))
(let ((?x238 (mul ?x216 ?x227)))
(let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 in_u2)))
(let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x181 (relu ?x164)))
(let ((?x192 (mul ?x164 ?x181)))
(let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x192 in_u2)))
(and (distinct ?x203 ?x249) true))))))))))
(check-sat)
