; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, relu_concat, relu_ones2
; z3 rlimit used: 74394
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun ones2 (Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
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
 (>= sym_c3 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c2))
(assert
 (= (rank (ones2 sym_n sym_c3)) 2))
(assert
 (= (dim (ones2 sym_n sym_c3) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c3) 1) sym_c3))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x94 (+ sym_c sym_c2)))
 (let ((?x88 (concat 1 in_x1 in_x2)))
 (let ((?x93 (dim ?x88 1)))
 (= ?x93 ?x94)))))
(assert
 (= (rank (relu (concat 1 in_x1 in_x2))) 2))
(assert
 (= (dim (relu (concat 1 in_x1 in_x2)) 0) sym_n))
(assert
 (let ((?x94 (+ sym_c sym_c2)))
 (let ((?x88 (concat 1 in_x1 in_x2)))
 (let ((?x96 (relu ?x88)))
 (let ((?x101 (dim ?x96 1)))
 (= ?x101 ?x94))))))
(assert
 (let ((?x81 (ones2 sym_n sym_c3)))
 (let ((?x88 (concat 1 in_x1 in_x2)))
 (let ((?x96 (relu ?x88)))
 (let ((?x103 (concat 1 ?x96 ?x81)))
 (= (rank ?x103) 2))))))
(assert
 (let ((?x81 (ones2 sym_n sym_c3)))
 (let ((?x88 (concat 1 in_x1 in_x2)))
 (let ((?x96 (relu ?x88)))
 (let ((?x103 (concat 1 ?x96 ?x81)))
 (= (dim ?x103 0) sym_n))))))
(assert
 (let ((?x109 (+ sym_c sym_c2 sym_c3)))
 (let ((?x81 (ones2 sym_n sym_c3)))
 (let ((?x88 (concat 1 in_x1 in_x2)))
 (let ((?x96 (relu ?x88)))
 (let ((?x103 (concat 1 ?x96 ?x81)))
 (let ((?x108 (dim ?x103 1)))
 (= ?x108 ?x109))))))))
(assert
 (let ((?x94 (+ sym_c sym_c2)))
 (>= ?x94 0)))
(assert
 (let ((?x109 (+ sym_c sym_c2 sym_c3)))
 (>= ?x109 0)))
(assert
 (= (rank (concat 1 in_x2 (ones2 sym_n sym_c3))) 2))
(assert
 (= (dim (concat 1 in_x2 (ones2 sym_n sym_c3)) 0) sym_n))
(assert
 (let ((?x81 (ones2 sym_n sym_c3)))
 (let ((?x113 (concat 1 in_x2 ?x81)))
 (let ((?x118 (dim ?x113 1)))
 (= ?x118 (+ sym_c2 sym_c3))))))
(assert
 (let ((?x81 (ones2 sym_n sym_c3)))
 (let ((?x113 (concat 1 in_x2 ?x81)))
 (let ((?x121 (concat 1 in_x1 ?x113)))
 (= (rank ?x121) 2)))))
(assert
 (let ((?x81 (ones2 sym_n sym_c3)))
 (let ((?x113 (concat 1 in_x2 ?x81)))
 (let ((?x121 (concat 1 in_x1 ?x113)))
 (= (dim ?x121 0) sym_n)))))
(assert
 (let ((?x109 (+ sym_c sym_c2 sym_c3)))
 (let ((?x81 (ones2 sym_n sym_c3)))
 (let ((?x113 (concat 1 in_x2 ?x81)))
 (let ((?x121 (concat 1 in_x1 ?x113)))
 (let ((?x126 (dim ?x121 1)))
 (= ?x126 ?x109)))))))
(assert
 (let ((?x81 (ones2 sym_n sym_c3)))
 (let ((?x113 (concat 1 in_x2 ?x81)))
 (let ((?x121 (concat 1 in_x1 ?x113)))
 (let ((?x128 (relu ?x121)))
 (= (rank ?x128) 2))))))
(assert
 (let ((?x81 (ones2 sym_n sym_c3)))
 (let ((?x113 (concat 1 in_x2 ?x81)))
 (let ((?x121 (concat 1 in_x1 ?x113)))
 (let ((?x128 (relu ?x121)))
 (= (dim ?x128 0) sym_n))))))
(assert
 (let ((?x109 (+ sym_c sym_c2 sym_c3)))
 (let ((?x81 (ones2 sym_n sym_c3)))
 (let ((?x113 (concat 1 in_x2 ?x81)))
 (let ((?x121 (concat 1 in_x1 ?x113)))
 (let ((?x128 (relu ?x121)))
 (let ((?x133 (dim ?x128 1)))
 (= ?x133 ?x109))))))))
(assert
 (let ((?x81 (ones2 sym_n sym_c3)))
(let ((?x113 (concat 1 in_x2 ?x81)))
(let ((?x121 (concat 1 in_x1 ?x113)))
(let ((?x128 (relu ?x121)))
(let ((?x88 (concat 1 in_x1 in_x2)))
(let ((?x96 (relu ?x88)))
(let ((?x103 (concat 1 ?x96 ?x81)))
(and (distinct ?x103 ?x128) true)))))))))
(check-sat)
