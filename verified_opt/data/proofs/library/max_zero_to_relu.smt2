; verified_opt proof obligation: unsat means the rule holds
; axioms used: clipmin_zero_relu, emaxb_scalar_right
; z3 rlimit used: 1461
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun clipmin (Real T) T)
(declare-fun relu (T) T)
(declare-fun emaxb (T T) T)
(declare-fun fill0 (Real) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (a Real) )(! (let ((?x10 (clipmin a X)))
 (let (($x12 (= ?x10 (relu X))))
 (=> (and (= 0.0 a)) $x12))) :pattern ( (clipmin a X) ) :qid clipmin_zero_relu))
 )
(assert
 (forall ((X T) (a Real) )(! (let ((?x10 (clipmin a X)))
 (let ((?x37 (emaxb X (fill0 a))))
 (= ?x37 ?x10))) :pattern ( (emaxb X (fill0 a)) ) :pattern ( (clipmin a X) ) :qid emaxb_scalar_right))
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
 (= (rank (fill0 0.0)) 0))
(assert
 (= (rank (emaxb in_X (fill0 0.0))) 4))
(assert
 (= (dim (emaxb in_X (fill0 0.0)) 0) sym_n))
(assert
 (= (dim (emaxb in_X (fill0 0.0)) 1) sym_c))
(assert
 (= (dim (emaxb in_X (fill0 0.0)) 2) sym_h))
(assert
 (= (dim (emaxb in_X (fill0 0.0)) 3) sym_w))
(assert
 (= (rank (relu in_X)) 4))
(assert
 (= (dim (relu in_X) 0) sym_n))
(assert
 (= (dim (relu in_X) 1) sym_c))
(assert
 (= (dim (relu in_X) 2) sym_h))
(assert
 (= (dim (relu in_X) 3) sym_w))
(assert
 (let ((?x79 (relu in_X)))
(let ((?x65 (fill0 0.0)))
(let ((?x68 (emaxb in_X ?x65)))
(and (distinct ?x68 ?x79) true)))))
(check-sat)
