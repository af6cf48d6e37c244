; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, conv_concat_out, conv_enlarge, conv_slice_out, slice_concat3_middle, slice_concat_left, slice_concat_right
; z3 rlimit used: 56454
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
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x13 (concat ax A B)))
 (let ((?x14 (slice ax 0 n1 ?x13)))
 (let (($x15 (= ?x14 A)))
 (=> (and (= (dim A ax) n1)) $x15)))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x48 (slice ax n1 e (concat ax A B))))
 (let (($x49 (= ?x48 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x49))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) (_t0 Int) )(! (let ((?x55 (dim A ax)))
 (let ((?x67 (slice ax ?x55 _t0 (concat ax A (concat ax B C)))))
 (let (($x68 (= ?x67 B)))
 (=> (and (= _t0 (+ ?x55 (dim B ax)))) $x68)))) :pattern ( (slice ax (dim A ax) _t0 (concat ax A (concat ax B C))) ) :qid slice_concat3_middle))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x81 (concat ax A (concat ax B C))))
 (let ((?x79 (concat ax (concat ax A B) C)))
 (= ?x79 ?x81))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x99 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x96 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (= ?x96 ?x99))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (e Int) (pb Int) (pl Int) (pr Int) (pt Int) (s Int) (sh Int) (sw Int) )(! (let ((?x114 (conv sh sw pt pl pb pr dh dw 1 X (slice 0 s e W))))
 (let ((?x112 (slice 1 s e (conv sh sw pt pl pb pr dh dw 1 X W))))
 (let (($x115 (= ?x112 ?x114)))
 (=> (and (<= s e) (<= e (dim W 0))) $x115)))) :pattern ( (slice 1 s e (conv sh sw pt pl pb pr dh dw 1 X W)) ) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (slice 0 s e W)) ) :qid conv_slice_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x150 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x148 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x140 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)))))
 (=> $x140 (= ?x148 ?x150))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
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
 (let ((?x208 (dim in_A 2)))
 (= 1 ?x208)))
(assert
 (let ((?x210 (dim in_A 3)))
 (= 1 ?x210)))
(assert
 (= (rank in_B) 4))
(assert
 (= (dim in_B 0) sym_m2))
(assert
 (= (dim in_B 1) sym_c))
(assert
 (let ((?x219 (dim in_B 2)))
 (= 3 ?x219)))
(assert
 (let ((?x221 (dim in_B 3)))
 (= 3 ?x221)))
(assert
 (= (rank in_C) 4))
(assert
 (= (dim in_C 0) sym_m3))
(assert
 (= (dim in_C 1) sym_c))
(assert
 (let ((?x230 (dim in_C 2)))
 (= 1 ?x230)))
(assert
 (let ((?x232 (dim in_C 3)))
 (= 1 ?x232)))
(assert
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 in_X in_A)))
 (= (rank ?x234) 4)))
(assert
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 in_X in_A)))
 (= (dim ?x234 0) sym_n)))
(assert
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 in_X in_A)))
 (= (dim ?x234 1) sym_m1)))
(assert
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 in_X in_A)))
 (= (dim ?x234 2) sym_h)))
(assert
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 in_X in_A)))
 (= (dim ?x234 3) sym_w)))
(assert
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 in_X in_B)))
 (= (rank ?x245) 4)))
(assert
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 in_X in_B)))
 (= (dim ?x245 0) sym_n)))
(assert
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 in_X in_B)))
 (= (dim ?x245 1) sym_m2)))
(assert
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 in_X in_B)))
 (= (dim ?x245 2) sym_h)))
(assert
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 in_X in_B)))
 (= (dim ?x245 3) sym_w)))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_X in_C)))
 (= (rank ?x256) 4)))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_X in_C)))
 (= (dim ?x256 0) sym_n)))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_X in_C)))
 (= (dim ?x256 1) sym_m3)))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_X in_C)))
 (= (dim ?x256 2) sym_h)))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_X in_C)))
 (= (dim ?x256 3) sym_w)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_A)) 4))
(assert
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (= (dim ?x267 0) sym_m1)))
(assert
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (= (dim ?x267 1) sym_c)))
(assert
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x274 (dim ?x267 2)))
 (= 3 ?x274))))
(assert
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x276 (dim ?x267 3)))
 (= 3 ?x276))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_C)) 4))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (= (dim ?x278 0) sym_m3)))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (= (dim ?x278 1) sym_c)))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x285 (dim ?x278 2)))
 (= 3 ?x285))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x287 (dim ?x278 3)))
 (= 3 ?x287))))
(assert
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (= (rank ?x289) 4))))
(assert
 (let ((?x293 (+ sym_m1 sym_m2)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x292 (dim ?x289 0)))
 (= ?x292 ?x293))))))
(assert
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (= (dim ?x289 1) sym_c))))
(assert
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x297 (dim ?x289 2)))
 (= 3 ?x297)))))
(assert
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x299 (dim ?x289 3)))
 (= 3 ?x299)))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (= (rank ?x301) 4))))))
(assert
 (let ((?x305 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x304 (dim ?x301 0)))
 (= ?x304 ?x305))))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (= (dim ?x301 1) sym_c))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x309 (dim ?x301 2)))
 (= 3 ?x309)))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x311 (dim ?x301 3)))
 (= 3 ?x311)))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (= (rank ?x313) 4)))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (= (dim ?x313 0) sym_n)))))))
(assert
 (let ((?x305 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (let ((?x318 (dim ?x313 1)))
 (= ?x318 ?x305)))))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (= (dim ?x313 2) sym_h)))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (= (dim ?x313 3) sym_w)))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (let ((?x324 (slice 1 0 sym_m1 ?x313)))
 (= (rank ?x324) 4))))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (let ((?x324 (slice 1 0 sym_m1 ?x313)))
 (= (dim ?x324 0) sym_n))))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (let ((?x324 (slice 1 0 sym_m1 ?x313)))
 (= (dim ?x324 1) sym_m1))))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (let ((?x324 (slice 1 0 sym_m1 ?x313)))
 (= (dim ?x324 2) sym_h))))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (let ((?x324 (slice 1 0 sym_m1 ?x313)))
 (= (dim ?x324 3) sym_w))))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (let ((?x293 (+ sym_m1 sym_m2)))
 (let ((?x335 (slice 1 sym_m1 ?x293 ?x313)))
 (= (rank ?x335) 4)))))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (let ((?x293 (+ sym_m1 sym_m2)))
 (let ((?x335 (slice 1 sym_m1 ?x293 ?x313)))
 (= (dim ?x335 0) sym_n)))))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (let ((?x293 (+ sym_m1 sym_m2)))
 (let ((?x335 (slice 1 sym_m1 ?x293 ?x313)))
 (= (dim ?x335 1) sym_m2)))))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (let ((?x293 (+ sym_m1 sym_m2)))
 (let ((?x335 (slice 1 sym_m1 ?x293 ?x313)))
 (= (dim ?x335 2) sym_h)))))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (let ((?x293 (+ sym_m1 sym_m2)))
 (let ((?x335 (slice 1 sym_m1 ?x293 ?x313)))
 (= (dim ?x335 3) sym_w)))))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (let ((?x305 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x293 (+ sym_m1 sym_m2)))
 (let ((?x346 (slice 1 ?x293 ?x305 ?x313)))
 (= (rank ?x346) 4))))))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (let ((?x305 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x293 (+ sym_m1 sym_m2)))
 (let ((?x346 (slice 1 ?x293 ?x305 ?x313)))
 (= (dim ?x346 0) sym_n))))))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (let ((?x305 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x293 (+ sym_m1 sym_m2)))
 (let ((?x346 (slice 1 ?x293 ?x305 ?x313)))
 (= (dim ?x346 1) sym_m3))))))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (let ((?x305 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x293 (+ sym_m1 sym_m2)))
 (let ((?x346 (slice 1 ?x293 ?x305 ?x313)))
 (= (dim ?x346 2) sym_h))))))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
 (let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
 (let ((?x289 (concat 0 ?x267 in_B)))
 (let ((?x301 (concat 0 ?x289 ?x278)))
 (let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
 (let ((?x305 (+ sym_m1 sym_m2 sym_m3)))
 (let ((?x293 (+ sym_m1 sym_m2)))
 (let ((?x346 (slice 1 ?x293 ?x305 ?x313)))
 (= (dim ?x346 3) sym_w))))))))))
(assert
 (let ((?x278 (pad4 0 0 1 1 0 0 1 1 in_C)))
(let ((?x267 (pad4 0 0 1 1 0 0 1 1 in_A)))
(let ((?x289 (concat 0 ?x267 in_B)))
(let ((?x301 (concat 0 ?x289 ?x278)))
(let ((?x313 (conv 1 1 1 1 1 1 1 1 1 in_X ?x301)))
(let ((?x305 (+ sym_m1 sym_m2 sym_m3)))
(let ((?x293 (+ sym_m1 sym_m2)))
(let ((?x346 (slice 1 ?x293 ?x305 ?x313)))
(let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_X in_C)))
(let ((?x335 (slice 1 sym_m1 ?x293 ?x313)))
(let ((?x245 (conv 1 1 1 1 1 1 1 1 1 in_X in_B)))
(let ((?x324 (slice 1 0 sym_m1 ?x313)))
(let ((?x234 (conv 1 1 0 0 0 0 1 1 1 in_X in_A)))
(or (and (distinct ?x234 ?x324) true) (and (distinct ?x245 ?x335) true) (and (distinct ?x256 ?x346) true))))))))))))))))
(check-sat)
