; verified_opt proof obligation: unsat means the rule holds
; axioms used: reshape2_relu
; z3 rlimit used: 110322
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun reshape2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (d0 Int) (d1 Int) )(! (let ((?x15 (relu (reshape2 d0 d1 X))))
 (let ((?x13 (reshape2 d0 d1 (relu X))))
 (let (($x16 (= ?x13 ?x15)))
 (=> (and (>= (rank X) 2)) $x16)))) :pattern ( (reshape2 d0 d1 (relu X)) ) :pattern ( (relu (reshape2 d0 d1 X)) ) :qid reshape2_relu))
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
 (let ((?x64 (relu in_X)))
 (let ((?x75 (* sym_c sym_h sym_w)))
 (let ((?x76 (reshape2 sym_n ?x75 ?x64)))
 (= (dim ?x76 0) sym_n)))))
(assert
 (let ((?x75 (* sym_c sym_h sym_w)))
 (let ((?x64 (relu in_X)))
 (let ((?x76 (reshape2 sym_n ?x75 ?x64)))
 (let ((?x81 (dim ?x76 1)))
 (= ?x81 ?x75))))))
(assert
 (let ((?x75 (* sym_c sym_h sym_w)))
 (>= ?x75 0)))
(assert
 (= (rank (reshape2 sym_n (* sym_c sym_h sym_w) in_X)) 2))
(assert
 (= (dim (reshape2 sym_n (* sym_c sym_h sym_w) in_X) 0) sym_n))
(assert
 (let ((?x75 (* sym_c sym_h sym_w)))
 (let ((?x84 (reshape2 sym_n ?x75 in_X)))
 (let ((?x89 (dim ?x84 1)))
 (= ?x89 ?x75)))))
(assert
 (= (rank (relu (reshape2 sym_n (* sym_c sym_h sym_w) in_X))) 2))
(assert
 (let ((?x75 (* sym_c sym_h sym_w)))
 (let ((?x84 (reshape2 sym_n ?x75 in_X)))
 (let ((?x91 (relu ?x84)))
 (= (dim ?x91 0) sym_n)))))
(assert
 (let ((?x75 (* sym_c sym_h sym_w)))
 (let ((?x84 (reshape2 sym_n ?x75 in_X)))
 (let ((?x91 (relu ?x84)))
 (let ((?x96 (dim ?x91 1)))
 (= ?x96 ?x75))))))
(assert
 (let ((?x75 (* sym_c sym_h sym_w)))
(let ((?x84 (reshape2 sym_n ?x75 in_X)))
(let ((?x91 (relu ?x84)))
(let ((?x64 (relu in_X)))
(let ((?x76 (reshape2 sym_n ?x75 ?x64)))
(and (distinct ?x76 ?x91) true)))))))
(check-sat)
