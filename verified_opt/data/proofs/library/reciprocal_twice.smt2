; verified_opt proof obligation: unsat means the rule holds
; axioms used: recip_recip
; z3 rlimit used: 782
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun recip (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x7 (recip (recip X))))
 (= ?x7 X)) :pattern ( (recip (recip X)) ) :qid recip_recip))
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
 (= (rank (recip in_X)) 4))
(assert
 (= (dim (recip in_X) 0) sym_n))
(assert
 (= (dim (recip in_X) 1) sym_c))
(assert
 (= (dim (recip in_X) 2) sym_h))
(assert
 (= (dim (recip in_X) 3) sym_w))
(assert
 (= (rank (recip (recip in_X))) 4))
(assert
 (= (dim (recip (recip in_X)) 0) sym_n))
(assert
 (= (dim (recip (recip in_X)) 1) sym_c))
(assert
 (= (dim (recip (recip in_X)) 2) sym_h))
(assert
 (= (dim (recip (recip in_X)) 3) sym_w))
(assert
 (let ((?x52 (recip in_X)))
(let ((?x63 (recip ?x52)))
(and (distinct ?x63 in_X) true))))
(check-sat)
