; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_assoc, mul_comm, relu_square
; z3 rlimit used: 73808
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x8 (mul X ?x6)))
 (let ((?x7 (mul ?x6 ?x6)))
 (= ?x7 ?x8)))) :pattern ( (mul (relu X) (relu X)) ) :pattern ( (mul X (relu X)) ) :qid relu_square))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x32 (mul Y X)))
 (let ((?x31 (mul X Y)))
 (= ?x31 ?x32))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x31 (mul Y Z)))
 (let ((?x40 (mul X ?x31)))
 (let ((?x39 (mul (mul X Y) Z)))
 (= ?x39 ?x40)))) :pattern ( (mul (mul X Y) Z) ) :pattern ( (mul X (mul Y Z)) ) :qid mul_assoc))
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
 (= (rank (mul in_i1 (relu in_i1))) 4))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 0) sym_n))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 3) sym_w))
(assert
 (= (rank (mul (relu in_i1) (mul in_i1 (relu in_i1)))) 4))
(assert
 (= (dim (mul (relu in_i1) (mul in_i1 (relu in_i1))) 0) sym_n))
(assert
 (= (dim (mul (relu in_i1) (mul in_i1 (relu in_i1))) 1) sym_c))
(assert
 (= (dim (mul (relu in_i1) (mul in_i1 (relu in_i1))) 2) sym_h))
(assert
 (= (dim (mul (relu in_i1) (mul in_i1 (relu in_i1))) 3) sym_w))
(assert
 (= (rank (mul in_i1 (mul in_i1 (relu in_i1)))) 4))
(assert
 (= (dim (mul in_i1 (mul in_i1 (relu in_i1))) 0) sym_n))
(assert
 (= (dim (mul in_i1 (mul in_i1 (relu in_i1))) 1) sym_c))
(assert
 (= (dim (mul in_i1 (mul in_i1 (relu in_i1))) 2) sym_h))
(assert
 (= (dim (mul in_i1 (mul in_i1 (relu in_i1))) 3) sym_w))
(assert
 (let ((?x69 (relu in_i1)))
(let ((?x80 (mul in_i1 ?x69)))
(let ((?x102 (mul in_i1 ?x80)))
(let ((?x91 (mul ?x69 ?x80)))
(and (distinct ?x91 ?x102) true))))))
(check-sat)
