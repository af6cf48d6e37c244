; verified_opt proof obligation: unsat means the rule holds
; axioms used: cast_float32, cast_float64
; z3 rlimit used: 856
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun cast (Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x7 (cast 1 X)))
 (= ?x7 X)) :pattern ( (cast 1 X) ) :qid cast_float32))
 )
(assert
 (forall ((X T) )(! (let ((?x29 (cast 11 X)))
 (= ?x29 X)) :pattern ( (cast 11 X) ) :qid cast_float64))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (rank (cast 11 in_X)) 2))
(assert
 (= (dim (cast 11 in_X) 0) sym_n))
(assert
 (= (dim (cast 11 in_X) 1) sym_c))
(assert
 (= (rank (cast 1 (cast 11 in_X))) 2))
(assert
 (= (dim (cast 1 (cast 11 in_X)) 0) sym_n))
(assert
 (= (dim (cast 1 (cast 11 in_X)) 1) sym_c))
(assert
 (let ((?x46 (cast 11 in_X)))
(let ((?x53 (cast 1 ?x46)))
(and (distinct ?x53 in_X) true))))
(check-sat)
