; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, conv_idkernel, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 77432
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x28 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x29 (= ?x28 X)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x26 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25)))
 (=> $x26 $x29))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x97 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x95 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x87 (>= dw 1)))
 (let (($x86 (>= dh 1)))
 (let (($x85 (>= pr 0)))
 (let (($x84 (>= pb 0)))
 (let (($x83 (>= pl 0)))
 (let (($x82 (>= pt 0)))
 (let (($x81 (>= sw 1)))
 (let (($x80 (>= sh 1)))
 (let (($x78 (>= xr 0)))
 (let (($x18 (>= yb 0)))
 (let (($x77 (>= xl 0)))
 (let (($x19 (>= yt 0)))
 (let (($x76 (>= g 1)))
 (let (($x88 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x76 $x19 $x77 $x18 $x78 $x80 $x81 $x82 $x83 $x84 $x85 $x86 $x87)))
 (=> $x88 (= ?x95 ?x97)))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x135 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x133 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x136 (= ?x133 ?x135)))
 (let (($x129 (>= dw 1)))
 (let (($x128 (>= dh 1)))
 (let (($x77 (>= pr 0)))
 (let (($x127 (>= pb 0)))
 (let (($x126 (>= pl 0)))
 (let (($x78 (>= pt 0)))
 (let (($x125 (>= sw 1)))
 (let (($x124 (>= sh 1)))
 (let (($x123 (>= g 1)))
 (let (($x130 (and (< 1 (* sh sw)) $x123 $x124 $x125 $x78 $x126 $x127 $x77 $x128 $x129)))
 (=> $x130 $x136)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x157 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x155 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x158 (= ?x155 ?x157)))
 (let (($x20 (>= dw 1)))
 (let (($x81 (>= dh 1)))
 (let (($x125 (>= sw 1)))
 (let (($x124 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x153 (and $x21 $x124 $x125 $x81 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x153 $x158)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x198 (dim in_u1 2)))
 (= 1 ?x198)))
(assert
 (let ((?x200 (dim in_u1 3)))
 (= 1 ?x200)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x202 (idkernel4 sym_c2 1 1)))
 (let ((?x209 (dim ?x202 2)))
 (= 1 ?x209))))
(assert
 (let ((?x202 (idkernel4 sym_c2 1 1)))
 (let ((?x211 (dim ?x202 3)))
 (= 1 ?x211))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x213 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x213 0) sym_c2)))
(assert
 (let ((?x213 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x213 1) sym_c)))
(assert
 (let ((?x213 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x220 (dim ?x213 2)))
 (= 3 ?x220))))
(assert
 (let ((?x213 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x222 (dim ?x213 3)))
 (= 3 ?x222))))
(assert
 (let ((?x213 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (= (rank ?x224) 4))))
(assert
 (let ((?x213 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (= (dim ?x224 0) sym_n))))
(assert
 (let ((?x213 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (= (dim ?x224 1) sym_c2))))
(assert
 (let ((?x233 (div (+ (- 1) sym_h) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x213 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x234)))))))
(assert
 (let ((?x238 (div (+ (- 1) sym_w) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (let ((?x213 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (let ((?x236 (dim ?x224 3)))
 (= ?x236 ?x239)))))))
(assert
 (let ((?x202 (idkernel4 sym_c2 1 1)))
 (let ((?x213 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 ?x224 ?x202)))
 (= (rank ?x241) 4))))))
(assert
 (let ((?x202 (idkernel4 sym_c2 1 1)))
 (let ((?x213 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 ?x224 ?x202)))
 (= (dim ?x241 0) sym_n))))))
(assert
 (let ((?x202 (idkernel4 sym_c2 1 1)))
 (let ((?x213 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 ?x224 ?x202)))
 (= (dim ?x241 1) sym_c2))))))
(assert
 (let ((?x233 (div (+ (- 1) sym_h) 2)))
 (let ((?x249 (div ?x233 2)))
 (let ((?x250 (+ 1 ?x249)))
 (let ((?x202 (idkernel4 sym_c2 1 1)))
 (let ((?x213 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 ?x224 ?x202)))
 (let ((?x248 (dim ?x241 2)))
 (= ?x248 ?x250))))))))))
(assert
 (let ((?x238 (div (+ (- 1) sym_w) 2)))
 (let ((?x253 (div ?x238 2)))
 (let ((?x254 (+ 1 ?x253)))
 (let ((?x202 (idkernel4 sym_c2 1 1)))
 (let ((?x213 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 ?x224 ?x202)))
 (let ((?x252 (dim ?x241 3)))
 (= ?x252 ?x254))))))))))
(assert
 (let ((?x233 (div (+ (- 1) sym_h) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (>= ?x234 0))))
(assert
 (let ((?x238 (div (+ (- 1) sym_w) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (>= ?x239 0))))
(assert
 (let ((?x233 (div (+ (- 1) sym_h) 2)))
 (let ((?x249 (div ?x233 2)))
 (let ((?x250 (+ 1 ?x249)))
 (>= ?x250 0)))))
(assert
 (let ((?x238 (div (+ (- 1) sym_w) 2)))
 (let ((?x253 (div ?x238 2)))
 (let ((?x254 (+ 1 ?x253)))
 (>= ?x254 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x260 (idkernel4 sym_c 3 3)))
 (let ((?x267 (dim ?x260 2)))
 (= 3 ?x267))))
(assert
 (let ((?x260 (idkernel4 sym_c 3 3)))
 (let ((?x269 (dim ?x260 3)))
 (= 3 ?x269))))
(assert
 (let ((?x260 (idkernel4 sym_c 3 3)))
 (let ((?x271 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x260)))
 (= (rank ?x271) 4))))
(assert
 (let ((?x260 (idkernel4 sym_c 3 3)))
 (let ((?x271 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x260)))
 (= (dim ?x271 0) sym_n))))
(assert
 (let ((?x260 (idkernel4 sym_c 3 3)))
 (let ((?x271 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x260)))
 (= (dim ?x271 1) sym_c))))
(assert
 (let ((?x233 (div (+ (- 1) sym_h) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x260 (idkernel4 sym_c 3 3)))
 (let ((?x271 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x260)))
 (let ((?x278 (dim ?x271 2)))
 (= ?x278 ?x234)))))))
(assert
 (let ((?x238 (div (+ (- 1) sym_w) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (let ((?x260 (idkernel4 sym_c 3 3)))
 (let ((?x271 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x260)))
 (let ((?x280 (dim ?x271 3)))
 (= ?x280 ?x239)))))))
(assert
 (let ((?x260 (idkernel4 sym_c 3 3)))
 (let ((?x271 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x260)))
 (let ((?x282 (conv 2 2 0 0 0 0 1 1 1 ?x271 in_u1)))
 (= (rank ?x282) 4)))))
(assert
 (let ((?x260 (idkernel4 sym_c 3 3)))
 (let ((?x271 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x260)))
 (let ((?x282 (conv 2 2 0 0 0 0 1 1 1 ?x271 in_u1)))
 (= (dim ?x282 0) sym_n)))))
(assert
 (let ((?x260 (idkernel4 sym_c 3 3)))
 (let ((?x271 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x260)))
 (let ((?x282 (conv 2 2 0 0 0 0 1 1 1 ?x271 in_u1)))
 (= (dim ?x282 1) sym_c2)))))
(assert
 (let ((?x233 (div (+ (- 1) sym_h) 2)))
 (let ((?x249 (div ?x233 2)))
 (let ((?x250 (+ 1 ?x249)))
 (let ((?x260 (idkernel4 sym_c 3 3)))
 (let ((?x271 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x260)))
 (let ((?x282 (conv 2 2 0 0 0 0 1 1 1 ?x271 in_u1)))
 (let ((?x289 (dim ?x282 2)))
 (= ?x289 ?x250)))))))))
(assert
 (let ((?x238 (div (+ (- 1) sym_w) 2)))
 (let ((?x253 (div ?x238 2)))
 (let ((?x254 (+ 1 ?x253)))
 (let ((?x260 (idkernel4 sym_c 3 3)))
 (let ((?x271 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x260)))
 (let ((?x282 (conv 2 2 0 0 0 0 1 1 1 ?x271 in_u1)))
 (let ((?x291 (dim ?x282 3)))
 (= ?x291 ?x254)))))))))
(assert
 (let ((?x260 (idkernel4 sym_c 3 3)))
(let ((?x271 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x260)))
(let ((?x282 (conv 2 2 0 0 0 0 1 1 1 ?x271 in_u1)))
(let ((?x202 (idkernel4 sym_c2 1 1)))
(let ((?x213 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
(let ((?x241 (conv 2 2 0 0 0 0 1 1 1 ?x224 ?x202)))
(and (distinct ?x241 ?x282) true)))))))))
(check-sat)
