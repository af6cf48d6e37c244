; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x
; z3 rlimit used: 15771
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x54 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x51 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x55 (= ?x51 ?x54)))
 (let (($x49 (and (= (dim X1 0) (dim X2 0)) (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x49 $x55))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x119 (dim in_k1 2)))
 (= 3 ?x119)))
(assert
 (let ((?x121 (dim in_k1 3)))
 (= 3 ?x121)))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x123) 4)))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 0) sym_n)))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 1) sym_c2)))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 2) sym_h)))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 3) sym_w)))
(assert
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (rank ?x134) 4)))
(assert
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x134 0) sym_n)))
(assert
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x134 1) sym_c2)))
(assert
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x134 2) sym_h)))
(assert
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x134 3) sym_w)))
(assert
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (add ?x123 ?x134)))
 (= (rank ?x145) 4)))))
(assert
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (add ?x123 ?x134)))
 (= (dim ?x145 0) sym_n)))))
(assert
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (add ?x123 ?x134)))
 (= (dim ?x145 1) sym_c2)))))
(assert
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (add ?x123 ?x134)))
 (= (dim ?x145 2) sym_h)))))
(assert
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (add ?x123 ?x134)))
 (= (dim ?x145 3) sym_w)))))
(assert
 (= (rank (add in_i1 in_i2)) 4))
(assert
 (= (dim (add in_i1 in_i2) 0) sym_n))
(assert
 (= (dim (add in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (add in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (add in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x156 (add in_i1 in_i2)))
 (let ((?x167 (conv 1 1 1 1 1 1 1 1 1 ?x156 in_k1)))
 (= (rank ?x167) 4))))
(assert
 (let ((?x156 (add in_i1 in_i2)))
 (let ((?x167 (conv 1 1 1 1 1 1 1 1 1 ?x156 in_k1)))
 (= (dim ?x167 0) sym_n))))
(assert
 (let ((?x156 (add in_i1 in_i2)))
 (let ((?x167 (conv 1 1 1 1 1 1 1 1 1 ?x156 in_k1)))
 (= (dim ?x167 1) sym_c2))))
(assert
 (let ((?x156 (add in_i1 in_i2)))
 (let ((?x167 (conv 1 1 1 1 1 1 1 1 1 ?x156 in_k1)))
 (= (dim ?x167 2) sym_h))))
(assert
 (let ((?x156 (add in_i1 in_i2)))
 (let ((?x167 (conv 1 1 1 1 1 1 1 1 1 ?x156 in_k1)))
 (= (dim ?x167 3) sym_w))))
(assert
 (let ((?x156 (add in_i1 in_i2)))
(let ((?x167 (conv 1 1 1 1 1 1 1 1 1 ?x156 in_k1)))
(let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
(let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x145 (add ?x123 ?x134)))
(and (distinct ?x145 ?x167) true)))))))
(check-sat)
