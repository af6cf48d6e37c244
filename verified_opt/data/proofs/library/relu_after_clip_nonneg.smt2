; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_clip_nonneg
; z3 rlimit used: 2833
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun clipmax (Real T) T)
(declare-fun clipmin (Real T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun sym_a () Real)
(declare-fun sym_b () Real)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (a Real) (b Real) )(! (let ((?x13 (clipmax b (clipmin a X))))
 (let ((?x14 (relu ?x13)))
 (let (($x15 (= ?x14 ?x13)))
 (=> (and (<= 0.0 a) (<= 0.0 b)) $x15)))) :pattern ( (relu (clipmax b (clipmin a X))) ) :pattern ( (clipmax b (clipmin a X)) ) :qid relu_clip_nonneg))
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
 (<= 0.0 sym_a))
(assert
 (<= 0.0 sym_b))
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
 (= (rank (clipmin sym_a in_X)) 4))
(assert
 (= (dim (clipmin sym_a in_X) 0) sym_n))
(assert
 (= (dim (clipmin sym_a in_X) 1) sym_c))
(assert
 (= (dim (clipmin sym_a in_X) 2) sym_h))
(assert
 (= (dim (clipmin sym_a in_X) 3) sym_w))
(assert
 (= (rank (clipmax sym_b (clipmin sym_a in_X))) 4))
(assert
 (= (dim (clipmax sym_b (clipmin sym_a in_X)) 0) sym_n))
(assert
 (= (dim (clipmax sym_b (clipmin sym_a in_X)) 1) sym_c))
(assert
 (= (dim (clipmax sym_b (clipmin sym_a in_X)) 2) sym_h))
(assert
 (= (dim (clipmax sym_b (clipmin sym_a in_X)) 3) sym_w))
(assert
 (= (rank (relu (clipmax sym_b (clipmin sym_a in_X)))) 4))
(assert
 (= (dim (relu (clipmax sym_b (clipmin sym_a in_X))) 0) sym_n))
(assert
 (= (dim (relu (clipmax sym_b (clipmin sym_a in_X))) 1) sym_c))
(assert
 (= (dim (relu (clipmax sym_b (clipmin sym_a in_X))) 2) sym_h))
(assert
 (= (dim (relu (clipmax sym_b (clipmin sym_a in_X))) 3) sym_w))
(assert
 (let ((?x69 (clipmin sym_a in_X)))
(let ((?x80 (clipmax sym_b ?x69)))
(let ((?x91 (relu ?x80)))
(and (distinct ?x91 ?x80) true)))))
(check-sat)
