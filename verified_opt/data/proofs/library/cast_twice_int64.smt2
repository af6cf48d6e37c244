; verified_opt proof obligation: unsat means the rule holds
; axioms used: cast_idem
; z3 rlimit used: 854
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
 (forall ((X T) (t Int) )(! (let ((?x10 (cast t X)))
 (let ((?x11 (cast t ?x10)))
 (let (($x12 (= ?x11 ?x10)))
 (=> (and (>= t 1)) $x12)))) :pattern ( (cast t (cast t X)) ) :qid cast_idem))
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
 (= (rank (cast 7 in_X)) 2))
(assert
 (= (dim (cast 7 in_X) 0) sym_n))
(assert
 (= (dim (cast 7 in_X) 1) sym_c))
(assert
 (= (rank (cast 7 (cast 7 in_X))) 2))
(assert
 (= (dim (cast 7 (cast 7 in_X)) 0) sym_n))
(assert
 (= (dim (cast 7 (cast 7 in_X)) 1) sym_c))
(assert
 (let ((?x50 (cast 7 in_X)))
(let ((?x57 (cast 7 ?x50)))
(and (distinct ?x57 ?x50) true))))
(check-sat)
