; verified_opt proof obligation: unsat means the rule holds
; axioms used: lnot_lnot
; z3 rlimit used: 540
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun lnot (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_C () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((C T) )(! (let ((?x7 (lnot (lnot C))))
 (= ?x7 C)) :pattern ( (lnot (lnot C)) ) :qid lnot_lnot))
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
 (= (rank (lnot in_C)) 2))
(assert
 (= (dim (lnot in_C) 0) sym_n))
(assert
 (= (dim (lnot in_C) 1) sym_c))
(assert
 (= (rank (lnot (lnot in_C))) 2))
(assert
 (= (dim (lnot (lnot in_C)) 0) sym_n))
(assert
 (= (dim (lnot (lnot in_C)) 1) sym_c))
(assert
 (let ((?x42 (lnot in_C)))
(let ((?x49 (lnot ?x42)))
(and (distinct ?x49 in_C) true))))
(check-sat)
