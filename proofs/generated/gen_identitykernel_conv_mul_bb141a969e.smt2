; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 51277
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x66 (smul ?x65 S)))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x64 ?x66)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x76 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x77 (= ?x65 ?x76)))
 (=> (and (< 1 (* sh sw))) $x77)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x95 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x93 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x96 (= ?x93 ?x95)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x96)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_s1) 0))
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
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (rank ?x152) 4))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (dim ?x152 0) sym_n))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (dim ?x152 1) sym_c))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x163)))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x165 (dim ?x152 3)))
 (= ?x165 ?x168)))))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x170 (smul ?x152 in_s1)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x170 (smul ?x152 in_s1)))
 (= (dim ?x170 0) sym_n)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x170 (smul ?x152 in_s1)))
 (= (dim ?x170 1) sym_c)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x170 (smul ?x152 in_s1)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x163))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x170 (smul ?x152 in_s1)))
 (let ((?x179 (dim ?x170 3)))
 (= ?x179 ?x168))))))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (= (rank ?x181) 4)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (= (dim ?x181 0) sym_n)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (= (dim ?x181 1) sym_c)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x163))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x190 (dim ?x181 3)))
 (= ?x190 ?x168))))))))
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
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x201 (dim ?x194 2)))
 (= 3 ?x201))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x203 (dim ?x194 3)))
 (= 3 ?x203))))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x216) 4)))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x216 0) sym_n)))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x216 1) sym_c)))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x163))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x168))))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x205 ?x194)))
 (= (rank ?x227) 4)))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x205 ?x194)))
 (= (dim ?x227 0) sym_n)))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x205 ?x194)))
 (= (dim ?x227 1) sym_c)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x205 ?x194)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x163))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x205 ?x194)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x168))))))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x141 (idkernel4 sym_c 1 1)))
(let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
(let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
(let ((?x194 (idkernel4 sym_c 3 3)))
(let ((?x205 (smul in_i1 in_s1)))
(let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x205 ?x194)))
(let ((?x170 (smul ?x152 in_s1)))
(or (and (distinct ?x170 ?x227) true) (and (distinct ?x181 ?x216) true)))))))))))
(check-sat)
