; verified_opt proof obligation: unsat means the rule holds
; axioms used: expand_same3
; z3 rlimit used: 717
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun expand3 (Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_b () Int)
(declare-fun sym_d () Int)
(declare-fun sym_s () Int)
(declare-fun in_X () T)
(assert
 (forall ((X T) (a Int) (b Int) (c Int) )(! (let ((?x22 (expand3 a b c X)))
 (let (($x23 (= ?x22 X)))
 (let (($x21 (and (= (dim X 0) a) (= (dim X 1) b) (= (dim X 2) c) (= (rank X) 3))))
 (=> $x21 $x23)))) :pattern ( (expand3 a b c X) ) :qid expand_same3))
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
 (= (rank (expand3 sym_b sym_s sym_d in_X)) 3))
(assert
 (= (dim (expand3 sym_b sym_s sym_d in_X) 0) sym_b))
(assert
 (= (dim (expand3 sym_b sym_s sym_d in_X) 1) sym_s))
(assert
 (= (dim (expand3 sym_b sym_s sym_d in_X) 2) sym_d))
(assert
 (let ((?x62 (expand3 sym_b sym_s sym_d in_X)))
(and (distinct ?x62 in_X) true)))
(check-sat)
