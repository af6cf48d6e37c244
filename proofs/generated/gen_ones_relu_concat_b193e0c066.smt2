; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat, relu_ones2
; z3 rlimit used: 47878
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
 (forall ((a Int) (b Int) )(! (let ((?x35 (ones2 a b)))
 (let ((?x36 (relu ?x35)))
 (= ?x36 ?x35))) :pattern ( (relu (ones2 a b)) ) :pattern ( (ones2 a b) ) :qid relu_ones2))
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
 (= (rank (concat 0 (relu in_w1) (ones2 sym_n sym_c2))) 2))
(assert
 (let ((?x75 (+ sym_c sym_n)))
 (let ((?x57 (ones2 sym_n sym_c2)))
 (let ((?x64 (relu in_w1)))
 (let ((?x71 (concat 0 ?x64 ?x57)))
 (let ((?x74 (dim ?x71 0)))
 (= ?x74 ?x75)))))))
(assert
 (= (dim (concat 0 (relu in_w1) (ones2 sym_n sym_c2)) 1) sym_c2))
(assert
 (let ((?x75 (+ sym_c sym_n)))
 (>= ?x75 0)))
(assert
 (= (rank (concat 0 in_w1 (ones2 sym_n sym_c2))) 2))
(assert
 (let ((?x75 (+ sym_c sym_n)))
 (let ((?x57 (ones2 sym_n sym_c2)))
 (let ((?x80 (concat 0 in_w1 ?x57)))
 (let ((?x83 (dim ?x80 0)))
 (= ?x83 ?x75))))))
(assert
 (= (dim (concat 0 in_w1 (ones2 sym_n sym_c2)) 1) sym_c2))
(assert
 (= (rank (relu (concat 0 in_w1 (ones2 sym_n sym_c2)))) 2))
(assert
 (let ((?x75 (+ sym_c sym_n)))
 (let ((?x57 (ones2 sym_n sym_c2)))
 (let ((?x80 (concat 0 in_w1 ?x57)))
 (let ((?x87 (relu ?x80)))
 (let ((?x90 (dim ?x87 0)))
 (= ?x90 ?x75)))))))
(assert
 (= (dim (relu (concat 0 in_w1 (ones2 sym_n sym_c2))) 1) sym_c2))
(assert
 (let ((?x57 (ones2 sym_n sym_c2)))
(let ((?x80 (concat 0 in_w1 ?x57)))
(let ((?x87 (relu ?x80)))
(let ((?x64 (relu in_w1)))
(let ((?x71 (concat 0 ?x64 ?x57)))
(and (distinct ?x71 ?x87) true)))))))
(check-sat)
