; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 45419
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
(declare-fun sym_constant () Int)
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
 (>= sym_constant 1))
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
 (let ((?x150 (dim in_u1 2)))
 (= 1 ?x150)))
(assert
 (let ((?x152 (dim in_u1 3)))
 (= 1 ?x152)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x154 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x154 0) sym_c)))
(assert
 (let ((?x154 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x154 1) sym_c)))
(assert
 (let ((?x154 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x161 (dim ?x154 2)))
 (= 3 ?x161))))
(assert
 (let ((?x154 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x163 (dim ?x154 3)))
 (= 3 ?x163))))
(assert
 (let ((?x154 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x154)))
 (= (rank ?x165) 4))))
(assert
 (let ((?x154 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x154)))
 (= (dim ?x165 0) sym_n))))
(assert
 (let ((?x154 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x154)))
 (= (dim ?x165 1) sym_c))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x154 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x154)))
 (let ((?x172 (dim ?x165 2)))
 (= ?x172 ?x175)))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x154 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x154)))
 (let ((?x177 (dim ?x165 3)))
 (= ?x177 ?x180)))))))
(assert
 (let ((?x154 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x154)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 ?x165 ?x154)))
 (= (rank ?x182) 4)))))
(assert
 (let ((?x154 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x154)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 ?x165 ?x154)))
 (= (dim ?x182 0) sym_n)))))
(assert
 (let ((?x154 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x154)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 ?x165 ?x154)))
 (= (dim ?x182 1) sym_c)))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x154 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x154)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 ?x165 ?x154)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x175))))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x154 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x154)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 ?x165 ?x154)))
 (let ((?x191 (dim ?x182 3)))
 (= ?x191 ?x180))))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (>= ?x175 0))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (>= ?x180 0))))
(assert
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x195) 4)))
(assert
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x195 0) sym_n)))
(assert
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x195 1) sym_c)))
(assert
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x195 2) sym_h)))
(assert
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x195 3) sym_w)))
(assert
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 ?x195 in_u1)))
 (= (rank ?x206) 4))))
(assert
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 ?x195 in_u1)))
 (= (dim ?x206 0) sym_n))))
(assert
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 ?x195 in_u1)))
 (= (dim ?x206 1) sym_c))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 ?x195 in_u1)))
 (let ((?x213 (dim ?x206 2)))
 (= ?x213 ?x175)))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 ?x195 in_u1)))
 (let ((?x215 (dim ?x206 3)))
 (= ?x215 ?x180)))))))
(assert
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x206 (conv 2 2 0 0 0 0 1 1 1 ?x195 in_u1)))
(let ((?x154 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x154)))
(let ((?x182 (conv 1 1 1 1 1 1 1 1 1 ?x165 ?x154)))
(and (distinct ?x182 ?x206) true)))))))
(check-sat)
