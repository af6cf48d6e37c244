; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1, subsample_mul
; z3 rlimit used: 76318
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun relu (T) T)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x70 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x68 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x71 (= ?x68 ?x70)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= kw 1)))
 (let (($x26 (>= kh 1)))
 (let (($x65 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x26 $x11 $x12 $x13 $x16 $x18 $x20 $x22)))
 (=> $x65 $x71))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x97 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x94 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (let (($x98 (= ?x94 ?x97)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x81 (and $x12 $x13)))
 (=> $x81 $x98))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x121 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x119 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x122 (= ?x119 ?x121)))
 (let (($x108 (>= dw 1)))
 (let (($x107 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x106 (>= g 1)))
 (let (($x116 (and $x106 $x12 $x13 $x107 $x108 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x116 $x122)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
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
 (let ((?x164 (dim in_u1 2)))
 (= 1 ?x164)))
(assert
 (let ((?x166 (dim in_u1 3)))
 (= 1 ?x166)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x175 (dim in_u2 2)))
 (= 1 ?x175)))
(assert
 (let ((?x177 (dim in_u2 3)))
 (= 1 ?x177)))
(assert
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x179) 4)))
(assert
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x179 0) sym_n)))
(assert
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x179 1) sym_c2)))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (dim ?x179 2)))
 (= ?x186 ?x189))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x191 (dim ?x179 3)))
 (= ?x191 ?x194))))))
(assert
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x179)))
 (= (rank ?x196) 4))))
(assert
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x179)))
 (= (dim ?x196 0) sym_n))))
(assert
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x179)))
 (= (dim ?x196 1) sym_c2))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x179)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x189)))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x179)))
 (let ((?x205 (dim ?x196 3)))
 (= ?x205 ?x194)))))))
(assert
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x179)))
 (let ((?x207 (mul ?x179 ?x196)))
 (= (rank ?x207) 4)))))
(assert
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x179)))
 (let ((?x207 (mul ?x179 ?x196)))
 (= (dim ?x207 0) sym_n)))))
(assert
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x179)))
 (let ((?x207 (mul ?x179 ?x196)))
 (= (dim ?x207 1) sym_c2)))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x179)))
 (let ((?x207 (mul ?x179 ?x196)))
 (let ((?x214 (dim ?x207 2)))
 (= ?x214 ?x189))))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x179)))
 (let ((?x207 (mul ?x179 ?x196)))
 (let ((?x216 (dim ?x207 3)))
 (= ?x216 ?x194))))))))
(assert
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x179)))
 (let ((?x207 (mul ?x179 ?x196)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 ?x207 in_u2)))
 (= (rank ?x218) 4))))))
(assert
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x179)))
 (let ((?x207 (mul ?x179 ?x196)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 ?x207 in_u2)))
 (= (dim ?x218 0) sym_n))))))
(assert
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x179)))
 (let ((?x207 (mul ?x179 ?x196)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 ?x207 in_u2)))
 (= (dim ?x218 1) sym_c3))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x179)))
 (let ((?x207 (mul ?x179 ?x196)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 ?x207 in_u2)))
 (let ((?x225 (dim ?x218 2)))
 (= ?x225 ?x189)))))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x179)))
 (let ((?x207 (mul ?x179 ?x196)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 ?x207 in_u2)))
 (let ((?x227 (dim ?x218 3)))
 (= ?x227 ?x194)))))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (>= ?x189 0))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (>= ?x194 0))))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x231) 4)))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x231 0) sym_n)))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x231 1) sym_c2)))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x231 2) sym_h)))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x231 3) sym_w)))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (= (rank ?x242) 4))))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (= (dim ?x242 0) sym_n))))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (= (dim ?x242 1) sym_c2))))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (= (dim ?x242 2) sym_h))))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (= (dim ?x242 3) sym_w))))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (mul ?x231 ?x242)))
 (= (rank ?x253) 4)))))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (mul ?x231 ?x242)))
 (= (dim ?x253 0) sym_n)))))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (mul ?x231 ?x242)))
 (= (dim ?x253 1) sym_c2)))))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (mul ?x231 ?x242)))
 (= (dim ?x253 2) sym_h)))))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (mul ?x231 ?x242)))
 (= (dim ?x253 3) sym_w)))))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (mul ?x231 ?x242)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 ?x253 in_u2)))
 (= (rank ?x264) 4))))))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (mul ?x231 ?x242)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 ?x253 in_u2)))
 (= (dim ?x264 0) sym_n))))))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (mul ?x231 ?x242)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 ?x253 in_u2)))
 (= (dim ?x264 1) sym_c3))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (mul ?x231 ?x242)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 ?x253 in_u2)))
 (let ((?x271 (dim ?x264 2)))
 (= ?x271 ?x189)))))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (mul ?x231 ?x242)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 ?x253 in_u2)))
 (let ((?x273 (dim ?x264 3)))
 (= ?x273 ?x194)))))))))
(assert
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x242 (relu ?x231)))
(let ((?x253 (mul ?x231 ?x242)))
(let ((?x264 (conv 2 2 0 0 0 0 1 1 1 ?x253 in_u2)))
(let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x196 (relu ?x179)))
(let ((?x207 (mul ?x179 ?x196)))
(let ((?x218 (conv 1 1 0 0 0 0 1 1 1 ?x207 in_u2)))
(and (distinct ?x218 ?x264) true))))))))))
(check-sat)
