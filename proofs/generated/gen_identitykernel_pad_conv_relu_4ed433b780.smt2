; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 50888
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
 (let ((?x207 (dim in_u1 2)))
 (= 1 ?x207)))
(assert
 (let ((?x209 (dim in_u1 3)))
 (= 1 ?x209)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x211 (idkernel4 sym_c2 1 1)))
 (let ((?x218 (dim ?x211 2)))
 (= 1 ?x218))))
(assert
 (let ((?x211 (idkernel4 sym_c2 1 1)))
 (let ((?x220 (dim ?x211 3)))
 (= 1 ?x220))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x222 0) sym_c2)))
(assert
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x222 1) sym_c)))
(assert
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x229 (dim ?x222 2)))
 (= 3 ?x229))))
(assert
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x231 (dim ?x222 3)))
 (= 3 ?x231))))
(assert
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (= (rank ?x233) 4))))
(assert
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (= (dim ?x233 0) sym_n))))
(assert
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (= (dim ?x233 1) sym_c2))))
(assert
 (let ((?x242 (div (+ (- 1) sym_h) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x243)))))))
(assert
 (let ((?x247 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (+ 1 ?x247)))
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x245 (dim ?x233 3)))
 (= ?x245 ?x248)))))))
(assert
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x250 (relu ?x233)))
 (= (rank ?x250) 4)))))
(assert
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x250 (relu ?x233)))
 (= (dim ?x250 0) sym_n)))))
(assert
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x250 (relu ?x233)))
 (= (dim ?x250 1) sym_c2)))))
(assert
 (let ((?x242 (div (+ (- 1) sym_h) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x250 (relu ?x233)))
 (let ((?x257 (dim ?x250 2)))
 (= ?x257 ?x243))))))))
(assert
 (let ((?x247 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (+ 1 ?x247)))
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x250 (relu ?x233)))
 (let ((?x259 (dim ?x250 3)))
 (= ?x259 ?x248))))))))
(assert
 (let ((?x211 (idkernel4 sym_c2 1 1)))
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x250 (relu ?x233)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 ?x211)))
 (= (rank ?x261) 4)))))))
(assert
 (let ((?x211 (idkernel4 sym_c2 1 1)))
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x250 (relu ?x233)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 ?x211)))
 (= (dim ?x261 0) sym_n)))))))
(assert
 (let ((?x211 (idkernel4 sym_c2 1 1)))
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x250 (relu ?x233)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 ?x211)))
 (= (dim ?x261 1) sym_c2)))))))
(assert
 (let ((?x242 (div (+ (- 1) sym_h) 2)))
 (let ((?x269 (div ?x242 2)))
 (let ((?x270 (+ 1 ?x269)))
 (let ((?x211 (idkernel4 sym_c2 1 1)))
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x250 (relu ?x233)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 ?x211)))
 (let ((?x268 (dim ?x261 2)))
 (= ?x268 ?x270)))))))))))
(assert
 (let ((?x247 (div (+ (- 1) sym_w) 2)))
 (let ((?x273 (div ?x247 2)))
 (let ((?x274 (+ 1 ?x273)))
 (let ((?x211 (idkernel4 sym_c2 1 1)))
 (let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x250 (relu ?x233)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 ?x211)))
 (let ((?x272 (dim ?x261 3)))
 (= ?x272 ?x274)))))))))))
(assert
 (let ((?x242 (div (+ (- 1) sym_h) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (>= ?x243 0))))
(assert
 (let ((?x247 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (+ 1 ?x247)))
 (>= ?x248 0))))
(assert
 (let ((?x242 (div (+ (- 1) sym_h) 2)))
 (let ((?x269 (div ?x242 2)))
 (let ((?x270 (+ 1 ?x269)))
 (>= ?x270 0)))))
(assert
 (let ((?x247 (div (+ (- 1) sym_w) 2)))
 (let ((?x273 (div ?x247 2)))
 (let ((?x274 (+ 1 ?x273)))
 (>= ?x274 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x280 (idkernel4 sym_c 3 3)))
 (let ((?x287 (dim ?x280 2)))
 (= 3 ?x287))))
(assert
 (let ((?x280 (idkernel4 sym_c 3 3)))
 (let ((?x289 (dim ?x280 3)))
 (= 3 ?x289))))
(assert
 (let ((?x280 (idkernel4 sym_c 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x280)))
 (= (rank ?x291) 4))))
(assert
 (let ((?x280 (idkernel4 sym_c 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x280)))
 (= (dim ?x291 0) sym_n))))
(assert
 (let ((?x280 (idkernel4 sym_c 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x280)))
 (= (dim ?x291 1) sym_c))))
(assert
 (let ((?x242 (div (+ (- 1) sym_h) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (let ((?x280 (idkernel4 sym_c 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x280)))
 (let ((?x298 (dim ?x291 2)))
 (= ?x298 ?x243)))))))
(assert
 (let ((?x247 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (+ 1 ?x247)))
 (let ((?x280 (idkernel4 sym_c 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x280)))
 (let ((?x300 (dim ?x291 3)))
 (= ?x300 ?x248)))))))
(assert
 (let ((?x280 (idkernel4 sym_c 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x280)))
 (let ((?x302 (conv 2 2 0 0 0 0 1 1 1 ?x291 in_u1)))
 (= (rank ?x302) 4)))))
(assert
 (let ((?x280 (idkernel4 sym_c 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x280)))
 (let ((?x302 (conv 2 2 0 0 0 0 1 1 1 ?x291 in_u1)))
 (= (dim ?x302 0) sym_n)))))
(assert
 (let ((?x280 (idkernel4 sym_c 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x280)))
 (let ((?x302 (conv 2 2 0 0 0 0 1 1 1 ?x291 in_u1)))
 (= (dim ?x302 1) sym_c2)))))
(assert
 (let ((?x242 (div (+ (- 1) sym_h) 2)))
 (let ((?x269 (div ?x242 2)))
 (let ((?x270 (+ 1 ?x269)))
 (let ((?x280 (idkernel4 sym_c 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x280)))
 (let ((?x302 (conv 2 2 0 0 0 0 1 1 1 ?x291 in_u1)))
 (let ((?x309 (dim ?x302 2)))
 (= ?x309 ?x270)))))))))
(assert
 (let ((?x247 (div (+ (- 1) sym_w) 2)))
 (let ((?x273 (div ?x247 2)))
 (let ((?x274 (+ 1 ?x273)))
 (let ((?x280 (idkernel4 sym_c 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x280)))
 (let ((?x302 (conv 2 2 0 0 0 0 1 1 1 ?x291 in_u1)))
 (let ((?x311 (dim ?x302 3)))
 (= ?x311 ?x274)))))))))
(assert
 (let ((?x280 (idkernel4 sym_c 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x280)))
 (let ((?x302 (conv 2 2 0 0 0 0 1 1 1 ?x291 in_u1)))
 (let ((?x313 (relu ?x302)))
 (= (rank ?x313) 4))))))
(assert
 (let ((?x280 (idkernel4 sym_c 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x280)))
 (let ((?x302 (conv 2 2 0 0 0 0 1 1 1 ?x291 in_u1)))
 (let ((?x313 (relu ?x302)))
 (= (dim ?x313 0) sym_n))))))
(assert
 (let ((?x280 (idkernel4 sym_c 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x280)))
 (let ((?x302 (conv 2 2 0 0 0 0 1 1 1 ?x291 in_u1)))
 (let ((?x313 (relu ?x302)))
 (= (dim ?x313 1) sym_c2))))))
(assert
 (let ((?x242 (div (+ (- 1) sym_h) 2)))
 (let ((?x269 (div ?x242 2)))
 (let ((?x270 (+ 1 ?x269)))
 (let ((?x280 (idkernel4 sym_c 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x280)))
 (let ((?x302 (conv 2 2 0 0 0 0 1 1 1 ?x291 in_u1)))
 (let ((?x313 (relu ?x302)))
 (let ((?x320 (dim ?x313 2)))
 (= ?x320 ?x270))))))))))
(assert
 (let ((?x247 (div (+ (- 1) sym_w) 2)))
 (let ((?x273 (div ?x247 2)))
 (let ((?x274 (+ 1 ?x273)))
 (let ((?x280 (idkernel4 sym_c 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x280)))
 (let ((?x302 (conv 2 2 0 0 0 0 1 1 1 ?x291 in_u1)))
 (let ((?x313 (relu ?x302)))
 (let ((?x322 (dim ?x313 3)))
 (= ?x322 ?x274))))))))))
(assert
 (let ((?x280 (idkernel4 sym_c 3 3)))
(let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x280)))
(let ((?x302 (conv 2 2 0 0 0 0 1 1 1 ?x291 in_u1)))
(let ((?x313 (relu ?x302)))
(let ((?x211 (idkernel4 sym_c2 1 1)))
(let ((?x222 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
(let ((?x250 (relu ?x233)))
(let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 ?x211)))
(and (distinct ?x261 ?x313) true)))))))))))
(check-sat)
