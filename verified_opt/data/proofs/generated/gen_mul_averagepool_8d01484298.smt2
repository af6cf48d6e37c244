; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, mul_comm, smul_mul
; z3 rlimit used: 74356
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun smul (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
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
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x64 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x62 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (let (($x65 (= ?x62 ?x64)))
 (let (($x58 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0))))
 (=> $x58 $x65))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
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
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (= (rank ?x120) 4))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (= (dim ?x120 0) sym_n))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (= (dim ?x120 1) sym_c))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (= (dim ?x120 2) sym_h))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (= (dim ?x120 3) sym_w))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (let ((?x131 (mul in_i2 ?x120)))
 (= (rank ?x131) 4)))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (let ((?x131 (mul in_i2 ?x120)))
 (= (dim ?x131 0) sym_n)))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (let ((?x131 (mul in_i2 ?x120)))
 (= (dim ?x131 1) sym_c)))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (let ((?x131 (mul in_i2 ?x120)))
 (= (dim ?x131 2) sym_h)))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (let ((?x131 (mul in_i2 ?x120)))
 (= (dim ?x131 3) sym_w)))))
(assert
 (= (rank (smul in_i2 in_s1)) 4))
(assert
 (= (dim (smul in_i2 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i2 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i2 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i2 in_s1) 3) sym_w))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x153) 4)))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x153 0) sym_n)))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x153 1) sym_c)))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x153 2) sym_h)))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x153 3) sym_w)))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x142 (smul in_i2 in_s1)))
 (let ((?x164 (mul ?x142 ?x153)))
 (= (rank ?x164) 4)))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x142 (smul in_i2 in_s1)))
 (let ((?x164 (mul ?x142 ?x153)))
 (= (dim ?x164 0) sym_n)))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x142 (smul in_i2 in_s1)))
 (let ((?x164 (mul ?x142 ?x153)))
 (= (dim ?x164 1) sym_c)))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x142 (smul in_i2 in_s1)))
 (let ((?x164 (mul ?x142 ?x153)))
 (= (dim ?x164 2) sym_h)))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x142 (smul in_i2 in_s1)))
 (let ((?x164 (mul ?x142 ?x153)))
 (= (dim ?x164 3) sym_w)))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x142 (smul in_i2 in_s1)))
(let ((?x164 (mul ?x142 ?x153)))
(let ((?x109 (smul in_i1 in_s1)))
(let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
(let ((?x131 (mul in_i2 ?x120)))
(and (distinct ?x131 ?x164) true))))))))
(check-sat)
