; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 46361
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_u1 () T)
(declare-fun relu (T) T)
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
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x87 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x85 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x88 (= ?x85 ?x87)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x88)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x137 (dim in_u1 2)))
 (= 1 ?x137)))
(assert
 (let ((?x139 (dim in_u1 3)))
 (= 1 ?x139)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x148 (dim ?x141 2)))
 (= 1 ?x148))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x150 (dim ?x141 3)))
 (= 1 ?x150))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (= (rank ?x152) 4))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (= (dim ?x152 0) sym_n))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (= (dim ?x152 1) sym_c))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x163)))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x165 (dim ?x152 3)))
 (= ?x165 ?x168)))))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (rank ?x170) 4))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (dim ?x170 0) sym_n))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (dim ?x170 1) sym_c))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x163)))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x179 (dim ?x170 3)))
 (= ?x179 ?x168)))))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (= (rank ?x181) 4)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (= (dim ?x181 0) sym_n)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (= (dim ?x181 1) sym_c)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x163))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x190 (dim ?x181 3)))
 (= ?x190 ?x168))))))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x192 (relu ?x181)))
 (= (rank ?x192) 4))))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x192 (relu ?x181)))
 (= (dim ?x192 0) sym_n))))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x192 (relu ?x181)))
 (= (dim ?x192 1) sym_c))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x192 (relu ?x181)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x163)))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x192 (relu ?x181)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x168)))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (>= ?x163 0))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (>= ?x168 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x212 (dim ?x205 2)))
 (= 3 ?x212))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x214 (dim ?x205 3)))
 (= 3 ?x214))))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (rank ?x216) 4)))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x216 0) sym_n)))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x216 1) sym_c)))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x216 2) sym_h)))
(assert
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x216 3) sym_w)))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (= (rank ?x227) 4))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (= (dim ?x227 0) sym_n))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (= (dim ?x227 1) sym_c))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x163)))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x168)))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (= (rank ?x238) 4)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (= (dim ?x238 0) sym_n)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (= (dim ?x238 1) sym_c)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x163))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x168))))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (let ((?x249 (relu ?x238)))
 (= (rank ?x249) 4))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (let ((?x249 (relu ?x238)))
 (= (dim ?x249 0) sym_n))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (let ((?x249 (relu ?x238)))
 (= (dim ?x249 1) sym_c))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (let ((?x249 (relu ?x238)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x163)))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (let ((?x249 (relu ?x238)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x168)))))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
(let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
(let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
(let ((?x249 (relu ?x238)))
(let ((?x141 (idkernel4 sym_c 1 1)))
(let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
(let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
(let ((?x192 (relu ?x181)))
(let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
(let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
(or (and (distinct ?x170 ?x227) true) (and (distinct ?x192 ?x249) true)))))))))))))
(check-sat)
