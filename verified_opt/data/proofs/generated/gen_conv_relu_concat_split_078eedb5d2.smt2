; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 76443
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
(declare-fun in_u1 () T)
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x166 (dim in_u1 2)))
 (= 1 ?x166)))
(assert
 (let ((?x168 (dim in_u1 3)))
 (= 1 ?x168)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x170) 4)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x170 0) sym_n)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x170 1) sym_c2)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x170 2) sym_h)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x170 3) sym_w)))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (rank ?x181) 4)))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x181 0) sym_n2)))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x181 1) sym_c2)))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x181 2) sym_h)))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x181 3) sym_w)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x170)))
 (= (rank ?x192) 4))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x170)))
 (= (dim ?x192 0) sym_n))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x170)))
 (= (dim ?x192 1) sym_c2))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x170)))
 (= (dim ?x192 2) sym_h))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x170)))
 (= (dim ?x192 3) sym_w))))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x203 (relu ?x181)))
 (= (rank ?x203) 4))))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x203 (relu ?x181)))
 (= (dim ?x203 0) sym_n2))))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x203 (relu ?x181)))
 (= (dim ?x203 1) sym_c2))))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x203 (relu ?x181)))
 (= (dim ?x203 2) sym_h))))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x203 (relu ?x181)))
 (= (dim ?x203 3) sym_w))))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x218 (+ sym_n sym_n2)))
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x217 (dim ?x214 0)))
 (= ?x217 ?x218)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (= (rank ?x226) 4))))
(assert
 (let ((?x218 (+ sym_n sym_n2)))
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x229 (dim ?x226 0)))
 (= ?x229 ?x218))))))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (= (dim ?x226 1) sym_c2))))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (= (dim ?x226 2) sym_h))))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (= (dim ?x226 3) sym_w))))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x237 (relu ?x226)))
 (= (rank ?x237) 4)))))
(assert
 (let ((?x218 (+ sym_n sym_n2)))
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x237 (relu ?x226)))
 (let ((?x240 (dim ?x237 0)))
 (= ?x240 ?x218)))))))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x237 (relu ?x226)))
 (= (dim ?x237 1) sym_c2)))))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x237 (relu ?x226)))
 (= (dim ?x237 2) sym_h)))))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x237 (relu ?x226)))
 (= (dim ?x237 3) sym_w)))))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x237 (relu ?x226)))
 (let ((?x248 (slice 0 0 sym_n ?x237)))
 (= (rank ?x248) 4))))))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x237 (relu ?x226)))
 (let ((?x248 (slice 0 0 sym_n ?x237)))
 (= (dim ?x248 0) sym_n))))))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x237 (relu ?x226)))
 (let ((?x248 (slice 0 0 sym_n ?x237)))
 (= (dim ?x248 1) sym_c2))))))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x237 (relu ?x226)))
 (let ((?x248 (slice 0 0 sym_n ?x237)))
 (= (dim ?x248 2) sym_h))))))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x237 (relu ?x226)))
 (let ((?x248 (slice 0 0 sym_n ?x237)))
 (= (dim ?x248 3) sym_w))))))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x237 (relu ?x226)))
 (let ((?x218 (+ sym_n sym_n2)))
 (let ((?x259 (slice 0 sym_n ?x218 ?x237)))
 (= (rank ?x259) 4)))))))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x237 (relu ?x226)))
 (let ((?x218 (+ sym_n sym_n2)))
 (let ((?x259 (slice 0 sym_n ?x218 ?x237)))
 (= (dim ?x259 0) sym_n2)))))))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x237 (relu ?x226)))
 (let ((?x218 (+ sym_n sym_n2)))
 (let ((?x259 (slice 0 sym_n ?x218 ?x237)))
 (= (dim ?x259 1) sym_c2)))))))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x237 (relu ?x226)))
 (let ((?x218 (+ sym_n sym_n2)))
 (let ((?x259 (slice 0 sym_n ?x218 ?x237)))
 (= (dim ?x259 2) sym_h)))))))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x237 (relu ?x226)))
 (let ((?x218 (+ sym_n sym_n2)))
 (let ((?x259 (slice 0 sym_n ?x218 ?x237)))
 (= (dim ?x259 3) sym_w)))))))
(assert
 (let ((?x214 (concat 0 in_i1 in_i2)))
(let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
(let ((?x237 (relu ?x226)))
(let ((?x218 (+ sym_n sym_n2)))
(let ((?x259 (slice 0 sym_n ?x218 ?x237)))
(let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
(let ((?x203 (relu ?x181)))
(let ((?x248 (slice 0 0 sym_n ?x237)))
(let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x192 (relu ?x170)))
(or (and (distinct ?x192 ?x248) true) (and (distinct ?x203 ?x259) true)))))))))))))
(check-sat)
