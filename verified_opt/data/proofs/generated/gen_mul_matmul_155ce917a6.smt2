; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, matmul_assoc, matmul_smul_right
; z3 rlimit used: 11353
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
(declare-fun sym_c2 () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
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
 (forall ((A T) (B T) (C T) )(! (let ((?x16 (matmul B C)))
 (let ((?x142 (matmul A ?x16)))
 (let ((?x140 (matmul A B)))
 (let ((?x141 (matmul ?x140 C)))
 (let (($x143 (= ?x141 ?x142)))
 (let ((?x71 (- (- (rank A) 2) 0)))
 (let (($x114 (> ?x71 5)))
 (let (($x107 (> ?x71 4)))
 (let (($x100 (> ?x71 3)))
 (let (($x93 (> ?x71 2)))
 (let (($x87 (> ?x71 1)))
 (let (($x80 (> ?x71 0)))
 (let (($x119 (=> $x114 (= (dim A (+ 0 5)) (dim B (+ 0 5))))))
 (let (($x112 (=> $x107 (= (dim A (+ 0 4)) (dim B (+ 0 4))))))
 (let (($x105 (=> $x100 (= (dim A (+ 0 3)) (dim B (+ 0 3))))))
 (let (($x98 (=> $x93 (= (dim A (+ 0 2)) (dim B (+ 0 2))))))
 (let (($x92 (=> $x87 (= (dim A (+ 0 1)) (dim B (+ 0 1))))))
 (let (($x85 (=> $x80 (= (dim A (+ 0 0)) (dim B (+ 0 0))))))
 (let ((?x74 (- (- (rank B) 2) 0)))
 (let (($x79 (= ?x74 ?x71)))
 (let (($x75 (>= ?x74 0)))
 (let (($x72 (>= ?x71 0)))
 (let (($x139 (and $x72 $x75 (>= (- (- (rank C) 2) 0) 0) $x79 $x85 $x92 $x98 $x105 $x112 $x119 (= (- (- (rank C) 2) 0) ?x71) (=> $x80 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x87 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x93 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x100 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x107 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x114 (= (dim A (+ 0 5)) (dim C (+ 0 5)))))))
 (=> $x139 $x143)))))))))))))))))))))))) :pattern ( (matmul (matmul A B) C) ) :pattern ( (matmul A (matmul B C)) ) :qid matmul_assoc))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x140 (matmul A B)))
 (let ((?x188 (smul ?x140 S)))
 (let ((?x187 (matmul A (smul B S))))
 (let (($x199 (= ?x187 ?x188)))
 (let ((?x71 (- (- (rank A) 2) 0)))
 (let (($x114 (> ?x71 5)))
 (let (($x119 (=> $x114 (= (dim A (+ 0 5)) (dim B (+ 0 5))))))
 (let (($x107 (> ?x71 4)))
 (let (($x112 (=> $x107 (= (dim A (+ 0 4)) (dim B (+ 0 4))))))
 (let (($x100 (> ?x71 3)))
 (let (($x105 (=> $x100 (= (dim A (+ 0 3)) (dim B (+ 0 3))))))
 (let (($x93 (> ?x71 2)))
 (let (($x98 (=> $x93 (= (dim A (+ 0 2)) (dim B (+ 0 2))))))
 (let (($x87 (> ?x71 1)))
 (let (($x92 (=> $x87 (= (dim A (+ 0 1)) (dim B (+ 0 1))))))
 (let (($x80 (> ?x71 0)))
 (let (($x85 (=> $x80 (= (dim A (+ 0 0)) (dim B (+ 0 0))))))
 (let ((?x74 (- (- (rank B) 2) 0)))
 (let (($x79 (= ?x74 ?x71)))
 (let ((?x10 (rank S)))
 (let (($x151 (= ?x10 0)))
 (let (($x75 (>= ?x74 0)))
 (let (($x72 (>= ?x71 0)))
 (=> (and $x72 $x75 $x151 $x79 $x85 $x92 $x98 $x105 $x112 $x119) $x199)))))))))))))))))))))))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
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
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c2))
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
 (= (rank (matmul (matmul in_w1 (smul in_w1 in_s1)) in_w2)) 2))
(assert
 (= (dim (matmul (matmul in_w1 (smul in_w1 in_s1)) in_w2) 0) sym_c))
(assert
 (= (dim (matmul (matmul in_w1 (smul in_w1 in_s1)) in_w2) 1) sym_c2))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (matmul in_w1 (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (matmul in_w1 (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (matmul in_w1 in_w2)) 1) sym_c2))
(assert
 (= (rank (smul (matmul in_w1 (matmul in_w1 in_w2)) in_s1)) 2))
(assert
 (= (dim (smul (matmul in_w1 (matmul in_w1 in_w2)) in_s1) 0) sym_c))
(assert
 (= (dim (smul (matmul in_w1 (matmul in_w1 in_w2)) in_s1) 1) sym_c2))
(assert
 (let ((?x267 (matmul in_w1 in_w2)))
(let ((?x274 (matmul in_w1 ?x267)))
(let ((?x281 (smul ?x274 in_s1)))
(let ((?x195 (smul in_w1 in_s1)))
(let ((?x253 (matmul in_w1 ?x195)))
(let ((?x260 (matmul ?x253 in_w2)))
(and (distinct ?x260 ?x281) true))))))))
(check-sat)
