; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat, relu_ones2
; z3 rlimit used: 111000
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun ones2 (Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x18 (concat ax (relu X) (relu Y))))
 (let ((?x15 (relu (concat ax X Y))))
 (let (($x19 (= ?x15 ?x18)))
 (let (($x12 (and (>= (rank X) 1) (>= (rank Y) 1))))
 (=> $x12 $x19))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((a Int) (b Int) )(! (let ((?x48 (ones2 a b)))
 (let ((?x49 (relu ?x48)))
 (let (($x50 (= ?x49 ?x48)))
 (let (($x47 (and (>= a 1) (>= b 1))))
 (=> $x47 $x50))))) :pattern ( (relu (ones2 a b)) ) :pattern ( (ones2 a b) ) :qid relu_ones2))
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
 (let ((?x91 (+ sym_c sym_n)))
 (let ((?x73 (ones2 sym_n sym_c2)))
 (let ((?x80 (relu in_w1)))
 (let ((?x87 (concat 0 ?x80 ?x73)))
 (let ((?x90 (dim ?x87 0)))
 (= ?x90 ?x91)))))))
(assert
 (= (dim (concat 0 (relu in_w1) (ones2 sym_n sym_c2)) 1) sym_c2))
(assert
 (let ((?x73 (ones2 sym_n sym_c2)))
 (let ((?x80 (relu in_w1)))
 (let ((?x87 (concat 0 ?x80 ?x73)))
 (let ((?x95 (concat 0 ?x80 ?x87)))
 (= (rank ?x95) 2))))))
(assert
 (let ((?x99 (* 2 sym_c)))
 (let ((?x100 (+ ?x99 sym_n)))
 (let ((?x73 (ones2 sym_n sym_c2)))
 (let ((?x80 (relu in_w1)))
 (let ((?x87 (concat 0 ?x80 ?x73)))
 (let ((?x95 (concat 0 ?x80 ?x87)))
 (let ((?x98 (dim ?x95 0)))
 (= ?x98 ?x100)))))))))
(assert
 (let ((?x73 (ones2 sym_n sym_c2)))
 (let ((?x80 (relu in_w1)))
 (let ((?x87 (concat 0 ?x80 ?x73)))
 (let ((?x95 (concat 0 ?x80 ?x87)))
 (= (dim ?x95 1) sym_c2))))))
(assert
 (let ((?x91 (+ sym_c sym_n)))
 (>= ?x91 0)))
(assert
 (let ((?x99 (* 2 sym_c)))
 (let ((?x100 (+ ?x99 sym_n)))
 (>= ?x100 0))))
(assert
 (= (rank (concat 0 in_w1 (ones2 sym_n sym_c2))) 2))
(assert
 (let ((?x91 (+ sym_c sym_n)))
 (let ((?x73 (ones2 sym_n sym_c2)))
 (let ((?x106 (concat 0 in_w1 ?x73)))
 (let ((?x109 (dim ?x106 0)))
 (= ?x109 ?x91))))))
(assert
 (= (dim (concat 0 in_w1 (ones2 sym_n sym_c2)) 1) sym_c2))
(assert
 (let ((?x73 (ones2 sym_n sym_c2)))
 (let ((?x106 (concat 0 in_w1 ?x73)))
 (let ((?x113 (concat 0 in_w1 ?x106)))
 (= (rank ?x113) 2)))))
(assert
 (let ((?x99 (* 2 sym_c)))
 (let ((?x100 (+ ?x99 sym_n)))
 (let ((?x73 (ones2 sym_n sym_c2)))
 (let ((?x106 (concat 0 in_w1 ?x73)))
 (let ((?x113 (concat 0 in_w1 ?x106)))
 (let ((?x116 (dim ?x113 0)))
 (= ?x116 ?x100))))))))
(assert
 (let ((?x73 (ones2 sym_n sym_c2)))
 (let ((?x106 (concat 0 in_w1 ?x73)))
 (let ((?x113 (concat 0 in_w1 ?x106)))
 (= (dim ?x113 1) sym_c2)))))
(assert
 (let ((?x73 (ones2 sym_n sym_c2)))
 (let ((?x106 (concat 0 in_w1 ?x73)))
 (let ((?x113 (concat 0 in_w1 ?x106)))
 (let ((?x120 (relu ?x113)))
 (= (rank ?x120) 2))))))
(assert
 (let ((?x99 (* 2 sym_c)))
 (let ((?x100 (+ ?x99 sym_n)))
 (let ((?x73 (ones2 sym_n sym_c2)))
 (let ((?x106 (concat 0 in_w1 ?x73)))
 (let ((?x113 (concat 0 in_w1 ?x106)))
 (let ((?x120 (relu ?x113)))
 (let ((?x123 (dim ?x120 0)))
 (= ?x123 ?x100)))))))))
(assert
 (let ((?x73 (ones2 sym_n sym_c2)))
 (let ((?x106 (concat 0 in_w1 ?x73)))
 (let ((?x113 (concat 0 in_w1 ?x106)))
 (let ((?x120 (relu ?x113)))
 (= (dim ?x120 1) sym_c2))))))
(assert
 (let ((?x73 (ones2 sym_n sym_c2)))
(let ((?x106 (concat 0 in_w1 ?x73)))
(let ((?x113 (concat 0 in_w1 ?x106)))
(let ((?x120 (relu ?x113)))
(let ((?x80 (relu in_w1)))
(let ((?x87 (concat 0 ?x80 ?x73)))
(let ((?x95 (concat 0 ?x80 ?x87)))
(and (distinct ?x95 ?x120) true)))))))))
(check-sat)
