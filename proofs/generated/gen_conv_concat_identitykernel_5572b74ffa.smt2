; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_idkernel
; z3 rlimit used: 48643
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x67 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (= ?x64 ?x67))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x102 (dim in_u1 2)))
 (= 1 ?x102)))
(assert
 (let ((?x104 (dim in_u1 3)))
 (= 1 ?x104)))
(assert
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x106) 4)))
(assert
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x106 0) sym_n)))
(assert
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x106 1) sym_c2)))
(assert
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x106 2) sym_h)))
(assert
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x106 3) sym_w)))
(assert
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x117 (concat 1 in_i1 ?x106)))
 (= (rank ?x117) 4))))
(assert
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x117 (concat 1 in_i1 ?x106)))
 (= (dim ?x117 0) sym_n))))
(assert
 (let ((?x123 (+ sym_c sym_c2)))
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x117 (concat 1 in_i1 ?x106)))
 (let ((?x122 (dim ?x117 1)))
 (= ?x122 ?x123))))))
(assert
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x117 (concat 1 in_i1 ?x106)))
 (= (dim ?x117 2) sym_h))))
(assert
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x117 (concat 1 in_i1 ?x106)))
 (= (dim ?x117 3) sym_w))))
(assert
 (let ((?x123 (+ sym_c sym_c2)))
 (>= ?x123 0)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x137 (dim ?x130 2)))
 (= 1 ?x137))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x139 (dim ?x130 3)))
 (= 1 ?x139))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 1 1) in_u1)) 4))
(assert
 (let ((?x123 (+ sym_c sym_c2)))
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (concat 0 ?x130 in_u1)))
 (let ((?x144 (dim ?x141 0)))
 (= ?x144 ?x123))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 1 1) in_u1) 1) sym_c))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (concat 0 ?x130 in_u1)))
 (let ((?x148 (dim ?x141 2)))
 (= 1 ?x148)))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (concat 0 ?x130 in_u1)))
 (let ((?x150 (dim ?x141 3)))
 (= 1 ?x150)))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (concat 0 ?x130 in_u1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (rank ?x152) 4)))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (concat 0 ?x130 in_u1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (dim ?x152 0) sym_n)))))
(assert
 (let ((?x123 (+ sym_c sym_c2)))
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (concat 0 ?x130 in_u1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x157 (dim ?x152 1)))
 (= ?x157 ?x123)))))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (concat 0 ?x130 in_u1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (dim ?x152 2) sym_h)))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (concat 0 ?x130 in_u1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (dim ?x152 3) sym_w)))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
(let ((?x141 (concat 0 ?x130 in_u1)))
(let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
(let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x117 (concat 1 in_i1 ?x106)))
(and (distinct ?x117 ?x152) true)))))))
(check-sat)
