; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, conv_concat_out, conv_enlarge, slice_concat3_middle, slice_concat3_right, slice_concat_left
; z3 rlimit used: 81358
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m1 () Int)
(declare-fun sym_m2 () Int)
(declare-fun sym_m3 () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
(declare-fun in_X () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x13 (concat ax A B)))
 (let ((?x14 (slice ax 0 n1 ?x13)))
 (let (($x15 (= ?x14 A)))
 (=> (and (= (dim A ax) n1)) $x15)))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) (_t0 Int) )(! (let ((?x40 (dim A ax)))
 (let ((?x45 (slice ax ?x40 _t0 (concat ax A (concat ax B C)))))
 (let (($x46 (= ?x45 B)))
 (=> (and (= _t0 (+ ?x40 (dim B ax)))) $x46)))) :pattern ( (slice ax (dim A ax) _t0 (concat ax A (concat ax B C))) ) :qid slice_concat3_middle))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) (_t0 Int) (_t1 Int) )(! (let ((?x69 (slice ax _t0 _t1 (concat ax A (concat ax B C)))))
 (let (($x70 (= ?x69 C)))
 (let (($x66 (and (= _t0 (+ (dim A ax) (dim B ax))) (= _t1 (+ (+ (dim A ax) (dim B ax)) (dim C ax))))))
 (=> $x66 $x70)))) :pattern ( (slice ax _t0 _t1 (concat ax A (concat ax B C))) ) :qid slice_concat3_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x89 (concat ax A (concat ax B C))))
 (let ((?x87 (concat ax (concat ax A B) C)))
 (= ?x87 ?x89))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x116 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x113 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x117 (= ?x113 ?x116)))
 (let (($x103 (>= pr 0)))
 (let (($x97 (>= pt 0)))
 (let (($x108 (and (>= sh 1) (>= sw 1) $x97 (>= pl 0) (>= pb 0) $x103 (>= dh 1) (>= dw 1))))
 (=> $x108 $x117))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x158 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x156 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x148 (>= dw 1)))
 (let (($x147 (>= dh 1)))
 (let (($x146 (>= pr 0)))
 (let (($x145 (>= pb 0)))
 (let (($x144 (>= pl 0)))
 (let (($x143 (>= pt 0)))
 (let (($x142 (>= sw 1)))
 (let (($x141 (>= sh 1)))
 (let (($x97 (>= xr 0)))
 (let (($x140 (>= yb 0)))
 (let (($x103 (>= xl 0)))
 (let (($x139 (>= yt 0)))
 (let (($x138 (>= g 1)))
 (let (($x149 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x138 $x139 $x103 $x140 $x97 $x141 $x142 $x143 $x144 $x145 $x146 $x147 $x148)))
 (=> $x149 (= ?x156 ?x158)))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
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
 (>= sym_m3 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_A) 4))
(assert
 (= (dim in_A 0) sym_m1))
(assert
 (= (dim in_A 1) sym_c))
(assert
 (let ((?x204 (dim in_A 2)))
 (= 1 ?x204)))
(assert
 (let ((?x207 (dim in_A 3)))
 (= 1 ?x207)))
(assert
 (= (rank in_B) 4))
(assert
 (= (dim in_B 0) sym_m2))
(assert
 (= (dim in_B 1) sym_c))
(assert
 (let ((?x216 (dim in_B 2)))
 (= 3 ?x216)))
(assert
 (let ((?x218 (dim in_B 3)))
 (= 3 ?x218)))
(assert
 (= (rank in_C) 4))
(assert
 (= (dim in_C 0) sym_m3))
(assert
 (= (dim in_C 1) sym_c))
(assert
 (let ((?x227 (dim in_C 2)))
 (= 1 ?x227)))
(assert
 (let ((?x229 (dim in_C 3)))
 (= 1 ?x229)))
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
 (let ((?x242 (conv 1 1 0 0 0 0 1 1 1 in_X in_A)))
 (= (rank ?x242) 4)))
(assert
 (let ((?x242 (conv 1 1 0 0 0 0 1 1 1 in_X in_A)))
 (= (dim ?x242 0) sym_n)))
(assert
 (let ((?x242 (conv 1 1 0 0 0 0 1 1 1 in_X in_A)))
 (= (dim ?x242 1) sym_m1)))
(assert
 (let ((?x242 (conv 1 1 0 0 0 0 1 1 1 in_X in_A)))
 (= (dim ?x242 2) sym_h)))
(assert
 (let ((?x242 (conv 1 1 0 0 0 0 1 1 1 in_X in_A)))
 (= (dim ?x242 3) sym_w)))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_X in_B)))
 (= (rank ?x253) 4)))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_X in_B)))
 (= (dim ?x253 0) sym_n)))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_X in_B)))
 (= (dim ?x253 1) sym_m2)))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_X in_B)))
 (= (dim ?x253 2) sym_h)))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_X in_B)))
 (= (dim ?x253 3) sym_w)))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_X in_C)))
 (= (rank ?x264) 4)))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_X in_C)))
 (= (dim ?x264 0) sym_n)))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_X in_C)))
 (= (dim ?x264 1) sym_m3)))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_X in_C)))
 (= (dim ?x264 2) sym_h)))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_X in_C)))
 (= (dim ?x264 3) sym_w)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_A)) 4))
(assert
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (= (dim ?x275 0) sym_m1)))
(assert
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (= (dim ?x275 1) sym_c)))
(assert
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x282 (dim ?x275 2)))
 (= 3 ?x282))))
(assert
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x284 (dim ?x275 3)))
 (= 3 ?x284))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_C)) 4))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (= (dim ?x286 0) sym_m3)))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (= (dim ?x286 1) sym_c)))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x293 (dim ?x286 2)))
 (= 3 ?x293))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x295 (dim ?x286 3)))
 (= 3 ?x295))))
(assert
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (= (rank ?x297) 4))))
(assert
 (let ((?x301 (+ sym_m1 sym_m2)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x300 (dim ?x297 0)))
 (= ?x300 ?x301))))))
(assert
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (= (dim ?x297 1) sym_c))))
(assert
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x305 (dim ?x297 2)))
 (= 3 ?x305)))))
(assert
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x307 (dim ?x297 3)))
 (= 3 ?x307)))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (= (rank ?x309) 4))))))
(assert
 (let ((?x313 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x312 (dim ?x309 0)))
 (= ?x312 ?x313))))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (= (dim ?x309 1) sym_c))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x317 (dim ?x309 2)))
 (= 3 ?x317)))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x319 (dim ?x309 3)))
 (= 3 ?x319)))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (= (rank ?x321) 4)))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (= (dim ?x321 0) sym_n)))))))
(assert
 (let ((?x313 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (let ((?x326 (dim ?x321 1)))
 (= ?x326 ?x313)))))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (= (dim ?x321 2) sym_h)))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (= (dim ?x321 3) sym_w)))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (let ((?x332 (slice 1 0 sym_m1 ?x321)))
 (= (rank ?x332) 4))))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (let ((?x332 (slice 1 0 sym_m1 ?x321)))
 (= (dim ?x332 0) sym_n))))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (let ((?x332 (slice 1 0 sym_m1 ?x321)))
 (= (dim ?x332 1) sym_m1))))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (let ((?x332 (slice 1 0 sym_m1 ?x321)))
 (= (dim ?x332 2) sym_h))))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (let ((?x332 (slice 1 0 sym_m1 ?x321)))
 (= (dim ?x332 3) sym_w))))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (let ((?x301 (+ sym_m1 sym_m2)))
 (let ((?x343 (slice 1 sym_m1 ?x301 ?x321)))
 (= (rank ?x343) 4)))))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (let ((?x301 (+ sym_m1 sym_m2)))
 (let ((?x343 (slice 1 sym_m1 ?x301 ?x321)))
 (= (dim ?x343 0) sym_n)))))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (let ((?x301 (+ sym_m1 sym_m2)))
 (let ((?x343 (slice 1 sym_m1 ?x301 ?x321)))
 (= (dim ?x343 1) sym_m2)))))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (let ((?x301 (+ sym_m1 sym_m2)))
 (let ((?x343 (slice 1 sym_m1 ?x301 ?x321)))
 (= (dim ?x343 2) sym_h)))))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (let ((?x301 (+ sym_m1 sym_m2)))
 (let ((?x343 (slice 1 sym_m1 ?x301 ?x321)))
 (= (dim ?x343 3) sym_w)))))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (let ((?x313 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x301 (+ sym_m1 sym_m2)))
 (let ((?x354 (slice 1 ?x301 ?x313 ?x321)))
 (= (rank ?x354) 4))))))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (let ((?x313 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x301 (+ sym_m1 sym_m2)))
 (let ((?x354 (slice 1 ?x301 ?x313 ?x321)))
 (= (dim ?x354 0) sym_n))))))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (let ((?x313 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x301 (+ sym_m1 sym_m2)))
 (let ((?x354 (slice 1 ?x301 ?x313 ?x321)))
 (= (dim ?x354 1) sym_m3))))))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (let ((?x313 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x301 (+ sym_m1 sym_m2)))
 (let ((?x354 (slice 1 ?x301 ?x313 ?x321)))
 (= (dim ?x354 2) sym_h))))))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x297 (concat 0 ?x275 in_B)))
 (let ((?x309 (concat 0 ?x297 ?x286)))
 (let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
 (let ((?x313 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x301 (+ sym_m1 sym_m2)))
 (let ((?x354 (slice 1 ?x301 ?x313 ?x321)))
 (= (dim ?x354 3) sym_w))))))))))
(assert
 (let ((?x286 (pad4 0 0 1 1 0 0 1 1 in_C)))
(let ((?x275 (pad4 0 0 1 1 0 0 1 1 in_A)))
(let ((?x297 (concat 0 ?x275 in_B)))
(let ((?x309 (concat 0 ?x297 ?x286)))
(let ((?x321 (conv 1 1 1 1 1 1 1 1 1 in_X ?x309)))
(let ((?x313 (+ sym_m1 sym_m2 sym_m3)))
(let ((?x301 (+ sym_m1 sym_m2)))
(let ((?x354 (slice 1 ?x301 ?x313 ?x321)))
(let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_X in_C)))
(let ((?x343 (slice 1 sym_m1 ?x301 ?x321)))
(let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_X in_B)))
(let ((?x332 (slice 1 0 sym_m1 ?x321)))
(let ((?x242 (conv 1 1 0 0 0 0 1 1 1 in_X in_A)))
(or (and (distinct ?x242 ?x332) true) (and (distinct ?x253 ?x343) true) (and (distinct ?x264 ?x354) true))))))))))))))))
(check-sat)
