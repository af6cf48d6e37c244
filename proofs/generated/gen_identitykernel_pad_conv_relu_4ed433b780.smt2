; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 47092
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_constant () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x82 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x79 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x70 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)))))
 (=> $x70 (= ?x79 ?x82))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x113 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x111 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x114 (= ?x111 ?x113)))
 (=> (and (< 1 (* sh sw))) $x114)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x131 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x129 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x132 (= ?x129 ?x131)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x132)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x166 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x164 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x167 (= ?x164 ?x166)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x167)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x209 (dim in_u1 2)))
 (= 1 ?x209)))
(assert
 (let ((?x211 (dim in_u1 3)))
 (= 1 ?x211)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x213 (idkernel4 sym_c2 1 1)))
 (let ((?x220 (dim ?x213 2)))
 (= 1 ?x220))))
(assert
 (let ((?x213 (idkernel4 sym_c2 1 1)))
 (let ((?x222 (dim ?x213 3)))
 (= 1 ?x222))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x224 0) sym_c2)))
(assert
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x224 1) sym_c)))
(assert
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x231 (dim ?x224 2)))
 (= 3 ?x231))))
(assert
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x233 (dim ?x224 3)))
 (= 3 ?x233))))
(assert
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (= (rank ?x235) 4))))
(assert
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (= (dim ?x235 0) sym_n))))
(assert
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (= (dim ?x235 1) sym_c2))))
(assert
 (let ((?x244 (div (+ (- 1) sym_h) 2)))
 (let ((?x245 (+ 1 ?x244)))
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (let ((?x242 (dim ?x235 2)))
 (= ?x242 ?x245)))))))
(assert
 (let ((?x249 (div (+ (- 1) sym_w) 2)))
 (let ((?x250 (+ 1 ?x249)))
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (let ((?x247 (dim ?x235 3)))
 (= ?x247 ?x250)))))))
(assert
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (let ((?x252 (relu ?x235)))
 (= (rank ?x252) 4)))))
(assert
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (let ((?x252 (relu ?x235)))
 (= (dim ?x252 0) sym_n)))))
(assert
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (let ((?x252 (relu ?x235)))
 (= (dim ?x252 1) sym_c2)))))
(assert
 (let ((?x244 (div (+ (- 1) sym_h) 2)))
 (let ((?x245 (+ 1 ?x244)))
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (let ((?x252 (relu ?x235)))
 (let ((?x259 (dim ?x252 2)))
 (= ?x259 ?x245))))))))
(assert
 (let ((?x249 (div (+ (- 1) sym_w) 2)))
 (let ((?x250 (+ 1 ?x249)))
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (let ((?x252 (relu ?x235)))
 (let ((?x261 (dim ?x252 3)))
 (= ?x261 ?x250))))))))
(assert
 (let ((?x213 (idkernel4 sym_c2 1 1)))
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (let ((?x252 (relu ?x235)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 ?x252 ?x213)))
 (= (rank ?x263) 4)))))))
(assert
 (let ((?x213 (idkernel4 sym_c2 1 1)))
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (let ((?x252 (relu ?x235)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 ?x252 ?x213)))
 (= (dim ?x263 0) sym_n)))))))
(assert
 (let ((?x213 (idkernel4 sym_c2 1 1)))
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (let ((?x252 (relu ?x235)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 ?x252 ?x213)))
 (= (dim ?x263 1) sym_c2)))))))
(assert
 (let ((?x244 (div (+ (- 1) sym_h) 2)))
 (let ((?x271 (div ?x244 2)))
 (let ((?x272 (+ 1 ?x271)))
 (let ((?x213 (idkernel4 sym_c2 1 1)))
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (let ((?x252 (relu ?x235)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 ?x252 ?x213)))
 (let ((?x270 (dim ?x263 2)))
 (= ?x270 ?x272)))))))))))
(assert
 (let ((?x249 (div (+ (- 1) sym_w) 2)))
 (let ((?x275 (div ?x249 2)))
 (let ((?x276 (+ 1 ?x275)))
 (let ((?x213 (idkernel4 sym_c2 1 1)))
 (let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (let ((?x252 (relu ?x235)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 ?x252 ?x213)))
 (let ((?x274 (dim ?x263 3)))
 (= ?x274 ?x276)))))))))))
(assert
 (let ((?x244 (div (+ (- 1) sym_h) 2)))
 (let ((?x245 (+ 1 ?x244)))
 (>= ?x245 0))))
(assert
 (let ((?x249 (div (+ (- 1) sym_w) 2)))
 (let ((?x250 (+ 1 ?x249)))
 (>= ?x250 0))))
(assert
 (let ((?x244 (div (+ (- 1) sym_h) 2)))
 (let ((?x271 (div ?x244 2)))
 (let ((?x272 (+ 1 ?x271)))
 (>= ?x272 0)))))
(assert
 (let ((?x249 (div (+ (- 1) sym_w) 2)))
 (let ((?x275 (div ?x249 2)))
 (let ((?x276 (+ 1 ?x275)))
 (>= ?x276 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x282 (idkernel4 sym_c 3 3)))
 (let ((?x289 (dim ?x282 2)))
 (= 3 ?x289))))
(assert
 (let ((?x282 (idkernel4 sym_c 3 3)))
 (let ((?x291 (dim ?x282 3)))
 (= 3 ?x291))))
(assert
 (let ((?x282 (idkernel4 sym_c 3 3)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x282)))
 (= (rank ?x293) 4))))
(assert
 (let ((?x282 (idkernel4 sym_c 3 3)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x282)))
 (= (dim ?x293 0) sym_n))))
(assert
 (let ((?x282 (idkernel4 sym_c 3 3)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x282)))
 (= (dim ?x293 1) sym_c))))
(assert
 (let ((?x244 (div (+ (- 1) sym_h) 2)))
 (let ((?x245 (+ 1 ?x244)))
 (let ((?x282 (idkernel4 sym_c 3 3)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x282)))
 (let ((?x300 (dim ?x293 2)))
 (= ?x300 ?x245)))))))
(assert
 (let ((?x249 (div (+ (- 1) sym_w) 2)))
 (let ((?x250 (+ 1 ?x249)))
 (let ((?x282 (idkernel4 sym_c 3 3)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x282)))
 (let ((?x302 (dim ?x293 3)))
 (= ?x302 ?x250)))))))
(assert
 (let ((?x282 (idkernel4 sym_c 3 3)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x282)))
 (let ((?x304 (conv 2 2 0 0 0 0 1 1 1 ?x293 in_u1)))
 (= (rank ?x304) 4)))))
(assert
 (let ((?x282 (idkernel4 sym_c 3 3)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x282)))
 (let ((?x304 (conv 2 2 0 0 0 0 1 1 1 ?x293 in_u1)))
 (= (dim ?x304 0) sym_n)))))
(assert
 (let ((?x282 (idkernel4 sym_c 3 3)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x282)))
 (let ((?x304 (conv 2 2 0 0 0 0 1 1 1 ?x293 in_u1)))
 (= (dim ?x304 1) sym_c2)))))
(assert
 (let ((?x244 (div (+ (- 1) sym_h) 2)))
 (let ((?x271 (div ?x244 2)))
 (let ((?x272 (+ 1 ?x271)))
 (let ((?x282 (idkernel4 sym_c 3 3)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x282)))
 (let ((?x304 (conv 2 2 0 0 0 0 1 1 1 ?x293 in_u1)))
 (let ((?x311 (dim ?x304 2)))
 (= ?x311 ?x272)))))))))
(assert
 (let ((?x249 (div (+ (- 1) sym_w) 2)))
 (let ((?x275 (div ?x249 2)))
 (let ((?x276 (+ 1 ?x275)))
 (let ((?x282 (idkernel4 sym_c 3 3)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x282)))
 (let ((?x304 (conv 2 2 0 0 0 0 1 1 1 ?x293 in_u1)))
 (let ((?x313 (dim ?x304 3)))
 (= ?x313 ?x276)))))))))
(assert
 (let ((?x282 (idkernel4 sym_c 3 3)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x282)))
 (let ((?x304 (conv 2 2 0 0 0 0 1 1 1 ?x293 in_u1)))
 (let ((?x315 (relu ?x304)))
 (= (rank ?x315) 4))))))
(assert
 (let ((?x282 (idkernel4 sym_c 3 3)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x282)))
 (let ((?x304 (conv 2 2 0 0 0 0 1 1 1 ?x293 in_u1)))
 (let ((?x315 (relu ?x304)))
 (= (dim ?x315 0) sym_n))))))
(assert
 (let ((?x282 (idkernel4 sym_c 3 3)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x282)))
 (let ((?x304 (conv 2 2 0 0 0 0 1 1 1 ?x293 in_u1)))
 (let ((?x315 (relu ?x304)))
 (= (dim ?x315 1) sym_c2))))))
(assert
 (let ((?x244 (div (+ (- 1) sym_h) 2)))
 (let ((?x271 (div ?x244 2)))
 (let ((?x272 (+ 1 ?x271)))
 (let ((?x282 (idkernel4 sym_c 3 3)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x282)))
 (let ((?x304 (conv 2 2 0 0 0 0 1 1 1 ?x293 in_u1)))
 (let ((?x315 (relu ?x304)))
 (let ((?x322 (dim ?x315 2)))
 (= ?x322 ?x272))))))))))
(assert
 (let ((?x249 (div (+ (- 1) sym_w) 2)))
 (let ((?x275 (div ?x249 2)))
 (let ((?x276 (+ 1 ?x275)))
 (let ((?x282 (idkernel4 sym_c 3 3)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x282)))
 (let ((?x304 (conv 2 2 0 0 0 0 1 1 1 ?x293 in_u1)))
 (let ((?x315 (relu ?x304)))
 (let ((?x324 (dim ?x315 3)))
 (= ?x324 ?x276))))))))))
(assert
 (let ((?x282 (idkernel4 sym_c 3 3)))
(let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x282)))
(let ((?x304 (conv 2 2 0 0 0 0 1 1 1 ?x293 in_u1)))
(let ((?x315 (relu ?x304)))
(let ((?x213 (idkernel4 sym_c2 1 1)))
(let ((?x224 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
(let ((?x252 (relu ?x235)))
(let ((?x263 (conv 2 2 0 0 0 0 1 1 1 ?x252 ?x213)))
(and (distinct ?x263 ?x315) true)))))))))))
(check-sat)
