; verified_opt proof obligation: unsat means the rule holds
; axioms used: clipmin_zero_relu, relu_idem
; z3 rlimit used: 3550
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun clipmin (Real T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun clipmax (Real T) T)
(declare-fun sym_b () Real)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (a Real) )(! (let ((?x32 (clipmin a X)))
 (let (($x34 (= ?x32 (relu X))))
 (=> (and (= 0.0 a)) $x34))) :pattern ( (clipmin a X) ) :qid clipmin_zero_relu))
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
 (= (rank (clipmin 0.0 (relu in_X))) 4))
(assert
 (= (dim (clipmin 0.0 (relu in_X)) 0) sym_n))
(assert
 (= (dim (clipmin 0.0 (relu in_X)) 1) sym_c))
(assert
 (= (dim (clipmin 0.0 (relu in_X)) 2) sym_h))
(assert
 (= (dim (clipmin 0.0 (relu in_X)) 3) sym_w))
(assert
 (= (rank (clipmax sym_b (clipmin 0.0 (relu in_X)))) 4))
(assert
 (= (dim (clipmax sym_b (clipmin 0.0 (relu in_X))) 0) sym_n))
(assert
 (= (dim (clipmax sym_b (clipmin 0.0 (relu in_X))) 1) sym_c))
(assert
 (= (dim (clipmax sym_b (clipmin 0.0 (relu in_X))) 2) sym_h))
(assert
 (= (dim (clipmax sym_b (clipmin 0.0 (relu in_X))) 3) sym_w))
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
 (= (rank (clipmax sym_b (clipmin 0.0 in_X))) 4))
(assert
 (= (dim (clipmax sym_b (clipmin 0.0 in_X)) 0) sym_n))
(assert
 (= (dim (clipmax sym_b (clipmin 0.0 in_X)) 1) sym_c))
(assert
 (= (dim (clipmax sym_b (clipmin 0.0 in_X)) 2) sym_h))
(assert
 (= (dim (clipmax sym_b (clipmin 0.0 in_X)) 3) sym_w))
(assert
 (let ((?x100 (clipmin 0.0 in_X)))
(let ((?x111 (clipmax sym_b ?x100)))
(let ((?x66 (relu in_X)))
(let ((?x77 (clipmin 0.0 ?x66)))
(let ((?x89 (clipmax sym_b ?x77)))
(and (distinct ?x89 ?x111) true)))))))
(check-sat)
