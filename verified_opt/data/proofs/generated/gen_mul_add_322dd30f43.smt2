; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_dist_add
; z3 rlimit used: 74020
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun mul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x12 (add (mul X Y) (mul X Z))))
 (let ((?x9 (mul X (add Y Z))))
 (= ?x9 ?x12))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
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
 (let ((?x83 (add in_x2 in_x3)))
(let ((?x90 (mul in_x1 ?x83)))
(let ((?x69 (mul in_x1 in_x3)))
(let ((?x62 (mul in_x1 in_x2)))
(let ((?x76 (add ?x62 ?x69)))
(and (distinct ?x76 ?x90) true)))))))
(check-sat)
