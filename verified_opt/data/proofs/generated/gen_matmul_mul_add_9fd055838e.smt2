; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_right, matmul_dist_right
; z3 rlimit used: 18670
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
 (forall ((A T) (B T) (C T) )(! (let ((?x144 (add (matmul A B) (matmul A C))))
 (let ((?x141 (matmul A (add B C))))
 (let (($x145 (= ?x141 ?x144)))
 (let ((?x71 (- (- (rank A) 2) 0)))
 (let (($x114 (> ?x71 5)))
 (let (($x107 (> ?x71 4)))
 (let (($x100 (> ?x71 3)))
 (let (($x93 (> ?x71 2)))
 (let (($x87 (> ?x71 1)))
 (let (($x80 (> ?x71 0)))
 (let (($x139 (and (>= ?x71 0) (>= (- (- (rank B) 2) 0) 0) (>= (- (- (rank C) 2) 0) 0) (= (- (- (rank B) 2) 0) ?x71) (=> $x80 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x87 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x93 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x100 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x107 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x114 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) (= (- (- (rank C) 2) 0) ?x71) (=> $x80 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x87 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x93 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x100 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x107 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x114 (= (dim A (+ 0 5)) (dim C (+ 0 5)))))))
 (=> $x139 $x145)))))))))))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
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
 (let ((?x166 (matmul in_x1 in_w1)))
 (let ((?x243 (smul ?x166 in_s1)))
 (let ((?x250 (add ?x166 ?x243)))
 (= (rank ?x250) 2)))))
(assert
 (let ((?x166 (matmul in_x1 in_w1)))
 (let ((?x243 (smul ?x166 in_s1)))
 (let ((?x250 (add ?x166 ?x243)))
 (= (dim ?x250 0) sym_n)))))
(assert
 (let ((?x166 (matmul in_x1 in_w1)))
 (let ((?x243 (smul ?x166 in_s1)))
 (let ((?x250 (add ?x166 ?x243)))
 (= (dim ?x250 1) sym_c2)))))
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
 (let ((?x257 (smul in_w1 in_s1)))
(let ((?x264 (add in_w1 ?x257)))
(let ((?x271 (matmul in_x1 ?x264)))
(let ((?x166 (matmul in_x1 in_w1)))
(let ((?x243 (smul ?x166 in_s1)))
(let ((?x250 (add ?x166 ?x243)))
(and (distinct ?x250 ?x271) true))))))))
(check-sat)
