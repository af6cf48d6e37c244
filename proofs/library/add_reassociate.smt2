; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_assoc
; z3 rlimit used: 41172
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_A () T)
(declare-fun dim (T Int) Int)
(declare-fun in_B () T)
(declare-fun in_C () T)
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x607 (add Y Z)))
 (let ((?x289 (add X ?x607)))
 (let ((?x524 (add X Y)))
 (let ((?x180 (add ?x524 Z)))
 (= ?x180 ?x289))))) :pattern ( (add (add X Y) Z) ) :pattern ( (add X (add Y Z)) ) :qid add_assoc))
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
 (= (rank (add in_A in_B)) 2))
(assert
 (= (dim (add in_A in_B) 0) sym_m))
(assert
 (= (dim (add in_A in_B) 1) sym_n))
(assert
 (= (rank (add (add in_A in_B) in_C)) 2))
(assert
 (= (dim (add (add in_A in_B) in_C) 0) sym_m))
(assert
 (= (dim (add (add in_A in_B) in_C) 1) sym_n))
(assert
 (= (rank (add in_B in_C)) 2))
(assert
 (= (dim (add in_B in_C) 0) sym_m))
(assert
 (= (dim (add in_B in_C) 1) sym_n))
(assert
 (= (rank (add in_A (add in_B in_C))) 2))
(assert
 (= (dim (add in_A (add in_B in_C)) 0) sym_m))
(assert
 (= (dim (add in_A (add in_B in_C)) 1) sym_n))
(assert
 (let ((?x2934 (add in_B in_C)))
(let ((?x2015 (add in_A ?x2934)))
(let ((?x3640 (add in_A in_B)))
(let ((?x3254 (add ?x3640 in_C)))
(and (distinct ?x3254 ?x2015) true))))))
(check-sat)
