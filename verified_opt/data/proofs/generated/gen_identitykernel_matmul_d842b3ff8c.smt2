; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_right
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
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul A (idkernel2 c))))
 (let (($x16 (= ?x15 A)))
 (let (($x13 (and (= (dim A 1) c) (= (rank A) 2))))
 (=> $x13 $x16)))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
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
 (= (rank (matmul in_x1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (matmul in_x1 (idkernel2 sym_c)) 0) sym_n))
(assert
 (= (dim (matmul in_x1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (let ((?x52 (idkernel2 sym_c)))
(let ((?x59 (matmul in_x1 ?x52)))
(and (distinct ?x59 in_x1) true))))
(check-sat)
