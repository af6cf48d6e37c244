; verified_opt proof obligation: unsat means the rule holds
; axioms used: 
; z3 rlimit used: 2
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(declare-fun add (T T) T)
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank in_Y) 4))
(assert
 (= (dim in_Y 0) sym_n))
(assert
 (= (dim in_Y 1) sym_c))
(assert
 (= (dim in_Y 2) sym_h))
(assert
 (= (dim in_Y 3) sym_w))
(assert
 (= (rank (add in_X in_Y)) 4))
(assert
 (= (dim (add in_X in_Y) 0) sym_n))
(assert
 (= (dim (add in_X in_Y) 1) sym_c))
(assert
 (= (dim (add in_X in_Y) 2) sym_h))
(assert
 (= (dim (add in_X in_Y) 3) sym_w))
(assert
 (let ((?x40 (add in_X in_Y)))
(and (distinct ?x40 ?x40) true)))
(check-sat)
