; verified_opt proof obligation: unsat means the rule holds
; axioms used: softmax_exp_sum
; z3 rlimit used: 73141
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun softmax (Int T) T)
(declare-fun divideb (T T) T)
(declare-fun rsum (Int Int T) T)
(declare-fun expo (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
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
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (rank (expo in_X)) 2))
(assert
 (= (dim (expo in_X) 0) sym_n))
(assert
 (= (dim (expo in_X) 1) sym_c))
(assert
 (= (rank (rsum 1 1 (expo in_X))) 2))
(assert
 (= (dim (rsum 1 1 (expo in_X)) 0) sym_n))
(assert
 (let ((?x46 (expo in_X)))
 (let ((?x53 (rsum 1 1 ?x46)))
 (let ((?x58 (dim ?x53 1)))
 (= 1 ?x58)))))
(assert
 (= (rank (divideb (expo in_X) (rsum 1 1 (expo in_X)))) 2))
(assert
 (= (dim (divideb (expo in_X) (rsum 1 1 (expo in_X))) 0) sym_n))
(assert
 (= (dim (divideb (expo in_X) (rsum 1 1 (expo in_X))) 1) sym_c))
(assert
 (= (rank (softmax 1 in_X)) 2))
(assert
 (= (dim (softmax 1 in_X) 0) sym_n))
(assert
 (= (dim (softmax 1 in_X) 1) sym_c))
(assert
 (let ((?x67 (softmax 1 in_X)))
(let ((?x46 (expo in_X)))
(let ((?x53 (rsum 1 1 ?x46)))
(let ((?x60 (divideb ?x46 ?x53)))
(and (distinct ?x60 ?x67) true))))))
(check-sat)
