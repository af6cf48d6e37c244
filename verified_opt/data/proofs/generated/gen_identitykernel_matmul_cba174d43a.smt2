; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_left
; z3 rlimit used: 7190
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul (idkernel2 c) A)))
 (let (($x16 (= ?x15 A)))
 (let (($x13 (and (= (dim A 0) c) (= (rank A) 2))))
 (=> $x13 $x16)))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (rank (matmul (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (matmul (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (= (dim (matmul (idkernel2 sym_c) in_w1) 1) sym_c2))
(assert
 (let ((?x52 (idkernel2 sym_c)))
(let ((?x59 (matmul ?x52 in_w1)))
(and (distinct ?x59 in_w1) true))))
(check-sat)
