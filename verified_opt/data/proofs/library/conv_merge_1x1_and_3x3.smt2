; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_enlarge, slice_concat_left, slice_concat_right
; z3 rlimit used: 113778
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
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
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x19 (slice ax 0 n1 (concat ax A B))))
 (let (($x20 (= ?x19 A)))
 (let (($x12 (>= (rank A) 1)))
 (let (($x16 (and (= (dim A ax) n1) $x12 (>= (rank B) 1))))
 (=> $x16 $x20))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x55 (slice ax n1 e (concat ax A B))))
 (let (($x56 (= ?x55 B)))
 (let (($x12 (>= (rank B) 1)))
 (let (($x52 (>= (rank A) 1)))
 (let (($x47 (= (dim A ax) n1)))
 (=> (and $x47 (= (dim B ax) (- e n1)) $x52 $x12) $x56)))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x97 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x94 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x98 (= ?x94 ?x97)))
 (let (($x77 (>= pr 0)))
 (let (($x71 (>= pt 0)))
 (let (($x92 (and (>= sh 1) (>= sw 1) $x71 (>= pl 0) (>= pb 0) $x77 (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x92 $x98))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x143 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x141 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x135 (= (rank W) 4)))
 (let (($x132 (= (rank X) 4)))
 (let (($x129 (>= dw 1)))
 (let (($x128 (>= dh 1)))
 (let (($x127 (>= pr 0)))
 (let (($x126 (>= pb 0)))
 (let (($x125 (>= pl 0)))
 (let (($x124 (>= pt 0)))
 (let (($x123 (>= sw 1)))
 (let (($x122 (>= sh 1)))
 (let (($x71 (>= xr 0)))
 (let (($x121 (>= yb 0)))
 (let (($x77 (>= xl 0)))
 (let (($x120 (>= yt 0)))
 (let (($x119 (>= g 1)))
 (let (($x136 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x119 $x120 $x77 $x121 $x71 $x122 $x123 $x124 $x125 $x126 $x127 $x128 $x129 $x132 $x135)))
 (=> $x136 (= ?x141 ?x143)))))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
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
 (let ((?x186 (dim in_W1 2)))
 (= 1 ?x186)))
(assert
 (let ((?x189 (dim in_W1 3)))
 (= 1 ?x189)))
(assert
 (= (rank in_W3) 4))
(assert
 (= (dim in_W3 0) sym_m2))
(assert
 (= (dim in_W3 1) sym_c))
(assert
 (let ((?x198 (dim in_W3 2)))
 (= 3 ?x198)))
(assert
 (let ((?x200 (dim in_W3 3)))
 (= 3 ?x200)))
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
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (rank ?x213) 4)))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x213 0) sym_n)))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x213 1) sym_m1)))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x213 2) sym_h)))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x213 3) sym_w)))
(assert
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (rank ?x224) 4)))
(assert
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x224 0) sym_n)))
(assert
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x224 1) sym_m2)))
(assert
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x224 2) sym_h)))
(assert
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x224 3) sym_w)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_W1)) 4))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (= (dim ?x235 0) sym_m1)))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (= (dim ?x235 1) sym_c)))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x242 (dim ?x235 2)))
 (= 3 ?x242))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x244 (dim ?x235 3)))
 (= 3 ?x244))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (= (rank ?x246) 4))))
(assert
 (let ((?x250 (+ sym_m1 sym_m2)))
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (let ((?x249 (dim ?x246 0)))
 (= ?x249 ?x250))))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (= (dim ?x246 1) sym_c))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (let ((?x254 (dim ?x246 2)))
 (= 3 ?x254)))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (let ((?x256 (dim ?x246 3)))
 (= 3 ?x256)))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (let ((?x258 (conv 1 1 1 1 1 1 1 1 1 in_X ?x246)))
 (= (rank ?x258) 4)))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (let ((?x258 (conv 1 1 1 1 1 1 1 1 1 in_X ?x246)))
 (= (dim ?x258 0) sym_n)))))
(assert
 (let ((?x250 (+ sym_m1 sym_m2)))
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (let ((?x258 (conv 1 1 1 1 1 1 1 1 1 in_X ?x246)))
 (let ((?x263 (dim ?x258 1)))
 (= ?x263 ?x250)))))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (let ((?x258 (conv 1 1 1 1 1 1 1 1 1 in_X ?x246)))
 (= (dim ?x258 2) sym_h)))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (let ((?x258 (conv 1 1 1 1 1 1 1 1 1 in_X ?x246)))
 (= (dim ?x258 3) sym_w)))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (let ((?x258 (conv 1 1 1 1 1 1 1 1 1 in_X ?x246)))
 (let ((?x269 (slice 1 0 sym_m1 ?x258)))
 (= (rank ?x269) 4))))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (let ((?x258 (conv 1 1 1 1 1 1 1 1 1 in_X ?x246)))
 (let ((?x269 (slice 1 0 sym_m1 ?x258)))
 (= (dim ?x269 0) sym_n))))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (let ((?x258 (conv 1 1 1 1 1 1 1 1 1 in_X ?x246)))
 (let ((?x269 (slice 1 0 sym_m1 ?x258)))
 (= (dim ?x269 1) sym_m1))))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (let ((?x258 (conv 1 1 1 1 1 1 1 1 1 in_X ?x246)))
 (let ((?x269 (slice 1 0 sym_m1 ?x258)))
 (= (dim ?x269 2) sym_h))))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (let ((?x258 (conv 1 1 1 1 1 1 1 1 1 in_X ?x246)))
 (let ((?x269 (slice 1 0 sym_m1 ?x258)))
 (= (dim ?x269 3) sym_w))))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (let ((?x258 (conv 1 1 1 1 1 1 1 1 1 in_X ?x246)))
 (let ((?x250 (+ sym_m1 sym_m2)))
 (let ((?x280 (slice 1 sym_m1 ?x250 ?x258)))
 (= (rank ?x280) 4)))))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (let ((?x258 (conv 1 1 1 1 1 1 1 1 1 in_X ?x246)))
 (let ((?x250 (+ sym_m1 sym_m2)))
 (let ((?x280 (slice 1 sym_m1 ?x250 ?x258)))
 (= (dim ?x280 0) sym_n)))))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (let ((?x258 (conv 1 1 1 1 1 1 1 1 1 in_X ?x246)))
 (let ((?x250 (+ sym_m1 sym_m2)))
 (let ((?x280 (slice 1 sym_m1 ?x250 ?x258)))
 (= (dim ?x280 1) sym_m2)))))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (let ((?x258 (conv 1 1 1 1 1 1 1 1 1 in_X ?x246)))
 (let ((?x250 (+ sym_m1 sym_m2)))
 (let ((?x280 (slice 1 sym_m1 ?x250 ?x258)))
 (= (dim ?x280 2) sym_h)))))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x246 (concat 0 ?x235 in_W3)))
 (let ((?x258 (conv 1 1 1 1 1 1 1 1 1 in_X ?x246)))
 (let ((?x250 (+ sym_m1 sym_m2)))
 (let ((?x280 (slice 1 sym_m1 ?x250 ?x258)))
 (= (dim ?x280 3) sym_w)))))))
(assert
 (let ((?x235 (pad4 0 0 1 1 0 0 1 1 in_W1)))
(let ((?x246 (concat 0 ?x235 in_W3)))
(let ((?x258 (conv 1 1 1 1 1 1 1 1 1 in_X ?x246)))
(let ((?x250 (+ sym_m1 sym_m2)))
(let ((?x280 (slice 1 sym_m1 ?x250 ?x258)))
(let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
(let ((?x269 (slice 1 0 sym_m1 ?x258)))
(let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
(or (and (distinct ?x213 ?x269) true) (and (distinct ?x224 ?x280) true)))))))))))
(check-sat)
