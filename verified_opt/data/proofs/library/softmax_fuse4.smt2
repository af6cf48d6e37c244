; verified_opt proof obligation: unsat means the rule holds
; axioms used: softmax_exp_sum
; z3 rlimit used: 1704
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
(declare-fun sym_h () Int)
(declare-fun sym_s () Int)
(declare-fun sym_t () Int)
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
 (>= sym_h 1))
(assert
 (>= sym_s 1))
(assert
 (>= sym_t 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_b))
(assert
 (= (dim in_X 1) sym_h))
(assert
 (= (dim in_X 2) sym_s))
(assert
 (= (dim in_X 3) sym_t))
(assert
 (= (rank (expo in_X)) 4))
(assert
 (= (dim (expo in_X) 0) sym_b))
(assert
 (= (dim (expo in_X) 1) sym_h))
(assert
 (= (dim (expo in_X) 2) sym_s))
(assert
 (= (dim (expo in_X) 3) sym_t))
(assert
 (= (rank (rsum 3 1 (expo in_X))) 4))
(assert
 (= (dim (rsum 3 1 (expo in_X)) 0) sym_b))
(assert
 (= (dim (rsum 3 1 (expo in_X)) 1) sym_h))
(assert
 (= (dim (rsum 3 1 (expo in_X)) 2) sym_s))
(assert
 (let ((?x70 (expo in_X)))
 (let ((?x81 (rsum 3 1 ?x70)))
 (let ((?x90 (dim ?x81 3)))
 (= 1 ?x90)))))
(assert
 (= (rank (divideb (expo in_X) (rsum 3 1 (expo in_X)))) 4))
(assert
 (= (dim (divideb (expo in_X) (rsum 3 1 (expo in_X))) 0) sym_b))
(assert
 (= (dim (divideb (expo in_X) (rsum 3 1 (expo in_X))) 1) sym_h))
(assert
 (= (dim (divideb (expo in_X) (rsum 3 1 (expo in_X))) 2) sym_s))
(assert
 (= (dim (divideb (expo in_X) (rsum 3 1 (expo in_X))) 3) sym_t))
(assert
 (= (rank (softmax 3 in_X)) 4))
(assert
 (= (dim (softmax 3 in_X) 0) sym_b))
(assert
 (= (dim (softmax 3 in_X) 1) sym_h))
(assert
 (= (dim (softmax 3 in_X) 2) sym_s))
(assert
 (= (dim (softmax 3 in_X) 3) sym_t))
(assert
 (let ((?x103 (softmax 3 in_X)))
(let ((?x70 (expo in_X)))
(let ((?x81 (rsum 3 1 ?x70)))
(let ((?x92 (divideb ?x70 ?x81)))
(and (distinct ?x92 ?x103) true))))))
(check-sat)
