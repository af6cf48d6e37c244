; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 75573
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x26 (>= dw 1)))
 (let (($x24 (>= dh 1)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= g 1)))
 (let (($x27 (and (< 1 (* sh sw)) $x11 $x12 $x13 $x16 $x18 $x20 $x22 $x24 $x26)))
 (=> $x27 $x33)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x76 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x74 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x77 (= ?x74 ?x76)))
 (let (($x63 (>= dw 1)))
 (let (($x62 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x61 (>= g 1)))
 (let (($x71 (and $x61 $x12 $x13 $x62 $x63 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x71 $x77)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (>= sym_c 1))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x115 (dim in_k1 2)))
 (= 3 ?x115)))
(assert
 (let ((?x117 (dim in_k1 3)))
 (= 3 ?x117)))
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
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x130) 4)))
(assert
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x130 0) sym_n)))
(assert
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x130 1) sym_c)))
(assert
 (let ((?x140 (div (+ (- 3) sym_h) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x137 (dim ?x130 2)))
 (= ?x137 ?x141))))))
(assert
 (let ((?x145 (div (+ (- 3) sym_w) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x143 (dim ?x130 3)))
 (= ?x143 ?x146))))))
(assert
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x130 in_u1)))
 (= (rank ?x148) 4))))
(assert
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x130 in_u1)))
 (= (dim ?x148 0) sym_n))))
(assert
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x130 in_u1)))
 (= (dim ?x148 1) sym_c))))
(assert
 (let ((?x140 (div (+ (- 3) sym_h) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x130 in_u1)))
 (let ((?x155 (dim ?x148 2)))
 (= ?x155 ?x141)))))))
(assert
 (let ((?x145 (div (+ (- 3) sym_w) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x130 in_u1)))
 (let ((?x157 (dim ?x148 3)))
 (= ?x157 ?x146)))))))
(assert
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x130 in_u1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x148 in_u1)))
 (= (rank ?x159) 4)))))
(assert
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x130 in_u1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x148 in_u1)))
 (= (dim ?x159 0) sym_n)))))
(assert
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x130 in_u1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x148 in_u1)))
 (= (dim ?x159 1) sym_c)))))
(assert
 (let ((?x140 (div (+ (- 3) sym_h) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x130 in_u1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x148 in_u1)))
 (let ((?x166 (dim ?x159 2)))
 (= ?x166 ?x141))))))))
(assert
 (let ((?x145 (div (+ (- 3) sym_w) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x130 in_u1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x148 in_u1)))
 (let ((?x168 (dim ?x159 3)))
 (= ?x168 ?x146))))))))
(assert
 (let ((?x140 (div (+ (- 3) sym_h) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (>= ?x141 0))))
(assert
 (let ((?x145 (div (+ (- 3) sym_w) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (>= ?x146 0))))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x172) 4)))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x172 0) sym_n)))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x172 1) sym_c)))
(assert
 (let ((?x181 (+ (- 2) sym_h)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x179 (dim ?x172 2)))
 (= ?x179 ?x181)))))
(assert
 (let ((?x184 (+ (- 2) sym_w)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (dim ?x172 3)))
 (= ?x183 ?x184)))))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x172 in_u1)))
 (= (rank ?x186) 4))))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x172 in_u1)))
 (= (dim ?x186 0) sym_n))))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x172 in_u1)))
 (= (dim ?x186 1) sym_c))))
(assert
 (let ((?x181 (+ (- 2) sym_h)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x172 in_u1)))
 (let ((?x193 (dim ?x186 2)))
 (= ?x193 ?x181))))))
(assert
 (let ((?x184 (+ (- 2) sym_w)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x172 in_u1)))
 (let ((?x195 (dim ?x186 3)))
 (= ?x195 ?x184))))))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x172 in_u1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_u1)))
 (= (rank ?x197) 4)))))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x172 in_u1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_u1)))
 (= (dim ?x197 0) sym_n)))))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x172 in_u1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_u1)))
 (= (dim ?x197 1) sym_c)))))
(assert
 (let ((?x140 (div (+ (- 3) sym_h) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x172 in_u1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_u1)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x141))))))))
(assert
 (let ((?x145 (div (+ (- 3) sym_w) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x172 in_u1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_u1)))
 (let ((?x206 (dim ?x197 3)))
 (= ?x206 ?x146))))))))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x172 in_u1)))
(let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_u1)))
(let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x130 in_u1)))
(let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x148 in_u1)))
(and (distinct ?x159 ?x197) true))))))))
(check-sat)
