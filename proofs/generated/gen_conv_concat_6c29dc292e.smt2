; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out
; z3 rlimit used: 49021
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
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x77 (dim in_k1 2)))
 (= 3 ?x77)))
(assert
 (let ((?x79 (dim in_k1 3)))
 (= 3 ?x79)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c))
(assert
 (let ((?x88 (dim in_k2 2)))
 (= 3 ?x88)))
(assert
 (let ((?x90 (dim in_k2 3)))
 (= 3 ?x90)))
(assert
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x92) 4)))
(assert
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x92 0) sym_n)))
(assert
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x92 1) sym_c2)))
(assert
 (let ((?x101 (+ (- 2) sym_h)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x99 (dim ?x92 2)))
 (= ?x99 ?x101)))))
(assert
 (let ((?x104 (+ (- 2) sym_w)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x103 (dim ?x92 3)))
 (= ?x103 ?x104)))))
(assert
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (rank ?x106) 4)))
(assert
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x106 0) sym_n)))
(assert
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x106 1) sym_c3)))
(assert
 (let ((?x101 (+ (- 2) sym_h)))
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x113 (dim ?x106 2)))
 (= ?x113 ?x101)))))
(assert
 (let ((?x104 (+ (- 2) sym_w)))
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x115 (dim ?x106 3)))
 (= ?x115 ?x104)))))
(assert
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x117 (concat 1 ?x92 ?x106)))
 (= (rank ?x117) 4)))))
(assert
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x117 (concat 1 ?x92 ?x106)))
 (= (dim ?x117 0) sym_n)))))
(assert
 (let ((?x123 (+ sym_c2 sym_c3)))
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x117 (concat 1 ?x92 ?x106)))
 (let ((?x122 (dim ?x117 1)))
 (= ?x122 ?x123)))))))
(assert
 (let ((?x101 (+ (- 2) sym_h)))
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x117 (concat 1 ?x92 ?x106)))
 (let ((?x125 (dim ?x117 2)))
 (= ?x125 ?x101)))))))
(assert
 (let ((?x104 (+ (- 2) sym_w)))
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x117 (concat 1 ?x92 ?x106)))
 (let ((?x127 (dim ?x117 3)))
 (= ?x127 ?x104)))))))
(assert
 (let ((?x101 (+ (- 2) sym_h)))
 (>= ?x101 0)))
(assert
 (let ((?x104 (+ (- 2) sym_w)))
 (>= ?x104 0)))
(assert
 (let ((?x123 (+ sym_c2 sym_c3)))
 (>= ?x123 0)))
(assert
 (= (rank (concat 0 in_k1 in_k2)) 4))
(assert
 (let ((?x123 (+ sym_c2 sym_c3)))
 (let ((?x132 (concat 0 in_k1 in_k2)))
 (let ((?x135 (dim ?x132 0)))
 (= ?x135 ?x123)))))
(assert
 (= (dim (concat 0 in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x132 (concat 0 in_k1 in_k2)))
 (let ((?x139 (dim ?x132 2)))
 (= 3 ?x139))))
(assert
 (let ((?x132 (concat 0 in_k1 in_k2)))
 (let ((?x141 (dim ?x132 3)))
 (= 3 ?x141))))
(assert
 (let ((?x132 (concat 0 in_k1 in_k2)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x132)))
 (= (rank ?x143) 4))))
(assert
 (let ((?x132 (concat 0 in_k1 in_k2)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x132)))
 (= (dim ?x143 0) sym_n))))
(assert
 (let ((?x123 (+ sym_c2 sym_c3)))
 (let ((?x132 (concat 0 in_k1 in_k2)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x132)))
 (let ((?x148 (dim ?x143 1)))
 (= ?x148 ?x123))))))
(assert
 (let ((?x101 (+ (- 2) sym_h)))
 (let ((?x132 (concat 0 in_k1 in_k2)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x132)))
 (let ((?x150 (dim ?x143 2)))
 (= ?x150 ?x101))))))
(assert
 (let ((?x104 (+ (- 2) sym_w)))
 (let ((?x132 (concat 0 in_k1 in_k2)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x132)))
 (let ((?x152 (dim ?x143 3)))
 (= ?x152 ?x104))))))
(assert
 (let ((?x132 (concat 0 in_k1 in_k2)))
(let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x132)))
(let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
(let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x117 (concat 1 ?x92 ?x106)))
(and (distinct ?x117 ?x143) true)))))))
(check-sat)
