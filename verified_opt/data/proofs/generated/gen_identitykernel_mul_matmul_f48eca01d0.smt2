; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_right, matmul_idkernel_right
; z3 rlimit used: 14898
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul A (idkernel2 c))))
 (let (($x16 (= ?x15 A)))
 (let (($x12 (= (rank A) 2)))
 (let (($x13 (and (= (dim A 1) c) $x12)))
 (=> $x13 $x16))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x47 (matmul A B)))
 (let ((?x46 (gemmnc 0 0 1.0 A B)))
 (let (($x48 (= ?x46 ?x47)))
 (let (($x12 (= (rank A) 2)))
 (let (($x43 (and $x12 (= (rank B) 2))))
 (=> $x43 $x48)))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x72 (smul (gemmnc ta tb al A B) S)))
 (let ((?x70 (gemmnc ta tb al A (smul B S))))
 (let (($x73 (= ?x70 ?x72)))
 (let (($x68 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x68 $x73))))) :pattern ( (gemmnc ta tb al A (smul B S)) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_right))
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
 (let ((?x116 (smul in_x1 in_s1)))
(let ((?x95 (idkernel2 sym_c)))
(let ((?x102 (smul ?x95 in_s1)))
(let ((?x109 (matmul in_x1 ?x102)))
(and (distinct ?x109 ?x116) true))))))
(check-sat)
