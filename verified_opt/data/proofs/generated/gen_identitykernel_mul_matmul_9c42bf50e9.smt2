; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, matmul_idkernel_left
; z3 rlimit used: 14968
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
(declare-fun sym_c2 () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul (idkernel2 c) A)))
 (let (($x16 (= ?x15 A)))
 (let (($x12 (= (rank A) 2)))
 (let (($x13 (and (= (dim A 0) c) $x12)))
 (=> $x13 $x16))))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x46 (matmul A B)))
 (let ((?x45 (gemmnc 0 0 1.0 A B)))
 (let (($x47 (= ?x45 ?x46)))
 (let (($x12 (= (rank A) 2)))
 (let (($x43 (and $x12 (= (rank B) 2))))
 (=> $x43 $x47)))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x71 (smul (gemmnc ta tb al A B) S)))
 (let ((?x69 (gemmnc ta tb al (smul A S) B)))
 (let (($x72 (= ?x69 ?x71)))
 (let (($x67 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x67 $x72))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
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
 (let ((?x116 (smul in_w1 in_s1)))
(let ((?x95 (idkernel2 sym_c)))
(let ((?x102 (smul ?x95 in_s1)))
(let ((?x109 (matmul ?x102 in_w1)))
(and (distinct ?x109 ?x116) true))))))
(check-sat)
