; verified_opt proof obligation: unsat means the rule holds
; axioms used: sub_add_cancel
; z3 rlimit used: 73282
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun sub (T T) T)
(declare-fun add (T T) T)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x8 (sub (add X Y) Y)))
 (= ?x8 X)) :pattern ( (sub (add X Y) Y) ) :qid sub_add_cancel))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_n))
(assert
 (= (rank in_Y) 2))
(assert
 (= (dim in_Y 0) sym_m))
(assert
 (= (dim in_Y 1) sym_n))
(assert
 (= (rank (add in_X in_Y)) 2))
(assert
 (= (dim (add in_X in_Y) 0) sym_m))
(assert
 (= (dim (add in_X in_Y) 1) sym_n))
(assert
 (= (rank (sub (add in_X in_Y) in_Y)) 2))
(assert
 (= (dim (sub (add in_X in_Y) in_Y) 0) sym_m))
(assert
 (= (dim (sub (add in_X in_Y) in_Y) 1) sym_n))
(assert
 (let ((?x50 (add in_X in_Y)))
(let ((?x57 (sub ?x50 in_Y)))
(and (distinct ?x57 in_X) true))))
(check-sat)
