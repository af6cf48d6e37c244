; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 75443
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
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
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x117 (dim in_u1 2)))
 (= 1 ?x117)))
(assert
 (let ((?x119 (dim in_u1 3)))
 (= 1 ?x119)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c2))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x128 (dim in_u2 2)))
 (= 1 ?x128)))
(assert
 (let ((?x130 (dim in_u2 3)))
 (= 1 ?x130)))
(assert
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x132) 4)))
(assert
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x132 0) sym_n)))
(assert
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x132 1) sym_c)))
(assert
 (let ((?x142 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x139 (dim ?x132 2)))
 (= ?x139 ?x143))))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (dim ?x132 3)))
 (= ?x145 ?x148))))))
(assert
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x132 in_u1)))
 (= (rank ?x150) 4))))
(assert
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x132 in_u1)))
 (= (dim ?x150 0) sym_n))))
(assert
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x132 in_u1)))
 (= (dim ?x150 1) sym_c))))
(assert
 (let ((?x142 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x132 in_u1)))
 (let ((?x157 (dim ?x150 2)))
 (= ?x157 ?x143)))))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x132 in_u1)))
 (let ((?x159 (dim ?x150 3)))
 (= ?x159 ?x148)))))))
(assert
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x132 in_u1)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x150 in_u2)))
 (= (rank ?x161) 4)))))
(assert
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x132 in_u1)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x150 in_u2)))
 (= (dim ?x161 0) sym_n)))))
(assert
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x132 in_u1)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x150 in_u2)))
 (= (dim ?x161 1) sym_c2)))))
(assert
 (let ((?x142 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x132 in_u1)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x150 in_u2)))
 (let ((?x168 (dim ?x161 2)))
 (= ?x168 ?x143))))))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x132 in_u1)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x150 in_u2)))
 (let ((?x170 (dim ?x161 3)))
 (= ?x170 ?x148))))))))
(assert
 (let ((?x142 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (>= ?x143 0))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (>= ?x148 0))))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x174) 4)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 0) sym_n)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 1) sym_c)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 2) sym_h)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 3) sym_w)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (= (rank ?x185) 4))))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (= (dim ?x185 0) sym_n))))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (= (dim ?x185 1) sym_c))))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (= (dim ?x185 2) sym_h))))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (= (dim ?x185 3) sym_w))))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 in_u2)))
 (= (rank ?x196) 4)))))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 in_u2)))
 (= (dim ?x196 0) sym_n)))))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 in_u2)))
 (= (dim ?x196 1) sym_c2)))))
(assert
 (let ((?x142 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 in_u2)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x143))))))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 in_u2)))
 (let ((?x205 (dim ?x196 3)))
 (= ?x205 ?x148))))))))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
(let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 in_u2)))
(let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x132 in_u1)))
(let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x150 in_u2)))
(and (distinct ?x161 ?x196) true))))))))
(check-sat)
