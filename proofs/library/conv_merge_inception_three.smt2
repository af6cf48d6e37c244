; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, conv_concat_out, conv_enlarge, conv_slice_out, slice_concat3_middle, slice_concat_left, slice_concat_right
; z3 rlimit used: 47030
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_m1 () Int)
(declare-fun sym_m2 () Int)
(declare-fun sym_m3 () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x158 (concat ax A B)))
 (let ((?x126 (slice ax 0 n1 ?x158)))
 (let (($x159 (= ?x126 A)))
 (=> (and (= (dim A ax) n1)) $x159)))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x224 (concat ax A B)))
 (let ((?x225 (slice ax n1 e ?x224)))
 (let (($x220 (= ?x225 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x220)))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) (_t0 Int) )(! (let ((?x258 (dim A ax)))
 (let ((?x181 (slice ax ?x258 _t0 (concat ax A (concat ax B C)))))
 (let (($x279 (= ?x181 B)))
 (=> (and (= _t0 (+ ?x258 (dim B ax)))) $x279)))) :pattern ( (slice ax (dim A ax) _t0 (concat ax A (concat ax B C))) ) :qid slice_concat3_middle))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x32 (concat ax B C)))
 (let ((?x310 (concat ax A ?x32)))
 (let ((?x288 (concat ax A B)))
 (let ((?x193 (concat ax ?x288 C)))
 (= ?x193 ?x310))))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x475 (conv sh sw pt pl pb pr dh dw 1 X W1)))
 (let ((?x477 (concat 1 ?x475 (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x62 (concat 0 W1 W2)))
 (let ((?x453 (conv sh sw pt pl pb pr dh dw 1 X ?x62)))
 (= ?x453 ?x477))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (e Int) (pb Int) (pl Int) (pr Int) (pt Int) (s Int) (sh Int) (sw Int) )(! (let ((?x510 (slice 0 s e W)))
 (let ((?x512 (conv sh sw pt pl pb pr dh dw 1 X ?x510)))
 (let ((?x508 (slice 1 s e (conv sh sw pt pl pb pr dh dw 1 X W))))
 (let (($x515 (= ?x508 ?x512)))
 (let (($x520 (and (<= s e) (<= e (dim W 0)))))
 (=> $x520 $x515)))))) :pattern ( (slice 1 s e (conv sh sw pt pl pb pr dh dw 1 X W)) ) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (slice 0 s e W)) ) :qid conv_slice_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x244 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x571 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x573 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)))))
 (=> $x573 (= ?x571 ?x244))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
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
 (>= sym_m1 1))
(assert
 (>= sym_m2 1))
(assert
 (>= sym_m3 1))
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
 (= (rank in_A) 4))
(assert
 (= (dim in_A 0) sym_m1))
(assert
 (= (dim in_A 1) sym_c))
(assert
 (let ((?x3445 (dim in_A 2)))
 (= 1 ?x3445)))
(assert
 (let ((?x2799 (dim in_A 3)))
 (= 1 ?x2799)))
(assert
 (= (rank in_B) 4))
(assert
 (= (dim in_B 0) sym_m2))
(assert
 (= (dim in_B 1) sym_c))
(assert
 (let ((?x3176 (dim in_B 2)))
 (= 3 ?x3176)))
(assert
 (let ((?x2893 (dim in_B 3)))
 (= 3 ?x2893)))
(assert
 (= (rank in_C) 4))
(assert
 (= (dim in_C 0) sym_m3))
(assert
 (= (dim in_C 1) sym_c))
(assert
 (let ((?x3286 (dim in_C 2)))
 (= 1 ?x3286)))
(assert
 (let ((?x3683 (dim in_C 3)))
 (= 1 ?x3683)))
(assert
 (let ((?x2017 (conv 1 1 0 0 0 0 1 1 1 in_X in_A)))
 (= (rank ?x2017) 4)))
(assert
 (let ((?x2017 (conv 1 1 0 0 0 0 1 1 1 in_X in_A)))
 (= (dim ?x2017 0) sym_n)))
(assert
 (let ((?x2017 (conv 1 1 0 0 0 0 1 1 1 in_X in_A)))
 (= (dim ?x2017 1) sym_m1)))
(assert
 (let ((?x2017 (conv 1 1 0 0 0 0 1 1 1 in_X in_A)))
 (= (dim ?x2017 2) sym_h)))
(assert
 (let ((?x2017 (conv 1 1 0 0 0 0 1 1 1 in_X in_A)))
 (= (dim ?x2017 3) sym_w)))
(assert
 (let ((?x2748 (conv 1 1 1 1 1 1 1 1 1 in_X in_B)))
 (= (rank ?x2748) 4)))
(assert
 (let ((?x2748 (conv 1 1 1 1 1 1 1 1 1 in_X in_B)))
 (= (dim ?x2748 0) sym_n)))
(assert
 (let ((?x2748 (conv 1 1 1 1 1 1 1 1 1 in_X in_B)))
 (= (dim ?x2748 1) sym_m2)))
(assert
 (let ((?x2748 (conv 1 1 1 1 1 1 1 1 1 in_X in_B)))
 (= (dim ?x2748 2) sym_h)))
(assert
 (let ((?x2748 (conv 1 1 1 1 1 1 1 1 1 in_X in_B)))
 (= (dim ?x2748 3) sym_w)))
(assert
 (let ((?x3709 (conv 1 1 0 0 0 0 1 1 1 in_X in_C)))
 (= (rank ?x3709) 4)))
(assert
 (let ((?x3709 (conv 1 1 0 0 0 0 1 1 1 in_X in_C)))
 (= (dim ?x3709 0) sym_n)))
(assert
 (let ((?x3709 (conv 1 1 0 0 0 0 1 1 1 in_X in_C)))
 (= (dim ?x3709 1) sym_m3)))
(assert
 (let ((?x3709 (conv 1 1 0 0 0 0 1 1 1 in_X in_C)))
 (= (dim ?x3709 2) sym_h)))
(assert
 (let ((?x3709 (conv 1 1 0 0 0 0 1 1 1 in_X in_C)))
 (= (dim ?x3709 3) sym_w)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_A)) 4))
(assert
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (= (dim ?x4166 0) sym_m1)))
(assert
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (= (dim ?x4166 1) sym_c)))
(assert
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x3377 (dim ?x4166 2)))
 (= 3 ?x3377))))
(assert
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x3214 (dim ?x4166 3)))
 (= 3 ?x3214))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_C)) 4))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (= (dim ?x3656 0) sym_m3)))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (= (dim ?x3656 1) sym_c)))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x3513 (dim ?x3656 2)))
 (= 3 ?x3513))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x3568 (dim ?x3656 3)))
 (= 3 ?x3568))))
(assert
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (= (rank ?x2939) 4))))
(assert
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3038 (dim ?x2939 0)))
 (= ?x3038 ?x2066))))))
(assert
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (= (dim ?x2939 1) sym_c))))
(assert
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x2768 (dim ?x2939 2)))
 (= 3 ?x2768)))))
(assert
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x2075 (dim ?x2939 3)))
 (= 3 ?x2075)))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (= (rank ?x3054) 4))))))
(assert
 (let ((?x3050 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x3533 (dim ?x3054 0)))
 (= ?x3533 ?x3050))))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (= (dim ?x3054 1) sym_c))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x3507 (dim ?x3054 2)))
 (= 3 ?x3507)))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2029 (dim ?x3054 3)))
 (= 3 ?x2029)))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (= (rank ?x2814) 4)))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (= (dim ?x2814 0) sym_n)))))))
(assert
 (let ((?x3050 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (let ((?x3482 (dim ?x2814 1)))
 (= ?x3482 ?x3050)))))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (= (dim ?x2814 2) sym_h)))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (= (dim ?x2814 3) sym_w)))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (let ((?x2138 (slice 1 0 sym_m1 ?x2814)))
 (= (rank ?x2138) 4))))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (let ((?x2138 (slice 1 0 sym_m1 ?x2814)))
 (= (dim ?x2138 0) sym_n))))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (let ((?x2138 (slice 1 0 sym_m1 ?x2814)))
 (= (dim ?x2138 1) sym_m1))))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (let ((?x2138 (slice 1 0 sym_m1 ?x2814)))
 (= (dim ?x2138 2) sym_h))))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (let ((?x2138 (slice 1 0 sym_m1 ?x2814)))
 (= (dim ?x2138 3) sym_w))))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x2136 (slice 1 sym_m1 ?x2066 ?x2814)))
 (= (rank ?x2136) 4)))))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x2136 (slice 1 sym_m1 ?x2066 ?x2814)))
 (= (dim ?x2136 0) sym_n)))))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x2136 (slice 1 sym_m1 ?x2066 ?x2814)))
 (= (dim ?x2136 1) sym_m2)))))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x2136 (slice 1 sym_m1 ?x2066 ?x2814)))
 (= (dim ?x2136 2) sym_h)))))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x2136 (slice 1 sym_m1 ?x2066 ?x2814)))
 (= (dim ?x2136 3) sym_w)))))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (let ((?x3050 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x3556 (slice 1 ?x2066 ?x3050 ?x2814)))
 (= (rank ?x3556) 4))))))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (let ((?x3050 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x3556 (slice 1 ?x2066 ?x3050 ?x2814)))
 (= (dim ?x3556 0) sym_n))))))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (let ((?x3050 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x3556 (slice 1 ?x2066 ?x3050 ?x2814)))
 (= (dim ?x3556 1) sym_m3))))))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (let ((?x3050 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x3556 (slice 1 ?x2066 ?x3050 ?x2814)))
 (= (dim ?x3556 2) sym_h))))))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x2939 (concat 0 ?x4166 in_B)))
 (let ((?x3054 (concat 0 ?x2939 ?x3656)))
 (let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
 (let ((?x3050 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x3556 (slice 1 ?x2066 ?x3050 ?x2814)))
 (= (dim ?x3556 3) sym_w))))))))))
(assert
 (let ((?x3656 (pad4 0 0 1 1 0 0 1 1 in_C)))
(let ((?x4166 (pad4 0 0 1 1 0 0 1 1 in_A)))
(let ((?x2939 (concat 0 ?x4166 in_B)))
(let ((?x3054 (concat 0 ?x2939 ?x3656)))
(let ((?x2814 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3054)))
(let ((?x3050 (+ sym_m1 sym_m2 sym_m3)))
(let ((?x2066 (+ sym_m1 sym_m2)))
(let ((?x3556 (slice 1 ?x2066 ?x3050 ?x2814)))
(let ((?x3709 (conv 1 1 0 0 0 0 1 1 1 in_X in_C)))
(let ((?x2136 (slice 1 sym_m1 ?x2066 ?x2814)))
(let ((?x2748 (conv 1 1 1 1 1 1 1 1 1 in_X in_B)))
(let ((?x2138 (slice 1 0 sym_m1 ?x2814)))
(let ((?x2017 (conv 1 1 0 0 0 0 1 1 1 in_X in_A)))
(or (and (distinct ?x2017 ?x2138) true) (and (distinct ?x2748 ?x2136) true) (and (distinct ?x3709 ?x3556) true))))))))))))))))
(check-sat)
