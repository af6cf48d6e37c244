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
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
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
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
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
 (= (dim in_i2 0) sym_n2))
(assert
 (= (dim in_i2 1) sym_c))
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
 (= (dim (relu in_i2) 0) sym_n2))
(assert
 (= (dim (relu in_i2) 1) sym_c))
(assert
 (= (dim (relu in_i2) 2) sym_h))
(assert
 (= (dim (relu in_i2) 3) sym_w))
(assert
 (= (rank (concat 0 (relu in_i1) (relu in_i2))) 4))
(assert
 (let ((?x97 (+ sym_n sym_n2)))
 (let ((?x82 (relu in_i2)))
 (let ((?x71 (relu in_i1)))
 (let ((?x93 (concat 0 ?x71 ?x82)))
 (let ((?x96 (dim ?x93 0)))
 (= ?x96 ?x97)))))))
(assert
 (= (dim (concat 0 (relu in_i1) (relu in_i2)) 1) sym_c))
(assert
 (= (dim (concat 0 (relu in_i1) (relu in_i2)) 2) sym_h))
(assert
 (= (dim (concat 0 (relu in_i1) (relu in_i2)) 3) sym_w))
(assert
 (let ((?x97 (+ sym_n sym_n2)))
 (>= ?x97 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x97 (+ sym_n sym_n2)))
 (let ((?x106 (concat 0 in_i1 in_i2)))
 (let ((?x109 (dim ?x106 0)))
 (= ?x109 ?x97)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (relu (concat 0 in_i1 in_i2))) 4))
(assert
 (let ((?x97 (+ sym_n sym_n2)))
 (let ((?x106 (concat 0 in_i1 in_i2)))
 (let ((?x117 (relu ?x106)))
 (let ((?x120 (dim ?x117 0)))
 (= ?x120 ?x97))))))
(assert
 (= (dim (relu (concat 0 in_i1 in_i2)) 1) sym_c))
(assert
 (= (dim (relu (concat 0 in_i1 in_i2)) 2) sym_h))
(assert
 (= (dim (relu (concat 0 in_i1 in_i2)) 3) sym_w))
(assert
 (let ((?x106 (concat 0 in_i1 in_i2)))
(let ((?x117 (relu ?x106)))
(let ((?x82 (relu in_i2)))
(let ((?x71 (relu in_i1)))
(let ((?x93 (concat 0 ?x71 ?x82)))
(and (distinct ?x93 ?x117) true)))))))
(check-sat)
