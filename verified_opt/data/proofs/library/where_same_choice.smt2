; verified_opt proof obligation: unsat means the rule holds
; axioms used: where_same
; z3 rlimit used: 72886
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun where (T T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_C () T)
(declare-fun dim (T Int) Int)
(declare-fun in_X () T)
(assert
 (forall ((C T) (X T) )(! (let ((?x7 (where C X X)))
 (= ?x7 X)) :pattern ( (where C X X) ) :qid where_same))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_C) 2))
(assert
 (= (dim in_C 0) sym_n))
(assert
 (= (dim in_C 1) sym_c))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (rank (where in_C in_X in_X)) 2))
(assert
 (= (dim (where in_C in_X in_X) 0) sym_n))
(assert
 (= (dim (where in_C in_X in_X) 1) sym_c))
(assert
 (let ((?x49 (where in_C in_X in_X)))
(and (distinct ?x49 in_X) true)))
(check-sat)
