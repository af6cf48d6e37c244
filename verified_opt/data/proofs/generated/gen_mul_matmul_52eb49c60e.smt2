; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, gemmnc_smul_right, matmul_assoc
; z3 rlimit used: 112778
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun rank (T) Int)
(declare-fun smul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
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
 (let (($x55 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x55 $x60))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x59 (smul (gemmnc ta tb al A B) S)))
 (let ((?x69 (gemmnc ta tb al A (smul B S))))
 (let (($x70 (= ?x69 ?x59)))
 (let (($x55 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x55 $x70))))) :pattern ( (gemmnc ta tb al A (smul B S)) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_right))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x16 (matmul B C)))
 (let ((?x141 (matmul A ?x16)))
 (let ((?x140 (matmul (matmul A B) C)))
 (let (($x142 (= ?x140 ?x141)))
 (let ((?x114 (dim A 5)))
 (let (($x136 (= ?x114 (dim C 5))))
 (let ((?x77 (rank A)))
 (let ((?x82 (- ?x77 2)))
 (let (($x113 (> ?x82 5)))
 (let ((?x10 (rank C)))
 (let (($x80 (>= ?x10 2)))
 (let ((?x6 (rank B)))
 (let (($x79 (>= ?x6 2)))
 (let (($x78 (>= ?x77 2)))
 (let (($x138 (and $x78 $x79 $x80 (= (- ?x6 2) ?x82) (=> (> ?x82 0) (= (dim A 0) (dim B 0))) (=> (> ?x82 1) (= (dim A 1) (dim B 1))) (=> (> ?x82 2) (= (dim A 2) (dim B 2))) (=> (> ?x82 3) (= (dim A 3) (dim B 3))) (=> (> ?x82 4) (= (dim A 4) (dim B 4))) (=> $x113 (= ?x114 (dim B 5))) (= (- ?x10 2) ?x82) (=> (> ?x82 0) (= (dim A 0) (dim C 0))) (=> (> ?x82 1) (= (dim A 1) (dim C 1))) (=> (> ?x82 2) (= (dim A 2) (dim C 2))) (=> (> ?x82 3) (= (dim A 3) (dim C 3))) (=> (> ?x82 4) (= (dim A 4) (dim C 4))) (=> $x113 $x136))))
 (=> $x138 $x142)))))))))))))))) :pattern ( (matmul (matmul A B) C) ) :pattern ( (matmul A (matmul B C)) ) :qid matmul_assoc))
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
 (= (rank (matmul (smul in_w1 in_s1) in_w1)) 2))
(assert
 (= (dim (matmul (smul in_w1 in_s1) in_w1) 0) sym_c))
(assert
 (= (dim (matmul (smul in_w1 in_s1) in_w1) 1) sym_c))
(assert
 (= (rank (matmul (matmul (smul in_w1 in_s1) in_w1) in_w1)) 2))
(assert
 (= (dim (matmul (matmul (smul in_w1 in_s1) in_w1) in_w1) 0) sym_c))
(assert
 (= (dim (matmul (matmul (smul in_w1 in_s1) in_w1) in_w1) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (smul in_w1 in_s1))) 2))
(assert
 (= (dim (matmul in_w1 (smul in_w1 in_s1)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (smul in_w1 in_s1)) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (matmul in_w1 (smul in_w1 in_s1)))) 2))
(assert
 (= (dim (matmul in_w1 (matmul in_w1 (smul in_w1 in_s1))) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (matmul in_w1 (smul in_w1 in_s1))) 1) sym_c))
(assert
 (let ((?x163 (smul in_w1 in_s1)))
(let ((?x210 (matmul in_w1 ?x163)))
(let ((?x217 (matmul in_w1 ?x210)))
(let ((?x167 (matmul ?x163 in_w1)))
(let ((?x203 (matmul ?x167 in_w1)))
(and (distinct ?x203 ?x217) true)))))))
(check-sat)
