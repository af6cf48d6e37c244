; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_right, matmul_smul_right, smul_concat
; z3 rlimit used: 74023
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
 (forall ((A T) (c Int) )(! (let ((?x40 (matmul A (idkernel2 c))))
 (let (($x41 (= ?x40 A)))
 (=> (and (= (dim A 1) c)) $x41))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x52 (smul (matmul A B) S)))
 (let ((?x50 (matmul A (smul B S))))
 (= ?x50 ?x52))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
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
 (let ((?x71 (idkernel2 sym_c)))
 (let ((?x78 (smul ?x71 in_s1)))
 (let ((?x85 (matmul in_w1 ?x78)))
 (let ((?x92 (concat 1 ?x78 ?x85)))
 (= (rank ?x92) 2))))))
(assert
 (let ((?x71 (idkernel2 sym_c)))
 (let ((?x78 (smul ?x71 in_s1)))
 (let ((?x85 (matmul in_w1 ?x78)))
 (let ((?x92 (concat 1 ?x78 ?x85)))
 (= (dim ?x92 0) sym_c))))))
(assert
 (let ((?x98 (* 2 sym_c)))
 (let ((?x71 (idkernel2 sym_c)))
 (let ((?x78 (smul ?x71 in_s1)))
 (let ((?x85 (matmul in_w1 ?x78)))
 (let ((?x92 (concat 1 ?x78 ?x85)))
 (let ((?x97 (dim ?x92 1)))
 (= ?x97 ?x98))))))))
(assert
 (let ((?x98 (* 2 sym_c)))
 (>= ?x98 0)))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x98 (* 2 sym_c)))
 (let ((?x71 (idkernel2 sym_c)))
 (let ((?x101 (concat 1 ?x71 in_w1)))
 (let ((?x106 (dim ?x101 1)))
 (= ?x106 ?x98))))))
(assert
 (= (rank (smul (concat 1 (idkernel2 sym_c) in_w1) in_s1)) 2))
(assert
 (= (dim (smul (concat 1 (idkernel2 sym_c) in_w1) in_s1) 0) sym_c))
(assert
 (let ((?x98 (* 2 sym_c)))
 (let ((?x71 (idkernel2 sym_c)))
 (let ((?x101 (concat 1 ?x71 in_w1)))
 (let ((?x108 (smul ?x101 in_s1)))
 (let ((?x113 (dim ?x108 1)))
 (= ?x113 ?x98)))))))
(assert
 (let ((?x71 (idkernel2 sym_c)))
(let ((?x101 (concat 1 ?x71 in_w1)))
(let ((?x108 (smul ?x101 in_s1)))
(let ((?x78 (smul ?x71 in_s1)))
(let ((?x85 (matmul in_w1 ?x78)))
(let ((?x92 (concat 1 ?x78 ?x85)))
(and (distinct ?x92 ?x108) true))))))))
(check-sat)
