; verified_opt proof obligation: unsat means the rule holds
; axioms used: softmax_exp_sum
; z3 rlimit used: 1330
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun softmax (Int T) T)
(declare-fun divideb (T T) T)
(declare-fun rsum (Int Int T) T)
(declare-fun expo (T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
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
 (let ((?x60 (expo in_X)))
 (let ((?x67 (rsum 1 1 ?x60)))
 (let ((?x72 (dim ?x67 1)))
 (= 1 ?x72)))))
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
 (let ((?x81 (softmax 1 in_X)))
(let ((?x60 (expo in_X)))
(let ((?x67 (rsum 1 1 ?x60)))
(let ((?x74 (divideb ?x60 ?x67)))
(and (distinct ?x74 ?x81) true))))))
(check-sat)
