; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 3906
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x37 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x35 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x38 (= ?x35 ?x37)))
 (let (($x33 (= (rank W) 4)))
 (let (($x30 (= (rank X) 4)))
 (let (($x26 (>= dw 1)))
 (let (($x24 (>= dh 1)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= g 1)))
 (let (($x34 (and (< 1 (* sh sw)) $x11 $x12 $x13 $x16 $x18 $x20 $x22 $x24 $x26 $x30 $x33)))
 (=> $x34 $x38)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x85 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x83 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x86 (= ?x83 ?x85)))
 (let (($x80 (= (rank U) 4)))
 (let (($x78 (= (rank X) 4)))
 (let (($x68 (>= dw 1)))
 (let (($x67 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x66 (>= g 1)))
 (let (($x81 (and $x66 $x12 $x13 $x67 $x68 (= 1 (dim U 2)) (= 1 (dim U 3)) $x78 $x80)))
 (=> $x81 $x86)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
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
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x125 (dim in_u1 2)))
 (= 1 ?x125)))
(assert
 (let ((?x127 (dim in_u1 3)))
 (= 1 ?x127)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c2))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x136 (dim in_u2 2)))
 (= 1 ?x136)))
(assert
 (let ((?x138 (dim in_u2 3)))
 (= 1 ?x138)))
(assert
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x140) 4)))
(assert
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x140 0) sym_n)))
(assert
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x140 1) sym_c2)))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (dim ?x140 2)))
 (= ?x147 ?x151))))))
(assert
 (let ((?x155 (div (+ (- 1) sym_w) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (dim ?x140 3)))
 (= ?x153 ?x156))))))
(assert
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x140 in_u2)))
 (= (rank ?x158) 4))))
(assert
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x140 in_u2)))
 (= (dim ?x158 0) sym_n))))
(assert
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x140 in_u2)))
 (= (dim ?x158 1) sym_c2))))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x140 in_u2)))
 (let ((?x165 (dim ?x158 2)))
 (= ?x165 ?x151)))))))
(assert
 (let ((?x155 (div (+ (- 1) sym_w) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x140 in_u2)))
 (let ((?x167 (dim ?x158 3)))
 (= ?x167 ?x156)))))))
(assert
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x140 in_u2)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u2)))
 (= (rank ?x169) 4)))))
(assert
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x140 in_u2)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u2)))
 (= (dim ?x169 0) sym_n)))))
(assert
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x140 in_u2)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u2)))
 (= (dim ?x169 1) sym_c2)))))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x140 in_u2)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u2)))
 (let ((?x176 (dim ?x169 2)))
 (= ?x176 ?x151))))))))
(assert
 (let ((?x155 (div (+ (- 1) sym_w) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x140 in_u2)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u2)))
 (let ((?x178 (dim ?x169 3)))
 (= ?x178 ?x156))))))))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (>= ?x151 0))))
(assert
 (let ((?x155 (div (+ (- 1) sym_w) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (>= ?x156 0))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x182) 4)))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x182 0) sym_n)))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x182 1) sym_c2)))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x182 2) sym_h)))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x182 3) sym_w)))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u2)))
 (= (rank ?x193) 4))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u2)))
 (= (dim ?x193 0) sym_n))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u2)))
 (= (dim ?x193 1) sym_c2))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u2)))
 (= (dim ?x193 2) sym_h))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u2)))
 (= (dim ?x193 3) sym_w))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u2)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 ?x193 in_u2)))
 (= (rank ?x204) 4)))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u2)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 ?x193 in_u2)))
 (= (dim ?x204 0) sym_n)))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u2)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 ?x193 in_u2)))
 (= (dim ?x204 1) sym_c2)))))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u2)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 ?x193 in_u2)))
 (let ((?x211 (dim ?x204 2)))
 (= ?x211 ?x151))))))))
(assert
 (let ((?x155 (div (+ (- 1) sym_w) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u2)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 ?x193 in_u2)))
 (let ((?x213 (dim ?x204 3)))
 (= ?x213 ?x156))))))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u2)))
(let ((?x204 (conv 2 2 0 0 0 0 1 1 1 ?x193 in_u2)))
(let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x140 in_u2)))
(let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u2)))
(and (distinct ?x169 ?x204) true))))))))
(check-sat)
