; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_idkernel, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 51179
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
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
 (forall ((X T) (ax Int) (e Int) (s Int) )(! (let ((?x14 (relu (slice ax s e X))))
 (let ((?x12 (slice ax s e (relu X))))
 (let (($x15 (= ?x12 ?x14)))
 (=> (and (<= s e)) $x15)))) :pattern ( (slice ax s e (relu X)) ) :pattern ( (relu (slice ax s e X)) ) :qid relu_slice))
 )
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x50 (slice ax 0 n1 (concat ax A B))))
 (let (($x51 (= ?x50 A)))
 (=> (and (= (dim A ax) n1)) $x51))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x66 (slice ax n1 e (concat ax A B))))
 (let (($x67 (= ?x66 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x67))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x92 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x93 (= ?x92 X)))
 (let (($x89 (= (dim X 1) c)))
 (let (($x90 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x89)))
 (=> $x90 $x93))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x117 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x114 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (= ?x114 ?x117))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x152 (dim in_k1 2)))
 (= 3 ?x152)))
(assert
 (let ((?x154 (dim in_k1 3)))
 (= 3 ?x154)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x163 (dim ?x156 2)))
 (= 3 ?x163))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x165 (dim ?x156 3)))
 (= 3 ?x165))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 3 3) in_k1)) 4))
(assert
 (let ((?x171 (+ sym_c sym_c2)))
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x170 (dim ?x167 0)))
 (= ?x170 ?x171))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 3 3) in_k1) 1) sym_c))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x175 (dim ?x167 2)))
 (= 3 ?x175)))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x177 (dim ?x167 3)))
 (= 3 ?x177)))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (= (rank ?x179) 4)))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (= (dim ?x179 0) sym_n)))))
(assert
 (let ((?x171 (+ sym_c sym_c2)))
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (let ((?x184 (dim ?x179 1)))
 (= ?x184 ?x171)))))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (= (dim ?x179 2) sym_h)))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (= (dim ?x179 3) sym_w)))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (let ((?x190 (relu ?x179)))
 (= (rank ?x190) 4))))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (let ((?x190 (relu ?x179)))
 (= (dim ?x190 0) sym_n))))))
(assert
 (let ((?x171 (+ sym_c sym_c2)))
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (let ((?x190 (relu ?x179)))
 (let ((?x195 (dim ?x190 1)))
 (= ?x195 ?x171))))))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (let ((?x190 (relu ?x179)))
 (= (dim ?x190 2) sym_h))))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (let ((?x190 (relu ?x179)))
 (= (dim ?x190 3) sym_w))))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (slice 1 0 sym_c ?x190)))
 (= (rank ?x201) 4)))))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (slice 1 0 sym_c ?x190)))
 (= (dim ?x201 0) sym_n)))))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (slice 1 0 sym_c ?x190)))
 (= (dim ?x201 1) sym_c)))))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (slice 1 0 sym_c ?x190)))
 (= (dim ?x201 2) sym_h)))))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (slice 1 0 sym_c ?x190)))
 (= (dim ?x201 3) sym_w)))))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (let ((?x190 (relu ?x179)))
 (let ((?x171 (+ sym_c sym_c2)))
 (let ((?x212 (slice 1 sym_c ?x171 ?x190)))
 (= (rank ?x212) 4))))))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (let ((?x190 (relu ?x179)))
 (let ((?x171 (+ sym_c sym_c2)))
 (let ((?x212 (slice 1 sym_c ?x171 ?x190)))
 (= (dim ?x212 0) sym_n))))))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (let ((?x190 (relu ?x179)))
 (let ((?x171 (+ sym_c sym_c2)))
 (let ((?x212 (slice 1 sym_c ?x171 ?x190)))
 (= (dim ?x212 1) sym_c2))))))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (let ((?x190 (relu ?x179)))
 (let ((?x171 (+ sym_c sym_c2)))
 (let ((?x212 (slice 1 sym_c ?x171 ?x190)))
 (= (dim ?x212 2) sym_h))))))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (concat 0 ?x156 in_k1)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
 (let ((?x190 (relu ?x179)))
 (let ((?x171 (+ sym_c sym_c2)))
 (let ((?x212 (slice 1 sym_c ?x171 ?x190)))
 (= (dim ?x212 3) sym_w))))))))
(assert
 (let ((?x171 (+ sym_c sym_c2)))
 (>= ?x171 0)))
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
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x235) 4)))
(assert
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x235 0) sym_n)))
(assert
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x235 1) sym_c2)))
(assert
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x235 2) sym_h)))
(assert
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x235 3) sym_w)))
(assert
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x246 (relu ?x235)))
 (= (rank ?x246) 4))))
(assert
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x246 (relu ?x235)))
 (= (dim ?x246 0) sym_n))))
(assert
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x246 (relu ?x235)))
 (= (dim ?x246 1) sym_c2))))
(assert
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x246 (relu ?x235)))
 (= (dim ?x246 2) sym_h))))
(assert
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x246 (relu ?x235)))
 (= (dim ?x246 3) sym_w))))
(assert
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x246 (relu ?x235)))
(let ((?x156 (idkernel4 sym_c 3 3)))
(let ((?x167 (concat 0 ?x156 in_k1)))
(let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x167)))
(let ((?x190 (relu ?x179)))
(let ((?x171 (+ sym_c sym_c2)))
(let ((?x212 (slice 1 sym_c ?x171 ?x190)))
(or (and (distinct (slice 1 0 sym_c ?x190) (relu in_i1)) true) (and (distinct ?x212 ?x246) true)))))))))))
(check-sat)
