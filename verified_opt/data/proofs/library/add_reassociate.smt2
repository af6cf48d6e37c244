; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_assoc
; z3 rlimit used: 73804
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
 (forall ((X T) (Y T) (Z T) )(! (let ((?x11 (add X (add Y Z))))
 (let ((?x9 (add (add X Y) Z)))
 (= ?x9 ?x11))) :pattern ( (add (add X Y) Z) ) :pattern ( (add X (add Y Z)) ) :qid add_assoc))
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
 (let ((?x75 (add in_B in_C)))
(let ((?x82 (add in_A ?x75)))
(let ((?x61 (add in_A in_B)))
(let ((?x68 (add ?x61 in_C)))
(and (distinct ?x68 ?x82) true))))))
(check-sat)
