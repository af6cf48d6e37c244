; verified_opt proof obligation: unsat means the rule holds
; axioms used: mulb_recip_div
; z3 rlimit used: 1204
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun divideb (T T) T)
(declare-fun mulb (T T) T)
(declare-fun recip (T) T)
(declare-fun rank (T) Int)
(declare-fun sym_b () Int)
(declare-fun sym_d () Int)
(declare-fun sym_s () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x20 (divideb X Y)))
 (let ((?x19 (mulb X (recip Y))))
 (let (($x21 (= ?x19 ?x20)))
 (let (($x17 (and (>= (- (- (rank X) 1) 0) 0) (>= (- (- (rank Y) 1) 0) 0))))
 (=> $x17 $x21))))) :pattern ( (mulb X (recip Y)) ) :pattern ( (divideb X Y) ) :qid mulb_recip_div))
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
 (= (rank in_Y) 3))
(assert
 (= (dim in_Y 0) sym_b))
(assert
 (= (dim in_Y 1) sym_s))
(assert
 (let ((?x73 (dim in_Y 2)))
 (= 1 ?x73)))
(assert
 (= (rank (recip in_Y)) 3))
(assert
 (= (dim (recip in_Y) 0) sym_b))
(assert
 (= (dim (recip in_Y) 1) sym_s))
(assert
 (let ((?x75 (recip in_Y)))
 (let ((?x82 (dim ?x75 2)))
 (= 1 ?x82))))
(assert
 (= (rank (mulb in_X (recip in_Y))) 3))
(assert
 (= (dim (mulb in_X (recip in_Y)) 0) sym_b))
(assert
 (= (dim (mulb in_X (recip in_Y)) 1) sym_s))
(assert
 (= (dim (mulb in_X (recip in_Y)) 2) sym_d))
(assert
 (= (rank (divideb in_X in_Y)) 3))
(assert
 (= (dim (divideb in_X in_Y) 0) sym_b))
(assert
 (= (dim (divideb in_X in_Y) 1) sym_s))
(assert
 (= (dim (divideb in_X in_Y) 2) sym_d))
(assert
 (let ((?x93 (divideb in_X in_Y)))
(let ((?x75 (recip in_Y)))
(let ((?x84 (mulb in_X ?x75)))
(and (distinct ?x84 ?x93) true)))))
(check-sat)
