; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 75750
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
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x141) 4)))
(assert
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x141 0) sym_n)))
(assert
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x141 1) sym_c)))
(assert
 (let ((?x151 (div (+ (- 3) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (dim ?x141 2)))
 (= ?x148 ?x152))))))
(assert
 (let ((?x156 (div (+ (- 3) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (dim ?x141 3)))
 (= ?x154 ?x157))))))
(assert
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (= (rank ?x159) 4))))
(assert
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (= (dim ?x159 0) sym_n))))
(assert
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (= (dim ?x159 1) sym_c))))
(assert
 (let ((?x151 (div (+ (- 3) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x166 (dim ?x159 2)))
 (= ?x166 ?x152)))))))
(assert
 (let ((?x156 (div (+ (- 3) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x168 (dim ?x159 3)))
 (= ?x168 ?x157)))))))
(assert
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u2)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u2)))
 (= (dim ?x170 0) sym_n)))))
(assert
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u2)))
 (= (dim ?x170 1) sym_c)))))
(assert
 (let ((?x151 (div (+ (- 3) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u2)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x152))))))))
(assert
 (let ((?x156 (div (+ (- 3) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u2)))
 (let ((?x179 (dim ?x170 3)))
 (= ?x179 ?x157))))))))
(assert
 (let ((?x151 (div (+ (- 3) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (>= ?x152 0))))
(assert
 (let ((?x156 (div (+ (- 3) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (>= ?x157 0))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x183) 4)))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x183 0) sym_n)))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x183 1) sym_c)))
(assert
 (let ((?x192 (+ (- 2) sym_h)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x190 (dim ?x183 2)))
 (= ?x190 ?x192)))))
(assert
 (let ((?x195 (+ (- 2) sym_w)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (dim ?x183 3)))
 (= ?x194 ?x195)))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (= (rank ?x197) 4))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (= (dim ?x197 0) sym_n))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (= (dim ?x197 1) sym_c))))
(assert
 (let ((?x192 (+ (- 2) sym_h)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x192))))))
(assert
 (let ((?x195 (+ (- 2) sym_w)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x206 (dim ?x197 3)))
 (= ?x206 ?x195))))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 ?x197 in_u2)))
 (= (rank ?x208) 4)))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 ?x197 in_u2)))
 (= (dim ?x208 0) sym_n)))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 ?x197 in_u2)))
 (= (dim ?x208 1) sym_c)))))
(assert
 (let ((?x151 (div (+ (- 3) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 ?x197 in_u2)))
 (let ((?x215 (dim ?x208 2)))
 (= ?x215 ?x152))))))))
(assert
 (let ((?x156 (div (+ (- 3) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 ?x197 in_u2)))
 (let ((?x217 (dim ?x208 3)))
 (= ?x217 ?x157))))))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
(let ((?x208 (conv 2 2 0 0 0 0 1 1 1 ?x197 in_u2)))
(let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
(let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u2)))
(and (distinct ?x170 ?x208) true))))))))
(check-sat)
