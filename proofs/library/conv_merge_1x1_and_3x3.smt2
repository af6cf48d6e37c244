; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_enlarge, slice_concat_left, slice_concat_right
; z3 rlimit used: 52638
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x75 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x72 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (= ?x72 ?x75))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x102 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x100 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x92 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)))))
 (=> $x92 (= ?x100 ?x102))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
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
 (let ((?x158 (dim in_W1 2)))
 (= 1 ?x158)))
(assert
 (let ((?x160 (dim in_W1 3)))
 (= 1 ?x160)))
(assert
 (= (rank in_W3) 4))
(assert
 (= (dim in_W3 0) sym_m2))
(assert
 (= (dim in_W3 1) sym_c))
(assert
 (let ((?x169 (dim in_W3 2)))
 (= 3 ?x169)))
(assert
 (let ((?x171 (dim in_W3 3)))
 (= 3 ?x171)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (rank ?x173) 4)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x173 0) sym_n)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x173 1) sym_m1)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x173 2) sym_h)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
 (= (dim ?x173 3) sym_w)))
(assert
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (rank ?x184) 4)))
(assert
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x184 0) sym_n)))
(assert
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x184 1) sym_m2)))
(assert
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x184 2) sym_h)))
(assert
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
 (= (dim ?x184 3) sym_w)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_W1)) 4))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (= (dim ?x195 0) sym_m1)))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (= (dim ?x195 1) sym_c)))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x202 (dim ?x195 2)))
 (= 3 ?x202))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x204 (dim ?x195 3)))
 (= 3 ?x204))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (= (rank ?x206) 4))))
(assert
 (let ((?x210 (+ sym_m1 sym_m2)))
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (let ((?x209 (dim ?x206 0)))
 (= ?x209 ?x210))))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (= (dim ?x206 1) sym_c))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (let ((?x214 (dim ?x206 2)))
 (= 3 ?x214)))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (let ((?x216 (dim ?x206 3)))
 (= 3 ?x216)))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_X ?x206)))
 (= (rank ?x218) 4)))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_X ?x206)))
 (= (dim ?x218 0) sym_n)))))
(assert
 (let ((?x210 (+ sym_m1 sym_m2)))
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_X ?x206)))
 (let ((?x223 (dim ?x218 1)))
 (= ?x223 ?x210)))))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_X ?x206)))
 (= (dim ?x218 2) sym_h)))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_X ?x206)))
 (= (dim ?x218 3) sym_w)))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_X ?x206)))
 (let ((?x229 (slice 1 0 sym_m1 ?x218)))
 (= (rank ?x229) 4))))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_X ?x206)))
 (let ((?x229 (slice 1 0 sym_m1 ?x218)))
 (= (dim ?x229 0) sym_n))))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_X ?x206)))
 (let ((?x229 (slice 1 0 sym_m1 ?x218)))
 (= (dim ?x229 1) sym_m1))))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_X ?x206)))
 (let ((?x229 (slice 1 0 sym_m1 ?x218)))
 (= (dim ?x229 2) sym_h))))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_X ?x206)))
 (let ((?x229 (slice 1 0 sym_m1 ?x218)))
 (= (dim ?x229 3) sym_w))))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_X ?x206)))
 (let ((?x210 (+ sym_m1 sym_m2)))
 (let ((?x240 (slice 1 sym_m1 ?x210 ?x218)))
 (= (rank ?x240) 4)))))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_X ?x206)))
 (let ((?x210 (+ sym_m1 sym_m2)))
 (let ((?x240 (slice 1 sym_m1 ?x210 ?x218)))
 (= (dim ?x240 0) sym_n)))))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_X ?x206)))
 (let ((?x210 (+ sym_m1 sym_m2)))
 (let ((?x240 (slice 1 sym_m1 ?x210 ?x218)))
 (= (dim ?x240 1) sym_m2)))))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_X ?x206)))
 (let ((?x210 (+ sym_m1 sym_m2)))
 (let ((?x240 (slice 1 sym_m1 ?x210 ?x218)))
 (= (dim ?x240 2) sym_h)))))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
 (let ((?x206 (concat 0 ?x195 in_W3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_X ?x206)))
 (let ((?x210 (+ sym_m1 sym_m2)))
 (let ((?x240 (slice 1 sym_m1 ?x210 ?x218)))
 (= (dim ?x240 3) sym_w)))))))
(assert
 (let ((?x195 (pad4 0 0 1 1 0 0 1 1 in_W1)))
(let ((?x206 (concat 0 ?x195 in_W3)))
(let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_X ?x206)))
(let ((?x210 (+ sym_m1 sym_m2)))
(let ((?x240 (slice 1 sym_m1 ?x210 ?x218)))
(let ((?x184 (conv 1 1 1 1 1 1 1 1 1 in_X in_W3)))
(let ((?x229 (slice 1 0 sym_m1 ?x218)))
(let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_X in_W1)))
(or (and (distinct ?x173 ?x229) true) (and (distinct ?x184 ?x240) true)))))))))))
(check-sat)
