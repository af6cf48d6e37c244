; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_right, matmul_smul_right
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
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x12 (matmul A (idkernel2 c))))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 1) c)) $x13))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x42 (smul (matmul A B) S)))
 (let ((?x40 (matmul A (smul B S))))
 (= ?x40 ?x42))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
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
 (= (rank (matmul in_x1 (smul (idkernel2 sym_c) in_s1))) 2))
(assert
 (= (dim (matmul in_x1 (smul (idkernel2 sym_c) in_s1)) 0) sym_n))
(assert
 (= (dim (matmul in_x1 (smul (idkernel2 sym_c) in_s1)) 1) sym_c))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (let ((?x84 (smul in_x1 in_s1)))
(let ((?x63 (idkernel2 sym_c)))
(let ((?x70 (smul ?x63 in_s1)))
(let ((?x77 (matmul in_x1 ?x70)))
(and (distinct ?x77 ?x84) true))))))
(check-sat)
