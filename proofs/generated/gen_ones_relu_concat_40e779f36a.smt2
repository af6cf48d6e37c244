; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, relu_concat, relu_ones2
; z3 rlimit used: 48512
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
 (let ((?x8 (concat ax X Y)))
 (let ((?x9 (relu ?x8)))
 (= ?x9 ?x12)))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x8 (concat ax B C)))
 (let ((?x37 (concat ax A ?x8)))
 (let ((?x36 (concat ax (concat ax A B) C)))
 (= ?x36 ?x37)))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((a Int) (b Int) )(! (let ((?x43 (ones2 a b)))
 (let ((?x44 (relu ?x43)))
 (= ?x44 ?x43))) :pattern ( (relu (ones2 a b)) ) :pattern ( (ones2 a b) ) :qid relu_ones2))
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
 (let ((?x83 (+ sym_n sym_c)))
 (let ((?x72 (relu in_w1)))
 (let ((?x65 (ones2 sym_n sym_c2)))
 (let ((?x79 (concat 0 ?x65 ?x72)))
 (let ((?x82 (dim ?x79 0)))
 (= ?x82 ?x83)))))))
(assert
 (= (dim (concat 0 (ones2 sym_n sym_c2) (relu in_w1)) 1) sym_c2))
(assert
 (let ((?x72 (relu in_w1)))
 (let ((?x65 (ones2 sym_n sym_c2)))
 (let ((?x79 (concat 0 ?x65 ?x72)))
 (let ((?x87 (concat 0 ?x72 ?x79)))
 (= (rank ?x87) 2))))))
(assert
 (let ((?x91 (* 2 sym_c)))
 (let ((?x92 (+ ?x91 sym_n)))
 (let ((?x72 (relu in_w1)))
 (let ((?x65 (ones2 sym_n sym_c2)))
 (let ((?x79 (concat 0 ?x65 ?x72)))
 (let ((?x87 (concat 0 ?x72 ?x79)))
 (let ((?x90 (dim ?x87 0)))
 (= ?x90 ?x92)))))))))
(assert
 (let ((?x72 (relu in_w1)))
 (let ((?x65 (ones2 sym_n sym_c2)))
 (let ((?x79 (concat 0 ?x65 ?x72)))
 (let ((?x87 (concat 0 ?x72 ?x79)))
 (= (dim ?x87 1) sym_c2))))))
(assert
 (let ((?x83 (+ sym_n sym_c)))
 (>= ?x83 0)))
(assert
 (let ((?x91 (* 2 sym_c)))
 (let ((?x92 (+ ?x91 sym_n)))
 (>= ?x92 0))))
(assert
 (= (rank (concat 0 in_w1 (ones2 sym_n sym_c2))) 2))
(assert
 (let ((?x102 (+ sym_c sym_n)))
 (let ((?x65 (ones2 sym_n sym_c2)))
 (let ((?x98 (concat 0 in_w1 ?x65)))
 (let ((?x101 (dim ?x98 0)))
 (= ?x101 ?x102))))))
(assert
 (= (dim (concat 0 in_w1 (ones2 sym_n sym_c2)) 1) sym_c2))
(assert
 (let ((?x65 (ones2 sym_n sym_c2)))
 (let ((?x98 (concat 0 in_w1 ?x65)))
 (let ((?x106 (concat 0 ?x98 in_w1)))
 (= (rank ?x106) 2)))))
(assert
 (let ((?x91 (* 2 sym_c)))
 (let ((?x92 (+ ?x91 sym_n)))
 (let ((?x65 (ones2 sym_n sym_c2)))
 (let ((?x98 (concat 0 in_w1 ?x65)))
 (let ((?x106 (concat 0 ?x98 in_w1)))
 (let ((?x109 (dim ?x106 0)))
 (= ?x109 ?x92))))))))
(assert
 (let ((?x65 (ones2 sym_n sym_c2)))
 (let ((?x98 (concat 0 in_w1 ?x65)))
 (let ((?x106 (concat 0 ?x98 in_w1)))
 (= (dim ?x106 1) sym_c2)))))
(assert
 (let ((?x65 (ones2 sym_n sym_c2)))
 (let ((?x98 (concat 0 in_w1 ?x65)))
 (let ((?x106 (concat 0 ?x98 in_w1)))
 (let ((?x113 (relu ?x106)))
 (= (rank ?x113) 2))))))
(assert
 (let ((?x91 (* 2 sym_c)))
 (let ((?x92 (+ ?x91 sym_n)))
 (let ((?x65 (ones2 sym_n sym_c2)))
 (let ((?x98 (concat 0 in_w1 ?x65)))
 (let ((?x106 (concat 0 ?x98 in_w1)))
 (let ((?x113 (relu ?x106)))
 (let ((?x116 (dim ?x113 0)))
 (= ?x116 ?x92)))))))))
(assert
 (let ((?x65 (ones2 sym_n sym_c2)))
 (let ((?x98 (concat 0 in_w1 ?x65)))
 (let ((?x106 (concat 0 ?x98 in_w1)))
 (let ((?x113 (relu ?x106)))
 (= (dim ?x113 1) sym_c2))))))
(assert
 (let ((?x65 (ones2 sym_n sym_c2)))
(let ((?x98 (concat 0 in_w1 ?x65)))
(let ((?x106 (concat 0 ?x98 in_w1)))
(let ((?x113 (relu ?x106)))
(let ((?x72 (relu in_w1)))
(let ((?x79 (concat 0 ?x65 ?x72)))
(let ((?x87 (concat 0 ?x72 ?x79)))
(and (distinct ?x87 ?x113) true)))))))))
(check-sat)
