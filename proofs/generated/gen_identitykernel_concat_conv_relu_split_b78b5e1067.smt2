; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_idkernel, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 51260
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
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x12 (concat ax (relu X) (relu Y))))
 (let ((?x9 (relu (concat ax X Y))))
 (= ?x9 ?x12))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((X T) (ax Int) (e Int) (s Int) )(! (let ((?x42 (relu (slice ax s e X))))
 (let ((?x40 (slice ax s e (relu X))))
 (let (($x43 (= ?x40 ?x42)))
 (=> (and (<= s e)) $x43)))) :pattern ( (slice ax s e (relu X)) ) :pattern ( (relu (slice ax s e X)) ) :qid relu_slice))
 )
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x60 (slice ax 0 n1 (concat ax A B))))
 (let (($x61 (= ?x60 A)))
 (=> (and (= (dim A ax) n1)) $x61))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x76 (slice ax n1 e (concat ax A B))))
 (let (($x77 (= ?x76 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x77))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x102 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x103 (= ?x102 X)))
 (let (($x99 (= (dim X 1) c)))
 (let (($x100 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x99)))
 (=> $x100 $x103))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x127 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x124 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (= ?x124 ?x127))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (>= sym_c2 1))
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
 (let ((?x162 (dim in_u1 2)))
 (= 1 ?x162)))
(assert
 (let ((?x164 (dim in_u1 3)))
 (= 1 ?x164)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x173 (dim ?x166 2)))
 (= 1 ?x173))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x175 (dim ?x166 3)))
 (= 1 ?x175))))
(assert
 (= (rank (concat 0 in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (let ((?x181 (+ sym_c2 sym_c)))
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x180 (dim ?x177 0)))
 (= ?x180 ?x181))))))
(assert
 (= (dim (concat 0 in_u1 (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x185 (dim ?x177 2)))
 (= 1 ?x185)))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x187 (dim ?x177 3)))
 (= 1 ?x187)))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (= (rank ?x189) 4)))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (= (dim ?x189 0) sym_n)))))
(assert
 (let ((?x181 (+ sym_c2 sym_c)))
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (let ((?x194 (dim ?x189 1)))
 (= ?x194 ?x181)))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (= (dim ?x189 2) sym_h)))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (= (dim ?x189 3) sym_w)))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (let ((?x200 (relu ?x189)))
 (= (rank ?x200) 4))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (let ((?x200 (relu ?x189)))
 (= (dim ?x200 0) sym_n))))))
(assert
 (let ((?x181 (+ sym_c2 sym_c)))
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (let ((?x200 (relu ?x189)))
 (let ((?x205 (dim ?x200 1)))
 (= ?x205 ?x181))))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (let ((?x200 (relu ?x189)))
 (= (dim ?x200 2) sym_h))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (let ((?x200 (relu ?x189)))
 (= (dim ?x200 3) sym_w))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (let ((?x200 (relu ?x189)))
 (let ((?x211 (slice 1 0 sym_c2 ?x200)))
 (= (rank ?x211) 4)))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (let ((?x200 (relu ?x189)))
 (let ((?x211 (slice 1 0 sym_c2 ?x200)))
 (= (dim ?x211 0) sym_n)))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (let ((?x200 (relu ?x189)))
 (let ((?x211 (slice 1 0 sym_c2 ?x200)))
 (= (dim ?x211 1) sym_c2)))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (let ((?x200 (relu ?x189)))
 (let ((?x211 (slice 1 0 sym_c2 ?x200)))
 (= (dim ?x211 2) sym_h)))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (let ((?x200 (relu ?x189)))
 (let ((?x211 (slice 1 0 sym_c2 ?x200)))
 (= (dim ?x211 3) sym_w)))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (let ((?x200 (relu ?x189)))
 (let ((?x181 (+ sym_c2 sym_c)))
 (let ((?x222 (slice 1 sym_c2 ?x181 ?x200)))
 (= (rank ?x222) 4))))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (let ((?x200 (relu ?x189)))
 (let ((?x181 (+ sym_c2 sym_c)))
 (let ((?x222 (slice 1 sym_c2 ?x181 ?x200)))
 (= (dim ?x222 0) sym_n))))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (let ((?x200 (relu ?x189)))
 (let ((?x181 (+ sym_c2 sym_c)))
 (let ((?x222 (slice 1 sym_c2 ?x181 ?x200)))
 (= (dim ?x222 1) sym_c))))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (let ((?x200 (relu ?x189)))
 (let ((?x181 (+ sym_c2 sym_c)))
 (let ((?x222 (slice 1 sym_c2 ?x181 ?x200)))
 (= (dim ?x222 2) sym_h))))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (concat 0 in_u1 ?x166)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (let ((?x200 (relu ?x189)))
 (let ((?x181 (+ sym_c2 sym_c)))
 (let ((?x222 (slice 1 sym_c2 ?x181 ?x200)))
 (= (dim ?x222 3) sym_w))))))))
(assert
 (let ((?x181 (+ sym_c2 sym_c)))
 (>= ?x181 0)))
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
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x245) 4)))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x245 0) sym_n)))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x245 1) sym_c2)))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x245 2) sym_h)))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x245 3) sym_w)))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (= (rank ?x256) 4))))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 0) sym_n))))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 1) sym_c2))))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 2) sym_h))))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 3) sym_w))))
(assert
 (let ((?x234 (relu in_i1)))
(let ((?x166 (idkernel4 sym_c 1 1)))
(let ((?x177 (concat 0 in_u1 ?x166)))
(let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
(let ((?x200 (relu ?x189)))
(let ((?x181 (+ sym_c2 sym_c)))
(let ((?x222 (slice 1 sym_c2 ?x181 ?x200)))
(let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x256 (relu ?x245)))
(let ((?x211 (slice 1 0 sym_c2 ?x200)))
(or (and (distinct ?x211 ?x256) true) (and (distinct ?x222 ?x234) true)))))))))))))
(check-sat)
