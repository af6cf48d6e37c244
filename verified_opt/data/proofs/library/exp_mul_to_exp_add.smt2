; verified_opt proof obligation: unsat means the rule holds
; axioms used: exp_add
; z3 rlimit used: 73649
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun expo (T) T)
(declare-fun add (T T) T)
(declare-fun mul (T T) T)
(declare-fun sym_b () Int)
(declare-fun sym_d () Int)
(declare-fun sym_s () Int)
(declare-fun rank (T) Int)
(declare-fun in_A () T)
(declare-fun dim (T Int) Int)
(declare-fun in_B () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x11 (expo (add X Y))))
 (let ((?x9 (mul (expo X) (expo Y))))
 (= ?x9 ?x11))) :pattern ( (mul (expo X) (expo Y)) ) :pattern ( (expo (add X Y)) ) :qid exp_add))
 )
(assert
 (>= sym_b 1))
(assert
 (>= sym_d 1))
(assert
 (>= sym_s 1))
(assert
 (= (rank in_A) 3))
(assert
 (= (dim in_A 0) sym_b))
(assert
 (= (dim in_A 1) sym_s))
(assert
 (= (dim in_A 2) sym_d))
(assert
 (= (rank in_B) 3))
(assert
 (= (dim in_B 0) sym_b))
(assert
 (= (dim in_B 1) sym_s))
(assert
 (= (dim in_B 2) sym_d))
(assert
 (= (rank (expo in_A)) 3))
(assert
 (= (dim (expo in_A) 0) sym_b))
(assert
 (= (dim (expo in_A) 1) sym_s))
(assert
 (= (dim (expo in_A) 2) sym_d))
(assert
 (= (rank (expo in_B)) 3))
(assert
 (= (dim (expo in_B) 0) sym_b))
(assert
 (= (dim (expo in_B) 1) sym_s))
(assert
 (= (dim (expo in_B) 2) sym_d))
(assert
 (= (rank (mul (expo in_A) (expo in_B))) 3))
(assert
 (= (dim (mul (expo in_A) (expo in_B)) 0) sym_b))
(assert
 (= (dim (mul (expo in_A) (expo in_B)) 1) sym_s))
(assert
 (= (dim (mul (expo in_A) (expo in_B)) 2) sym_d))
(assert
 (= (rank (add in_A in_B)) 3))
(assert
 (= (dim (add in_A in_B) 0) sym_b))
(assert
 (= (dim (add in_A in_B) 1) sym_s))
(assert
 (= (dim (add in_A in_B) 2) sym_d))
(assert
 (= (rank (expo (add in_A in_B))) 3))
(assert
 (= (dim (expo (add in_A in_B)) 0) sym_b))
(assert
 (= (dim (expo (add in_A in_B)) 1) sym_s))
(assert
 (= (dim (expo (add in_A in_B)) 2) sym_d))
(assert
 (let ((?x88 (add in_A in_B)))
(let ((?x97 (expo ?x88)))
(let ((?x70 (expo in_B)))
(let ((?x61 (expo in_A)))
(let ((?x79 (mul ?x61 ?x70)))
(and (distinct ?x79 ?x97) true)))))))
(check-sat)
