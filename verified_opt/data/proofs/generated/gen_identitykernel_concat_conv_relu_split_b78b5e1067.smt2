; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_idkernel, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 77039
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun slice (Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
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
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x108 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x109 (= ?x108 X)))
 (let (($x105 (= (dim X 1) c)))
 (let (($x101 (>= kw 1)))
 (let (($x100 (>= kh 1)))
 (let (($x37 (>= pw 0)))
 (let (($x99 (>= ph 0)))
 (let (($x106 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x99 $x37 $x100 $x101 $x105)))
 (=> $x106 $x109))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x141 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x138 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x142 (= ?x138 ?x141)))
 (let (($x39 (>= sh 1)))
 (let (($x133 (and $x39 (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x133 $x142)))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x180 (dim in_u1 2)))
 (= 1 ?x180)))
(assert
 (let ((?x182 (dim in_u1 3)))
 (= 1 ?x182)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x191 (dim ?x184 2)))
 (= 1 ?x191))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x193 (dim ?x184 3)))
 (= 1 ?x193))))
(assert
 (= (rank (concat 0 in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (let ((?x199 (+ sym_c2 sym_c)))
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x198 (dim ?x195 0)))
 (= ?x198 ?x199))))))
(assert
 (= (dim (concat 0 in_u1 (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x203 (dim ?x195 2)))
 (= 1 ?x203)))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x205 (dim ?x195 3)))
 (= 1 ?x205)))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (= (rank ?x207) 4)))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (= (dim ?x207 0) sym_n)))))
(assert
 (let ((?x199 (+ sym_c2 sym_c)))
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (let ((?x212 (dim ?x207 1)))
 (= ?x212 ?x199)))))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (= (dim ?x207 2) sym_h)))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (= (dim ?x207 3) sym_w)))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (let ((?x218 (relu ?x207)))
 (= (rank ?x218) 4))))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (let ((?x218 (relu ?x207)))
 (= (dim ?x218 0) sym_n))))))
(assert
 (let ((?x199 (+ sym_c2 sym_c)))
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (let ((?x218 (relu ?x207)))
 (let ((?x223 (dim ?x218 1)))
 (= ?x223 ?x199))))))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (let ((?x218 (relu ?x207)))
 (= (dim ?x218 2) sym_h))))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (let ((?x218 (relu ?x207)))
 (= (dim ?x218 3) sym_w))))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (let ((?x218 (relu ?x207)))
 (let ((?x229 (slice 1 0 sym_c2 ?x218)))
 (= (rank ?x229) 4)))))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (let ((?x218 (relu ?x207)))
 (let ((?x229 (slice 1 0 sym_c2 ?x218)))
 (= (dim ?x229 0) sym_n)))))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (let ((?x218 (relu ?x207)))
 (let ((?x229 (slice 1 0 sym_c2 ?x218)))
 (= (dim ?x229 1) sym_c2)))))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (let ((?x218 (relu ?x207)))
 (let ((?x229 (slice 1 0 sym_c2 ?x218)))
 (= (dim ?x229 2) sym_h)))))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (let ((?x218 (relu ?x207)))
 (let ((?x229 (slice 1 0 sym_c2 ?x218)))
 (= (dim ?x229 3) sym_w)))))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (let ((?x218 (relu ?x207)))
 (let ((?x199 (+ sym_c2 sym_c)))
 (let ((?x240 (slice 1 sym_c2 ?x199 ?x218)))
 (= (rank ?x240) 4))))))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (let ((?x218 (relu ?x207)))
 (let ((?x199 (+ sym_c2 sym_c)))
 (let ((?x240 (slice 1 sym_c2 ?x199 ?x218)))
 (= (dim ?x240 0) sym_n))))))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (let ((?x218 (relu ?x207)))
 (let ((?x199 (+ sym_c2 sym_c)))
 (let ((?x240 (slice 1 sym_c2 ?x199 ?x218)))
 (= (dim ?x240 1) sym_c))))))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (let ((?x218 (relu ?x207)))
 (let ((?x199 (+ sym_c2 sym_c)))
 (let ((?x240 (slice 1 sym_c2 ?x199 ?x218)))
 (= (dim ?x240 2) sym_h))))))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (concat 0 in_u1 ?x184)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
 (let ((?x218 (relu ?x207)))
 (let ((?x199 (+ sym_c2 sym_c)))
 (let ((?x240 (slice 1 sym_c2 ?x199 ?x218)))
 (= (dim ?x240 3) sym_w))))))))
(assert
 (let ((?x199 (+ sym_c2 sym_c)))
 (>= ?x199 0)))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (let ((?x263 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x263) 4)))
(assert
 (let ((?x263 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x263 0) sym_n)))
(assert
 (let ((?x263 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x263 1) sym_c2)))
(assert
 (let ((?x263 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x263 2) sym_h)))
(assert
 (let ((?x263 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x263 3) sym_w)))
(assert
 (let ((?x263 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x274 (relu ?x263)))
 (= (rank ?x274) 4))))
(assert
 (let ((?x263 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x274 (relu ?x263)))
 (= (dim ?x274 0) sym_n))))
(assert
 (let ((?x263 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x274 (relu ?x263)))
 (= (dim ?x274 1) sym_c2))))
(assert
 (let ((?x263 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x274 (relu ?x263)))
 (= (dim ?x274 2) sym_h))))
(assert
 (let ((?x263 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x274 (relu ?x263)))
 (= (dim ?x274 3) sym_w))))
(assert
 (let ((?x252 (relu in_i1)))
(let ((?x184 (idkernel4 sym_c 1 1)))
(let ((?x195 (concat 0 in_u1 ?x184)))
(let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x195)))
(let ((?x218 (relu ?x207)))
(let ((?x199 (+ sym_c2 sym_c)))
(let ((?x240 (slice 1 sym_c2 ?x199 ?x218)))
(let ((?x263 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x274 (relu ?x263)))
(let ((?x229 (slice 1 0 sym_c2 ?x218)))
(or (and (distinct ?x229 ?x274) true) (and (distinct ?x240 ?x252) true)))))))))))))
(check-sat)
