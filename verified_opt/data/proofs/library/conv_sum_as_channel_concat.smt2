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
(declare-fun sym_c1 () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_X1 () T)
(declare-fun in_X2 () T)
(assert
 (forall ((W1 T) (W2 T) (X1 T) (X2 T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x36 (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2))))
 (let ((?x33 (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2))))
 (let (($x37 (= ?x33 ?x36)))
 (let (($x28 (and (= (dim X1 1) (dim W1 1)) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x28 $x37))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2)) ) :qid conv_concat_in))
 )
(assert
 (>= sym_c1 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_W1) 4))
(assert
 (= (dim in_W1 0) sym_m))
(assert
 (= (dim in_W1 1) sym_c1))
(assert
 (let ((?x84 (dim in_W1 2)))
 (= 3 ?x84)))
(assert
 (let ((?x86 (dim in_W1 3)))
 (= 3 ?x86)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m))
(assert
 (= (dim in_W2 1) sym_c2))
(assert
 (let ((?x95 (dim in_W2 2)))
 (= 3 ?x95)))
(assert
 (let ((?x97 (dim in_W2 3)))
 (= 3 ?x97)))
(assert
 (= (rank in_X1) 4))
(assert
 (= (dim in_X1 0) sym_n))
(assert
 (= (dim in_X1 1) sym_c1))
(assert
 (= (dim in_X1 2) sym_h))
(assert
 (= (dim in_X1 3) sym_w))
(assert
 (= (rank in_X2) 4))
(assert
 (= (dim in_X2 0) sym_n))
(assert
 (= (dim in_X2 1) sym_c2))
(assert
 (= (dim in_X2 2) sym_h))
(assert
 (= (dim in_X2 3) sym_w))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (rank ?x121) 4)))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x121 0) sym_n)))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x121 1) sym_m)))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x121 2) sym_h)))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x121 3) sym_w)))
(assert
 (let ((?x132 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (rank ?x132) 4)))
(assert
 (let ((?x132 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x132 0) sym_n)))
(assert
 (let ((?x132 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x132 1) sym_m)))
(assert
 (let ((?x132 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x132 2) sym_h)))
(assert
 (let ((?x132 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x132 3) sym_w)))
(assert
 (let ((?x132 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x143 (add ?x121 ?x132)))
 (= (rank ?x143) 4)))))
(assert
 (let ((?x132 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x143 (add ?x121 ?x132)))
 (= (dim ?x143 0) sym_n)))))
(assert
 (let ((?x132 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x143 (add ?x121 ?x132)))
 (= (dim ?x143 1) sym_m)))))
(assert
 (let ((?x132 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x143 (add ?x121 ?x132)))
 (= (dim ?x143 2) sym_h)))))
(assert
 (let ((?x132 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x143 (add ?x121 ?x132)))
 (= (dim ?x143 3) sym_w)))))
(assert
 (= (rank (concat 1 in_X1 in_X2)) 4))
(assert
 (= (dim (concat 1 in_X1 in_X2) 0) sym_n))
(assert
 (let ((?x160 (+ sym_c1 sym_c2)))
 (let ((?x154 (concat 1 in_X1 in_X2)))
 (let ((?x159 (dim ?x154 1)))
 (= ?x159 ?x160)))))
(assert
 (= (dim (concat 1 in_X1 in_X2) 2) sym_h))
(assert
 (= (dim (concat 1 in_X1 in_X2) 3) sym_w))
(assert
 (= (rank (concat 1 in_W1 in_W2)) 4))
(assert
 (= (dim (concat 1 in_W1 in_W2) 0) sym_m))
(assert
 (let ((?x160 (+ sym_c1 sym_c2)))
 (let ((?x166 (concat 1 in_W1 in_W2)))
 (let ((?x171 (dim ?x166 1)))
 (= ?x171 ?x160)))))
(assert
 (let ((?x166 (concat 1 in_W1 in_W2)))
 (let ((?x173 (dim ?x166 2)))
 (= 3 ?x173))))
(assert
 (let ((?x166 (concat 1 in_W1 in_W2)))
 (let ((?x175 (dim ?x166 3)))
 (= 3 ?x175))))
(assert
 (let ((?x166 (concat 1 in_W1 in_W2)))
 (let ((?x154 (concat 1 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x154 ?x166)))
 (= (rank ?x177) 4)))))
(assert
 (let ((?x166 (concat 1 in_W1 in_W2)))
 (let ((?x154 (concat 1 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x154 ?x166)))
 (= (dim ?x177 0) sym_n)))))
(assert
 (let ((?x166 (concat 1 in_W1 in_W2)))
 (let ((?x154 (concat 1 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x154 ?x166)))
 (= (dim ?x177 1) sym_m)))))
(assert
 (let ((?x166 (concat 1 in_W1 in_W2)))
 (let ((?x154 (concat 1 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x154 ?x166)))
 (= (dim ?x177 2) sym_h)))))
(assert
 (let ((?x166 (concat 1 in_W1 in_W2)))
 (let ((?x154 (concat 1 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x154 ?x166)))
 (= (dim ?x177 3) sym_w)))))
(assert
 (let ((?x166 (concat 1 in_W1 in_W2)))
(let ((?x154 (concat 1 in_X1 in_X2)))
(let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x154 ?x166)))
(let ((?x132 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
(let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
(let ((?x143 (add ?x121 ?x132)))
(and (distinct ?x143 ?x177) true))))))))
(check-sat)
