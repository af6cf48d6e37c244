; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_enlarge, slice_concat_left, slice_concat_right
; z3 rlimit used: 43247
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
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_W1 () T)
(declare-fun in_W3 () T)
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x475 (conv sh sw pt pl pb pr dh dw 1 X W1)))
 (let ((?x477 (concat 1 ?x475 (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x62 (concat 0 W1 W2)))
 (let ((?x453 (conv sh sw pt pl pb pr dh dw 1 X ?x62)))
 (= ?x453 ?x477))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (= (rank in_W1) 4))
(assert
 (= (dim in_W1 0) sym_m1))
(assert
 (= (dim in_W1 1) sym_c))
(assert
 (let ((?x2043 (dim in_W1 2)))
 (= 1 ?x2043)))
(assert
 (let ((?x3537 (dim in_W1 3)))
 (= 1 ?x3537)))
(assert
 (= (rank in_W3) 4))
(assert
 (= (dim in_W3 0) sym_m2))
(assert
 (= (dim in_W3 1) sym_c))
(assert
 (let ((?x3570 (dim in_W3 2)))
 (= 3 ?x3570)))
(assert
 (let ((?x2049 (dim in_W3 3)))
 (= 3 ?x2049)))
(assert
 (let ((?x2052 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (rank ?x2052) 4)))
(assert
 (let ((?x2052 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x2052 0) sym_n)))
(assert
 (let ((?x2052 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x2052 1) sym_m1)))
(assert
 (let ((?x2052 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x2052 2) sym_h)))
(assert
 (let ((?x2052 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x2052 3) sym_w)))
(assert
 (let ((?x3518 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (rank ?x3518) 4)))
(assert
 (let ((?x3518 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x3518 0) sym_n)))
(assert
 (let ((?x3518 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x3518 1) sym_m2)))
(assert
 (let ((?x3518 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x3518 2) sym_h)))
(assert
 (let ((?x3518 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x3518 3) sym_w)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_W1)) 4))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (= (dim ?x3375 0) sym_m1)))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (= (dim ?x3375 1) sym_c)))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2062 (dim ?x3375 2)))
 (= 3 ?x2062))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x3245 (dim ?x3375 3)))
 (= 3 ?x3245))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (= (rank ?x2638) 4))))
(assert
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (let ((?x3128 (dim ?x2638 0)))
 (= ?x3128 ?x2066))))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (= (dim ?x2638 1) sym_c))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (let ((?x2077 (dim ?x2638 2)))
 (= 3 ?x2077)))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (let ((?x2663 (dim ?x2638 3)))
 (= 3 ?x2663)))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (let ((?x3605 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2638)))
 (= (rank ?x3605) 4)))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (let ((?x3605 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2638)))
 (= (dim ?x3605 0) sym_n)))))
(assert
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (let ((?x3605 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2638)))
 (let ((?x3022 (dim ?x3605 1)))
 (= ?x3022 ?x2066)))))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (let ((?x3605 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2638)))
 (= (dim ?x3605 2) sym_h)))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (let ((?x3605 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2638)))
 (= (dim ?x3605 3) sym_w)))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (let ((?x3605 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2638)))
 (let ((?x2664 (slice 1 0 sym_m1 ?x3605)))
 (= (rank ?x2664) 4))))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (let ((?x3605 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2638)))
 (let ((?x2664 (slice 1 0 sym_m1 ?x3605)))
 (= (dim ?x2664 0) sym_n))))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (let ((?x3605 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2638)))
 (let ((?x2664 (slice 1 0 sym_m1 ?x3605)))
 (= (dim ?x2664 1) sym_m1))))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (let ((?x3605 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2638)))
 (let ((?x2664 (slice 1 0 sym_m1 ?x3605)))
 (= (dim ?x2664 2) sym_h))))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (let ((?x3605 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2638)))
 (let ((?x2664 (slice 1 0 sym_m1 ?x3605)))
 (= (dim ?x2664 3) sym_w))))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (let ((?x3605 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2638)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x2673 (slice 1 sym_m1 ?x2066 ?x3605)))
 (= (rank ?x2673) 4)))))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (let ((?x3605 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2638)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x2673 (slice 1 sym_m1 ?x2066 ?x3605)))
 (= (dim ?x2673 0) sym_n)))))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (let ((?x3605 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2638)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x2673 (slice 1 sym_m1 ?x2066 ?x3605)))
 (= (dim ?x2673 1) sym_m2)))))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (let ((?x3605 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2638)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x2673 (slice 1 sym_m1 ?x2066 ?x3605)))
 (= (dim ?x2673 2) sym_h)))))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x2638 (concat 0 ?x3375 in_W3)))
 (let ((?x3605 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2638)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x2673 (slice 1 sym_m1 ?x2066 ?x3605)))
 (= (dim ?x2673 3) sym_w)))))))
(assert
 (let ((?x3375 (pad4 0 0 1 1 0 0 1 1 in_W1)))
(let ((?x2638 (concat 0 ?x3375 in_W3)))
(let ((?x3605 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2638)))
(let ((?x2066 (+ sym_m1 sym_m2)))
(let ((?x2673 (slice 1 sym_m1 ?x2066 ?x3605)))
(let ((?x3518 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
(let ((?x2664 (slice 1 0 sym_m1 ?x3605)))
(let ((?x2052 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
(or (and (distinct ?x2052 ?x2664) true) (and (distinct ?x3518 ?x2673) true)))))))))))
(check-sat)
