; verified_opt proof obligation: unsat means the rule holds
; axioms used: hardswish_def
; z3 rlimit used: 10036
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun hsig (Real Real T) T)
(declare-fun hswish (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x10 (mul X (hsig (/ 8333333333333333.0 50000000000000000.0) (/ 1.0 2.0) X))))
 (let ((?x6 (hswish X)))
 (= ?x6 ?x10))) :pattern ( (hswish X) ) :pattern ( (mul X (hsig (/ 8333333333333333.0 50000000000000000.0) (/ 1.0 2.0) X)) ) :qid hardswish_def))
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
 (= (rank (hswish in_X)) 4))
(assert
 (= (dim (hswish in_X) 0) sym_n))
(assert
 (= (dim (hswish in_X) 1) sym_c))
(assert
 (= (dim (hswish in_X) 2) sym_h))
(assert
 (= (dim (hswish in_X) 3) sym_w))
(assert
 (= (rank (hsig (/ 8333333333333333.0 50000000000000000.0) (/ 1.0 2.0) in_X)) 4))
(assert
 (= (dim (hsig (/ 8333333333333333.0 50000000000000000.0) (/ 1.0 2.0) in_X) 0) sym_n))
(assert
 (= (dim (hsig (/ 8333333333333333.0 50000000000000000.0) (/ 1.0 2.0) in_X) 1) sym_c))
(assert
 (= (dim (hsig (/ 8333333333333333.0 50000000000000000.0) (/ 1.0 2.0) in_X) 2) sym_h))
(assert
 (= (dim (hsig (/ 8333333333333333.0 50000000000000000.0) (/ 1.0 2.0) in_X) 3) sym_w))
(assert
 (= (rank (mul in_X (hsig (/ 8333333333333333.0 50000000000000000.0) (/ 1.0 2.0) in_X))) 4))
(assert
 (= (dim (mul in_X (hsig (/ 8333333333333333.0 50000000000000000.0) (/ 1.0 2.0) in_X)) 0) sym_n))
(assert
 (= (dim (mul in_X (hsig (/ 8333333333333333.0 50000000000000000.0) (/ 1.0 2.0) in_X)) 1) sym_c))
(assert
 (= (dim (mul in_X (hsig (/ 8333333333333333.0 50000000000000000.0) (/ 1.0 2.0) in_X)) 2) sym_h))
(assert
 (= (dim (mul in_X (hsig (/ 8333333333333333.0 50000000000000000.0) (/ 1.0 2.0) in_X)) 3) sym_w))
(assert
 (let ((?x67 (hsig (/ 8333333333333333.0 50000000000000000.0) (/ 1.0 2.0) in_X)))
(let ((?x78 (mul in_X ?x67)))
(let ((?x56 (hswish in_X)))
(and (distinct ?x56 ?x78) true)))))
(check-sat)
