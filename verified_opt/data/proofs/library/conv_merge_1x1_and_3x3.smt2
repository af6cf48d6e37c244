; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_enlarge, slice_concat_left, slice_concat_right
; z3 rlimit used: 76274
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
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_W1 () T)
(declare-fun in_W3 () T)
(declare-fun in_X () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x14 (slice ax 0 n1 (concat ax A B))))
 (let (($x15 (= ?x14 A)))
 (=> (and (= (dim A ax) n1)) $x15))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x48 (slice ax n1 e (concat ax A B))))
 (let (($x49 (= ?x48 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x49))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x84 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x81 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x85 (= ?x81 ?x84)))
 (let (($x71 (>= pr 0)))
 (let (($x65 (>= pt 0)))
 (let (($x76 (and (>= sh 1) (>= sw 1) $x65 (>= pl 0) (>= pb 0) $x71 (>= dh 1) (>= dw 1))))
 (=> $x76 $x85))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x126 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x124 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x116 (>= dw 1)))
 (let (($x115 (>= dh 1)))
 (let (($x114 (>= pr 0)))
 (let (($x113 (>= pb 0)))
 (let (($x112 (>= pl 0)))
 (let (($x111 (>= pt 0)))
 (let (($x110 (>= sw 1)))
 (let (($x109 (>= sh 1)))
 (let (($x65 (>= xr 0)))
 (let (($x108 (>= yb 0)))
 (let (($x71 (>= xl 0)))
 (let (($x107 (>= yt 0)))
 (let (($x106 (>= g 1)))
 (let (($x117 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x106 $x107 $x71 $x108 $x65 $x109 $x110 $x111 $x112 $x113 $x114 $x115 $x116)))
 (=> $x117 (= ?x124 ?x126)))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
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
 (let ((?x170 (dim in_W1 2)))
 (= 1 ?x170)))
(assert
 (let ((?x173 (dim in_W1 3)))
 (= 1 ?x173)))
(assert
 (= (rank in_W3) 4))
(assert
 (= (dim in_W3 0) sym_m2))
(assert
 (= (dim in_W3 1) sym_c))
(assert
 (let ((?x182 (dim in_W3 2)))
 (= 3 ?x182)))
(assert
 (let ((?x184 (dim in_W3 3)))
 (= 3 ?x184)))
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
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (rank ?x197) 4)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x197 0) sym_n)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x197 1) sym_m1)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x197 2) sym_h)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x197 3) sym_w)))
(assert
 (let ((?x208 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (rank ?x208) 4)))
(assert
 (let ((?x208 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x208 0) sym_n)))
(assert
 (let ((?x208 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x208 1) sym_m2)))
(assert
 (let ((?x208 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x208 2) sym_h)))
(assert
 (let ((?x208 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x208 3) sym_w)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_W1)) 4))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (= (dim ?x219 0) sym_m1)))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (= (dim ?x219 1) sym_c)))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x226 (dim ?x219 2)))
 (= 3 ?x226))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x228 (dim ?x219 3)))
 (= 3 ?x228))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (= (rank ?x230) 4))))
(assert
 (let ((?x234 (+ sym_m1 sym_m2)))
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (let ((?x233 (dim ?x230 0)))
 (= ?x233 ?x234))))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (= (dim ?x230 1) sym_c))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (let ((?x238 (dim ?x230 2)))
 (= 3 ?x238)))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (let ((?x240 (dim ?x230 3)))
 (= 3 ?x240)))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (let ((?x242 (conv 1 1 1 1 1 1 1 1 1 in_X ?x230)))
 (= (rank ?x242) 4)))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (let ((?x242 (conv 1 1 1 1 1 1 1 1 1 in_X ?x230)))
 (= (dim ?x242 0) sym_n)))))
(assert
 (let ((?x234 (+ sym_m1 sym_m2)))
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (let ((?x242 (conv 1 1 1 1 1 1 1 1 1 in_X ?x230)))
 (let ((?x247 (dim ?x242 1)))
 (= ?x247 ?x234)))))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (let ((?x242 (conv 1 1 1 1 1 1 1 1 1 in_X ?x230)))
 (= (dim ?x242 2) sym_h)))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (let ((?x242 (conv 1 1 1 1 1 1 1 1 1 in_X ?x230)))
 (= (dim ?x242 3) sym_w)))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (let ((?x242 (conv 1 1 1 1 1 1 1 1 1 in_X ?x230)))
 (let ((?x253 (slice 1 0 sym_m1 ?x242)))
 (= (rank ?x253) 4))))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (let ((?x242 (conv 1 1 1 1 1 1 1 1 1 in_X ?x230)))
 (let ((?x253 (slice 1 0 sym_m1 ?x242)))
 (= (dim ?x253 0) sym_n))))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (let ((?x242 (conv 1 1 1 1 1 1 1 1 1 in_X ?x230)))
 (let ((?x253 (slice 1 0 sym_m1 ?x242)))
 (= (dim ?x253 1) sym_m1))))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (let ((?x242 (conv 1 1 1 1 1 1 1 1 1 in_X ?x230)))
 (let ((?x253 (slice 1 0 sym_m1 ?x242)))
 (= (dim ?x253 2) sym_h))))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (let ((?x242 (conv 1 1 1 1 1 1 1 1 1 in_X ?x230)))
 (let ((?x253 (slice 1 0 sym_m1 ?x242)))
 (= (dim ?x253 3) sym_w))))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (let ((?x242 (conv 1 1 1 1 1 1 1 1 1 in_X ?x230)))
 (let ((?x234 (+ sym_m1 sym_m2)))
 (let ((?x264 (slice 1 sym_m1 ?x234 ?x242)))
 (= (rank ?x264) 4)))))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (let ((?x242 (conv 1 1 1 1 1 1 1 1 1 in_X ?x230)))
 (let ((?x234 (+ sym_m1 sym_m2)))
 (let ((?x264 (slice 1 sym_m1 ?x234 ?x242)))
 (= (dim ?x264 0) sym_n)))))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (let ((?x242 (conv 1 1 1 1 1 1 1 1 1 in_X ?x230)))
 (let ((?x234 (+ sym_m1 sym_m2)))
 (let ((?x264 (slice 1 sym_m1 ?x234 ?x242)))
 (= (dim ?x264 1) sym_m2)))))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (let ((?x242 (conv 1 1 1 1 1 1 1 1 1 in_X ?x230)))
 (let ((?x234 (+ sym_m1 sym_m2)))
 (let ((?x264 (slice 1 sym_m1 ?x234 ?x242)))
 (= (dim ?x264 2) sym_h)))))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x230 (concat 0 ?x219 in_W3)))
 (let ((?x242 (conv 1 1 1 1 1 1 1 1 1 in_X ?x230)))
 (let ((?x234 (+ sym_m1 sym_m2)))
 (let ((?x264 (slice 1 sym_m1 ?x234 ?x242)))
 (= (dim ?x264 3) sym_w)))))))
(assert
 (let ((?x219 (pad4 0 0 1 1 0 0 1 1 in_W1)))
(let ((?x230 (concat 0 ?x219 in_W3)))
(let ((?x242 (conv 1 1 1 1 1 1 1 1 1 in_X ?x230)))
(let ((?x234 (+ sym_m1 sym_m2)))
(let ((?x264 (slice 1 sym_m1 ?x234 ?x242)))
(let ((?x208 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
(let ((?x253 (slice 1 0 sym_m1 ?x242)))
(let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
(or (and (distinct ?x197 ?x253) true) (and (distinct ?x208 ?x264) true)))))))))))
(check-sat)
