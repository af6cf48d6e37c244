; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_clip_nonneg
; z3 rlimit used: 2789
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
 (= (rank (relu (clipmax 6.0 (clipmin 0.0 in_X)))) 4))
(assert
 (= (dim (relu (clipmax 6.0 (clipmin 0.0 in_X))) 0) sym_n))
(assert
 (= (dim (relu (clipmax 6.0 (clipmin 0.0 in_X))) 1) sym_c))
(assert
 (= (dim (relu (clipmax 6.0 (clipmin 0.0 in_X))) 2) sym_h))
(assert
 (= (dim (relu (clipmax 6.0 (clipmin 0.0 in_X))) 3) sym_w))
(assert
 (let ((?x65 (clipmin 0.0 in_X)))
(let ((?x77 (clipmax 6.0 ?x65)))
(let ((?x88 (relu ?x77)))
(and (distinct ?x88 ?x77) true)))))
(check-sat)
