; verified_opt proof obligation: unsat means the rule holds
; axioms used: hardsigmoid_def
; z3 rlimit used: 10315
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun clipmax (Real T) T)
(declare-fun clipmin (Real T) T)
(declare-fun addb (T T) T)
(declare-fun fill0 (Real) T)
(declare-fun smul (T T) T)
(declare-fun hsig (Real Real T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (a Real) (b Real) )(! (let ((?x16 (clipmax 1.0 (clipmin 0.0 (addb (smul X (fill0 a)) (fill0 b))))))
 (let ((?x8 (hsig a b X)))
 (= ?x8 ?x16))) :pattern ( (hsig a b X) ) :pattern ( (clipmax 1.0 (clipmin 0.0 (addb (smul X (fill0 a)) (fill0 b)))) ) :qid hardsigmoid_def))
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
 (= (rank (fill0 (/ 1.0 5.0))) 0))
(assert
 (= (rank (fill0 (/ 1.0 2.0))) 0))
(assert
 (= (rank (smul in_X (fill0 (/ 1.0 5.0)))) 4))
(assert
 (= (dim (smul in_X (fill0 (/ 1.0 5.0))) 0) sym_n))
(assert
 (= (dim (smul in_X (fill0 (/ 1.0 5.0))) 1) sym_c))
(assert
 (= (dim (smul in_X (fill0 (/ 1.0 5.0))) 2) sym_h))
(assert
 (= (dim (smul in_X (fill0 (/ 1.0 5.0))) 3) sym_w))
(assert
 (= (rank (addb (smul in_X (fill0 (/ 1.0 5.0))) (fill0 (/ 1.0 2.0)))) 4))
(assert
 (= (dim (addb (smul in_X (fill0 (/ 1.0 5.0))) (fill0 (/ 1.0 2.0))) 0) sym_n))
(assert
 (= (dim (addb (smul in_X (fill0 (/ 1.0 5.0))) (fill0 (/ 1.0 2.0))) 1) sym_c))
(assert
 (= (dim (addb (smul in_X (fill0 (/ 1.0 5.0))) (fill0 (/ 1.0 2.0))) 2) sym_h))
(assert
 (= (dim (addb (smul in_X (fill0 (/ 1.0 5.0))) (fill0 (/ 1.0 2.0))) 3) sym_w))
(assert
 (let ((?x65 (fill0 (/ 1.0 2.0))))
 (let ((?x61 (fill0 (/ 1.0 5.0))))
 (let ((?x68 (smul in_X ?x61)))
 (let ((?x79 (addb ?x68 ?x65)))
 (let ((?x90 (clipmin 0.0 ?x79)))
 (= (rank ?x90) 4)))))))
(assert
 (let ((?x65 (fill0 (/ 1.0 2.0))))
 (let ((?x61 (fill0 (/ 1.0 5.0))))
 (let ((?x68 (smul in_X ?x61)))
 (let ((?x79 (addb ?x68 ?x65)))
 (let ((?x90 (clipmin 0.0 ?x79)))
 (= (dim ?x90 0) sym_n)))))))
(assert
 (let ((?x65 (fill0 (/ 1.0 2.0))))
 (let ((?x61 (fill0 (/ 1.0 5.0))))
 (let ((?x68 (smul in_X ?x61)))
 (let ((?x79 (addb ?x68 ?x65)))
 (let ((?x90 (clipmin 0.0 ?x79)))
 (= (dim ?x90 1) sym_c)))))))
(assert
 (let ((?x65 (fill0 (/ 1.0 2.0))))
 (let ((?x61 (fill0 (/ 1.0 5.0))))
 (let ((?x68 (smul in_X ?x61)))
 (let ((?x79 (addb ?x68 ?x65)))
 (let ((?x90 (clipmin 0.0 ?x79)))
 (= (dim ?x90 2) sym_h)))))))
(assert
 (let ((?x65 (fill0 (/ 1.0 2.0))))
 (let ((?x61 (fill0 (/ 1.0 5.0))))
 (let ((?x68 (smul in_X ?x61)))
 (let ((?x79 (addb ?x68 ?x65)))
 (let ((?x90 (clipmin 0.0 ?x79)))
 (= (dim ?x90 3) sym_w)))))))
(assert
 (let ((?x65 (fill0 (/ 1.0 2.0))))
 (let ((?x61 (fill0 (/ 1.0 5.0))))
 (let ((?x68 (smul in_X ?x61)))
 (let ((?x79 (addb ?x68 ?x65)))
 (let ((?x90 (clipmin 0.0 ?x79)))
 (let ((?x101 (clipmax 1.0 ?x90)))
 (= (rank ?x101) 4))))))))
(assert
 (let ((?x65 (fill0 (/ 1.0 2.0))))
 (let ((?x61 (fill0 (/ 1.0 5.0))))
 (let ((?x68 (smul in_X ?x61)))
 (let ((?x79 (addb ?x68 ?x65)))
 (let ((?x90 (clipmin 0.0 ?x79)))
 (let ((?x101 (clipmax 1.0 ?x90)))
 (= (dim ?x101 0) sym_n))))))))
(assert
 (let ((?x65 (fill0 (/ 1.0 2.0))))
 (let ((?x61 (fill0 (/ 1.0 5.0))))
 (let ((?x68 (smul in_X ?x61)))
 (let ((?x79 (addb ?x68 ?x65)))
 (let ((?x90 (clipmin 0.0 ?x79)))
 (let ((?x101 (clipmax 1.0 ?x90)))
 (= (dim ?x101 1) sym_c))))))))
(assert
 (let ((?x65 (fill0 (/ 1.0 2.0))))
 (let ((?x61 (fill0 (/ 1.0 5.0))))
 (let ((?x68 (smul in_X ?x61)))
 (let ((?x79 (addb ?x68 ?x65)))
 (let ((?x90 (clipmin 0.0 ?x79)))
 (let ((?x101 (clipmax 1.0 ?x90)))
 (= (dim ?x101 2) sym_h))))))))
(assert
 (let ((?x65 (fill0 (/ 1.0 2.0))))
 (let ((?x61 (fill0 (/ 1.0 5.0))))
 (let ((?x68 (smul in_X ?x61)))
 (let ((?x79 (addb ?x68 ?x65)))
 (let ((?x90 (clipmin 0.0 ?x79)))
 (let ((?x101 (clipmax 1.0 ?x90)))
 (= (dim ?x101 3) sym_w))))))))
(assert
 (= (rank (hsig (/ 1.0 5.0) (/ 1.0 2.0) in_X)) 4))
(assert
 (= (dim (hsig (/ 1.0 5.0) (/ 1.0 2.0) in_X) 0) sym_n))
(assert
 (= (dim (hsig (/ 1.0 5.0) (/ 1.0 2.0) in_X) 1) sym_c))
(assert
 (= (dim (hsig (/ 1.0 5.0) (/ 1.0 2.0) in_X) 2) sym_h))
(assert
 (= (dim (hsig (/ 1.0 5.0) (/ 1.0 2.0) in_X) 3) sym_w))
(assert
 (let ((?x112 (hsig (/ 1.0 5.0) (/ 1.0 2.0) in_X)))
(let ((?x65 (fill0 (/ 1.0 2.0))))
(let ((?x61 (fill0 (/ 1.0 5.0))))
(let ((?x68 (smul in_X ?x61)))
(let ((?x79 (addb ?x68 ?x65)))
(let ((?x90 (clipmin 0.0 ?x79)))
(let ((?x101 (clipmax 1.0 ?x90)))
(and (distinct ?x101 ?x112) true)))))))))
(check-sat)
