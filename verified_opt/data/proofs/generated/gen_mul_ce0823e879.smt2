; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_assoc, mul_comm
; z3 rlimit used: 73999
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(declare-fun in_i3 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x8 (mul Y X)))
 (let ((?x7 (mul X Y)))
 (= ?x7 ?x8))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x7 (mul Y Z)))
 (let ((?x33 (mul X ?x7)))
 (let ((?x32 (mul (mul X Y) Z)))
 (= ?x32 ?x33)))) :pattern ( (mul (mul X Y) Z) ) :pattern ( (mul X (mul Y Z)) ) :qid mul_assoc))
 )
(assert
 (>= sym_c 1))
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
 (= (rank in_i3) 4))
(assert
 (= (dim in_i3 0) sym_n))
(assert
 (= (dim in_i3 1) sym_c))
(assert
 (= (dim in_i3 2) sym_h))
(assert
 (= (dim in_i3 3) sym_w))
(assert
 (= (rank (mul in_i1 in_i2)) 4))
(assert
 (= (dim (mul in_i1 in_i2) 0) sym_n))
(assert
 (= (dim (mul in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (mul in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (mul in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (mul in_i3 (mul in_i1 in_i2))) 4))
(assert
 (= (dim (mul in_i3 (mul in_i1 in_i2)) 0) sym_n))
(assert
 (= (dim (mul in_i3 (mul in_i1 in_i2)) 1) sym_c))
(assert
 (= (dim (mul in_i3 (mul in_i1 in_i2)) 2) sym_h))
(assert
 (= (dim (mul in_i3 (mul in_i1 in_i2)) 3) sym_w))
(assert
 (= (rank (mul in_i1 in_i3)) 4))
(assert
 (= (dim (mul in_i1 in_i3) 0) sym_n))
(assert
 (= (dim (mul in_i1 in_i3) 1) sym_c))
(assert
 (= (dim (mul in_i1 in_i3) 2) sym_h))
(assert
 (= (dim (mul in_i1 in_i3) 3) sym_w))
(assert
 (= (rank (mul in_i2 (mul in_i1 in_i3))) 4))
(assert
 (= (dim (mul in_i2 (mul in_i1 in_i3)) 0) sym_n))
(assert
 (= (dim (mul in_i2 (mul in_i1 in_i3)) 1) sym_c))
(assert
 (= (dim (mul in_i2 (mul in_i1 in_i3)) 2) sym_h))
(assert
 (= (dim (mul in_i2 (mul in_i1 in_i3)) 3) sym_w))
(assert
 (let ((?x106 (mul in_i1 in_i3)))
(let ((?x117 (mul in_i2 ?x106)))
(let ((?x84 (mul in_i1 in_i2)))
(let ((?x95 (mul in_i3 ?x84)))
(and (distinct ?x95 ?x117) true))))))
(check-sat)
