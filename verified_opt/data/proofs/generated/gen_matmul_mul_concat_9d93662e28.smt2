; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, matmul_concat_rows
; z3 rlimit used: 111790
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun rank (T) Int)
(declare-fun smul (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) )(! (let ((?x16 (matmul A B)))
 (let ((?x15 (gemmnc 0 0 1.0 A B)))
 (let (($x17 (= ?x15 ?x16)))
 (let (($x12 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x12 $x17))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x59 (smul (gemmnc ta tb al A B) S)))
 (let ((?x57 (gemmnc ta tb al (smul A S) B)))
 (let (($x60 (= ?x57 ?x59)))
 (let (($x45 (>= tb 0)))
 (let (($x55 (and (>= ta 0) $x45 (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x55 $x60)))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x136 (concat ax (matmul A C) (matmul B C))))
 (let ((?x133 (matmul (concat ax A B) C)))
 (let (($x137 (= ?x133 ?x136)))
 (let ((?x107 (dim A 5)))
 (let (($x129 (= ?x107 (dim C 5))))
 (let ((?x53 (rank A)))
 (let ((?x68 (- ?x53 2)))
 (let (($x106 (> ?x68 5)))
 (let ((?x6 (rank C)))
 (let (($x74 (>= ?x6 2)))
 (let ((?x72 (rank B)))
 (let (($x73 (>= ?x72 2)))
 (let (($x70 (>= ?x53 2)))
 (let (($x45 (>= ax 0)))
 (let (($x131 (and (= ax ?x68) $x45 $x70 $x73 $x74 (= (- ?x72 2) ?x68) (=> (> ?x68 0) (= (dim A 0) (dim B 0))) (=> (> ?x68 1) (= (dim A 1) (dim B 1))) (=> (> ?x68 2) (= (dim A 2) (dim B 2))) (=> (> ?x68 3) (= (dim A 3) (dim B 3))) (=> (> ?x68 4) (= (dim A 4) (dim B 4))) (=> $x106 (= ?x107 (dim B 5))) (= (- ?x6 2) ?x68) (=> (> ?x68 0) (= (dim A 0) (dim C 0))) (=> (> ?x68 1) (= (dim A 1) (dim C 1))) (=> (> ?x68 2) (= (dim A 2) (dim C 2))) (=> (> ?x68 3) (= (dim A 3) (dim C 3))) (=> (> ?x68 4) (= (dim A 4) (dim C 4))) (=> $x106 $x129))))
 (=> $x131 $x137)))))))))))))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (smul (matmul in_x1 in_w1) in_s1)) 2))
(assert
 (= (dim (smul (matmul in_x1 in_w1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (matmul in_x1 in_w1) in_s1) 1) sym_c2))
(assert
 (let ((?x160 (matmul in_x1 in_w1)))
 (let ((?x206 (smul ?x160 in_s1)))
 (let ((?x213 (concat 0 ?x160 ?x206)))
 (= (rank ?x213) 2)))))
(assert
 (let ((?x217 (* 2 sym_n)))
 (let ((?x160 (matmul in_x1 in_w1)))
 (let ((?x206 (smul ?x160 in_s1)))
 (let ((?x213 (concat 0 ?x160 ?x206)))
 (let ((?x216 (dim ?x213 0)))
 (= ?x216 ?x217)))))))
(assert
 (let ((?x160 (matmul in_x1 in_w1)))
 (let ((?x206 (smul ?x160 in_s1)))
 (let ((?x213 (concat 0 ?x160 ?x206)))
 (= (dim ?x213 1) sym_c2)))))
(assert
 (let ((?x217 (* 2 sym_n)))
 (>= ?x217 0)))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (smul in_x1 in_s1))) 2))
(assert
 (let ((?x217 (* 2 sym_n)))
 (let ((?x222 (smul in_x1 in_s1)))
 (let ((?x229 (concat 0 in_x1 ?x222)))
 (let ((?x232 (dim ?x229 0)))
 (= ?x232 ?x217))))))
(assert
 (= (dim (concat 0 in_x1 (smul in_x1 in_s1)) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_x1 (smul in_x1 in_s1)) in_w1)) 2))
(assert
 (let ((?x217 (* 2 sym_n)))
 (let ((?x222 (smul in_x1 in_s1)))
 (let ((?x229 (concat 0 in_x1 ?x222)))
 (let ((?x236 (matmul ?x229 in_w1)))
 (let ((?x239 (dim ?x236 0)))
 (= ?x239 ?x217)))))))
(assert
 (let ((?x222 (smul in_x1 in_s1)))
 (let ((?x229 (concat 0 in_x1 ?x222)))
 (let ((?x236 (matmul ?x229 in_w1)))
 (= (dim ?x236 1) sym_c2)))))
(assert
 (let ((?x222 (smul in_x1 in_s1)))
(let ((?x229 (concat 0 in_x1 ?x222)))
(let ((?x236 (matmul ?x229 in_w1)))
(let ((?x160 (matmul in_x1 in_w1)))
(let ((?x206 (smul ?x160 in_s1)))
(let ((?x213 (concat 0 ?x160 ?x206)))
(and (distinct ?x213 ?x236) true))))))))
(check-sat)
