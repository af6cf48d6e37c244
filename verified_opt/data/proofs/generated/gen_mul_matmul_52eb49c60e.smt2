; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, gemmnc_smul_right, matmul_assoc
; z3 rlimit used: 10481
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
 (let ((?x150 (matmul A ?x16)))
 (let ((?x149 (matmul (matmul A B) C)))
 (let (($x151 (= ?x149 ?x150)))
 (let ((?x79 (- (- (rank A) 2) 0)))
 (let (($x122 (> ?x79 5)))
 (let (($x115 (> ?x79 4)))
 (let (($x108 (> ?x79 3)))
 (let (($x101 (> ?x79 2)))
 (let (($x95 (> ?x79 1)))
 (let (($x88 (> ?x79 0)))
 (let (($x147 (and (>= ?x79 0) (>= (- (- (rank B) 2) 0) 0) (>= (- (- (rank C) 2) 0) 0) (= (- (- (rank B) 2) 0) ?x79) (=> $x88 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x95 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x101 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x108 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x115 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x122 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) (= (- (- (rank C) 2) 0) ?x79) (=> $x88 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x95 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x101 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x108 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x115 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x122 (= (dim A (+ 0 5)) (dim C (+ 0 5)))))))
 (=> $x147 $x151))))))))))))) :pattern ( (matmul (matmul A B) C) ) :pattern ( (matmul A (matmul B C)) ) :qid matmul_assoc))
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
 (let ((?x179 (smul in_w1 in_s1)))
(let ((?x252 (matmul in_w1 ?x179)))
(let ((?x259 (matmul in_w1 ?x252)))
(let ((?x187 (matmul ?x179 in_w1)))
(let ((?x245 (matmul ?x187 in_w1)))
(and (distinct ?x245 ?x259) true)))))))
(check-sat)
