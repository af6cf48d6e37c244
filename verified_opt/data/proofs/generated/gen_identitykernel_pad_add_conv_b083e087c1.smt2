; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_w, conv_enlarge, conv_idkernel, conv_strided_subsample
; z3 rlimit used: 42479
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x90 (conv sh sw pt pl pb pr dh dw g X W2)))
 (let ((?x91 (add (conv sh sw pt pl pb pr dh dw g X W1) ?x90)))
 (let ((?x88 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x92 (= ?x88 ?x91)))
 (let (($x85 (= (rank W2) 4)))
 (let (($x79 (= (rank X) 4)))
 (let (($x76 (>= dw 1)))
 (let (($x74 (>= dh 1)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= g 1)))
 (let (($x86 (and $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x74 $x76 $x79 (= (rank W1) 4) $x85)))
 (=> $x86 $x92))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x134 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x132 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x126 (= (rank W) 4)))
 (let (($x123 (= (rank X) 4)))
 (let (($x120 (>= dw 1)))
 (let (($x119 (>= dh 1)))
 (let (($x118 (>= pr 0)))
 (let (($x117 (>= pb 0)))
 (let (($x116 (>= pl 0)))
 (let (($x115 (>= pt 0)))
 (let (($x114 (>= sw 1)))
 (let (($x113 (>= sh 1)))
 (let (($x68 (>= xr 0)))
 (let (($x18 (>= yb 0)))
 (let (($x72 (>= xl 0)))
 (let (($x19 (>= yt 0)))
 (let (($x112 (>= g 1)))
 (let (($x127 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x112 $x19 $x72 $x18 $x68 $x113 $x114 $x115 $x116 $x117 $x118 $x119 $x120 $x123 $x126)))
 (=> $x127 (= ?x132 ?x134)))))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x162 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x90 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x163 (= ?x90 ?x162)))
 (let (($x85 (= (rank W) 4)))
 (let (($x79 (= (rank X) 4)))
 (let (($x76 (>= dw 1)))
 (let (($x74 (>= dh 1)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= g 1)))
 (let (($x160 (and (< 1 (* sh sw)) $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x74 $x76 $x79 $x85)))
 (=> $x160 $x163)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x223 (add Y X)))
 (let ((?x222 (add X Y)))
 (let (($x224 (= ?x222 ?x223)))
 (let (($x220 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x213 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x207 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x200 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x194 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x188 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x221 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x188 $x194 $x200 $x207 $x213 $x220)))
 (=> $x221 $x224))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (let ((?x290 (dim in_u1 2)))
 (= 1 ?x290)))
(assert
 (let ((?x292 (dim in_u1 3)))
 (= 1 ?x292)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x294 (idkernel4 sym_c 3 3)))
 (let ((?x301 (dim ?x294 2)))
 (= 3 ?x301))))
(assert
 (let ((?x294 (idkernel4 sym_c 3 3)))
 (let ((?x303 (dim ?x294 3)))
 (= 3 ?x303))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x305 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x305 0) sym_c)))
(assert
 (let ((?x305 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x305 1) sym_c)))
(assert
 (let ((?x305 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x312 (dim ?x305 2)))
 (= 3 ?x312))))
(assert
 (let ((?x305 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x314 (dim ?x305 3)))
 (= 3 ?x314))))
(assert
 (let ((?x305 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x294 (idkernel4 sym_c 3 3)))
 (let ((?x316 (add ?x294 ?x305)))
 (= (rank ?x316) 4)))))
(assert
 (let ((?x305 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x294 (idkernel4 sym_c 3 3)))
 (let ((?x316 (add ?x294 ?x305)))
 (= (dim ?x316 0) sym_c)))))
(assert
 (let ((?x305 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x294 (idkernel4 sym_c 3 3)))
 (let ((?x316 (add ?x294 ?x305)))
 (= (dim ?x316 1) sym_c)))))
(assert
 (let ((?x305 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x294 (idkernel4 sym_c 3 3)))
 (let ((?x316 (add ?x294 ?x305)))
 (let ((?x323 (dim ?x316 2)))
 (= 3 ?x323))))))
(assert
 (let ((?x305 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x294 (idkernel4 sym_c 3 3)))
 (let ((?x316 (add ?x294 ?x305)))
 (let ((?x325 (dim ?x316 3)))
 (= 3 ?x325))))))
(assert
 (let ((?x305 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x294 (idkernel4 sym_c 3 3)))
 (let ((?x316 (add ?x294 ?x305)))
 (let ((?x327 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x316)))
 (= (rank ?x327) 4))))))
(assert
 (let ((?x305 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x294 (idkernel4 sym_c 3 3)))
 (let ((?x316 (add ?x294 ?x305)))
 (let ((?x327 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x316)))
 (= (dim ?x327 0) sym_n))))))
(assert
 (let ((?x305 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x294 (idkernel4 sym_c 3 3)))
 (let ((?x316 (add ?x294 ?x305)))
 (let ((?x327 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x316)))
 (= (dim ?x327 1) sym_c))))))
(assert
 (let ((?x336 (div (+ (- 1) sym_h) 2)))
 (let ((?x337 (+ 1 ?x336)))
 (let ((?x305 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x294 (idkernel4 sym_c 3 3)))
 (let ((?x316 (add ?x294 ?x305)))
 (let ((?x327 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x316)))
 (let ((?x334 (dim ?x327 2)))
 (= ?x334 ?x337)))))))))
(assert
 (let ((?x341 (div (+ (- 1) sym_w) 2)))
 (let ((?x342 (+ 1 ?x341)))
 (let ((?x305 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x294 (idkernel4 sym_c 3 3)))
 (let ((?x316 (add ?x294 ?x305)))
 (let ((?x327 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x316)))
 (let ((?x339 (dim ?x327 3)))
 (= ?x339 ?x342)))))))))
(assert
 (let ((?x336 (div (+ (- 1) sym_h) 2)))
 (let ((?x337 (+ 1 ?x336)))
 (>= ?x337 0))))
(assert
 (let ((?x341 (div (+ (- 1) sym_w) 2)))
 (let ((?x342 (+ 1 ?x341)))
 (>= ?x342 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x346 (idkernel4 sym_c 1 1)))
 (let ((?x353 (dim ?x346 2)))
 (= 1 ?x353))))
(assert
 (let ((?x346 (idkernel4 sym_c 1 1)))
 (let ((?x355 (dim ?x346 3)))
 (= 1 ?x355))))
(assert
 (= (rank (add in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 0) sym_c))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x346 (idkernel4 sym_c 1 1)))
 (let ((?x357 (add in_u1 ?x346)))
 (let ((?x364 (dim ?x357 2)))
 (= 1 ?x364)))))
(assert
 (let ((?x346 (idkernel4 sym_c 1 1)))
 (let ((?x357 (add in_u1 ?x346)))
 (let ((?x366 (dim ?x357 3)))
 (= 1 ?x366)))))
(assert
 (let ((?x346 (idkernel4 sym_c 1 1)))
 (let ((?x357 (add in_u1 ?x346)))
 (let ((?x368 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x357)))
 (= (rank ?x368) 4)))))
(assert
 (let ((?x346 (idkernel4 sym_c 1 1)))
 (let ((?x357 (add in_u1 ?x346)))
 (let ((?x368 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x357)))
 (= (dim ?x368 0) sym_n)))))
(assert
 (let ((?x346 (idkernel4 sym_c 1 1)))
 (let ((?x357 (add in_u1 ?x346)))
 (let ((?x368 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x357)))
 (= (dim ?x368 1) sym_c)))))
(assert
 (let ((?x336 (div (+ (- 1) sym_h) 2)))
 (let ((?x337 (+ 1 ?x336)))
 (let ((?x346 (idkernel4 sym_c 1 1)))
 (let ((?x357 (add in_u1 ?x346)))
 (let ((?x368 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x357)))
 (let ((?x375 (dim ?x368 2)))
 (= ?x375 ?x337))))))))
(assert
 (let ((?x341 (div (+ (- 1) sym_w) 2)))
 (let ((?x342 (+ 1 ?x341)))
 (let ((?x346 (idkernel4 sym_c 1 1)))
 (let ((?x357 (add in_u1 ?x346)))
 (let ((?x368 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x357)))
 (let ((?x377 (dim ?x368 3)))
 (= ?x377 ?x342))))))))
(assert
 (let ((?x346 (idkernel4 sym_c 1 1)))
(let ((?x357 (add in_u1 ?x346)))
(let ((?x368 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x357)))
(let ((?x305 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x294 (idkernel4 sym_c 3 3)))
(let ((?x316 (add ?x294 ?x305)))
(let ((?x327 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x316)))
(and (distinct ?x327 ?x368) true)))))))))
(check-sat)
