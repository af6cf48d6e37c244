; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, mul_comm, smul_mul
; z3 rlimit used: 48281
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun smul (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x8 (mul Y X)))
 (let ((?x7 (mul X Y)))
 (= ?x7 ?x8))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x33 (mul X (smul Y S))))
 (let ((?x7 (mul X Y)))
 (let ((?x31 (smul ?x7 S)))
 (= ?x31 ?x33)))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x52 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x50 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (= ?x50 ?x52))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 ?x84)))
 (= (rank ?x95) 4))))
(assert
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 ?x84)))
 (= (dim ?x95 0) sym_n))))
(assert
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 ?x84)))
 (= (dim ?x95 1) sym_c))))
(assert
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 ?x84)))
 (= (dim ?x95 2) sym_h))))
(assert
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 ?x84)))
 (= (dim ?x95 3) sym_w))))
(assert
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 ?x84)))
 (let ((?x106 (mul in_i1 ?x95)))
 (= (rank ?x106) 4)))))
(assert
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 ?x84)))
 (let ((?x106 (mul in_i1 ?x95)))
 (= (dim ?x106 0) sym_n)))))
(assert
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 ?x84)))
 (let ((?x106 (mul in_i1 ?x95)))
 (= (dim ?x106 1) sym_c)))))
(assert
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 ?x84)))
 (let ((?x106 (mul in_i1 ?x95)))
 (= (dim ?x106 2) sym_h)))))
(assert
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 ?x84)))
 (let ((?x106 (mul in_i1 ?x95)))
 (= (dim ?x106 3) sym_w)))))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x117) 4)))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x117 0) sym_n)))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x117 1) sym_c)))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x117 2) sym_h)))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x117 3) sym_w)))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x128 (mul ?x84 ?x117)))
 (= (rank ?x128) 4)))))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x128 (mul ?x84 ?x117)))
 (= (dim ?x128 0) sym_n)))))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x128 (mul ?x84 ?x117)))
 (= (dim ?x128 1) sym_c)))))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x128 (mul ?x84 ?x117)))
 (= (dim ?x128 2) sym_h)))))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x128 (mul ?x84 ?x117)))
 (= (dim ?x128 3) sym_w)))))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x84 (smul in_i1 in_s1)))
(let ((?x128 (mul ?x84 ?x117)))
(let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 ?x84)))
(let ((?x106 (mul in_i1 ?x95)))
(and (distinct ?x106 ?x128) true)))))))
(check-sat)
