; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 42316
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
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
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x61 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x59 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x62 (= ?x59 ?x61)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x62)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x104 (dim in_u1 2)))
 (= 1 ?x104)))
(assert
 (let ((?x106 (dim in_u1 3)))
 (= 1 ?x106)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x115 (dim in_u2 2)))
 (= 1 ?x115)))
(assert
 (let ((?x117 (dim in_u2 3)))
 (= 1 ?x117)))
(assert
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x119) 4)))
(assert
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x119 0) sym_n)))
(assert
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x119 1) sym_c2)))
(assert
 (let ((?x129 (div (+ (- 1) sym_h) 2)))
 (let ((?x130 (+ 1 ?x129)))
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x126 (dim ?x119 2)))
 (= ?x126 ?x130))))))
(assert
 (let ((?x134 (div (+ (- 1) sym_w) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x132 (dim ?x119 3)))
 (= ?x132 ?x135))))))
(assert
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x119 in_u2)))
 (= (rank ?x137) 4))))
(assert
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x119 in_u2)))
 (= (dim ?x137 0) sym_n))))
(assert
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x119 in_u2)))
 (= (dim ?x137 1) sym_c3))))
(assert
 (let ((?x129 (div (+ (- 1) sym_h) 2)))
 (let ((?x130 (+ 1 ?x129)))
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x119 in_u2)))
 (let ((?x144 (dim ?x137 2)))
 (= ?x144 ?x130)))))))
(assert
 (let ((?x134 (div (+ (- 1) sym_w) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x119 in_u2)))
 (let ((?x146 (dim ?x137 3)))
 (= ?x146 ?x135)))))))
(assert
 (let ((?x129 (div (+ (- 1) sym_h) 2)))
 (let ((?x130 (+ 1 ?x129)))
 (>= ?x130 0))))
(assert
 (let ((?x134 (div (+ (- 1) sym_w) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (>= ?x135 0))))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x150) 4)))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x150 0) sym_n)))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x150 1) sym_c2)))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x150 2) sym_h)))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x150 3) sym_w)))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 ?x150 in_u2)))
 (= (rank ?x161) 4))))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 ?x150 in_u2)))
 (= (dim ?x161 0) sym_n))))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 ?x150 in_u2)))
 (= (dim ?x161 1) sym_c3))))
(assert
 (let ((?x129 (div (+ (- 1) sym_h) 2)))
 (let ((?x130 (+ 1 ?x129)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 ?x150 in_u2)))
 (let ((?x168 (dim ?x161 2)))
 (= ?x168 ?x130)))))))
(assert
 (let ((?x134 (div (+ (- 1) sym_w) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 ?x150 in_u2)))
 (let ((?x170 (dim ?x161 3)))
 (= ?x170 ?x135)))))))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x161 (conv 2 2 0 0 0 0 1 1 1 ?x150 in_u2)))
(let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x119 in_u2)))
(and (distinct ?x137 ?x161) true))))))
(check-sat)
