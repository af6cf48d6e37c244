; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat, relu_ones2
; z3 rlimit used: 73567
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun ones2 (Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x12 (concat ax (relu X) (relu Y))))
 (let ((?x9 (relu (concat ax X Y))))
 (= ?x9 ?x12))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((a Int) (b Int) )(! (let ((?x39 (ones2 a b)))
 (let ((?x40 (relu ?x39)))
 (let (($x41 (= ?x40 ?x39)))
 (let (($x38 (and (>= a 1) (>= b 1))))
 (=> $x38 $x41))))) :pattern ( (relu (ones2 a b)) ) :pattern ( (ones2 a b) ) :qid relu_ones2))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank (ones2 sym_n sym_c2)) 2))
(assert
 (= (dim (ones2 sym_n sym_c2) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c2) 1) sym_c2))
(assert
 (= (rank (relu in_w1)) 2))
(assert
 (= (dim (relu in_w1) 0) sym_c))
(assert
 (= (dim (relu in_w1) 1) sym_c2))
(assert
 (= (rank (concat 0 (ones2 sym_n sym_c2) (relu in_w1))) 2))
(assert
 (let ((?x82 (+ sym_n sym_c)))
 (let ((?x71 (relu in_w1)))
 (let ((?x64 (ones2 sym_n sym_c2)))
 (let ((?x78 (concat 0 ?x64 ?x71)))
 (let ((?x81 (dim ?x78 0)))
 (= ?x81 ?x82)))))))
(assert
 (= (dim (concat 0 (ones2 sym_n sym_c2) (relu in_w1)) 1) sym_c2))
(assert
 (let ((?x82 (+ sym_n sym_c)))
 (>= ?x82 0)))
(assert
 (= (rank (concat 0 (ones2 sym_n sym_c2) in_w1)) 2))
(assert
 (let ((?x82 (+ sym_n sym_c)))
 (let ((?x64 (ones2 sym_n sym_c2)))
 (let ((?x87 (concat 0 ?x64 in_w1)))
 (let ((?x90 (dim ?x87 0)))
 (= ?x90 ?x82))))))
(assert
 (= (dim (concat 0 (ones2 sym_n sym_c2) in_w1) 1) sym_c2))
(assert
 (= (rank (relu (concat 0 (ones2 sym_n sym_c2) in_w1))) 2))
(assert
 (let ((?x82 (+ sym_n sym_c)))
 (let ((?x64 (ones2 sym_n sym_c2)))
 (let ((?x87 (concat 0 ?x64 in_w1)))
 (let ((?x94 (relu ?x87)))
 (let ((?x97 (dim ?x94 0)))
 (= ?x97 ?x82)))))))
(assert
 (= (dim (relu (concat 0 (ones2 sym_n sym_c2) in_w1)) 1) sym_c2))
(assert
 (let ((?x64 (ones2 sym_n sym_c2)))
(let ((?x87 (concat 0 ?x64 in_w1)))
(let ((?x94 (relu ?x87)))
(let ((?x71 (relu in_w1)))
(let ((?x78 (concat 0 ?x64 ?x71)))
(and (distinct ?x78 ?x94) true)))))))
(check-sat)
