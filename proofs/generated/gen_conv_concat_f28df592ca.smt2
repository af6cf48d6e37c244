; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out
; z3 rlimit used: 49209
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
 (let ((?x92 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x92) 4)))
(assert
 (let ((?x92 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x92 0) sym_n)))
(assert
 (let ((?x92 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x92 1) sym_c2)))
(assert
 (let ((?x102 (div (+ (- 3) sym_h) 2)))
 (let ((?x103 (+ 1 ?x102)))
 (let ((?x92 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x99 (dim ?x92 2)))
 (= ?x99 ?x103))))))
(assert
 (let ((?x107 (div (+ (- 3) sym_w) 2)))
 (let ((?x108 (+ 1 ?x107)))
 (let ((?x92 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x105 (dim ?x92 3)))
 (= ?x105 ?x108))))))
(assert
 (let ((?x110 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (rank ?x110) 4)))
(assert
 (let ((?x110 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x110 0) sym_n)))
(assert
 (let ((?x110 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x110 1) sym_c3)))
(assert
 (let ((?x102 (div (+ (- 3) sym_h) 2)))
 (let ((?x103 (+ 1 ?x102)))
 (let ((?x110 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x117 (dim ?x110 2)))
 (= ?x117 ?x103))))))
(assert
 (let ((?x107 (div (+ (- 3) sym_w) 2)))
 (let ((?x108 (+ 1 ?x107)))
 (let ((?x110 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x119 (dim ?x110 3)))
 (= ?x119 ?x108))))))
(assert
 (let ((?x110 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x92 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x121 (concat 1 ?x92 ?x110)))
 (= (rank ?x121) 4)))))
(assert
 (let ((?x110 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x92 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x121 (concat 1 ?x92 ?x110)))
 (= (dim ?x121 0) sym_n)))))
(assert
 (let ((?x127 (+ sym_c2 sym_c3)))
 (let ((?x110 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x92 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x121 (concat 1 ?x92 ?x110)))
 (let ((?x126 (dim ?x121 1)))
 (= ?x126 ?x127)))))))
(assert
 (let ((?x102 (div (+ (- 3) sym_h) 2)))
 (let ((?x103 (+ 1 ?x102)))
 (let ((?x110 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x92 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x121 (concat 1 ?x92 ?x110)))
 (let ((?x129 (dim ?x121 2)))
 (= ?x129 ?x103))))))))
(assert
 (let ((?x107 (div (+ (- 3) sym_w) 2)))
 (let ((?x108 (+ 1 ?x107)))
 (let ((?x110 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x92 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x121 (concat 1 ?x92 ?x110)))
 (let ((?x131 (dim ?x121 3)))
 (= ?x131 ?x108))))))))
(assert
 (let ((?x102 (div (+ (- 3) sym_h) 2)))
 (let ((?x103 (+ 1 ?x102)))
 (>= ?x103 0))))
(assert
 (let ((?x107 (div (+ (- 3) sym_w) 2)))
 (let ((?x108 (+ 1 ?x107)))
 (>= ?x108 0))))
(assert
 (let ((?x127 (+ sym_c2 sym_c3)))
 (>= ?x127 0)))
(assert
 (= (rank (concat 0 in_k1 in_k2)) 4))
(assert
 (let ((?x127 (+ sym_c2 sym_c3)))
 (let ((?x136 (concat 0 in_k1 in_k2)))
 (let ((?x139 (dim ?x136 0)))
 (= ?x139 ?x127)))))
(assert
 (= (dim (concat 0 in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x136 (concat 0 in_k1 in_k2)))
 (let ((?x143 (dim ?x136 2)))
 (= 3 ?x143))))
(assert
 (let ((?x136 (concat 0 in_k1 in_k2)))
 (let ((?x145 (dim ?x136 3)))
 (= 3 ?x145))))
(assert
 (let ((?x136 (concat 0 in_k1 in_k2)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x136)))
 (= (rank ?x147) 4))))
(assert
 (let ((?x136 (concat 0 in_k1 in_k2)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x136)))
 (= (dim ?x147 0) sym_n))))
(assert
 (let ((?x127 (+ sym_c2 sym_c3)))
 (let ((?x136 (concat 0 in_k1 in_k2)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x136)))
 (let ((?x152 (dim ?x147 1)))
 (= ?x152 ?x127))))))
(assert
 (let ((?x102 (div (+ (- 3) sym_h) 2)))
 (let ((?x103 (+ 1 ?x102)))
 (let ((?x136 (concat 0 in_k1 in_k2)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x136)))
 (let ((?x154 (dim ?x147 2)))
 (= ?x154 ?x103)))))))
(assert
 (let ((?x107 (div (+ (- 3) sym_w) 2)))
 (let ((?x108 (+ 1 ?x107)))
 (let ((?x136 (concat 0 in_k1 in_k2)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x136)))
 (let ((?x156 (dim ?x147 3)))
 (= ?x156 ?x108)))))))
(assert
 (let ((?x136 (concat 0 in_k1 in_k2)))
(let ((?x147 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x136)))
(let ((?x110 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
(let ((?x92 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x121 (concat 1 ?x92 ?x110)))
(and (distinct ?x121 ?x147) true)))))))
(check-sat)
