; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm
; z3 rlimit used: 74079
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
 (forall ((X T) (Y T) )(! (let ((?x8 (add Y X)))
 (let ((?x7 (add X Y)))
 (= ?x7 ?x8))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (= (rank (add (add in_A in_B) in_C)) 2))
(assert
 (= (dim (add (add in_A in_B) in_C) 0) sym_m))
(assert
 (= (dim (add (add in_A in_B) in_C) 1) sym_n))
(assert
 (= (rank (add in_B in_A)) 2))
(assert
 (= (dim (add in_B in_A) 0) sym_m))
(assert
 (= (dim (add in_B in_A) 1) sym_n))
(assert
 (= (rank (add in_C (add in_B in_A))) 2))
(assert
 (= (dim (add in_C (add in_B in_A)) 0) sym_m))
(assert
 (= (dim (add in_C (add in_B in_A)) 1) sym_n))
(assert
 (let ((?x66 (add in_B in_A)))
(let ((?x73 (add in_C ?x66)))
(let ((?x59 (add (add in_A in_B) in_C)))
(and (distinct ?x59 ?x73) true)))))
(check-sat)
