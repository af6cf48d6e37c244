; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat
; z3 rlimit used: 74059
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x12 (concat ax (relu X) (relu Y))))
 (let ((?x9 (relu (concat ax X Y))))
 (= ?x9 ?x12))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c2))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (= (rank (relu in_i2)) 4))
(assert
 (= (dim (relu in_i2) 0) sym_n))
(assert
 (= (dim (relu in_i2) 1) sym_c2))
(assert
 (= (dim (relu in_i2) 2) sym_h))
(assert
 (= (dim (relu in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 (relu in_i1) (relu in_i2))) 4))
(assert
 (= (dim (concat 1 (relu in_i1) (relu in_i2)) 0) sym_n))
(assert
 (let ((?x99 (+ sym_c sym_c2)))
 (let ((?x82 (relu in_i2)))
 (let ((?x71 (relu in_i1)))
 (let ((?x93 (concat 1 ?x71 ?x82)))
 (let ((?x98 (dim ?x93 1)))
 (= ?x98 ?x99)))))))
(assert
 (= (dim (concat 1 (relu in_i1) (relu in_i2)) 2) sym_h))
(assert
 (= (dim (concat 1 (relu in_i1) (relu in_i2)) 3) sym_w))
(assert
 (let ((?x99 (+ sym_c sym_c2)))
 (>= ?x99 0)))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x99 (+ sym_c sym_c2)))
 (let ((?x106 (concat 1 in_i1 in_i2)))
 (let ((?x111 (dim ?x106 1)))
 (= ?x111 ?x99)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (relu (concat 1 in_i1 in_i2))) 4))
(assert
 (= (dim (relu (concat 1 in_i1 in_i2)) 0) sym_n))
(assert
 (let ((?x99 (+ sym_c sym_c2)))
 (let ((?x106 (concat 1 in_i1 in_i2)))
 (let ((?x117 (relu ?x106)))
 (let ((?x122 (dim ?x117 1)))
 (= ?x122 ?x99))))))
(assert
 (= (dim (relu (concat 1 in_i1 in_i2)) 2) sym_h))
(assert
 (= (dim (relu (concat 1 in_i1 in_i2)) 3) sym_w))
(assert
 (let ((?x106 (concat 1 in_i1 in_i2)))
(let ((?x117 (relu ?x106)))
(let ((?x82 (relu in_i2)))
(let ((?x71 (relu in_i1)))
(let ((?x93 (concat 1 ?x71 ?x82)))
(and (distinct ?x93 ?x117) true)))))))
(check-sat)
