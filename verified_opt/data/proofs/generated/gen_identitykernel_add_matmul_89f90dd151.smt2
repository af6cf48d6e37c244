; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_dist_left, matmul_dist_right, matmul_idkernel_left, matmul_idkernel_right
; z3 rlimit used: 29793
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x15 (matmul A ?x14)))
 (let (($x16 (= ?x15 A)))
 (let ((?x10 (rank A)))
 (let (($x12 (= ?x10 2)))
 (let (($x13 (and (= (dim A 1) c) $x12)))
 (=> $x13 $x16))))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x44 (matmul ?x14 A)))
 (let (($x45 (= ?x44 A)))
 (let ((?x10 (rank A)))
 (let (($x12 (= ?x10 2)))
 (let (($x43 (and (= (dim A 0) c) $x12)))
 (=> $x43 $x45))))))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x128 (matmul A C)))
 (let ((?x129 (add (matmul A B) ?x128)))
 (let ((?x126 (matmul A (add B C))))
 (let (($x130 (= ?x126 ?x129)))
 (let ((?x55 (- (- (rank A) 2) 0)))
 (let (($x99 (> ?x55 5)))
 (let (($x92 (> ?x55 4)))
 (let (($x85 (> ?x55 3)))
 (let (($x78 (> ?x55 2)))
 (let (($x72 (> ?x55 1)))
 (let (($x66 (> ?x55 0)))
 (let (($x124 (and (>= ?x55 0) (>= (- (- (rank B) 2) 0) 0) (>= (- (- (rank C) 2) 0) 0) (= (- (- (rank B) 2) 0) ?x55) (=> $x66 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x72 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x78 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x85 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x92 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x99 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) (= (- (- (rank C) 2) 0) ?x55) (=> $x66 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x72 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x78 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x85 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x92 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x99 (= (dim A (+ 0 5)) (dim C (+ 0 5)))))))
 (=> $x124 $x130))))))))))))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x128 (matmul A C)))
 (let ((?x172 (add ?x128 (matmul B C))))
 (let ((?x139 (matmul (add A B) C)))
 (let (($x173 (= ?x139 ?x172)))
 (let ((?x55 (- (- (rank A) 2) 0)))
 (let (($x99 (> ?x55 5)))
 (let (($x92 (> ?x55 4)))
 (let (($x85 (> ?x55 3)))
 (let (($x78 (> ?x55 2)))
 (let (($x72 (> ?x55 1)))
 (let (($x66 (> ?x55 0)))
 (let (($x124 (and (>= ?x55 0) (>= (- (- (rank B) 2) 0) 0) (>= (- (- (rank C) 2) 0) 0) (= (- (- (rank B) 2) 0) ?x55) (=> $x66 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x72 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x78 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x85 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x92 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x99 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) (= (- (- (rank C) 2) 0) ?x55) (=> $x66 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x72 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x78 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x85 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x92 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x99 (= (dim A (+ 0 5)) (dim C (+ 0 5)))))))
 (=> $x124 $x173))))))))))))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
 )
(assert
 (>= sym_c 1))
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
 (= (rank (add in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (add in_w1 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (add in_w1 (add in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (= (dim (add in_w1 (add in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (let ((?x229 (idkernel2 sym_c)))
 (let ((?x226 (add in_w1 ?x229)))
 (let ((?x167 (add in_w1 ?x226)))
 (let ((?x238 (matmul ?x167 ?x226)))
 (= (rank ?x238) 2))))))
(assert
 (let ((?x229 (idkernel2 sym_c)))
 (let ((?x226 (add in_w1 ?x229)))
 (let ((?x167 (add in_w1 ?x226)))
 (let ((?x238 (matmul ?x167 ?x226)))
 (= (dim ?x238 0) sym_c))))))
(assert
 (let ((?x229 (idkernel2 sym_c)))
 (let ((?x226 (add in_w1 ?x229)))
 (let ((?x167 (add in_w1 ?x226)))
 (let ((?x238 (matmul ?x167 ?x226)))
 (= (dim ?x238 1) sym_c))))))
(assert
 (let ((?x229 (idkernel2 sym_c)))
 (let ((?x226 (add in_w1 ?x229)))
 (let ((?x167 (add in_w1 ?x226)))
 (let ((?x245 (matmul ?x226 ?x167)))
 (= (rank ?x245) 2))))))
(assert
 (let ((?x229 (idkernel2 sym_c)))
 (let ((?x226 (add in_w1 ?x229)))
 (let ((?x167 (add in_w1 ?x226)))
 (let ((?x245 (matmul ?x226 ?x167)))
 (= (dim ?x245 0) sym_c))))))
(assert
 (let ((?x229 (idkernel2 sym_c)))
 (let ((?x226 (add in_w1 ?x229)))
 (let ((?x167 (add in_w1 ?x226)))
 (let ((?x245 (matmul ?x226 ?x167)))
 (= (dim ?x245 1) sym_c))))))
(assert
 (let ((?x229 (idkernel2 sym_c)))
(let ((?x226 (add in_w1 ?x229)))
(let ((?x167 (add in_w1 ?x226)))
(let ((?x245 (matmul ?x226 ?x167)))
(let ((?x238 (matmul ?x167 ?x226)))
(and (distinct ?x238 ?x245) true)))))))
(check-sat)
