; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_dist_add
; z3 rlimit used: 112710
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x75 (add (mul X Y) (mul X Z))))
 (let ((?x72 (mul X (add Y Z))))
 (let (($x76 (= ?x72 ?x75)))
 (let ((?x44 (dim X 5)))
 (let (($x68 (= ?x44 (dim Z 5))))
 (let ((?x10 (rank X)))
 (let ((?x11 (- ?x10 0)))
 (let (($x43 (> ?x11 5)))
 (let (($x70 (and (= (- (rank Y) 0) ?x11) (=> (> ?x11 0) (= (dim X 0) (dim Y 0))) (=> (> ?x11 1) (= (dim X 1) (dim Y 1))) (=> (> ?x11 2) (= (dim X 2) (dim Y 2))) (=> (> ?x11 3) (= (dim X 3) (dim Y 3))) (=> (> ?x11 4) (= (dim X 4) (dim Y 4))) (=> $x43 (= ?x44 (dim Y 5))) (= (- (rank Z) 0) ?x11) (=> (> ?x11 0) (= (dim X 0) (dim Z 0))) (=> (> ?x11 1) (= (dim X 1) (dim Z 1))) (=> (> ?x11 2) (= (dim X 2) (dim Z 2))) (=> (> ?x11 3) (= (dim X 3) (dim Z 3))) (=> (> ?x11 4) (= (dim X 4) (dim Z 4))) (=> $x43 $x68))))
 (=> $x70 $x76)))))))))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
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
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank in_x3) 2))
(assert
 (= (dim in_x3 0) sym_n))
(assert
 (= (dim in_x3 1) sym_c))
(assert
 (= (rank (mul in_x1 in_x2)) 2))
(assert
 (= (dim (mul in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (mul in_x1 in_x3)) 2))
(assert
 (= (dim (mul in_x1 in_x3) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x3) 1) sym_c))
(assert
 (= (rank (add (mul in_x1 in_x2) (mul in_x1 in_x3))) 2))
(assert
 (= (dim (add (mul in_x1 in_x2) (mul in_x1 in_x3)) 0) sym_n))
(assert
 (= (dim (add (mul in_x1 in_x2) (mul in_x1 in_x3)) 1) sym_c))
(assert
 (= (rank (add in_x2 in_x3)) 2))
(assert
 (= (dim (add in_x2 in_x3) 0) sym_n))
(assert
 (= (dim (add in_x2 in_x3) 1) sym_c))
(assert
 (= (rank (mul in_x1 (add in_x2 in_x3))) 2))
(assert
 (= (dim (mul in_x1 (add in_x2 in_x3)) 0) sym_n))
(assert
 (= (dim (mul in_x1 (add in_x2 in_x3)) 1) sym_c))
(assert
 (let ((?x168 (add in_x2 in_x3)))
(let ((?x175 (mul in_x1 ?x168)))
(let ((?x154 (mul in_x1 in_x3)))
(let ((?x147 (mul in_x1 in_x2)))
(let ((?x161 (add ?x147 ?x154)))
(and (distinct ?x161 ?x175) true)))))))
(check-sat)
