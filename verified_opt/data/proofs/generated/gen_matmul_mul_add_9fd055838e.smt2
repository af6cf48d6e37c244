; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_right, matmul_dist_right
; z3 rlimit used: 113382
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun rank (T) Int)
(declare-fun smul (T T) T)
(declare-fun add (T T) T)
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
 (let ((?x57 (gemmnc ta tb al A (smul B S))))
 (let (($x60 (= ?x57 ?x59)))
 (let (($x55 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x55 $x60))))) :pattern ( (gemmnc ta tb al A (smul B S)) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_right))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x135 (add (matmul A B) (matmul A C))))
 (let ((?x132 (matmul A (add B C))))
 (let (($x136 (= ?x132 ?x135)))
 (let ((?x106 (dim A 5)))
 (let (($x128 (= ?x106 (dim C 5))))
 (let ((?x69 (rank A)))
 (let ((?x74 (- ?x69 2)))
 (let (($x105 (> ?x74 5)))
 (let ((?x10 (rank C)))
 (let (($x72 (>= ?x10 2)))
 (let ((?x6 (rank B)))
 (let (($x71 (>= ?x6 2)))
 (let (($x70 (>= ?x69 2)))
 (let (($x130 (and $x70 $x71 $x72 (= (- ?x6 2) ?x74) (=> (> ?x74 0) (= (dim A 0) (dim B 0))) (=> (> ?x74 1) (= (dim A 1) (dim B 1))) (=> (> ?x74 2) (= (dim A 2) (dim B 2))) (=> (> ?x74 3) (= (dim A 3) (dim B 3))) (=> (> ?x74 4) (= (dim A 4) (dim B 4))) (=> $x105 (= ?x106 (dim B 5))) (= (- ?x10 2) ?x74) (=> (> ?x74 0) (= (dim A 0) (dim C 0))) (=> (> ?x74 1) (= (dim A 1) (dim C 1))) (=> (> ?x74 2) (= (dim A 2) (dim C 2))) (=> (> ?x74 3) (= (dim A 3) (dim C 3))) (=> (> ?x74 4) (= (dim A 4) (dim C 4))) (=> $x105 $x128))))
 (=> $x130 $x136))))))))))))))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
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
 (let ((?x184 (matmul in_x1 in_w1)))
 (let ((?x201 (smul ?x184 in_s1)))
 (let ((?x208 (add ?x184 ?x201)))
 (= (rank ?x208) 2)))))
(assert
 (let ((?x184 (matmul in_x1 in_w1)))
 (let ((?x201 (smul ?x184 in_s1)))
 (let ((?x208 (add ?x184 ?x201)))
 (= (dim ?x208 0) sym_n)))))
(assert
 (let ((?x184 (matmul in_x1 in_w1)))
 (let ((?x201 (smul ?x184 in_s1)))
 (let ((?x208 (add ?x184 ?x201)))
 (= (dim ?x208 1) sym_c2)))))
(assert
 (= (rank (smul in_w1 in_s1)) 2))
(assert
 (= (dim (smul in_w1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w1 in_s1) 1) sym_c2))
(assert
 (= (rank (add in_w1 (smul in_w1 in_s1))) 2))
(assert
 (= (dim (add in_w1 (smul in_w1 in_s1)) 0) sym_c))
(assert
 (= (dim (add in_w1 (smul in_w1 in_s1)) 1) sym_c2))
(assert
 (= (rank (matmul in_x1 (add in_w1 (smul in_w1 in_s1)))) 2))
(assert
 (= (dim (matmul in_x1 (add in_w1 (smul in_w1 in_s1))) 0) sym_n))
(assert
 (= (dim (matmul in_x1 (add in_w1 (smul in_w1 in_s1))) 1) sym_c2))
(assert
 (let ((?x215 (smul in_w1 in_s1)))
(let ((?x222 (add in_w1 ?x215)))
(let ((?x229 (matmul in_x1 ?x222)))
(let ((?x184 (matmul in_x1 in_w1)))
(let ((?x201 (smul ?x184 in_s1)))
(let ((?x208 (add ?x184 ?x201)))
(and (distinct ?x208 ?x229) true))))))))
(check-sat)
