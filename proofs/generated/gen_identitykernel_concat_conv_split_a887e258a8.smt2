; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_idkernel, slice_concat_left
; z3 rlimit used: 49340
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
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
(declare-fun in_k1 () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x14 (slice ax 0 n1 (concat ax A B))))
 (let (($x15 (= ?x14 A)))
 (=> (and (= (dim A ax) n1)) $x15))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x55 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x56 (= ?x55 X)))
 (let (($x52 (= (dim X 1) c)))
 (let (($x53 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x52)))
 (=> $x53 $x56))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x78 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (= ?x78 ?x81))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x116 (dim in_k1 2)))
 (= 3 ?x116)))
(assert
 (let ((?x118 (dim in_k1 3)))
 (= 3 ?x118)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x127 (dim ?x120 2)))
 (= 3 ?x127))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x129 (dim ?x120 3)))
 (= 3 ?x129))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 3 3) in_k1)) 4))
(assert
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (concat 0 ?x120 in_k1)))
 (let ((?x134 (dim ?x131 0)))
 (= ?x134 ?x135))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 3 3) in_k1) 1) sym_c))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (concat 0 ?x120 in_k1)))
 (let ((?x139 (dim ?x131 2)))
 (= 3 ?x139)))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (concat 0 ?x120 in_k1)))
 (let ((?x141 (dim ?x131 3)))
 (= 3 ?x141)))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (concat 0 ?x120 in_k1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x131)))
 (= (rank ?x143) 4)))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (concat 0 ?x120 in_k1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x131)))
 (= (dim ?x143 0) sym_n)))))
(assert
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (concat 0 ?x120 in_k1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x131)))
 (let ((?x148 (dim ?x143 1)))
 (= ?x148 ?x135)))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (concat 0 ?x120 in_k1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x131)))
 (= (dim ?x143 2) sym_h)))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (concat 0 ?x120 in_k1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x131)))
 (= (dim ?x143 3) sym_w)))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (concat 0 ?x120 in_k1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x131)))
 (let ((?x154 (slice 1 0 sym_c ?x143)))
 (= (rank ?x154) 4))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (concat 0 ?x120 in_k1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x131)))
 (let ((?x154 (slice 1 0 sym_c ?x143)))
 (= (dim ?x154 0) sym_n))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (concat 0 ?x120 in_k1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x131)))
 (let ((?x154 (slice 1 0 sym_c ?x143)))
 (= (dim ?x154 1) sym_c))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (concat 0 ?x120 in_k1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x131)))
 (let ((?x154 (slice 1 0 sym_c ?x143)))
 (= (dim ?x154 2) sym_h))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (concat 0 ?x120 in_k1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x131)))
 (let ((?x154 (slice 1 0 sym_c ?x143)))
 (= (dim ?x154 3) sym_w))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (concat 0 ?x120 in_k1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x131)))
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x165 (slice 1 sym_c ?x135 ?x143)))
 (= (rank ?x165) 4)))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (concat 0 ?x120 in_k1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x131)))
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x165 (slice 1 sym_c ?x135 ?x143)))
 (= (dim ?x165 0) sym_n)))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (concat 0 ?x120 in_k1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x131)))
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x165 (slice 1 sym_c ?x135 ?x143)))
 (= (dim ?x165 1) sym_c2)))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (concat 0 ?x120 in_k1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x131)))
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x165 (slice 1 sym_c ?x135 ?x143)))
 (= (dim ?x165 2) sym_h)))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (concat 0 ?x120 in_k1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x131)))
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x165 (slice 1 sym_c ?x135 ?x143)))
 (= (dim ?x165 3) sym_w)))))))
(assert
 (let ((?x135 (+ sym_c sym_c2)))
 (>= ?x135 0)))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
(let ((?x131 (concat 0 ?x120 in_k1)))
(let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x131)))
(let ((?x154 (slice 1 0 sym_c ?x143)))
(and (distinct ?x154 in_i1) true))))))
(check-sat)
