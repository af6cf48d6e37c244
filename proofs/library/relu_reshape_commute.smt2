; verified_opt proof obligation: unsat means the rule holds
; axioms used: reshape2_relu
; z3 rlimit used: 41018
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun reshape2 (Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (d0 Int) (d1 Int) )(! (let ((?x1341 (reshape2 d0 d1 X)))
 (let ((?x1511 (relu ?x1341)))
 (let ((?x30 (relu X)))
 (let ((?x1507 (reshape2 d0 d1 ?x30)))
 (= ?x1507 ?x1511))))) :pattern ( (reshape2 d0 d1 (relu X)) ) :pattern ( (relu (reshape2 d0 d1 X)) ) :qid reshape2_relu))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
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
 (= (rank (reshape2 sym_n (* sym_c sym_h sym_w) (relu in_X))) 2))
(assert
 (let ((?x2844 (relu in_X)))
 (let ((?x3521 (* sym_c sym_h sym_w)))
 (let ((?x4015 (reshape2 sym_n ?x3521 ?x2844)))
 (= (dim ?x4015 0) sym_n)))))
(assert
 (let ((?x3521 (* sym_c sym_h sym_w)))
 (= (dim (reshape2 sym_n ?x3521 (relu in_X)) 1) ?x3521)))
(assert
 (let ((?x3521 (* sym_c sym_h sym_w)))
 (>= ?x3521 0)))
(assert
 (= (rank (reshape2 sym_n (* sym_c sym_h sym_w) in_X)) 2))
(assert
 (= (dim (reshape2 sym_n (* sym_c sym_h sym_w) in_X) 0) sym_n))
(assert
 (let ((?x3521 (* sym_c sym_h sym_w)))
 (= (dim (reshape2 sym_n ?x3521 in_X) 1) ?x3521)))
(assert
 (= (rank (relu (reshape2 sym_n (* sym_c sym_h sym_w) in_X))) 2))
(assert
 (let ((?x3521 (* sym_c sym_h sym_w)))
 (let ((?x3807 (reshape2 sym_n ?x3521 in_X)))
 (let ((?x4729 (relu ?x3807)))
 (= (dim ?x4729 0) sym_n)))))
(assert
 (let ((?x3521 (* sym_c sym_h sym_w)))
 (= (dim (relu (reshape2 sym_n ?x3521 in_X)) 1) ?x3521)))
(assert
 (let ((?x3521 (* sym_c sym_h sym_w)))
(let ((?x3807 (reshape2 sym_n ?x3521 in_X)))
(let ((?x4729 (relu ?x3807)))
(let ((?x2844 (relu in_X)))
(let ((?x4015 (reshape2 sym_n ?x3521 ?x2844)))
(and (distinct ?x4015 ?x4729) true)))))))
(check-sat)
