; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_idem
; z3 rlimit used: 540
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (relu (relu in_x1))) 2))
(assert
 (= (dim (relu (relu in_x1)) 0) sym_n))
(assert
 (= (dim (relu (relu in_x1)) 1) sym_c))
(assert
 (let ((?x42 (relu in_x1)))
(let ((?x49 (relu ?x42)))
(and (distinct ?x49 ?x42) true))))
(check-sat)
