; verified_opt proof obligation: unsat means the rule holds
; axioms used: softmax_exp_sum
; z3 rlimit used: 73515
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun softmax (Int T) T)
(declare-fun divideb (T T) T)
(declare-fun rsum (Int Int T) T)
(declare-fun expo (T) T)
(declare-fun sym_b () Int)
(declare-fun sym_h () Int)
(declare-fun sym_s () Int)
(declare-fun sym_t () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (ax Int) )(! (let ((?x11 (softmax ax X)))
 (let ((?x6 (expo X)))
 (let ((?x10 (divideb ?x6 (rsum ax 1 ?x6))))
 (= ?x10 ?x11)))) :pattern ( (divideb (expo X) (rsum ax 1 (expo X))) ) :pattern ( (softmax ax X) ) :qid softmax_exp_sum))
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
 (let ((?x56 (expo in_X)))
 (let ((?x67 (rsum 3 1 ?x56)))
 (let ((?x76 (dim ?x67 3)))
 (= 1 ?x76)))))
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
 (let ((?x89 (softmax 3 in_X)))
(let ((?x56 (expo in_X)))
(let ((?x67 (rsum 3 1 ?x56)))
(let ((?x78 (divideb ?x56 ?x67)))
(and (distinct ?x78 ?x89) true))))))
(check-sat)
