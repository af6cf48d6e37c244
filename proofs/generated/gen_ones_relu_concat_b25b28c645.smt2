; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, relu_concat, relu_ones2
; z3 rlimit used: 53381
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun ones2 (Int Int) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
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
 (forall ((a Int) (b Int) )(! (let ((?x43 (ones2 a b)))
 (let ((?x44 (relu ?x43)))
 (= ?x44 ?x43))) :pattern ( (relu (ones2 a b)) ) :pattern ( (ones2 a b) ) :qid relu_ones2))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
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
 (let ((?x83 (* 2 sym_c)))
 (let ((?x63 (ones2 sym_n sym_c)))
 (let ((?x70 (relu in_x1)))
 (let ((?x77 (concat 1 ?x70 ?x63)))
 (let ((?x82 (dim ?x77 1)))
 (= ?x82 ?x83)))))))
(assert
 (let ((?x63 (ones2 sym_n sym_c)))
 (let ((?x70 (relu in_x1)))
 (let ((?x77 (concat 1 ?x70 ?x63)))
 (let ((?x85 (concat 1 ?x77 ?x63)))
 (= (rank ?x85) 2))))))
(assert
 (let ((?x63 (ones2 sym_n sym_c)))
 (let ((?x70 (relu in_x1)))
 (let ((?x77 (concat 1 ?x70 ?x63)))
 (let ((?x85 (concat 1 ?x77 ?x63)))
 (= (dim ?x85 0) sym_n))))))
(assert
 (let ((?x92 (* 3 sym_c)))
 (let ((?x63 (ones2 sym_n sym_c)))
 (let ((?x70 (relu in_x1)))
 (let ((?x77 (concat 1 ?x70 ?x63)))
 (let ((?x85 (concat 1 ?x77 ?x63)))
 (let ((?x90 (dim ?x85 1)))
 (= ?x90 ?x92))))))))
(assert
 (let ((?x83 (* 2 sym_c)))
 (>= ?x83 0)))
(assert
 (let ((?x92 (* 3 sym_c)))
 (>= ?x92 0)))
(assert
 (= (rank (concat 1 in_x1 (ones2 sym_n sym_c))) 2))
(assert
 (= (dim (concat 1 in_x1 (ones2 sym_n sym_c)) 0) sym_n))
(assert
 (let ((?x83 (* 2 sym_c)))
 (let ((?x63 (ones2 sym_n sym_c)))
 (let ((?x96 (concat 1 in_x1 ?x63)))
 (let ((?x101 (dim ?x96 1)))
 (= ?x101 ?x83))))))
(assert
 (let ((?x63 (ones2 sym_n sym_c)))
 (let ((?x96 (concat 1 in_x1 ?x63)))
 (let ((?x103 (concat 1 ?x96 ?x63)))
 (= (rank ?x103) 2)))))
(assert
 (let ((?x63 (ones2 sym_n sym_c)))
 (let ((?x96 (concat 1 in_x1 ?x63)))
 (let ((?x103 (concat 1 ?x96 ?x63)))
 (= (dim ?x103 0) sym_n)))))
(assert
 (let ((?x92 (* 3 sym_c)))
 (let ((?x63 (ones2 sym_n sym_c)))
 (let ((?x96 (concat 1 in_x1 ?x63)))
 (let ((?x103 (concat 1 ?x96 ?x63)))
 (let ((?x108 (dim ?x103 1)))
 (= ?x108 ?x92)))))))
(assert
 (let ((?x63 (ones2 sym_n sym_c)))
 (let ((?x96 (concat 1 in_x1 ?x63)))
 (let ((?x103 (concat 1 ?x96 ?x63)))
 (let ((?x110 (relu ?x103)))
 (= (rank ?x110) 2))))))
(assert
 (let ((?x63 (ones2 sym_n sym_c)))
 (let ((?x96 (concat 1 in_x1 ?x63)))
 (let ((?x103 (concat 1 ?x96 ?x63)))
 (let ((?x110 (relu ?x103)))
 (= (dim ?x110 0) sym_n))))))
(assert
 (let ((?x92 (* 3 sym_c)))
 (let ((?x63 (ones2 sym_n sym_c)))
 (let ((?x96 (concat 1 in_x1 ?x63)))
 (let ((?x103 (concat 1 ?x96 ?x63)))
 (let ((?x110 (relu ?x103)))
 (let ((?x115 (dim ?x110 1)))
 (= ?x115 ?x92))))))))
(assert
 (let ((?x63 (ones2 sym_n sym_c)))
(let ((?x96 (concat 1 in_x1 ?x63)))
(let ((?x103 (concat 1 ?x96 ?x63)))
(let ((?x110 (relu ?x103)))
(let ((?x70 (relu in_x1)))
(let ((?x77 (concat 1 ?x70 ?x63)))
(let ((?x85 (concat 1 ?x77 ?x63)))
(and (distinct ?x85 ?x110) true)))))))))
(check-sat)
