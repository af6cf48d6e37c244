; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_right, matmul_idkernel_right, smul_concat
; z3 rlimit used: 112093
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_c () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x22 (concat ax (smul A S) (smul B S))))
 (let ((?x19 (smul (concat ax A B) S)))
 (let (($x23 (= ?x19 ?x22)))
 (let (($x16 (and (>= (rank A) 1) (>= (rank B) 1) (= (rank S) 0))))
 (=> $x16 $x23))))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x54 (matmul A (idkernel2 c))))
 (let (($x55 (= ?x54 A)))
 (let ((?x13 (rank A)))
 (let (($x51 (= ?x13 2)))
 (let (($x52 (and (= (dim A 1) c) $x51)))
 (=> $x52 $x55)))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x68 (matmul A B)))
 (let ((?x67 (gemmnc 0 0 1.0 A B)))
 (let (($x69 (= ?x67 ?x68)))
 (let ((?x13 (rank A)))
 (let (($x51 (= ?x13 2)))
 (let (($x65 (and $x51 (= (rank B) 2))))
 (=> $x65 $x69))))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x91 (smul (gemmnc ta tb al A B) S)))
 (let ((?x89 (gemmnc ta tb al A (smul B S))))
 (let (($x92 (= ?x89 ?x91)))
 (let (($x87 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x87 $x92))))) :pattern ( (gemmnc ta tb al A (smul B S)) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_right))
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
 (let ((?x112 (idkernel2 sym_c)))
 (let ((?x119 (smul ?x112 in_s1)))
 (let ((?x126 (matmul in_w1 ?x119)))
 (let ((?x133 (concat 1 ?x119 ?x126)))
 (= (rank ?x133) 2))))))
(assert
 (let ((?x112 (idkernel2 sym_c)))
 (let ((?x119 (smul ?x112 in_s1)))
 (let ((?x126 (matmul in_w1 ?x119)))
 (let ((?x133 (concat 1 ?x119 ?x126)))
 (= (dim ?x133 0) sym_c))))))
(assert
 (let ((?x139 (* 2 sym_c)))
 (let ((?x112 (idkernel2 sym_c)))
 (let ((?x119 (smul ?x112 in_s1)))
 (let ((?x126 (matmul in_w1 ?x119)))
 (let ((?x133 (concat 1 ?x119 ?x126)))
 (let ((?x138 (dim ?x133 1)))
 (= ?x138 ?x139))))))))
(assert
 (let ((?x139 (* 2 sym_c)))
 (>= ?x139 0)))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x139 (* 2 sym_c)))
 (let ((?x112 (idkernel2 sym_c)))
 (let ((?x142 (concat 1 ?x112 in_w1)))
 (let ((?x147 (dim ?x142 1)))
 (= ?x147 ?x139))))))
(assert
 (= (rank (smul (concat 1 (idkernel2 sym_c) in_w1) in_s1)) 2))
(assert
 (= (dim (smul (concat 1 (idkernel2 sym_c) in_w1) in_s1) 0) sym_c))
(assert
 (let ((?x139 (* 2 sym_c)))
 (let ((?x112 (idkernel2 sym_c)))
 (let ((?x142 (concat 1 ?x112 in_w1)))
 (let ((?x149 (smul ?x142 in_s1)))
 (let ((?x154 (dim ?x149 1)))
 (= ?x154 ?x139)))))))
(assert
 (let ((?x112 (idkernel2 sym_c)))
(let ((?x142 (concat 1 ?x112 in_w1)))
(let ((?x149 (smul ?x142 in_s1)))
(let ((?x119 (smul ?x112 in_s1)))
(let ((?x126 (matmul in_w1 ?x119)))
(let ((?x133 (concat 1 ?x119 ?x126)))
(and (distinct ?x133 ?x149) true))))))))
(check-sat)
