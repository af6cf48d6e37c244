; verified_opt proof obligation: unsat means the rule holds
; axioms used: emaxb_scalar_right, eminb_scalar_right
; z3 rlimit used: 3230
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun clipmin (Real T) T)
(declare-fun emaxb (T T) T)
(declare-fun fill0 (Real) T)
(declare-fun clipmax (Real T) T)
(declare-fun eminb (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (a Real) )(! (let ((?x9 (clipmin a X)))
 (let ((?x7 (fill0 a)))
 (let ((?x8 (emaxb X ?x7)))
 (= ?x8 ?x9)))) :pattern ( (emaxb X (fill0 a)) ) :pattern ( (clipmin a X) ) :qid emaxb_scalar_right))
 )
(assert
 (forall ((X T) (b Real) )(! (let ((?x31 (clipmax b X)))
 (let ((?x7 (fill0 b)))
 (let ((?x30 (eminb X ?x7)))
 (= ?x30 ?x31)))) :pattern ( (eminb X (fill0 b)) ) :pattern ( (clipmax b X) ) :qid eminb_scalar_right))
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
 (= (rank (fill0 6.0)) 0))
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
 (= (rank (eminb (emaxb in_X (fill0 0.0)) (fill0 6.0))) 4))
(assert
 (= (dim (eminb (emaxb in_X (fill0 0.0)) (fill0 6.0)) 0) sym_n))
(assert
 (= (dim (eminb (emaxb in_X (fill0 0.0)) (fill0 6.0)) 1) sym_c))
(assert
 (= (dim (eminb (emaxb in_X (fill0 0.0)) (fill0 6.0)) 2) sym_h))
(assert
 (= (dim (eminb (emaxb in_X (fill0 0.0)) (fill0 6.0)) 3) sym_w))
(assert
 (= (rank (clipmin 0.0 in_X)) 4))
(assert
 (= (dim (clipmin 0.0 in_X) 0) sym_n))
(assert
 (= (dim (clipmin 0.0 in_X) 1) sym_c))
(assert
 (= (dim (clipmin 0.0 in_X) 2) sym_h))
(assert
 (= (dim (clipmin 0.0 in_X) 3) sym_w))
(assert
 (= (rank (clipmax 6.0 (clipmin 0.0 in_X))) 4))
(assert
 (= (dim (clipmax 6.0 (clipmin 0.0 in_X)) 0) sym_n))
(assert
 (= (dim (clipmax 6.0 (clipmin 0.0 in_X)) 1) sym_c))
(assert
 (= (dim (clipmax 6.0 (clipmin 0.0 in_X)) 2) sym_h))
(assert
 (= (dim (clipmax 6.0 (clipmin 0.0 in_X)) 3) sym_w))
(assert
 (let ((?x90 (clipmin 0.0 in_X)))
(let ((?x101 (clipmax 6.0 ?x90)))
(let ((?x65 (fill0 6.0)))
(let ((?x61 (fill0 0.0)))
(let ((?x68 (emaxb in_X ?x61)))
(let ((?x79 (eminb ?x68 ?x65)))
(and (distinct ?x79 ?x101) true))))))))
(check-sat)
