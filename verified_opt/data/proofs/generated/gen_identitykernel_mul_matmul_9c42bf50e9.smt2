; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_left, matmul_smul_left
; z3 rlimit used: 73557
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x12 (matmul (idkernel2 c) A)))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 0) c)) $x13))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x42 (smul (matmul A B) S)))
 (let ((?x40 (matmul (smul A S) B)))
 (= ?x40 ?x42))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
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
 (= (dim (matmul (smul (idkernel2 sym_c) in_s1) in_w1) 1) sym_c2))
(assert
 (= (rank (smul in_w1 in_s1)) 2))
(assert
 (= (dim (smul in_w1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w1 in_s1) 1) sym_c2))
(assert
 (let ((?x84 (smul in_w1 in_s1)))
(let ((?x63 (idkernel2 sym_c)))
(let ((?x70 (smul ?x63 in_s1)))
(let ((?x77 (matmul ?x70 in_w1)))
(and (distinct ?x77 ?x84) true))))))
(check-sat)
