; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 49512
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
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x126 (dim in_u1 2)))
 (= 1 ?x126)))
(assert
 (let ((?x128 (dim in_u1 3)))
 (= 1 ?x128)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x137 (dim in_u2 2)))
 (= 1 ?x137)))
(assert
 (let ((?x139 (dim in_u2 3)))
 (= 1 ?x139)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x148 (dim ?x141 2)))
 (= 3 ?x148))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x150 (dim ?x141 3)))
 (= 3 ?x150))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (= (rank ?x152) 4))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (= (dim ?x152 0) sym_n))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (= (dim ?x152 1) sym_c))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x163)))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x165 (dim ?x152 3)))
 (= ?x165 ?x168)))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (= (dim ?x170 0) sym_n)))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (= (dim ?x170 1) sym_c)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x163))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x179 (dim ?x170 3)))
 (= ?x179 ?x168))))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u2)))
 (= (rank ?x181) 4))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u2)))
 (= (dim ?x181 0) sym_n))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u2)))
 (= (dim ?x181 1) sym_c))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u2)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x163)))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u2)))
 (let ((?x190 (dim ?x181 3)))
 (= ?x190 ?x168)))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (>= ?x163 0))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (>= ?x168 0))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x194) 4)))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x194 0) sym_n)))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x194 1) sym_c)))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x194 2) sym_h)))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x194 3) sym_w)))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x194 in_u2)))
 (= (rank ?x205) 4))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x194 in_u2)))
 (= (dim ?x205 0) sym_n))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x194 in_u2)))
 (= (dim ?x205 1) sym_c))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x194 in_u2)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x163)))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x194 in_u2)))
 (let ((?x214 (dim ?x205 3)))
 (= ?x214 ?x168)))))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x194 in_u2)))
(let ((?x141 (idkernel4 sym_c 3 3)))
(let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
(let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
(let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u2)))
(and (distinct ?x181 ?x205) true))))))))
(check-sat)
