; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_right, matmul_smul_right, mul_comm, smul_mul
; z3 rlimit used: 74234
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun mul (T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x12 (matmul A (idkernel2 c))))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 1) c)) $x13))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x39 (mul Y X)))
 (let ((?x38 (mul X Y)))
 (= ?x38 ?x39))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x47 (mul X (smul Y S))))
 (let ((?x38 (mul X Y)))
 (let ((?x45 (smul ?x38 S)))
 (= ?x45 ?x47)))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x55 (smul (matmul A B) S)))
 (let ((?x53 (matmul A (smul B S))))
 (= ?x53 ?x55))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (smul (idkernel2 sym_c) in_s1)) 2))
(assert
 (= (dim (smul (idkernel2 sym_c) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel2 sym_c) in_s1) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (smul (idkernel2 sym_c) in_s1))) 2))
(assert
 (= (dim (matmul in_w1 (smul (idkernel2 sym_c) in_s1)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (smul (idkernel2 sym_c) in_s1)) 1) sym_c))
(assert
 (let ((?x74 (idkernel2 sym_c)))
 (let ((?x81 (smul ?x74 in_s1)))
 (let ((?x88 (matmul in_w1 ?x81)))
 (let ((?x95 (mul ?x81 ?x88)))
 (= (rank ?x95) 2))))))
(assert
 (let ((?x74 (idkernel2 sym_c)))
 (let ((?x81 (smul ?x74 in_s1)))
 (let ((?x88 (matmul in_w1 ?x81)))
 (let ((?x95 (mul ?x81 ?x88)))
 (= (dim ?x95 0) sym_c))))))
(assert
 (let ((?x74 (idkernel2 sym_c)))
 (let ((?x81 (smul ?x74 in_s1)))
 (let ((?x88 (matmul in_w1 ?x81)))
 (let ((?x95 (mul ?x81 ?x88)))
 (= (dim ?x95 1) sym_c))))))
(assert
 (= (rank (mul in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (mul in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (mul in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (smul (mul in_w1 (idkernel2 sym_c)) in_s1)) 2))
(assert
 (= (dim (smul (mul in_w1 (idkernel2 sym_c)) in_s1) 0) sym_c))
(assert
 (= (dim (smul (mul in_w1 (idkernel2 sym_c)) in_s1) 1) sym_c))
(assert
 (= (rank (smul (smul (mul in_w1 (idkernel2 sym_c)) in_s1) in_s1)) 2))
(assert
 (let ((?x74 (idkernel2 sym_c)))
 (let ((?x102 (mul in_w1 ?x74)))
 (let ((?x109 (smul ?x102 in_s1)))
 (let ((?x116 (smul ?x109 in_s1)))
 (= (dim ?x116 0) sym_c))))))
(assert
 (let ((?x74 (idkernel2 sym_c)))
 (let ((?x102 (mul in_w1 ?x74)))
 (let ((?x109 (smul ?x102 in_s1)))
 (let ((?x116 (smul ?x109 in_s1)))
 (= (dim ?x116 1) sym_c))))))
(assert
 (let ((?x74 (idkernel2 sym_c)))
(let ((?x102 (mul in_w1 ?x74)))
(let ((?x109 (smul ?x102 in_s1)))
(let ((?x116 (smul ?x109 in_s1)))
(let ((?x81 (smul ?x74 in_s1)))
(let ((?x88 (matmul in_w1 ?x81)))
(let ((?x95 (mul ?x81 ?x88)))
(and (distinct ?x95 ?x116) true)))))))))
(check-sat)
