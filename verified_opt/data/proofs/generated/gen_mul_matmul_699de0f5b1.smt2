; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_smul_left, mul_comm, smul_mul
; z3 rlimit used: 73671
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun smul (T T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_w2 () T)
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
 (forall ((A T) (B T) (S T) )(! (let ((?x41 (smul (matmul A B) S)))
 (let ((?x39 (matmul (smul A S) B)))
 (= ?x39 ?x41))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
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
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c))
(assert
 (= (rank (smul in_w1 in_s1)) 2))
(assert
 (= (dim (smul in_w1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w1 in_s1) 1) sym_c))
(assert
 (= (rank (mul in_w2 (smul in_w1 in_s1))) 2))
(assert
 (= (dim (mul in_w2 (smul in_w1 in_s1)) 0) sym_c))
(assert
 (= (dim (mul in_w2 (smul in_w1 in_s1)) 1) sym_c))
(assert
 (= (rank (matmul (mul in_w2 (smul in_w1 in_s1)) in_w1)) 2))
(assert
 (= (dim (matmul (mul in_w2 (smul in_w1 in_s1)) in_w1) 0) sym_c))
(assert
 (= (dim (matmul (mul in_w2 (smul in_w1 in_s1)) in_w1) 1) sym_c))
(assert
 (= (rank (mul in_w1 in_w2)) 2))
(assert
 (= (dim (mul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (mul in_w1 in_w2) 1) sym_c))
(assert
 (= (rank (matmul (mul in_w1 in_w2) in_w1)) 2))
(assert
 (= (dim (matmul (mul in_w1 in_w2) in_w1) 0) sym_c))
(assert
 (= (dim (matmul (mul in_w1 in_w2) in_w1) 1) sym_c))
(assert
 (= (rank (smul (matmul (mul in_w1 in_w2) in_w1) in_s1)) 2))
(assert
 (= (dim (smul (matmul (mul in_w1 in_w2) in_w1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (matmul (mul in_w1 in_w2) in_w1) in_s1) 1) sym_c))
(assert
 (let ((?x89 (mul in_w1 in_w2)))
(let ((?x96 (matmul ?x89 in_w1)))
(let ((?x103 (smul ?x96 in_s1)))
(let ((?x68 (smul in_w1 in_s1)))
(let ((?x75 (mul in_w2 ?x68)))
(let ((?x82 (matmul ?x75 in_w1)))
(and (distinct ?x82 ?x103) true))))))))
(check-sat)
