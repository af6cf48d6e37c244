; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_add, avgpool_smul
; z3 rlimit used: 48677
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun smul (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x19 (avgpool kh kw sh sw pt pl pb pr ci Y)))
 (let ((?x20 (add (avgpool kh kw sh sw pt pl pb pr ci X) ?x19)))
 (let ((?x17 (avgpool kh kw sh sw pt pl pb pr ci (add X Y))))
 (= ?x17 ?x20)))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (add X Y)) ) :pattern ( (add (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_add))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x19 (avgpool kh kw sh sw pt pl pb pr ci X)))
 (let ((?x44 (smul ?x19 S)))
 (let ((?x43 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (= ?x43 ?x44)))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_s1) 0))
(assert
 (let ((?x76 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x76) 4)))
(assert
 (let ((?x76 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x76 0) sym_n)))
(assert
 (let ((?x76 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x76 1) sym_c)))
(assert
 (let ((?x76 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x76 2) sym_h)))
(assert
 (let ((?x76 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x76 3) sym_w)))
(assert
 (let ((?x76 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (= (rank ?x87) 4))))
(assert
 (let ((?x76 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (= (dim ?x87 0) sym_n))))
(assert
 (let ((?x76 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (= (dim ?x87 1) sym_c))))
(assert
 (let ((?x76 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (= (dim ?x87 2) sym_h))))
(assert
 (let ((?x76 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (= (dim ?x87 3) sym_w))))
(assert
 (let ((?x76 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (let ((?x98 (add ?x76 ?x87)))
 (= (rank ?x98) 4)))))
(assert
 (let ((?x76 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (let ((?x98 (add ?x76 ?x87)))
 (= (dim ?x98 0) sym_n)))))
(assert
 (let ((?x76 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (let ((?x98 (add ?x76 ?x87)))
 (= (dim ?x98 1) sym_c)))))
(assert
 (let ((?x76 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (let ((?x98 (add ?x76 ?x87)))
 (= (dim ?x98 2) sym_h)))))
(assert
 (let ((?x76 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (let ((?x98 (add ?x76 ?x87)))
 (= (dim ?x98 3) sym_w)))))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (= (rank (add in_i1 (smul in_i1 in_s1))) 4))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 0) sym_n))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 1) sym_c))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (add in_i1 ?x109)))
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 ?x120)))
 (= (rank ?x131) 4)))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (add in_i1 ?x109)))
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 ?x120)))
 (= (dim ?x131 0) sym_n)))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (add in_i1 ?x109)))
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 ?x120)))
 (= (dim ?x131 1) sym_c)))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (add in_i1 ?x109)))
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 ?x120)))
 (= (dim ?x131 2) sym_h)))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (add in_i1 ?x109)))
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 ?x120)))
 (= (dim ?x131 3) sym_w)))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
(let ((?x120 (add in_i1 ?x109)))
(let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 ?x120)))
(let ((?x76 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x87 (smul ?x76 in_s1)))
(let ((?x98 (add ?x76 ?x87)))
(and (distinct ?x98 ?x131) true))))))))
(check-sat)
