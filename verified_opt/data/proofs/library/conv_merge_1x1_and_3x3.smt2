; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_enlarge, slice_concat_left, slice_concat_right
; z3 rlimit used: 36759
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m1 () Int)
(declare-fun sym_m2 () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_W1 () T)
(declare-fun in_W3 () T)
(declare-fun in_X () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x103 (slice ax 0 n1 (concat ax A B))))
 (let (($x104 (= ?x103 A)))
 (let (($x99 (= (dim A (+ (+ 1 ax) 5)) (dim B (+ (+ 1 ax) 5)))))
 (let (($x93 (= (dim A (+ (+ 1 ax) 4)) (dim B (+ (+ 1 ax) 4)))))
 (let (($x87 (= (dim A (+ (+ 1 ax) 3)) (dim B (+ (+ 1 ax) 3)))))
 (let (($x81 (= (dim A (+ (+ 1 ax) 2)) (dim B (+ (+ 1 ax) 2)))))
 (let (($x75 (= (dim A (+ (+ 1 ax) 1)) (dim B (+ (+ 1 ax) 1)))))
 (let (($x69 (= (dim A (+ (+ 1 ax) 0)) (dim B (+ (+ 1 ax) 0)))))
 (let (($x62 (=> (> ax 5) (= (dim A (+ 0 5)) (dim B (+ 0 5))))))
 (let (($x55 (=> (> ax 4) (= (dim A (+ 0 4)) (dim B (+ 0 4))))))
 (let (($x48 (=> (> ax 3) (= (dim A (+ 0 3)) (dim B (+ 0 3))))))
 (let (($x41 (=> (> ax 2) (= (dim A (+ 0 2)) (dim B (+ 0 2))))))
 (let (($x34 (=> (> ax 1) (= (dim A (+ 0 1)) (dim B (+ 0 1))))))
 (let (($x28 (=> (> ax 0) (= (dim A (+ 0 0)) (dim B (+ 0 0))))))
 (let (($x11 (>= ax 0)))
 (let (($x9 (= (dim A ax) n1)))
 (let (($x101 (and $x9 $x11 (>= (- (- (rank A) 1) ax) 0) $x11 (>= (- (- (rank B) 1) ax) 0) (= ax ax) $x28 $x34 $x41 $x48 $x55 $x62 (= (- (- (rank B) 1) ax) (- (- (rank A) 1) ax)) (=> (> (- (- (rank A) 1) ax) 0) $x69) (=> (> (- (- (rank A) 1) ax) 1) $x75) (=> (> (- (- (rank A) 1) ax) 2) $x81) (=> (> (- (- (rank A) 1) ax) 3) $x87) (=> (> (- (- (rank A) 1) ax) 4) $x93) (=> (> (- (- (rank A) 1) ax) 5) $x99))))
 (=> $x101 $x104)))))))))))))))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x288 (slice ax n1 e (concat ax A B))))
 (let (($x289 (= ?x288 B)))
 (let (($x284 (= (dim A (+ (+ 1 ax) 5)) (dim B (+ (+ 1 ax) 5)))))
 (let (($x278 (= (dim A (+ (+ 1 ax) 4)) (dim B (+ (+ 1 ax) 4)))))
 (let (($x272 (= (dim A (+ (+ 1 ax) 3)) (dim B (+ (+ 1 ax) 3)))))
 (let (($x266 (= (dim A (+ (+ 1 ax) 2)) (dim B (+ (+ 1 ax) 2)))))
 (let (($x260 (= (dim A (+ (+ 1 ax) 1)) (dim B (+ (+ 1 ax) 1)))))
 (let (($x254 (= (dim A (+ (+ 1 ax) 0)) (dim B (+ (+ 1 ax) 0)))))
 (let (($x247 (=> (> ax 5) (= (dim A (+ 0 5)) (dim B (+ 0 5))))))
 (let (($x243 (=> (> ax 4) (= (dim A (+ 0 4)) (dim B (+ 0 4))))))
 (let (($x233 (=> (> ax 3) (= (dim A (+ 0 3)) (dim B (+ 0 3))))))
 (let (($x222 (=> (> ax 2) (= (dim A (+ 0 2)) (dim B (+ 0 2))))))
 (let (($x149 (=> (> ax 1) (= (dim A (+ 0 1)) (dim B (+ 0 1))))))
 (let (($x180 (=> (> ax 0) (= (dim A (+ 0 0)) (dim B (+ 0 0))))))
 (let (($x126 (>= ax 0)))
 (let (($x131 (= (dim A ax) n1)))
 (let (($x286 (and $x131 (= (dim B ax) (- e n1)) $x126 (>= (- (- (rank A) 1) ax) 0) $x126 (>= (- (- (rank B) 1) ax) 0) (= ax ax) $x180 $x149 $x222 $x233 $x243 $x247 (= (- (- (rank B) 1) ax) (- (- (rank A) 1) ax)) (=> (> (- (- (rank A) 1) ax) 0) $x254) (=> (> (- (- (rank A) 1) ax) 1) $x260) (=> (> (- (- (rank A) 1) ax) 2) $x266) (=> (> (- (- (rank A) 1) ax) 3) $x272) (=> (> (- (- (rank A) 1) ax) 4) $x278) (=> (> (- (- (rank A) 1) ax) 5) $x284))))
 (=> $x286 $x289)))))))))))))))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x381 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x328 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x313 (= ?x328 ?x381)))
 (let (($x371 (>= pr 0)))
 (let (($x126 (>= pt 0)))
 (let (($x302 (and (= (dim W1 2) (dim W2 2)) (= (dim W1 3) (dim W2 3)) (>= sh 1) (>= sw 1) $x126 (>= pl 0) (>= pb 0) $x371 (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x302 $x313))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x445 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x443 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x437 (= (rank W) 4)))
 (let (($x434 (= (rank X) 4)))
 (let (($x431 (>= dw 1)))
 (let (($x430 (>= dh 1)))
 (let (($x429 (>= pr 0)))
 (let (($x428 (>= pb 0)))
 (let (($x427 (>= pl 0)))
 (let (($x426 (>= pt 0)))
 (let (($x425 (>= sw 1)))
 (let (($x424 (>= sh 1)))
 (let (($x126 (>= xr 0)))
 (let (($x11 (>= yb 0)))
 (let (($x371 (>= xl 0)))
 (let (($x423 (>= yt 0)))
 (let (($x422 (>= g 1)))
 (let (($x438 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x422 $x423 $x371 $x11 $x126 $x424 $x425 $x426 $x427 $x428 $x429 $x430 $x431 $x434 $x437)))
 (=> $x438 (= ?x443 ?x445)))))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_m1 1))
(assert
 (>= sym_m2 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_W1) 4))
(assert
 (= (dim in_W1 0) sym_m1))
(assert
 (= (dim in_W1 1) sym_c))
(assert
 (let ((?x487 (dim in_W1 2)))
 (= 1 ?x487)))
(assert
 (let ((?x489 (dim in_W1 3)))
 (= 1 ?x489)))
(assert
 (= (rank in_W3) 4))
(assert
 (= (dim in_W3 0) sym_m2))
(assert
 (= (dim in_W3 1) sym_c))
(assert
 (let ((?x498 (dim in_W3 2)))
 (= 3 ?x498)))
(assert
 (let ((?x500 (dim in_W3 3)))
 (= 3 ?x500)))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (let ((?x513 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (rank ?x513) 4)))
(assert
 (let ((?x513 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x513 0) sym_n)))
(assert
 (let ((?x513 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x513 1) sym_m1)))
(assert
 (let ((?x513 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x513 2) sym_h)))
(assert
 (let ((?x513 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x513 3) sym_w)))
(assert
 (let ((?x524 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (rank ?x524) 4)))
(assert
 (let ((?x524 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x524 0) sym_n)))
(assert
 (let ((?x524 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x524 1) sym_m2)))
(assert
 (let ((?x524 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x524 2) sym_h)))
(assert
 (let ((?x524 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x524 3) sym_w)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_W1)) 4))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (= (dim ?x535 0) sym_m1)))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (= (dim ?x535 1) sym_c)))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x542 (dim ?x535 2)))
 (= 3 ?x542))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x544 (dim ?x535 3)))
 (= 3 ?x544))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (= (rank ?x546) 4))))
(assert
 (let ((?x550 (+ sym_m1 sym_m2)))
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (let ((?x549 (dim ?x546 0)))
 (= ?x549 ?x550))))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (= (dim ?x546 1) sym_c))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (let ((?x554 (dim ?x546 2)))
 (= 3 ?x554)))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (let ((?x556 (dim ?x546 3)))
 (= 3 ?x556)))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (let ((?x558 (conv 1 1 1 1 1 1 1 1 1 in_X ?x546)))
 (= (rank ?x558) 4)))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (let ((?x558 (conv 1 1 1 1 1 1 1 1 1 in_X ?x546)))
 (= (dim ?x558 0) sym_n)))))
(assert
 (let ((?x550 (+ sym_m1 sym_m2)))
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (let ((?x558 (conv 1 1 1 1 1 1 1 1 1 in_X ?x546)))
 (let ((?x563 (dim ?x558 1)))
 (= ?x563 ?x550)))))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (let ((?x558 (conv 1 1 1 1 1 1 1 1 1 in_X ?x546)))
 (= (dim ?x558 2) sym_h)))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (let ((?x558 (conv 1 1 1 1 1 1 1 1 1 in_X ?x546)))
 (= (dim ?x558 3) sym_w)))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (let ((?x558 (conv 1 1 1 1 1 1 1 1 1 in_X ?x546)))
 (let ((?x569 (slice 1 0 sym_m1 ?x558)))
 (= (rank ?x569) 4))))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (let ((?x558 (conv 1 1 1 1 1 1 1 1 1 in_X ?x546)))
 (let ((?x569 (slice 1 0 sym_m1 ?x558)))
 (= (dim ?x569 0) sym_n))))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (let ((?x558 (conv 1 1 1 1 1 1 1 1 1 in_X ?x546)))
 (let ((?x569 (slice 1 0 sym_m1 ?x558)))
 (= (dim ?x569 1) sym_m1))))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (let ((?x558 (conv 1 1 1 1 1 1 1 1 1 in_X ?x546)))
 (let ((?x569 (slice 1 0 sym_m1 ?x558)))
 (= (dim ?x569 2) sym_h))))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (let ((?x558 (conv 1 1 1 1 1 1 1 1 1 in_X ?x546)))
 (let ((?x569 (slice 1 0 sym_m1 ?x558)))
 (= (dim ?x569 3) sym_w))))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (let ((?x558 (conv 1 1 1 1 1 1 1 1 1 in_X ?x546)))
 (let ((?x550 (+ sym_m1 sym_m2)))
 (let ((?x580 (slice 1 sym_m1 ?x550 ?x558)))
 (= (rank ?x580) 4)))))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (let ((?x558 (conv 1 1 1 1 1 1 1 1 1 in_X ?x546)))
 (let ((?x550 (+ sym_m1 sym_m2)))
 (let ((?x580 (slice 1 sym_m1 ?x550 ?x558)))
 (= (dim ?x580 0) sym_n)))))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (let ((?x558 (conv 1 1 1 1 1 1 1 1 1 in_X ?x546)))
 (let ((?x550 (+ sym_m1 sym_m2)))
 (let ((?x580 (slice 1 sym_m1 ?x550 ?x558)))
 (= (dim ?x580 1) sym_m2)))))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (let ((?x558 (conv 1 1 1 1 1 1 1 1 1 in_X ?x546)))
 (let ((?x550 (+ sym_m1 sym_m2)))
 (let ((?x580 (slice 1 sym_m1 ?x550 ?x558)))
 (= (dim ?x580 2) sym_h)))))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x546 (concat 0 ?x535 in_W3)))
 (let ((?x558 (conv 1 1 1 1 1 1 1 1 1 in_X ?x546)))
 (let ((?x550 (+ sym_m1 sym_m2)))
 (let ((?x580 (slice 1 sym_m1 ?x550 ?x558)))
 (= (dim ?x580 3) sym_w)))))))
(assert
 (let ((?x535 (pad4 0 0 1 1 0 0 1 1 in_W1)))
(let ((?x546 (concat 0 ?x535 in_W3)))
(let ((?x558 (conv 1 1 1 1 1 1 1 1 1 in_X ?x546)))
(let ((?x550 (+ sym_m1 sym_m2)))
(let ((?x580 (slice 1 sym_m1 ?x550 ?x558)))
(let ((?x524 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
(let ((?x569 (slice 1 0 sym_m1 ?x558)))
(let ((?x513 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
(or (and (distinct ?x513 ?x569) true) (and (distinct ?x524 ?x580) true)))))))))))
(check-sat)
