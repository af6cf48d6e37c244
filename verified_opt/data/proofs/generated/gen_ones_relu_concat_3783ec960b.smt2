; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, relu_concat, relu_ones2
; z3 rlimit used: 84131
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
 (= (rank (concat 1 (relu in_x1) (ones2 sym_n sym_c))) 2))
(assert
 (= (dim (concat 1 (relu in_x1) (ones2 sym_n sym_c)) 0) sym_n))
(assert
 (let ((?x90 (* 2 sym_c)))
 (let ((?x70 (ones2 sym_n sym_c)))
 (let ((?x77 (relu in_x1)))
 (let ((?x84 (concat 1 ?x77 ?x70)))
 (let ((?x89 (dim ?x84 1)))
 (= ?x89 ?x90)))))))
(assert
 (let ((?x70 (ones2 sym_n sym_c)))
 (let ((?x77 (relu in_x1)))
 (let ((?x84 (concat 1 ?x77 ?x70)))
 (let ((?x92 (concat 1 ?x77 ?x84)))
 (= (rank ?x92) 2))))))
(assert
 (let ((?x70 (ones2 sym_n sym_c)))
 (let ((?x77 (relu in_x1)))
 (let ((?x84 (concat 1 ?x77 ?x70)))
 (let ((?x92 (concat 1 ?x77 ?x84)))
 (= (dim ?x92 0) sym_n))))))
(assert
 (let ((?x99 (* 3 sym_c)))
 (let ((?x70 (ones2 sym_n sym_c)))
 (let ((?x77 (relu in_x1)))
 (let ((?x84 (concat 1 ?x77 ?x70)))
 (let ((?x92 (concat 1 ?x77 ?x84)))
 (let ((?x97 (dim ?x92 1)))
 (= ?x97 ?x99))))))))
(assert
 (let ((?x90 (* 2 sym_c)))
 (>= ?x90 0)))
(assert
 (let ((?x99 (* 3 sym_c)))
 (>= ?x99 0)))
(assert
 (= (rank (concat 1 in_x1 (ones2 sym_n sym_c))) 2))
(assert
 (= (dim (concat 1 in_x1 (ones2 sym_n sym_c)) 0) sym_n))
(assert
 (let ((?x90 (* 2 sym_c)))
 (let ((?x70 (ones2 sym_n sym_c)))
 (let ((?x103 (concat 1 in_x1 ?x70)))
 (let ((?x108 (dim ?x103 1)))
 (= ?x108 ?x90))))))
(assert
 (let ((?x70 (ones2 sym_n sym_c)))
 (let ((?x103 (concat 1 in_x1 ?x70)))
 (let ((?x110 (concat 1 in_x1 ?x103)))
 (= (rank ?x110) 2)))))
(assert
 (let ((?x70 (ones2 sym_n sym_c)))
 (let ((?x103 (concat 1 in_x1 ?x70)))
 (let ((?x110 (concat 1 in_x1 ?x103)))
 (= (dim ?x110 0) sym_n)))))
(assert
 (let ((?x99 (* 3 sym_c)))
 (let ((?x70 (ones2 sym_n sym_c)))
 (let ((?x103 (concat 1 in_x1 ?x70)))
 (let ((?x110 (concat 1 in_x1 ?x103)))
 (let ((?x115 (dim ?x110 1)))
 (= ?x115 ?x99)))))))
(assert
 (let ((?x70 (ones2 sym_n sym_c)))
 (let ((?x103 (concat 1 in_x1 ?x70)))
 (let ((?x110 (concat 1 in_x1 ?x103)))
 (let ((?x117 (relu ?x110)))
 (= (rank ?x117) 2))))))
(assert
 (let ((?x70 (ones2 sym_n sym_c)))
 (let ((?x103 (concat 1 in_x1 ?x70)))
 (let ((?x110 (concat 1 in_x1 ?x103)))
 (let ((?x117 (relu ?x110)))
 (= (dim ?x117 0) sym_n))))))
(assert
 (let ((?x99 (* 3 sym_c)))
 (let ((?x70 (ones2 sym_n sym_c)))
 (let ((?x103 (concat 1 in_x1 ?x70)))
 (let ((?x110 (concat 1 in_x1 ?x103)))
 (let ((?x117 (relu ?x110)))
 (let ((?x122 (dim ?x117 1)))
 (= ?x122 ?x99))))))))
(assert
 (let ((?x70 (ones2 sym_n sym_c)))
(let ((?x103 (concat 1 in_x1 ?x70)))
(let ((?x110 (concat 1 in_x1 ?x103)))
(let ((?x117 (relu ?x110)))
(let ((?x77 (relu in_x1)))
(let ((?x84 (concat 1 ?x77 ?x70)))
(let ((?x92 (concat 1 ?x77 ?x84)))
(and (distinct ?x92 ?x117) true)))))))))
(check-sat)
