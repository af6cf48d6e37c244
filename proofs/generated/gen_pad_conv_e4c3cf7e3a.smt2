; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 49227
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x36 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x33 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x23 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)))))
 (=> $x23 (= ?x33 ?x36))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x87 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x85 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x88 (= ?x85 ?x87)))
 (=> (and (< 1 (* sh sw))) $x88)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x109 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x107 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x110 (= ?x107 ?x109)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x110)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x148 (dim in_u1 2)))
 (= 1 ?x148)))
(assert
 (let ((?x150 (dim in_u1 3)))
 (= 1 ?x150)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x152 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x152 0) sym_c)))
(assert
 (let ((?x152 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x152 1) sym_c)))
(assert
 (let ((?x152 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x159 (dim ?x152 2)))
 (= 3 ?x159))))
(assert
 (let ((?x152 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x161 (dim ?x152 3)))
 (= 3 ?x161))))
(assert
 (let ((?x152 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x152)))
 (= (rank ?x163) 4))))
(assert
 (let ((?x152 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x152)))
 (= (dim ?x163 0) sym_n))))
(assert
 (let ((?x152 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x152)))
 (= (dim ?x163 1) sym_c))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x152 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x170 (dim ?x163 2)))
 (= ?x170 ?x173)))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x152 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x175 (dim ?x163 3)))
 (= ?x175 ?x178)))))))
(assert
 (let ((?x152 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x180 (conv 1 1 1 1 1 1 1 1 1 ?x163 ?x152)))
 (= (rank ?x180) 4)))))
(assert
 (let ((?x152 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x180 (conv 1 1 1 1 1 1 1 1 1 ?x163 ?x152)))
 (= (dim ?x180 0) sym_n)))))
(assert
 (let ((?x152 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x180 (conv 1 1 1 1 1 1 1 1 1 ?x163 ?x152)))
 (= (dim ?x180 1) sym_c)))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x152 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x180 (conv 1 1 1 1 1 1 1 1 1 ?x163 ?x152)))
 (let ((?x187 (dim ?x180 2)))
 (= ?x187 ?x173))))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x152 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x180 (conv 1 1 1 1 1 1 1 1 1 ?x163 ?x152)))
 (let ((?x189 (dim ?x180 3)))
 (= ?x189 ?x178))))))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (>= ?x173 0))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (>= ?x178 0))))
(assert
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x193) 4)))
(assert
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x193 0) sym_n)))
(assert
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x193 1) sym_c)))
(assert
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x193 2) sym_h)))
(assert
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x193 3) sym_w)))
(assert
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 ?x193 in_u1)))
 (= (rank ?x204) 4))))
(assert
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 ?x193 in_u1)))
 (= (dim ?x204 0) sym_n))))
(assert
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 ?x193 in_u1)))
 (= (dim ?x204 1) sym_c))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 ?x193 in_u1)))
 (let ((?x211 (dim ?x204 2)))
 (= ?x211 ?x173)))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 ?x193 in_u1)))
 (let ((?x213 (dim ?x204 3)))
 (= ?x213 ?x178)))))))
(assert
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x204 (conv 2 2 0 0 0 0 1 1 1 ?x193 in_u1)))
(let ((?x152 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x163 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x152)))
(let ((?x180 (conv 1 1 1 1 1 1 1 1 1 ?x163 ?x152)))
(and (distinct ?x180 ?x204) true)))))))
(check-sat)
