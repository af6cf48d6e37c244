; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat
; z3 rlimit used: 41412
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c1 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x35 (relu Y)))
 (let ((?x30 (relu X)))
 (let ((?x34 (concat ax ?x30 ?x35)))
 (let ((?x32 (concat ax X Y)))
 (let ((?x31 (relu ?x32)))
 (= ?x31 ?x34)))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c1 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c1))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank in_Y) 4))
(assert
 (= (dim in_Y 0) sym_n))
(assert
 (= (dim in_Y 1) sym_c2))
(assert
 (= (dim in_Y 2) sym_h))
(assert
 (= (dim in_Y 3) sym_w))
(assert
 (= (rank (relu in_X)) 4))
(assert
 (= (dim (relu in_X) 0) sym_n))
(assert
 (= (dim (relu in_X) 1) sym_c1))
(assert
 (= (dim (relu in_X) 2) sym_h))
(assert
 (= (dim (relu in_X) 3) sym_w))
(assert
 (= (rank (relu in_Y)) 4))
(assert
 (= (dim (relu in_Y) 0) sym_n))
(assert
 (= (dim (relu in_Y) 1) sym_c2))
(assert
 (= (dim (relu in_Y) 2) sym_h))
(assert
 (= (dim (relu in_Y) 3) sym_w))
(assert
 (= (rank (concat 1 (relu in_X) (relu in_Y))) 4))
(assert
 (= (dim (concat 1 (relu in_X) (relu in_Y)) 0) sym_n))
(assert
 (let ((?x2052 (+ sym_c1 sym_c2)))
 (let ((?x3740 (relu in_Y)))
 (let ((?x3220 (relu in_X)))
 (let ((?x2051 (concat 1 ?x3220 ?x3740)))
 (let ((?x2050 (dim ?x2051 1)))
 (= ?x2050 ?x2052)))))))
(assert
 (= (dim (concat 1 (relu in_X) (relu in_Y)) 2) sym_h))
(assert
 (= (dim (concat 1 (relu in_X) (relu in_Y)) 3) sym_w))
(assert
 (let ((?x2052 (+ sym_c1 sym_c2)))
 (>= ?x2052 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x2052 (+ sym_c1 sym_c2)))
 (let ((?x2040 (concat 1 in_X in_Y)))
 (let ((?x2063 (dim ?x2040 1)))
 (= ?x2063 ?x2052)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (= (rank (relu (concat 1 in_X in_Y))) 4))
(assert
 (= (dim (relu (concat 1 in_X in_Y)) 0) sym_n))
(assert
 (let ((?x2052 (+ sym_c1 sym_c2)))
 (let ((?x2040 (concat 1 in_X in_Y)))
 (let ((?x2071 (relu ?x2040)))
 (let ((?x2564 (dim ?x2071 1)))
 (= ?x2564 ?x2052))))))
(assert
 (= (dim (relu (concat 1 in_X in_Y)) 2) sym_h))
(assert
 (= (dim (relu (concat 1 in_X in_Y)) 3) sym_w))
(assert
 (let ((?x2040 (concat 1 in_X in_Y)))
(let ((?x2071 (relu ?x2040)))
(let ((?x3740 (relu in_Y)))
(let ((?x3220 (relu in_X)))
(let ((?x2051 (concat 1 ?x3220 ?x3740)))
(and (distinct ?x2051 ?x2071) true)))))))
(check-sat)
