; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, relu_concat, relu_ones2
; z3 rlimit used: 74241
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
 (forall ((a Int) (b Int) )(! (let ((?x47 (ones2 a b)))
 (let ((?x48 (relu ?x47)))
 (let (($x49 (= ?x48 ?x47)))
 (let (($x46 (and (>= a 1) (>= b 1))))
 (=> $x46 $x49))))) :pattern ( (relu (ones2 a b)) ) :pattern ( (ones2 a b) ) :qid relu_ones2))
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
 (let ((?x90 (+ sym_n sym_c)))
 (let ((?x79 (relu in_w1)))
 (let ((?x72 (ones2 sym_n sym_c2)))
 (let ((?x86 (concat 0 ?x72 ?x79)))
 (let ((?x89 (dim ?x86 0)))
 (= ?x89 ?x90)))))))
(assert
 (= (dim (concat 0 (ones2 sym_n sym_c2) (relu in_w1)) 1) sym_c2))
(assert
 (let ((?x79 (relu in_w1)))
 (let ((?x72 (ones2 sym_n sym_c2)))
 (let ((?x86 (concat 0 ?x72 ?x79)))
 (let ((?x94 (concat 0 ?x86 ?x79)))
 (= (rank ?x94) 2))))))
(assert
 (let ((?x98 (* 2 sym_c)))
 (let ((?x99 (+ sym_n ?x98)))
 (let ((?x79 (relu in_w1)))
 (let ((?x72 (ones2 sym_n sym_c2)))
 (let ((?x86 (concat 0 ?x72 ?x79)))
 (let ((?x94 (concat 0 ?x86 ?x79)))
 (let ((?x97 (dim ?x94 0)))
 (= ?x97 ?x99)))))))))
(assert
 (let ((?x79 (relu in_w1)))
 (let ((?x72 (ones2 sym_n sym_c2)))
 (let ((?x86 (concat 0 ?x72 ?x79)))
 (let ((?x94 (concat 0 ?x86 ?x79)))
 (= (dim ?x94 1) sym_c2))))))
(assert
 (let ((?x90 (+ sym_n sym_c)))
 (>= ?x90 0)))
(assert
 (let ((?x98 (* 2 sym_c)))
 (let ((?x99 (+ sym_n ?x98)))
 (>= ?x99 0))))
(assert
 (= (rank (concat 0 (ones2 sym_n sym_c2) in_w1)) 2))
(assert
 (let ((?x90 (+ sym_n sym_c)))
 (let ((?x72 (ones2 sym_n sym_c2)))
 (let ((?x105 (concat 0 ?x72 in_w1)))
 (let ((?x108 (dim ?x105 0)))
 (= ?x108 ?x90))))))
(assert
 (= (dim (concat 0 (ones2 sym_n sym_c2) in_w1) 1) sym_c2))
(assert
 (let ((?x72 (ones2 sym_n sym_c2)))
 (let ((?x105 (concat 0 ?x72 in_w1)))
 (let ((?x112 (concat 0 ?x105 in_w1)))
 (= (rank ?x112) 2)))))
(assert
 (let ((?x98 (* 2 sym_c)))
 (let ((?x99 (+ sym_n ?x98)))
 (let ((?x72 (ones2 sym_n sym_c2)))
 (let ((?x105 (concat 0 ?x72 in_w1)))
 (let ((?x112 (concat 0 ?x105 in_w1)))
 (let ((?x115 (dim ?x112 0)))
 (= ?x115 ?x99))))))))
(assert
 (let ((?x72 (ones2 sym_n sym_c2)))
 (let ((?x105 (concat 0 ?x72 in_w1)))
 (let ((?x112 (concat 0 ?x105 in_w1)))
 (= (dim ?x112 1) sym_c2)))))
(assert
 (let ((?x72 (ones2 sym_n sym_c2)))
 (let ((?x105 (concat 0 ?x72 in_w1)))
 (let ((?x112 (concat 0 ?x105 in_w1)))
 (let ((?x119 (relu ?x112)))
 (= (rank ?x119) 2))))))
(assert
 (let ((?x98 (* 2 sym_c)))
 (let ((?x99 (+ sym_n ?x98)))
 (let ((?x72 (ones2 sym_n sym_c2)))
 (let ((?x105 (concat 0 ?x72 in_w1)))
 (let ((?x112 (concat 0 ?x105 in_w1)))
 (let ((?x119 (relu ?x112)))
 (let ((?x122 (dim ?x119 0)))
 (= ?x122 ?x99)))))))))
(assert
 (let ((?x72 (ones2 sym_n sym_c2)))
 (let ((?x105 (concat 0 ?x72 in_w1)))
 (let ((?x112 (concat 0 ?x105 in_w1)))
 (let ((?x119 (relu ?x112)))
 (= (dim ?x119 1) sym_c2))))))
(assert
 (let ((?x72 (ones2 sym_n sym_c2)))
(let ((?x105 (concat 0 ?x72 in_w1)))
(let ((?x112 (concat 0 ?x105 in_w1)))
(let ((?x119 (relu ?x112)))
(let ((?x79 (relu in_w1)))
(let ((?x86 (concat 0 ?x72 ?x79)))
(let ((?x94 (concat 0 ?x86 ?x79)))
(and (distinct ?x94 ?x119) true)))))))))
(check-sat)
