; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_left, matmul_smul_left, smul_concat
; z3 rlimit used: 74021
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x13 (concat ax (smul A S) (smul B S))))
 (let ((?x10 (smul (concat ax A B) S)))
 (= ?x10 ?x13))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x40 (matmul (idkernel2 c) A)))
 (let (($x41 (= ?x40 A)))
 (=> (and (= (dim A 0) c)) $x41))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x52 (smul (matmul A B) S)))
 (let ((?x50 (matmul (smul A S) B)))
 (= ?x50 ?x52))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
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
 (= (rank (matmul (smul (idkernel2 sym_c) in_s1) in_w1)) 2))
(assert
 (= (dim (matmul (smul (idkernel2 sym_c) in_s1) in_w1) 0) sym_c))
(assert
 (= (dim (matmul (smul (idkernel2 sym_c) in_s1) in_w1) 1) sym_c))
(assert
 (let ((?x71 (idkernel2 sym_c)))
 (let ((?x78 (smul ?x71 in_s1)))
 (let ((?x85 (matmul ?x78 in_w1)))
 (let ((?x92 (concat 0 ?x78 ?x85)))
 (= (rank ?x92) 2))))))
(assert
 (let ((?x96 (* 2 sym_c)))
 (let ((?x71 (idkernel2 sym_c)))
 (let ((?x78 (smul ?x71 in_s1)))
 (let ((?x85 (matmul ?x78 in_w1)))
 (let ((?x92 (concat 0 ?x78 ?x85)))
 (let ((?x95 (dim ?x92 0)))
 (= ?x95 ?x96))))))))
(assert
 (let ((?x71 (idkernel2 sym_c)))
 (let ((?x78 (smul ?x71 in_s1)))
 (let ((?x85 (matmul ?x78 in_w1)))
 (let ((?x92 (concat 0 ?x78 ?x85)))
 (= (dim ?x92 1) sym_c))))))
(assert
 (let ((?x96 (* 2 sym_c)))
 (>= ?x96 0)))
(assert
 (= (rank (concat 0 (idkernel2 sym_c) in_w1)) 2))
(assert
 (let ((?x96 (* 2 sym_c)))
 (let ((?x71 (idkernel2 sym_c)))
 (let ((?x101 (concat 0 ?x71 in_w1)))
 (let ((?x104 (dim ?x101 0)))
 (= ?x104 ?x96))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_w1) 1) sym_c))
(assert
 (= (rank (smul (concat 0 (idkernel2 sym_c) in_w1) in_s1)) 2))
(assert
 (let ((?x96 (* 2 sym_c)))
 (let ((?x71 (idkernel2 sym_c)))
 (let ((?x101 (concat 0 ?x71 in_w1)))
 (let ((?x108 (smul ?x101 in_s1)))
 (let ((?x111 (dim ?x108 0)))
 (= ?x111 ?x96)))))))
(assert
 (= (dim (smul (concat 0 (idkernel2 sym_c) in_w1) in_s1) 1) sym_c))
(assert
 (let ((?x71 (idkernel2 sym_c)))
(let ((?x101 (concat 0 ?x71 in_w1)))
(let ((?x108 (smul ?x101 in_s1)))
(let ((?x78 (smul ?x71 in_s1)))
(let ((?x85 (matmul ?x78 in_w1)))
(let ((?x92 (concat 0 ?x78 ?x85)))
(and (distinct ?x92 ?x108) true))))))))
(check-sat)
