; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 77097
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun slice (Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x12 (concat ax (relu X) (relu Y))))
 (let ((?x9 (relu (concat ax X Y))))
 (= ?x9 ?x12))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((X T) (ax Int) (e Int) (s Int) )(! (let ((?x46 (relu (slice ax s e X))))
 (let ((?x44 (slice ax s e (relu X))))
 (let (($x47 (= ?x44 ?x46)))
 (=> (and (<= s e) (>= s 0) (>= e 1)) $x47)))) :pattern ( (slice ax s e (relu X)) ) :pattern ( (relu (slice ax s e X)) ) :qid relu_slice))
 )
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x64 (slice ax 0 n1 (concat ax A B))))
 (let (($x65 (= ?x64 A)))
 (=> (and (= (dim A ax) n1)) $x65))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x80 (slice ax n1 e (concat ax A B))))
 (let (($x81 (= ?x80 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x81))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x113 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x110 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x114 (= ?x110 ?x113)))
 (let (($x39 (>= sh 1)))
 (let (($x105 (and (>= g 1) $x39 (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x105 $x114)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (>= sym_n2 1))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n2))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x166 (dim in_k1 2)))
 (= 3 ?x166)))
(assert
 (let ((?x168 (dim in_k1 3)))
 (= 3 ?x168)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x170) 4)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x170 0) sym_n)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x170 1) sym_c2)))
(assert
 (let ((?x179 (+ (- 2) sym_h)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x179)))))
(assert
 (let ((?x182 (+ (- 2) sym_w)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x181 (dim ?x170 3)))
 (= ?x181 ?x182)))))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (rank ?x184) 4)))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x184 0) sym_n2)))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x184 1) sym_c2)))
(assert
 (let ((?x179 (+ (- 2) sym_h)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x191 (dim ?x184 2)))
 (= ?x191 ?x179)))))
(assert
 (let ((?x182 (+ (- 2) sym_w)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x193 (dim ?x184 3)))
 (= ?x193 ?x182)))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (relu ?x170)))
 (= (rank ?x195) 4))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (relu ?x170)))
 (= (dim ?x195 0) sym_n))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (relu ?x170)))
 (= (dim ?x195 1) sym_c2))))
(assert
 (let ((?x179 (+ (- 2) sym_h)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (relu ?x170)))
 (let ((?x202 (dim ?x195 2)))
 (= ?x202 ?x179))))))
(assert
 (let ((?x182 (+ (- 2) sym_w)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (relu ?x170)))
 (let ((?x204 (dim ?x195 3)))
 (= ?x204 ?x182))))))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x206 (relu ?x184)))
 (= (rank ?x206) 4))))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x206 (relu ?x184)))
 (= (dim ?x206 0) sym_n2))))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x206 (relu ?x184)))
 (= (dim ?x206 1) sym_c2))))
(assert
 (let ((?x179 (+ (- 2) sym_h)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x206 (relu ?x184)))
 (let ((?x213 (dim ?x206 2)))
 (= ?x213 ?x179))))))
(assert
 (let ((?x182 (+ (- 2) sym_w)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x206 (relu ?x184)))
 (let ((?x215 (dim ?x206 3)))
 (= ?x215 ?x182))))))
(assert
 (let ((?x179 (+ (- 2) sym_h)))
 (>= ?x179 0)))
(assert
 (let ((?x182 (+ (- 2) sym_w)))
 (>= ?x182 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x223 (+ sym_n sym_n2)))
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x222 (dim ?x219 0)))
 (= ?x222 ?x223)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (= (rank ?x231) 4))))
(assert
 (let ((?x223 (+ sym_n sym_n2)))
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (let ((?x234 (dim ?x231 0)))
 (= ?x234 ?x223))))))
(assert
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (= (dim ?x231 1) sym_c2))))
(assert
 (let ((?x179 (+ (- 2) sym_h)))
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (let ((?x238 (dim ?x231 2)))
 (= ?x238 ?x179))))))
(assert
 (let ((?x182 (+ (- 2) sym_w)))
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (let ((?x240 (dim ?x231 3)))
 (= ?x240 ?x182))))))
(assert
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (let ((?x242 (relu ?x231)))
 (= (rank ?x242) 4)))))
(assert
 (let ((?x223 (+ sym_n sym_n2)))
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x245 (dim ?x242 0)))
 (= ?x245 ?x223)))))))
(assert
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (let ((?x242 (relu ?x231)))
 (= (dim ?x242 1) sym_c2)))))
(assert
 (let ((?x179 (+ (- 2) sym_h)))
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x249 (dim ?x242 2)))
 (= ?x249 ?x179)))))))
(assert
 (let ((?x182 (+ (- 2) sym_w)))
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x251 (dim ?x242 3)))
 (= ?x251 ?x182)))))))
(assert
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (slice 0 0 sym_n ?x242)))
 (= (rank ?x253) 4))))))
(assert
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (slice 0 0 sym_n ?x242)))
 (= (dim ?x253 0) sym_n))))))
(assert
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (slice 0 0 sym_n ?x242)))
 (= (dim ?x253 1) sym_c2))))))
(assert
 (let ((?x179 (+ (- 2) sym_h)))
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (slice 0 0 sym_n ?x242)))
 (let ((?x260 (dim ?x253 2)))
 (= ?x260 ?x179))))))))
(assert
 (let ((?x182 (+ (- 2) sym_w)))
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (slice 0 0 sym_n ?x242)))
 (let ((?x262 (dim ?x253 3)))
 (= ?x262 ?x182))))))))
(assert
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x223 (+ sym_n sym_n2)))
 (let ((?x264 (slice 0 sym_n ?x223 ?x242)))
 (= (rank ?x264) 4)))))))
(assert
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x223 (+ sym_n sym_n2)))
 (let ((?x264 (slice 0 sym_n ?x223 ?x242)))
 (= (dim ?x264 0) sym_n2)))))))
(assert
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x223 (+ sym_n sym_n2)))
 (let ((?x264 (slice 0 sym_n ?x223 ?x242)))
 (= (dim ?x264 1) sym_c2)))))))
(assert
 (let ((?x179 (+ (- 2) sym_h)))
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x223 (+ sym_n sym_n2)))
 (let ((?x264 (slice 0 sym_n ?x223 ?x242)))
 (let ((?x271 (dim ?x264 2)))
 (= ?x271 ?x179)))))))))
(assert
 (let ((?x182 (+ (- 2) sym_w)))
 (let ((?x219 (concat 0 in_i1 in_i2)))
 (let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x223 (+ sym_n sym_n2)))
 (let ((?x264 (slice 0 sym_n ?x223 ?x242)))
 (let ((?x273 (dim ?x264 3)))
 (= ?x273 ?x182)))))))))
(assert
 (let ((?x219 (concat 0 in_i1 in_i2)))
(let ((?x231 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_k1)))
(let ((?x242 (relu ?x231)))
(let ((?x223 (+ sym_n sym_n2)))
(let ((?x264 (slice 0 sym_n ?x223 ?x242)))
(let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
(let ((?x206 (relu ?x184)))
(let ((?x253 (slice 0 0 sym_n ?x242)))
(let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x195 (relu ?x170)))
(or (and (distinct ?x195 ?x253) true) (and (distinct ?x206 ?x264) true)))))))))))))
(check-sat)
