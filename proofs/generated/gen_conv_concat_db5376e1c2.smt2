; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out
; z3 rlimit used: 48681
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x22 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x19 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (= ?x19 ?x22))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (>= sym_c3 1))
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
 (let ((?x77 (dim in_u1 2)))
 (= 1 ?x77)))
(assert
 (let ((?x79 (dim in_u1 3)))
 (= 1 ?x79)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x88 (dim in_u2 2)))
 (= 1 ?x88)))
(assert
 (let ((?x90 (dim in_u2 3)))
 (= 1 ?x90)))
(assert
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x92) 4)))
(assert
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x92 0) sym_n)))
(assert
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x92 1) sym_c2)))
(assert
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x92 2) sym_h)))
(assert
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x92 3) sym_w)))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (rank ?x103) 4)))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (dim ?x103 0) sym_n)))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (dim ?x103 1) sym_c3)))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (dim ?x103 2) sym_h)))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (dim ?x103 3) sym_w)))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (concat 1 ?x92 ?x103)))
 (= (rank ?x114) 4)))))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (concat 1 ?x92 ?x103)))
 (= (dim ?x114 0) sym_n)))))
(assert
 (let ((?x120 (+ sym_c2 sym_c3)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (concat 1 ?x92 ?x103)))
 (let ((?x119 (dim ?x114 1)))
 (= ?x119 ?x120)))))))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (concat 1 ?x92 ?x103)))
 (= (dim ?x114 2) sym_h)))))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (concat 1 ?x92 ?x103)))
 (= (dim ?x114 3) sym_w)))))
(assert
 (let ((?x120 (+ sym_c2 sym_c3)))
 (>= ?x120 0)))
(assert
 (= (rank (concat 0 in_u1 in_u2)) 4))
(assert
 (let ((?x120 (+ sym_c2 sym_c3)))
 (let ((?x127 (concat 0 in_u1 in_u2)))
 (let ((?x130 (dim ?x127 0)))
 (= ?x130 ?x120)))))
(assert
 (= (dim (concat 0 in_u1 in_u2) 1) sym_c))
(assert
 (let ((?x127 (concat 0 in_u1 in_u2)))
 (let ((?x134 (dim ?x127 2)))
 (= 1 ?x134))))
(assert
 (let ((?x127 (concat 0 in_u1 in_u2)))
 (let ((?x136 (dim ?x127 3)))
 (= 1 ?x136))))
(assert
 (let ((?x127 (concat 0 in_u1 in_u2)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x127)))
 (= (rank ?x138) 4))))
(assert
 (let ((?x127 (concat 0 in_u1 in_u2)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x127)))
 (= (dim ?x138 0) sym_n))))
(assert
 (let ((?x120 (+ sym_c2 sym_c3)))
 (let ((?x127 (concat 0 in_u1 in_u2)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x127)))
 (let ((?x143 (dim ?x138 1)))
 (= ?x143 ?x120))))))
(assert
 (let ((?x127 (concat 0 in_u1 in_u2)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x127)))
 (= (dim ?x138 2) sym_h))))
(assert
 (let ((?x127 (concat 0 in_u1 in_u2)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x127)))
 (= (dim ?x138 3) sym_w))))
(assert
 (let ((?x127 (concat 0 in_u1 in_u2)))
(let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x127)))
(let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
(let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x114 (concat 1 ?x92 ?x103)))
(and (distinct ?x114 ?x138) true)))))))
(check-sat)
