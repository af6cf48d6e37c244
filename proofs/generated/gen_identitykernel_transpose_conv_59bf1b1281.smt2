; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_idkernel, conv_strided_subsample, conv_transpose_spatial, maxpool_transpose_spatial, subsample_conv1x1, transpose4_unit_spatial
; z3 rlimit used: 52237
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x68 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x63 (transpose4 0 1 3 2 X)))
 (let ((?x66 (conv sh sw pt pl pb pr dh dw g ?x63 (transpose4 0 1 3 2 W))))
 (= ?x66 ?x68)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) (transpose4 0 1 3 2 W)) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv_transpose_spatial))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x68 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x63 (transpose4 0 1 3 2 X)))
 (let ((?x78 (conv sh sw pt pl pb pr dh dw g ?x63 W)))
 (let (($x79 (= ?x78 ?x68)))
 (=> (and (= 1 (dim W 2)) (= 1 (dim W 3))) $x79))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x94 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x92 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x95 (= ?x92 ?x94)))
 (=> (and (< 1 (* sh sw))) $x95)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x107 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x105 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (= ?x105 ?x107))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x121 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x119 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x122 (= ?x119 ?x121)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x122)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (forall ((X T) )(! (let ((?x139 (transpose4 0 1 3 2 X)))
 (let (($x140 (= ?x139 X)))
 (=> (and (= 1 (dim X 2)) (= 1 (dim X 3))) $x140))) :pattern ( (transpose4 0 1 3 2 X) ) :qid transpose4_unit_spatial))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x177 (dim in_u1 2)))
 (= 1 ?x177)))
(assert
 (let ((?x179 (dim in_u1 3)))
 (= 1 ?x179)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x188 (dim ?x181 2)))
 (= 3 ?x188))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x190 (dim ?x181 3)))
 (= 3 ?x190))))
(assert
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (transpose4 0 1 3 2 in_i1)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (= (rank ?x203) 4)))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (transpose4 0 1 3 2 in_i1)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (= (dim ?x203 0) sym_n)))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (transpose4 0 1 3 2 in_i1)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (= (dim ?x203 1) sym_c)))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (transpose4 0 1 3 2 in_i1)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x214))))))))
(assert
 (let ((?x218 (div (+ (- 1) sym_h) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (transpose4 0 1 3 2 in_i1)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (let ((?x216 (dim ?x203 3)))
 (= ?x216 ?x219))))))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (transpose4 0 1 3 2 in_i1)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 ?x203 in_u1)))
 (= (rank ?x221) 4))))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (transpose4 0 1 3 2 in_i1)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 ?x203 in_u1)))
 (= (dim ?x221 0) sym_n))))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (transpose4 0 1 3 2 in_i1)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 ?x203 in_u1)))
 (= (dim ?x221 1) sym_c))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x229 (div ?x213 2)))
 (let ((?x230 (+ 1 ?x229)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (transpose4 0 1 3 2 in_i1)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 ?x203 in_u1)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x230))))))))))
(assert
 (let ((?x218 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (div ?x218 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (transpose4 0 1 3 2 in_i1)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 ?x203 in_u1)))
 (let ((?x232 (dim ?x221 3)))
 (= ?x232 ?x234))))))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (>= ?x214 0))))
(assert
 (let ((?x218 (div (+ (- 1) sym_h) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (>= ?x219 0))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x229 (div ?x213 2)))
 (let ((?x230 (+ 1 ?x229)))
 (>= ?x230 0)))))
(assert
 (let ((?x218 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (div ?x218 2)))
 (let ((?x234 (+ 1 ?x233)))
 (>= ?x234 0)))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x247 (dim ?x240 2)))
 (= 1 ?x247))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x249 (dim ?x240 3)))
 (= 1 ?x249))))
(assert
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x251) 4)))
(assert
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x251 0) sym_n)))
(assert
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x251 1) sym_c)))
(assert
 (let ((?x218 (div (+ (- 1) sym_h) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (dim ?x251 2)))
 (= ?x258 ?x219))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x260 (dim ?x251 3)))
 (= ?x260 ?x214))))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x262 (conv 2 2 0 0 0 0 1 1 1 ?x251 ?x240)))
 (= (rank ?x262) 4)))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x262 (conv 2 2 0 0 0 0 1 1 1 ?x251 ?x240)))
 (= (dim ?x262 0) sym_n)))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x262 (conv 2 2 0 0 0 0 1 1 1 ?x251 ?x240)))
 (= (dim ?x262 1) sym_c)))))
(assert
 (let ((?x218 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (div ?x218 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x262 (conv 2 2 0 0 0 0 1 1 1 ?x251 ?x240)))
 (let ((?x269 (dim ?x262 2)))
 (= ?x269 ?x234)))))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x229 (div ?x213 2)))
 (let ((?x230 (+ 1 ?x229)))
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x262 (conv 2 2 0 0 0 0 1 1 1 ?x251 ?x240)))
 (let ((?x271 (dim ?x262 3)))
 (= ?x271 ?x230)))))))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x262 (conv 2 2 0 0 0 0 1 1 1 ?x251 ?x240)))
 (let ((?x273 (transpose4 0 1 3 2 ?x262)))
 (= (rank ?x273) 4))))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x262 (conv 2 2 0 0 0 0 1 1 1 ?x251 ?x240)))
 (let ((?x273 (transpose4 0 1 3 2 ?x262)))
 (= (dim ?x273 0) sym_n))))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x262 (conv 2 2 0 0 0 0 1 1 1 ?x251 ?x240)))
 (let ((?x273 (transpose4 0 1 3 2 ?x262)))
 (= (dim ?x273 1) sym_c))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x229 (div ?x213 2)))
 (let ((?x230 (+ 1 ?x229)))
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x262 (conv 2 2 0 0 0 0 1 1 1 ?x251 ?x240)))
 (let ((?x273 (transpose4 0 1 3 2 ?x262)))
 (let ((?x280 (dim ?x273 2)))
 (= ?x280 ?x230))))))))))
(assert
 (let ((?x218 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (div ?x218 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x262 (conv 2 2 0 0 0 0 1 1 1 ?x251 ?x240)))
 (let ((?x273 (transpose4 0 1 3 2 ?x262)))
 (let ((?x282 (dim ?x273 3)))
 (= ?x282 ?x234))))))))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
(let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x262 (conv 2 2 0 0 0 0 1 1 1 ?x251 ?x240)))
(let ((?x273 (transpose4 0 1 3 2 ?x262)))
(let ((?x181 (idkernel4 sym_c 3 3)))
(let ((?x192 (transpose4 0 1 3 2 in_i1)))
(let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
(let ((?x221 (conv 2 2 0 0 0 0 1 1 1 ?x203 in_u1)))
(and (distinct ?x221 ?x273) true))))))))))
(check-sat)
