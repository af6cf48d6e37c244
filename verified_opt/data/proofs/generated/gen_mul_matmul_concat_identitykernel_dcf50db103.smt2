; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_concat_cols, gemmnc_matmul, gemmnc_smul_left, gemmnc_smul_right, matmul_idkernel_right
; z3 rlimit used: 38201
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
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
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
 (let ((?x70 (gemmnc ta tb al (smul A S) B)))
 (let (($x73 (= ?x70 ?x72)))
 (let (($x64 (= (rank B) 2)))
 (let (($x58 (>= tb 0)))
 (let (($x68 (and (>= ta 0) $x58 (= (rank A) 2) $x64 (= (rank S) 0))))
 (=> $x68 $x73))))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x72 (smul (gemmnc ta tb al A B) S)))
 (let ((?x82 (gemmnc ta tb al A (smul B S))))
 (let (($x83 (= ?x82 ?x72)))
 (let (($x64 (= (rank B) 2)))
 (let (($x58 (>= tb 0)))
 (let (($x68 (and (>= ta 0) $x58 (= (rank A) 2) $x64 (= (rank S) 0))))
 (=> $x68 $x83))))))) :pattern ( (gemmnc ta tb al A (smul B S)) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_right))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x98 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x95 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x99 (= ?x95 ?x98)))
 (let (($x64 (= (rank A) 2)))
 (let (($x58 (>= ta 0)))
 (let (($x93 (and $x58 $x64 (= (rank B1) 2) (= (rank B2) 2))))
 (=> $x93 $x99))))))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
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
 (= (rank (smul in_w1 in_s1)) 2))
(assert
 (= (dim (smul in_w1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w1 in_s1) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (smul in_w1 in_s1))) 2))
(assert
 (= (dim (matmul in_w1 (smul in_w1 in_s1)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (smul in_w1 in_s1)) 1) sym_c))
(assert
 (let ((?x119 (smul in_w1 in_s1)))
 (let ((?x126 (matmul in_w1 ?x119)))
 (let ((?x133 (concat 1 ?x119 ?x126)))
 (= (rank ?x133) 2)))))
(assert
 (let ((?x119 (smul in_w1 in_s1)))
 (let ((?x126 (matmul in_w1 ?x119)))
 (let ((?x133 (concat 1 ?x119 ?x126)))
 (= (dim ?x133 0) sym_c)))))
(assert
 (let ((?x139 (* 2 sym_c)))
 (let ((?x119 (smul in_w1 in_s1)))
 (let ((?x126 (matmul in_w1 ?x119)))
 (let ((?x133 (concat 1 ?x119 ?x126)))
 (let ((?x138 (dim ?x133 1)))
 (= ?x138 ?x139)))))))
(assert
 (let ((?x139 (* 2 sym_c)))
 (>= ?x139 0)))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x139 (* 2 sym_c)))
 (let ((?x142 (idkernel2 sym_c)))
 (let ((?x149 (concat 1 ?x142 in_w1)))
 (let ((?x154 (dim ?x149 1)))
 (= ?x154 ?x139))))))
(assert
 (let ((?x142 (idkernel2 sym_c)))
 (let ((?x149 (concat 1 ?x142 in_w1)))
 (let ((?x119 (smul in_w1 in_s1)))
 (let ((?x156 (matmul ?x119 ?x149)))
 (= (rank ?x156) 2))))))
(assert
 (let ((?x142 (idkernel2 sym_c)))
 (let ((?x149 (concat 1 ?x142 in_w1)))
 (let ((?x119 (smul in_w1 in_s1)))
 (let ((?x156 (matmul ?x119 ?x149)))
 (= (dim ?x156 0) sym_c))))))
(assert
 (let ((?x139 (* 2 sym_c)))
 (let ((?x142 (idkernel2 sym_c)))
 (let ((?x149 (concat 1 ?x142 in_w1)))
 (let ((?x119 (smul in_w1 in_s1)))
 (let ((?x156 (matmul ?x119 ?x149)))
 (let ((?x161 (dim ?x156 1)))
 (= ?x161 ?x139))))))))
(assert
 (let ((?x142 (idkernel2 sym_c)))
(let ((?x149 (concat 1 ?x142 in_w1)))
(let ((?x119 (smul in_w1 in_s1)))
(let ((?x156 (matmul ?x119 ?x149)))
(let ((?x126 (matmul in_w1 ?x119)))
(let ((?x133 (concat 1 ?x119 ?x126)))
(and (distinct ?x133 ?x156) true))))))))
(check-sat)
