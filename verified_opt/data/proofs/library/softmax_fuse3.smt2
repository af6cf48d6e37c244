; verified_opt proof obligation: unsat means the rule holds
; axioms used: softmax_exp_sum
; z3 rlimit used: 1517
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun softmax (Int T) T)
(declare-fun divideb (T T) T)
(declare-fun rsum (Int Int T) T)
(declare-fun expo (T) T)
(declare-fun rank (T) Int)
(declare-fun sym_b () Int)
(declare-fun sym_d () Int)
(declare-fun sym_s () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (ax Int) )(! (let ((?x17 (softmax ax X)))
 (let ((?x14 (expo X)))
 (let ((?x16 (divideb ?x14 (rsum ax 1 ?x14))))
 (let (($x18 (= ?x16 ?x17)))
 (=> (and (>= ax 0) (= (rank X) (+ 1 ax))) $x18))))) :pattern ( (divideb (expo X) (rsum ax 1 (expo X))) ) :pattern ( (softmax ax X) ) :qid softmax_exp_sum))
 )
(assert
 (>= sym_b 1))
(assert
 (>= sym_d 1))
(assert
 (>= sym_s 1))
(assert
 (= (rank in_X) 3))
(assert
 (= (dim in_X 0) sym_b))
(assert
 (= (dim in_X 1) sym_s))
(assert
 (= (dim in_X 2) sym_d))
(assert
 (= (rank (expo in_X)) 3))
(assert
 (= (dim (expo in_X) 0) sym_b))
(assert
 (= (dim (expo in_X) 1) sym_s))
(assert
 (= (dim (expo in_X) 2) sym_d))
(assert
 (= (rank (rsum 2 1 (expo in_X))) 3))
(assert
 (= (dim (rsum 2 1 (expo in_X)) 0) sym_b))
(assert
 (= (dim (rsum 2 1 (expo in_X)) 1) sym_s))
(assert
 (let ((?x65 (expo in_X)))
 (let ((?x74 (rsum 2 1 ?x65)))
 (let ((?x81 (dim ?x74 2)))
 (= 1 ?x81)))))
(assert
 (= (rank (divideb (expo in_X) (rsum 2 1 (expo in_X)))) 3))
(assert
 (= (dim (divideb (expo in_X) (rsum 2 1 (expo in_X))) 0) sym_b))
(assert
 (= (dim (divideb (expo in_X) (rsum 2 1 (expo in_X))) 1) sym_s))
(assert
 (= (dim (divideb (expo in_X) (rsum 2 1 (expo in_X))) 2) sym_d))
(assert
 (= (rank (softmax 2 in_X)) 3))
(assert
 (= (dim (softmax 2 in_X) 0) sym_b))
(assert
 (= (dim (softmax 2 in_X) 1) sym_s))
(assert
 (= (dim (softmax 2 in_X) 2) sym_d))
(assert
 (let ((?x92 (softmax 2 in_X)))
(let ((?x65 (expo in_X)))
(let ((?x74 (rsum 2 1 ?x65)))
(let ((?x83 (divideb ?x65 ?x74)))
(and (distinct ?x83 ?x92) true))))))
(check-sat)
