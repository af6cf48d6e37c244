; verified_opt proof obligation: unsat means the rule holds
; axioms used: reshape2_relu
; z3 rlimit used: 73643
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun reshape2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (d0 Int) (d1 Int) )(! (let ((?x11 (relu (reshape2 d0 d1 X))))
 (let ((?x9 (reshape2 d0 d1 (relu X))))
 (= ?x9 ?x11))) :pattern ( (reshape2 d0 d1 (relu X)) ) :pattern ( (relu (reshape2 d0 d1 X)) ) :qid reshape2_relu))
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
 (= (rank (reshape2 sym_n (* sym_c sym_h sym_w) (relu in_X))) 2))
(assert
 (let ((?x57 (relu in_X)))
 (let ((?x68 (* sym_c sym_h sym_w)))
 (let ((?x69 (reshape2 sym_n ?x68 ?x57)))
 (= (dim ?x69 0) sym_n)))))
(assert
 (let ((?x68 (* sym_c sym_h sym_w)))
 (let ((?x57 (relu in_X)))
 (let ((?x69 (reshape2 sym_n ?x68 ?x57)))
 (let ((?x74 (dim ?x69 1)))
 (= ?x74 ?x68))))))
(assert
 (let ((?x68 (* sym_c sym_h sym_w)))
 (>= ?x68 0)))
(assert
 (= (rank (reshape2 sym_n (* sym_c sym_h sym_w) in_X)) 2))
(assert
 (= (dim (reshape2 sym_n (* sym_c sym_h sym_w) in_X) 0) sym_n))
(assert
 (let ((?x68 (* sym_c sym_h sym_w)))
 (let ((?x77 (reshape2 sym_n ?x68 in_X)))
 (let ((?x82 (dim ?x77 1)))
 (= ?x82 ?x68)))))
(assert
 (= (rank (relu (reshape2 sym_n (* sym_c sym_h sym_w) in_X))) 2))
(assert
 (let ((?x68 (* sym_c sym_h sym_w)))
 (let ((?x77 (reshape2 sym_n ?x68 in_X)))
 (let ((?x84 (relu ?x77)))
 (= (dim ?x84 0) sym_n)))))
(assert
 (let ((?x68 (* sym_c sym_h sym_w)))
 (let ((?x77 (reshape2 sym_n ?x68 in_X)))
 (let ((?x84 (relu ?x77)))
 (let ((?x89 (dim ?x84 1)))
 (= ?x89 ?x68))))))
(assert
 (let ((?x68 (* sym_c sym_h sym_w)))
(let ((?x77 (reshape2 sym_n ?x68 in_X)))
(let ((?x84 (relu ?x77)))
(let ((?x57 (relu in_X)))
(let ((?x69 (reshape2 sym_n ?x68 ?x57)))
(and (distinct ?x69 ?x84) true)))))))
(check-sat)
