; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, gemmnc_smul_right, matmul_idkernel_left, matmul_idkernel_right
; z3 rlimit used: 30458
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
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun add (T T) T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x15 (matmul A ?x14)))
 (let (($x16 (= ?x15 A)))
 (let (($x12 (= (rank A) 2)))
 (let (($x13 (and (= (dim A 1) c) $x12)))
 (=> $x13 $x16)))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x44 (matmul ?x14 A)))
 (let (($x45 (= ?x44 A)))
 (let (($x12 (= (rank A) 2)))
 (let (($x43 (and (= (dim A 0) c) $x12)))
 (=> $x43 $x45)))))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x58 (matmul A B)))
 (let ((?x57 (gemmnc 0 0 1.0 A B)))
 (let (($x59 (= ?x57 ?x58)))
 (let (($x12 (= (rank A) 2)))
 (let (($x55 (and $x12 (= (rank B) 2))))
 (=> $x55 $x59)))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x83 (smul (gemmnc ta tb al A B) S)))
 (let ((?x81 (gemmnc ta tb al (smul A S) B)))
 (let (($x84 (= ?x81 ?x83)))
 (let (($x79 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x79 $x84))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x83 (smul (gemmnc ta tb al A B) S)))
 (let ((?x93 (gemmnc ta tb al A (smul B S))))
 (let (($x94 (= ?x93 ?x83)))
 (let (($x79 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x79 $x94))))) :pattern ( (gemmnc ta tb al A (smul B S)) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_right))
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
 (= (rank (add in_w1 (smul (idkernel2 sym_c) in_s1))) 2))
(assert
 (= (dim (add in_w1 (smul (idkernel2 sym_c) in_s1)) 0) sym_c))
(assert
 (= (dim (add in_w1 (smul (idkernel2 sym_c) in_s1)) 1) sym_c))
(assert
 (let ((?x112 (idkernel2 sym_c)))
 (let ((?x119 (smul ?x112 in_s1)))
 (let ((?x126 (add in_w1 ?x119)))
 (let ((?x133 (matmul ?x126 ?x119)))
 (= (rank ?x133) 2))))))
(assert
 (let ((?x112 (idkernel2 sym_c)))
 (let ((?x119 (smul ?x112 in_s1)))
 (let ((?x126 (add in_w1 ?x119)))
 (let ((?x133 (matmul ?x126 ?x119)))
 (= (dim ?x133 0) sym_c))))))
(assert
 (let ((?x112 (idkernel2 sym_c)))
 (let ((?x119 (smul ?x112 in_s1)))
 (let ((?x126 (add in_w1 ?x119)))
 (let ((?x133 (matmul ?x126 ?x119)))
 (= (dim ?x133 1) sym_c))))))
(assert
 (let ((?x112 (idkernel2 sym_c)))
 (let ((?x119 (smul ?x112 in_s1)))
 (let ((?x126 (add in_w1 ?x119)))
 (let ((?x140 (matmul ?x119 ?x126)))
 (= (rank ?x140) 2))))))
(assert
 (let ((?x112 (idkernel2 sym_c)))
 (let ((?x119 (smul ?x112 in_s1)))
 (let ((?x126 (add in_w1 ?x119)))
 (let ((?x140 (matmul ?x119 ?x126)))
 (= (dim ?x140 0) sym_c))))))
(assert
 (let ((?x112 (idkernel2 sym_c)))
 (let ((?x119 (smul ?x112 in_s1)))
 (let ((?x126 (add in_w1 ?x119)))
 (let ((?x140 (matmul ?x119 ?x126)))
 (= (dim ?x140 1) sym_c))))))
(assert
 (let ((?x112 (idkernel2 sym_c)))
(let ((?x119 (smul ?x112 in_s1)))
(let ((?x126 (add in_w1 ?x119)))
(let ((?x140 (matmul ?x119 ?x126)))
(let ((?x133 (matmul ?x126 ?x119)))
(and (distinct ?x133 ?x140) true)))))))
(check-sat)
