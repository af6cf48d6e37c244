; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_idem
; z3 rlimit used: 782
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
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
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
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
 (= (rank (relu (relu in_i1))) 4))
(assert
 (= (dim (relu (relu in_i1)) 0) sym_n))
(assert
 (= (dim (relu (relu in_i1)) 1) sym_c))
(assert
 (= (dim (relu (relu in_i1)) 2) sym_h))
(assert
 (= (dim (relu (relu in_i1)) 3) sym_w))
(assert
 (let ((?x52 (relu in_i1)))
(let ((?x63 (relu ?x52)))
(and (distinct ?x63 ?x52) true))))
(check-sat)
