; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat, relu_ones2
; z3 rlimit used: 73540
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun ones2 (Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
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
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (ones2 sym_n sym_c)) 2))
(assert
 (= (dim (ones2 sym_n sym_c) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c) 1) sym_c))
(assert
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (concat 1 (ones2 sym_n sym_c) (relu in_x1))) 2))
(assert
 (= (dim (concat 1 (ones2 sym_n sym_c) (relu in_x1)) 0) sym_n))
(assert
 (let ((?x82 (* 2 sym_c)))
 (let ((?x69 (relu in_x1)))
 (let ((?x62 (ones2 sym_n sym_c)))
 (let ((?x76 (concat 1 ?x62 ?x69)))
 (let ((?x81 (dim ?x76 1)))
 (= ?x81 ?x82)))))))
(assert
 (let ((?x82 (* 2 sym_c)))
 (>= ?x82 0)))
(assert
 (= (rank (concat 1 (ones2 sym_n sym_c) in_x1)) 2))
(assert
 (= (dim (concat 1 (ones2 sym_n sym_c) in_x1) 0) sym_n))
(assert
 (let ((?x82 (* 2 sym_c)))
 (let ((?x62 (ones2 sym_n sym_c)))
 (let ((?x85 (concat 1 ?x62 in_x1)))
 (let ((?x90 (dim ?x85 1)))
 (= ?x90 ?x82))))))
(assert
 (= (rank (relu (concat 1 (ones2 sym_n sym_c) in_x1))) 2))
(assert
 (= (dim (relu (concat 1 (ones2 sym_n sym_c) in_x1)) 0) sym_n))
(assert
 (let ((?x82 (* 2 sym_c)))
 (let ((?x62 (ones2 sym_n sym_c)))
 (let ((?x85 (concat 1 ?x62 in_x1)))
 (let ((?x92 (relu ?x85)))
 (let ((?x97 (dim ?x92 1)))
 (= ?x97 ?x82)))))))
(assert
 (let ((?x62 (ones2 sym_n sym_c)))
(let ((?x85 (concat 1 ?x62 in_x1)))
(let ((?x92 (relu ?x85)))
(let ((?x69 (relu in_x1)))
(let ((?x76 (concat 1 ?x62 ?x69)))
(and (distinct ?x76 ?x92) true)))))))
(check-sat)
