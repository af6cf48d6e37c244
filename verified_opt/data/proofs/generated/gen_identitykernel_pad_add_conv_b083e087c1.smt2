; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_w, conv_enlarge, conv_idkernel, conv_strided_subsample
; z3 rlimit used: 42871
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x97 (conv sh sw pt pl pb pr dh dw g X W2)))
 (let ((?x98 (add (conv sh sw pt pl pb pr dh dw g X W1) ?x97)))
 (let ((?x95 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x99 (= ?x95 ?x98)))
 (let (($x92 (= (rank W2) 4)))
 (let (($x88 (= (rank X) 4)))
 (let (($x85 (>= dw 1)))
 (let (($x83 (>= dh 1)))
 (let (($x81 (>= pr 0)))
 (let (($x80 (>= pb 0)))
 (let (($x78 (>= pl 0)))
 (let (($x77 (>= pt 0)))
 (let (($x76 (>= sw 1)))
 (let (($x75 (>= sh 1)))
 (let (($x74 (>= g 1)))
 (let (($x93 (and (= (dim W1 2) (dim W2 2)) (= (dim W1 3) (dim W2 3)) $x74 $x75 $x76 $x77 $x78 $x80 $x81 $x83 $x85 $x88 (= (rank W1) 4) $x92)))
 (=> $x93 $x99))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x141 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x139 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x133 (= (rank W) 4)))
 (let (($x130 (= (rank X) 4)))
 (let (($x127 (>= dw 1)))
 (let (($x126 (>= dh 1)))
 (let (($x125 (>= pr 0)))
 (let (($x124 (>= pb 0)))
 (let (($x123 (>= pl 0)))
 (let (($x122 (>= pt 0)))
 (let (($x121 (>= sw 1)))
 (let (($x120 (>= sh 1)))
 (let (($x77 (>= xr 0)))
 (let (($x18 (>= yb 0)))
 (let (($x81 (>= xl 0)))
 (let (($x19 (>= yt 0)))
 (let (($x119 (>= g 1)))
 (let (($x134 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x119 $x19 $x81 $x18 $x77 $x120 $x121 $x122 $x123 $x124 $x125 $x126 $x127 $x130 $x133)))
 (=> $x134 (= ?x139 ?x141)))))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x169 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x97 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x170 (= ?x97 ?x169)))
 (let (($x92 (= (rank W) 4)))
 (let (($x88 (= (rank X) 4)))
 (let (($x85 (>= dw 1)))
 (let (($x83 (>= dh 1)))
 (let (($x81 (>= pr 0)))
 (let (($x80 (>= pb 0)))
 (let (($x78 (>= pl 0)))
 (let (($x77 (>= pt 0)))
 (let (($x76 (>= sw 1)))
 (let (($x75 (>= sh 1)))
 (let (($x74 (>= g 1)))
 (let (($x167 (and (< 1 (* sh sw)) $x74 $x75 $x76 $x77 $x78 $x80 $x81 $x83 $x85 $x88 $x92)))
 (=> $x167 $x170)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x229 (add Y X)))
 (let ((?x228 (add X Y)))
 (let (($x230 (= ?x228 ?x229)))
 (let (($x226 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x219 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x213 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x207 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x201 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x195 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x227 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x195 $x201 $x207 $x213 $x219 $x226)))
 (=> $x227 $x230))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x296 (dim in_u1 2)))
 (= 1 ?x296)))
(assert
 (let ((?x298 (dim in_u1 3)))
 (= 1 ?x298)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x300 (idkernel4 sym_c 3 3)))
 (let ((?x307 (dim ?x300 2)))
 (= 3 ?x307))))
(assert
 (let ((?x300 (idkernel4 sym_c 3 3)))
 (let ((?x309 (dim ?x300 3)))
 (= 3 ?x309))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x311 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x311 0) sym_c)))
(assert
 (let ((?x311 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x311 1) sym_c)))
(assert
 (let ((?x311 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x318 (dim ?x311 2)))
 (= 3 ?x318))))
(assert
 (let ((?x311 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x320 (dim ?x311 3)))
 (= 3 ?x320))))
(assert
 (let ((?x311 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x300 (idkernel4 sym_c 3 3)))
 (let ((?x322 (add ?x300 ?x311)))
 (= (rank ?x322) 4)))))
(assert
 (let ((?x311 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x300 (idkernel4 sym_c 3 3)))
 (let ((?x322 (add ?x300 ?x311)))
 (= (dim ?x322 0) sym_c)))))
(assert
 (let ((?x311 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x300 (idkernel4 sym_c 3 3)))
 (let ((?x322 (add ?x300 ?x311)))
 (= (dim ?x322 1) sym_c)))))
(assert
 (let ((?x311 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x300 (idkernel4 sym_c 3 3)))
 (let ((?x322 (add ?x300 ?x311)))
 (let ((?x329 (dim ?x322 2)))
 (= 3 ?x329))))))
(assert
 (let ((?x311 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x300 (idkernel4 sym_c 3 3)))
 (let ((?x322 (add ?x300 ?x311)))
 (let ((?x331 (dim ?x322 3)))
 (= 3 ?x331))))))
(assert
 (let ((?x311 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x300 (idkernel4 sym_c 3 3)))
 (let ((?x322 (add ?x300 ?x311)))
 (let ((?x333 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x322)))
 (= (rank ?x333) 4))))))
(assert
 (let ((?x311 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x300 (idkernel4 sym_c 3 3)))
 (let ((?x322 (add ?x300 ?x311)))
 (let ((?x333 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x322)))
 (= (dim ?x333 0) sym_n))))))
(assert
 (let ((?x311 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x300 (idkernel4 sym_c 3 3)))
 (let ((?x322 (add ?x300 ?x311)))
 (let ((?x333 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x322)))
 (= (dim ?x333 1) sym_c))))))
(assert
 (let ((?x342 (div (+ (- 1) sym_h) 2)))
 (let ((?x343 (+ 1 ?x342)))
 (let ((?x311 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x300 (idkernel4 sym_c 3 3)))
 (let ((?x322 (add ?x300 ?x311)))
 (let ((?x333 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x322)))
 (let ((?x340 (dim ?x333 2)))
 (= ?x340 ?x343)))))))))
(assert
 (let ((?x347 (div (+ (- 1) sym_w) 2)))
 (let ((?x348 (+ 1 ?x347)))
 (let ((?x311 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x300 (idkernel4 sym_c 3 3)))
 (let ((?x322 (add ?x300 ?x311)))
 (let ((?x333 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x322)))
 (let ((?x345 (dim ?x333 3)))
 (= ?x345 ?x348)))))))))
(assert
 (let ((?x342 (div (+ (- 1) sym_h) 2)))
 (let ((?x343 (+ 1 ?x342)))
 (>= ?x343 0))))
(assert
 (let ((?x347 (div (+ (- 1) sym_w) 2)))
 (let ((?x348 (+ 1 ?x347)))
 (>= ?x348 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x352 (idkernel4 sym_c 1 1)))
 (let ((?x359 (dim ?x352 2)))
 (= 1 ?x359))))
(assert
 (let ((?x352 (idkernel4 sym_c 1 1)))
 (let ((?x361 (dim ?x352 3)))
 (= 1 ?x361))))
(assert
 (= (rank (add in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 0) sym_c))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x352 (idkernel4 sym_c 1 1)))
 (let ((?x363 (add in_u1 ?x352)))
 (let ((?x370 (dim ?x363 2)))
 (= 1 ?x370)))))
(assert
 (let ((?x352 (idkernel4 sym_c 1 1)))
 (let ((?x363 (add in_u1 ?x352)))
 (let ((?x372 (dim ?x363 3)))
 (= 1 ?x372)))))
(assert
 (let ((?x352 (idkernel4 sym_c 1 1)))
 (let ((?x363 (add in_u1 ?x352)))
 (let ((?x374 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x363)))
 (= (rank ?x374) 4)))))
(assert
 (let ((?x352 (idkernel4 sym_c 1 1)))
 (let ((?x363 (add in_u1 ?x352)))
 (let ((?x374 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x363)))
 (= (dim ?x374 0) sym_n)))))
(assert
 (let ((?x352 (idkernel4 sym_c 1 1)))
 (let ((?x363 (add in_u1 ?x352)))
 (let ((?x374 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x363)))
 (= (dim ?x374 1) sym_c)))))
(assert
 (let ((?x342 (div (+ (- 1) sym_h) 2)))
 (let ((?x343 (+ 1 ?x342)))
 (let ((?x352 (idkernel4 sym_c 1 1)))
 (let ((?x363 (add in_u1 ?x352)))
 (let ((?x374 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x363)))
 (let ((?x381 (dim ?x374 2)))
 (= ?x381 ?x343))))))))
(assert
 (let ((?x347 (div (+ (- 1) sym_w) 2)))
 (let ((?x348 (+ 1 ?x347)))
 (let ((?x352 (idkernel4 sym_c 1 1)))
 (let ((?x363 (add in_u1 ?x352)))
 (let ((?x374 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x363)))
 (let ((?x383 (dim ?x374 3)))
 (= ?x383 ?x348))))))))
(assert
 (let ((?x352 (idkernel4 sym_c 1 1)))
(let ((?x363 (add in_u1 ?x352)))
(let ((?x374 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x363)))
(let ((?x311 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x300 (idkernel4 sym_c 3 3)))
(let ((?x322 (add ?x300 ?x311)))
(let ((?x333 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x322)))
(and (distinct ?x333 ?x374) true)))))))))
(check-sat)
