; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_in
; z3 rlimit used: 75003
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((W1 T) (W2 T) (X1 T) (X2 T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x36 (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2))))
 (let ((?x33 (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2))))
 (let (($x37 (= ?x33 ?x36)))
 (let (($x28 (and (= (dim X1 1) (dim W1 1)) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x28 $x37))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2)) ) :qid conv_concat_in))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c2))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c3))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x106 (dim in_u1 2)))
 (= 1 ?x106)))
(assert
 (let ((?x108 (dim in_u1 3)))
 (= 1 ?x108)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x117 (dim in_u2 2)))
 (= 1 ?x117)))
(assert
 (let ((?x119 (dim in_u2 3)))
 (= 1 ?x119)))
(assert
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x121) 4)))
(assert
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x121 0) sym_n)))
(assert
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x121 1) sym_c3)))
(assert
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x121 2) sym_h)))
(assert
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x121 3) sym_w)))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u2)))
 (= (rank ?x132) 4)))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u2)))
 (= (dim ?x132 0) sym_n)))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u2)))
 (= (dim ?x132 1) sym_c3)))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u2)))
 (= (dim ?x132 2) sym_h)))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u2)))
 (= (dim ?x132 3) sym_w)))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u2)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x143 (add ?x121 ?x132)))
 (= (rank ?x143) 4)))))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u2)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x143 (add ?x121 ?x132)))
 (= (dim ?x143 0) sym_n)))))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u2)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x143 (add ?x121 ?x132)))
 (= (dim ?x143 1) sym_c3)))))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u2)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x143 (add ?x121 ?x132)))
 (= (dim ?x143 2) sym_h)))))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u2)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x143 (add ?x121 ?x132)))
 (= (dim ?x143 3) sym_w)))))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x160 (+ sym_c sym_c2)))
 (let ((?x154 (concat 1 in_i1 in_i2)))
 (let ((?x159 (dim ?x154 1)))
 (= ?x159 ?x160)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_u1 in_u2)) 4))
(assert
 (= (dim (concat 1 in_u1 in_u2) 0) sym_c3))
(assert
 (let ((?x160 (+ sym_c sym_c2)))
 (let ((?x166 (concat 1 in_u1 in_u2)))
 (let ((?x171 (dim ?x166 1)))
 (= ?x171 ?x160)))))
(assert
 (let ((?x166 (concat 1 in_u1 in_u2)))
 (let ((?x173 (dim ?x166 2)))
 (= 1 ?x173))))
(assert
 (let ((?x166 (concat 1 in_u1 in_u2)))
 (let ((?x175 (dim ?x166 3)))
 (= 1 ?x175))))
(assert
 (let ((?x166 (concat 1 in_u1 in_u2)))
 (let ((?x154 (concat 1 in_i1 in_i2)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x154 ?x166)))
 (= (rank ?x177) 4)))))
(assert
 (let ((?x166 (concat 1 in_u1 in_u2)))
 (let ((?x154 (concat 1 in_i1 in_i2)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x154 ?x166)))
 (= (dim ?x177 0) sym_n)))))
(assert
 (let ((?x166 (concat 1 in_u1 in_u2)))
 (let ((?x154 (concat 1 in_i1 in_i2)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x154 ?x166)))
 (= (dim ?x177 1) sym_c3)))))
(assert
 (let ((?x166 (concat 1 in_u1 in_u2)))
 (let ((?x154 (concat 1 in_i1 in_i2)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x154 ?x166)))
 (= (dim ?x177 2) sym_h)))))
(assert
 (let ((?x166 (concat 1 in_u1 in_u2)))
 (let ((?x154 (concat 1 in_i1 in_i2)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x154 ?x166)))
 (= (dim ?x177 3) sym_w)))))
(assert
 (let ((?x166 (concat 1 in_u1 in_u2)))
(let ((?x154 (concat 1 in_i1 in_i2)))
(let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x154 ?x166)))
(let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u2)))
(let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x143 (add ?x121 ?x132)))
(and (distinct ?x143 ?x177) true))))))))
(check-sat)
