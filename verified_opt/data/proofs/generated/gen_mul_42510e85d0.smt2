; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_assoc, mul_comm
; z3 rlimit used: 73493
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x8 (mul Y X)))
 (let ((?x7 (mul X Y)))
 (= ?x7 ?x8))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x7 (mul Y Z)))
 (let ((?x33 (mul X ?x7)))
 (let ((?x32 (mul (mul X Y) Z)))
 (= ?x32 ?x33)))) :pattern ( (mul (mul X Y) Z) ) :pattern ( (mul X (mul Y Z)) ) :qid mul_assoc))
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
 (= (rank (mul in_x3 (mul in_x1 in_x2))) 2))
(assert
 (= (dim (mul in_x3 (mul in_x1 in_x2)) 0) sym_n))
(assert
 (= (dim (mul in_x3 (mul in_x1 in_x2)) 1) sym_c))
(assert
 (= (rank (mul in_x1 in_x3)) 2))
(assert
 (= (dim (mul in_x1 in_x3) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x3) 1) sym_c))
(assert
 (= (rank (mul in_x2 (mul in_x1 in_x3))) 2))
(assert
 (= (dim (mul in_x2 (mul in_x1 in_x3)) 0) sym_n))
(assert
 (= (dim (mul in_x2 (mul in_x1 in_x3)) 1) sym_c))
(assert
 (let ((?x80 (mul in_x1 in_x3)))
(let ((?x87 (mul in_x2 ?x80)))
(let ((?x66 (mul in_x1 in_x2)))
(let ((?x73 (mul in_x3 ?x66)))
(and (distinct ?x73 ?x87) true))))))
(check-sat)
