; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 76416
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
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x111 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x108 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x112 (= ?x108 ?x111)))
 (let (($x39 (>= sh 1)))
 (let (($x103 (and $x39 (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x103 $x112)))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x153 (dim in_k1 2)))
 (= 3 ?x153)))
(assert
 (let ((?x155 (dim in_k1 3)))
 (= 3 ?x155)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c))
(assert
 (let ((?x164 (dim in_k2 2)))
 (= 3 ?x164)))
(assert
 (let ((?x166 (dim in_k2 3)))
 (= 3 ?x166)))
(assert
 (let ((?x168 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x168) 4)))
(assert
 (let ((?x168 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x168 0) sym_n)))
(assert
 (let ((?x168 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x168 1) sym_c2)))
(assert
 (let ((?x168 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x168 2) sym_h)))
(assert
 (let ((?x168 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x168 3) sym_w)))
(assert
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (rank ?x179) 4)))
(assert
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x179 0) sym_n)))
(assert
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x179 1) sym_c3)))
(assert
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x179 2) sym_h)))
(assert
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x179 3) sym_w)))
(assert
 (let ((?x168 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x190 (relu ?x168)))
 (= (rank ?x190) 4))))
(assert
 (let ((?x168 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x190 (relu ?x168)))
 (= (dim ?x190 0) sym_n))))
(assert
 (let ((?x168 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x190 (relu ?x168)))
 (= (dim ?x190 1) sym_c2))))
(assert
 (let ((?x168 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x190 (relu ?x168)))
 (= (dim ?x190 2) sym_h))))
(assert
 (let ((?x168 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x190 (relu ?x168)))
 (= (dim ?x190 3) sym_w))))
(assert
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x201 (relu ?x179)))
 (= (rank ?x201) 4))))
(assert
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x201 (relu ?x179)))
 (= (dim ?x201 0) sym_n))))
(assert
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x201 (relu ?x179)))
 (= (dim ?x201 1) sym_c3))))
(assert
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x201 (relu ?x179)))
 (= (dim ?x201 2) sym_h))))
(assert
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x201 (relu ?x179)))
 (= (dim ?x201 3) sym_w))))
(assert
 (= (rank (concat 0 in_k1 in_k2)) 4))
(assert
 (let ((?x216 (+ sym_c2 sym_c3)))
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x215 (dim ?x212 0)))
 (= ?x215 ?x216)))))
(assert
 (= (dim (concat 0 in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x220 (dim ?x212 2)))
 (= 3 ?x220))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x222 (dim ?x212 3)))
 (= 3 ?x222))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (= (rank ?x224) 4))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (= (dim ?x224 0) sym_n))))
(assert
 (let ((?x216 (+ sym_c2 sym_c3)))
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x229 (dim ?x224 1)))
 (= ?x229 ?x216))))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (= (dim ?x224 2) sym_h))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (= (dim ?x224 3) sym_w))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x235 (relu ?x224)))
 (= (rank ?x235) 4)))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x235 (relu ?x224)))
 (= (dim ?x235 0) sym_n)))))
(assert
 (let ((?x216 (+ sym_c2 sym_c3)))
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x235 (relu ?x224)))
 (let ((?x240 (dim ?x235 1)))
 (= ?x240 ?x216)))))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x235 (relu ?x224)))
 (= (dim ?x235 2) sym_h)))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x235 (relu ?x224)))
 (= (dim ?x235 3) sym_w)))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (slice 1 0 sym_c2 ?x235)))
 (= (rank ?x246) 4))))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (slice 1 0 sym_c2 ?x235)))
 (= (dim ?x246 0) sym_n))))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (slice 1 0 sym_c2 ?x235)))
 (= (dim ?x246 1) sym_c2))))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (slice 1 0 sym_c2 ?x235)))
 (= (dim ?x246 2) sym_h))))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (slice 1 0 sym_c2 ?x235)))
 (= (dim ?x246 3) sym_w))))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x235 (relu ?x224)))
 (let ((?x216 (+ sym_c2 sym_c3)))
 (let ((?x257 (slice 1 sym_c2 ?x216 ?x235)))
 (= (rank ?x257) 4)))))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x235 (relu ?x224)))
 (let ((?x216 (+ sym_c2 sym_c3)))
 (let ((?x257 (slice 1 sym_c2 ?x216 ?x235)))
 (= (dim ?x257 0) sym_n)))))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x235 (relu ?x224)))
 (let ((?x216 (+ sym_c2 sym_c3)))
 (let ((?x257 (slice 1 sym_c2 ?x216 ?x235)))
 (= (dim ?x257 1) sym_c3)))))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x235 (relu ?x224)))
 (let ((?x216 (+ sym_c2 sym_c3)))
 (let ((?x257 (slice 1 sym_c2 ?x216 ?x235)))
 (= (dim ?x257 2) sym_h)))))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
 (let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x235 (relu ?x224)))
 (let ((?x216 (+ sym_c2 sym_c3)))
 (let ((?x257 (slice 1 sym_c2 ?x216 ?x235)))
 (= (dim ?x257 3) sym_w)))))))
(assert
 (let ((?x212 (concat 0 in_k1 in_k2)))
(let ((?x224 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x212)))
(let ((?x235 (relu ?x224)))
(let ((?x216 (+ sym_c2 sym_c3)))
(let ((?x257 (slice 1 sym_c2 ?x216 ?x235)))
(let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
(let ((?x201 (relu ?x179)))
(let ((?x246 (slice 1 0 sym_c2 ?x235)))
(let ((?x168 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x190 (relu ?x168)))
(or (and (distinct ?x190 ?x246) true) (and (distinct ?x201 ?x257) true)))))))))))))
(check-sat)
