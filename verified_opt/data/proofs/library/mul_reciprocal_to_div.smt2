; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_recip_div
; z3 rlimit used: 73526
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun divide (T T) T)
(declare-fun mul (T T) T)
(declare-fun recip (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x9 (divide X Y)))
 (let ((?x8 (mul X (recip Y))))
 (= ?x8 ?x9))) :pattern ( (mul X (recip Y)) ) :pattern ( (divide X Y) ) :qid mul_recip_div))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank in_Y) 4))
(assert
 (= (dim in_Y 0) sym_n))
(assert
 (= (dim in_Y 1) sym_c))
(assert
 (= (dim in_Y 2) sym_h))
(assert
 (= (dim in_Y 3) sym_w))
(assert
 (= (rank (recip in_Y)) 4))
(assert
 (= (dim (recip in_Y) 0) sym_n))
(assert
 (= (dim (recip in_Y) 1) sym_c))
(assert
 (= (dim (recip in_Y) 2) sym_h))
(assert
 (= (dim (recip in_Y) 3) sym_w))
(assert
 (= (rank (mul in_X (recip in_Y))) 4))
(assert
 (= (dim (mul in_X (recip in_Y)) 0) sym_n))
(assert
 (= (dim (mul in_X (recip in_Y)) 1) sym_c))
(assert
 (= (dim (mul in_X (recip in_Y)) 2) sym_h))
(assert
 (= (dim (mul in_X (recip in_Y)) 3) sym_w))
(assert
 (= (rank (divide in_X in_Y)) 4))
(assert
 (= (dim (divide in_X in_Y) 0) sym_n))
(assert
 (= (dim (divide in_X in_Y) 1) sym_c))
(assert
 (= (dim (divide in_X in_Y) 2) sym_h))
(assert
 (= (dim (divide in_X in_Y) 3) sym_w))
(assert
 (let ((?x88 (divide in_X in_Y)))
(let ((?x66 (recip in_Y)))
(let ((?x77 (mul in_X ?x66)))
(and (distinct ?x77 ?x88) true)))))
(check-sat)
