; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_w
; z3 rlimit used: 75358
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x33 (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x34 (= ?x30 ?x33)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x34))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
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
 (let ((?x90 (dim in_u1 2)))
 (= 1 ?x90)))
(assert
 (let ((?x92 (dim in_u1 3)))
 (= 1 ?x92)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c2))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x101 (dim in_u2 2)))
 (= 1 ?x101)))
(assert
 (let ((?x103 (dim in_u2 3)))
 (= 1 ?x103)))
(assert
 (let ((?x105 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x105) 4)))
(assert
 (let ((?x105 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x105 0) sym_n)))
(assert
 (let ((?x105 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x105 1) sym_c2)))
(assert
 (let ((?x115 (div (+ (- 1) sym_h) 2)))
 (let ((?x116 (+ 1 ?x115)))
 (let ((?x105 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x112 (dim ?x105 2)))
 (= ?x112 ?x116))))))
(assert
 (let ((?x120 (div (+ (- 1) sym_w) 2)))
 (let ((?x121 (+ 1 ?x120)))
 (let ((?x105 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x118 (dim ?x105 3)))
 (= ?x118 ?x121))))))
(assert
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (rank ?x123) 4)))
(assert
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (dim ?x123 0) sym_n)))
(assert
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (dim ?x123 1) sym_c2)))
(assert
 (let ((?x115 (div (+ (- 1) sym_h) 2)))
 (let ((?x116 (+ 1 ?x115)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x130 (dim ?x123 2)))
 (= ?x130 ?x116))))))
(assert
 (let ((?x120 (div (+ (- 1) sym_w) 2)))
 (let ((?x121 (+ 1 ?x120)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x132 (dim ?x123 3)))
 (= ?x132 ?x121))))))
(assert
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x105 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x134 (add ?x105 ?x123)))
 (= (rank ?x134) 4)))))
(assert
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x105 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x134 (add ?x105 ?x123)))
 (= (dim ?x134 0) sym_n)))))
(assert
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x105 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x134 (add ?x105 ?x123)))
 (= (dim ?x134 1) sym_c2)))))
(assert
 (let ((?x115 (div (+ (- 1) sym_h) 2)))
 (let ((?x116 (+ 1 ?x115)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x105 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x134 (add ?x105 ?x123)))
 (let ((?x141 (dim ?x134 2)))
 (= ?x141 ?x116))))))))
(assert
 (let ((?x120 (div (+ (- 1) sym_w) 2)))
 (let ((?x121 (+ 1 ?x120)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x105 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x134 (add ?x105 ?x123)))
 (let ((?x143 (dim ?x134 3)))
 (= ?x143 ?x121))))))))
(assert
 (let ((?x115 (div (+ (- 1) sym_h) 2)))
 (let ((?x116 (+ 1 ?x115)))
 (>= ?x116 0))))
(assert
 (let ((?x120 (div (+ (- 1) sym_w) 2)))
 (let ((?x121 (+ 1 ?x120)))
 (>= ?x121 0))))
(assert
 (= (rank (add in_u1 in_u2)) 4))
(assert
 (= (dim (add in_u1 in_u2) 0) sym_c2))
(assert
 (= (dim (add in_u1 in_u2) 1) sym_c))
(assert
 (let ((?x147 (add in_u1 in_u2)))
 (let ((?x154 (dim ?x147 2)))
 (= 1 ?x154))))
(assert
 (let ((?x147 (add in_u1 in_u2)))
 (let ((?x156 (dim ?x147 3)))
 (= 1 ?x156))))
(assert
 (let ((?x147 (add in_u1 in_u2)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (= (rank ?x158) 4))))
(assert
 (let ((?x147 (add in_u1 in_u2)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (= (dim ?x158 0) sym_n))))
(assert
 (let ((?x147 (add in_u1 in_u2)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (= (dim ?x158 1) sym_c2))))
(assert
 (let ((?x115 (div (+ (- 1) sym_h) 2)))
 (let ((?x116 (+ 1 ?x115)))
 (let ((?x147 (add in_u1 in_u2)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x165 (dim ?x158 2)))
 (= ?x165 ?x116)))))))
(assert
 (let ((?x120 (div (+ (- 1) sym_w) 2)))
 (let ((?x121 (+ 1 ?x120)))
 (let ((?x147 (add in_u1 in_u2)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x167 (dim ?x158 3)))
 (= ?x167 ?x121)))))))
(assert
 (let ((?x147 (add in_u1 in_u2)))
(let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
(let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
(let ((?x105 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x134 (add ?x105 ?x123)))
(and (distinct ?x134 ?x158) true)))))))
(check-sat)
