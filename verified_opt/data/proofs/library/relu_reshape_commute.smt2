; verified_opt proof obligation: unsat means the rule holds
; axioms used: reshape2_relu
; z3 rlimit used: 1947
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
 (forall ((X T) (d0 Int) (d1 Int) )(! (let ((?x18 (relu (reshape2 d0 d1 X))))
 (let ((?x16 (reshape2 d0 d1 (relu X))))
 (let (($x19 (= ?x16 ?x18)))
 (=> (and (>= (- (- (rank X) 2) 0) 0)) $x19)))) :pattern ( (reshape2 d0 d1 (relu X)) ) :pattern ( (relu (reshape2 d0 d1 X)) ) :qid reshape2_relu))
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
 (let ((?x67 (relu in_X)))
 (let ((?x78 (* sym_c sym_h sym_w)))
 (let ((?x79 (reshape2 sym_n ?x78 ?x67)))
 (= (dim ?x79 0) sym_n)))))
(assert
 (let ((?x78 (* sym_c sym_h sym_w)))
 (= (dim (reshape2 sym_n ?x78 (relu in_X)) 1) ?x78)))
(assert
 (let ((?x78 (* sym_c sym_h sym_w)))
 (>= ?x78 0)))
(assert
 (= (rank (reshape2 sym_n (* sym_c sym_h sym_w) in_X)) 2))
(assert
 (= (dim (reshape2 sym_n (* sym_c sym_h sym_w) in_X) 0) sym_n))
(assert
 (let ((?x78 (* sym_c sym_h sym_w)))
 (= (dim (reshape2 sym_n ?x78 in_X) 1) ?x78)))
(assert
 (= (rank (relu (reshape2 sym_n (* sym_c sym_h sym_w) in_X))) 2))
(assert
 (let ((?x78 (* sym_c sym_h sym_w)))
 (let ((?x87 (reshape2 sym_n ?x78 in_X)))
 (let ((?x94 (relu ?x87)))
 (= (dim ?x94 0) sym_n)))))
(assert
 (let ((?x78 (* sym_c sym_h sym_w)))
 (= (dim (relu (reshape2 sym_n ?x78 in_X)) 1) ?x78)))
(assert
 (let ((?x78 (* sym_c sym_h sym_w)))
(let ((?x87 (reshape2 sym_n ?x78 in_X)))
(let ((?x94 (relu ?x87)))
(let ((?x67 (relu in_X)))
(let ((?x79 (reshape2 sym_n ?x78 ?x67)))
(and (distinct ?x79 ?x94) true)))))))
(check-sat)
