; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_dist_right, matmul_idkernel_right, matmul_smul_right, smul_dist_add
; z3 rlimit used: 75446
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
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
 (forall ((X T) (Y T) )(! (let ((?x39 (add Y X)))
 (let ((?x38 (add X Y)))
 (= ?x38 ?x39))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x48 (add (smul X S) (smul Y S))))
 (let ((?x38 (add X Y)))
 (let ((?x45 (smul ?x38 S)))
 (= ?x45 ?x48)))) :pattern ( (smul (add X Y) S) ) :pattern ( (add (smul X S) (smul Y S)) ) :qid smul_dist_add))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x54 (matmul A B)))
 (let ((?x56 (add ?x54 (matmul A C))))
 (let ((?x38 (add B C)))
 (let ((?x53 (matmul A ?x38)))
 (= ?x53 ?x56))))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x54 (matmul A B)))
 (let ((?x63 (smul ?x54 S)))
 (let ((?x62 (matmul A (smul B S))))
 (= ?x62 ?x63)))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
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
 (= (rank (smul in_w1 in_s1)) 2))
(assert
 (= (dim (smul in_w1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w1 in_s1) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (smul in_w1 in_s1))) 2))
(assert
 (= (dim (matmul in_w1 (smul in_w1 in_s1)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (smul in_w1 in_s1)) 1) sym_c))
(assert
 (let ((?x82 (smul in_w1 in_s1)))
 (let ((?x89 (matmul in_w1 ?x82)))
 (let ((?x96 (add ?x82 ?x89)))
 (= (rank ?x96) 2)))))
(assert
 (let ((?x82 (smul in_w1 in_s1)))
 (let ((?x89 (matmul in_w1 ?x82)))
 (let ((?x96 (add ?x82 ?x89)))
 (= (dim ?x96 0) sym_c)))))
(assert
 (let ((?x82 (smul in_w1 in_s1)))
 (let ((?x89 (matmul in_w1 ?x82)))
 (let ((?x96 (add ?x82 ?x89)))
 (= (dim ?x96 1) sym_c)))))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (add in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_w1 (add in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (add in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (let ((?x103 (idkernel2 sym_c)))
 (let ((?x110 (add in_w1 ?x103)))
 (let ((?x117 (matmul in_w1 ?x110)))
 (let ((?x124 (smul ?x117 in_s1)))
 (= (rank ?x124) 2))))))
(assert
 (let ((?x103 (idkernel2 sym_c)))
 (let ((?x110 (add in_w1 ?x103)))
 (let ((?x117 (matmul in_w1 ?x110)))
 (let ((?x124 (smul ?x117 in_s1)))
 (= (dim ?x124 0) sym_c))))))
(assert
 (let ((?x103 (idkernel2 sym_c)))
 (let ((?x110 (add in_w1 ?x103)))
 (let ((?x117 (matmul in_w1 ?x110)))
 (let ((?x124 (smul ?x117 in_s1)))
 (= (dim ?x124 1) sym_c))))))
(assert
 (let ((?x103 (idkernel2 sym_c)))
(let ((?x110 (add in_w1 ?x103)))
(let ((?x117 (matmul in_w1 ?x110)))
(let ((?x124 (smul ?x117 in_s1)))
(let ((?x82 (smul in_w1 in_s1)))
(let ((?x89 (matmul in_w1 ?x82)))
(let ((?x96 (add ?x82 ?x89)))
(and (distinct ?x96 ?x124) true)))))))))
(check-sat)
