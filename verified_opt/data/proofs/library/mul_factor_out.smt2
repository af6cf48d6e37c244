; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, mul_dist_add
; z3 rlimit used: 74049
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun add (T T) T)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_A () T)
(declare-fun dim (T Int) Int)
(declare-fun in_B () T)
(declare-fun in_C () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x8 (mul Y X)))
 (let ((?x7 (mul X Y)))
 (= ?x7 ?x8))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x35 (add (mul X Y) (mul X Z))))
 (let ((?x32 (mul X (add Y Z))))
 (= ?x32 ?x35))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_A) 2))
(assert
 (= (dim in_A 0) sym_m))
(assert
 (= (dim in_A 1) sym_n))
(assert
 (= (rank in_B) 2))
(assert
 (= (dim in_B 0) sym_m))
(assert
 (= (dim in_B 1) sym_n))
(assert
 (= (rank in_C) 2))
(assert
 (= (dim in_C 0) sym_m))
(assert
 (= (dim in_C 1) sym_n))
(assert
 (= (rank (mul in_A in_B)) 2))
(assert
 (= (dim (mul in_A in_B) 0) sym_m))
(assert
 (= (dim (mul in_A in_B) 1) sym_n))
(assert
 (= (rank (mul in_C in_A)) 2))
(assert
 (= (dim (mul in_C in_A) 0) sym_m))
(assert
 (= (dim (mul in_C in_A) 1) sym_n))
(assert
 (= (rank (add (mul in_A in_B) (mul in_C in_A))) 2))
(assert
 (= (dim (add (mul in_A in_B) (mul in_C in_A)) 0) sym_m))
(assert
 (= (dim (add (mul in_A in_B) (mul in_C in_A)) 1) sym_n))
(assert
 (= (rank (add in_B in_C)) 2))
(assert
 (= (dim (add in_B in_C) 0) sym_m))
(assert
 (= (dim (add in_B in_C) 1) sym_n))
(assert
 (= (rank (mul in_A (add in_B in_C))) 2))
(assert
 (= (dim (mul in_A (add in_B in_C)) 0) sym_m))
(assert
 (= (dim (mul in_A (add in_B in_C)) 1) sym_n))
(assert
 (let ((?x89 (add in_B in_C)))
(let ((?x96 (mul in_A ?x89)))
(let ((?x75 (mul in_C in_A)))
(let ((?x68 (mul in_A in_B)))
(let ((?x82 (add ?x68 ?x75)))
(and (distinct ?x82 ?x96) true)))))))
(check-sat)
