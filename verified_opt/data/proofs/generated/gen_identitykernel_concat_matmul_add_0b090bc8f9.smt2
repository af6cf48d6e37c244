; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner, matmul_idkernel_right
; z3 rlimit used: 32348
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul A (idkernel2 c))))
 (let (($x16 (= ?x15 A)))
 (let (($x13 (and (= (dim A 1) c) (= (rank A) 2))))
 (=> $x13 $x16)))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x151 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x155 (= ?x151 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x53 (- (- (rank A1) 2) 0)))
 (let (($x103 (> ?x53 5)))
 (let (($x96 (> ?x53 4)))
 (let (($x89 (> ?x53 3)))
 (let (($x82 (> ?x53 2)))
 (let (($x76 (> ?x53 1)))
 (let (($x70 (> ?x53 0)))
 (let (($x50 (>= ax 1)))
 (let (($x148 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x50 (>= ?x53 0) (>= (- (- (rank A2) 2) 0) 0) (>= (- (- (rank B1) 2) 0) 0) (>= (- (- (rank B2) 2) 0) 0) (= (- (- (rank A2) 2) 0) ?x53) (=> $x70 (= (dim A1 (+ 0 0)) (dim A2 (+ 0 0)))) (=> $x76 (= (dim A1 (+ 0 1)) (dim A2 (+ 0 1)))) (=> $x82 (= (dim A1 (+ 0 2)) (dim A2 (+ 0 2)))) (=> $x89 (= (dim A1 (+ 0 3)) (dim A2 (+ 0 3)))) (=> $x96 (= (dim A1 (+ 0 4)) (dim A2 (+ 0 4)))) (=> $x103 (= (dim A1 (+ 0 5)) (dim A2 (+ 0 5)))) (= (- (- (rank B1) 2) 0) ?x53) (=> $x70 (= (dim A1 (+ 0 0)) (dim B1 (+ 0 0)))) (=> $x76 (= (dim A1 (+ 0 1)) (dim B1 (+ 0 1)))) (=> $x82 (= (dim A1 (+ 0 2)) (dim B1 (+ 0 2)))) (=> $x89 (= (dim A1 (+ 0 3)) (dim B1 (+ 0 3)))) (=> $x96 (= (dim A1 (+ 0 4)) (dim B1 (+ 0 4)))) (=> $x103 (= (dim A1 (+ 0 5)) (dim B1 (+ 0 5)))) (= (- (- (rank B2) 2) 0) ?x53) (=> $x70 (= (dim A1 (+ 0 0)) (dim B2 (+ 0 0)))) (=> $x76 (= (dim A1 (+ 0 1)) (dim B2 (+ 0 1)))) (=> $x82 (= (dim A1 (+ 0 2)) (dim B2 (+ 0 2)))) (=> $x89 (= (dim A1 (+ 0 3)) (dim B2 (+ 0 3)))) (=> $x96 (= (dim A1 (+ 0 4)) (dim B2 (+ 0 4)))) (=> $x103 (= (dim A1 (+ 0 5)) (dim B2 (+ 0 5)))) (= _t0 (- ax 1)))))
 (=> $x148 $x155)))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c2)) 2))
(assert
 (= (dim (idkernel2 sym_c2) 0) sym_c2))
(assert
 (= (dim (idkernel2 sym_c2) 1) sym_c2))
(assert
 (= (rank (concat 0 (idkernel2 sym_c2) in_w1)) 2))
(assert
 (let ((?x212 (+ sym_c2 sym_c)))
 (let ((?x196 (idkernel2 sym_c2)))
 (let ((?x187 (concat 0 ?x196 in_w1)))
 (let ((?x211 (dim ?x187 0)))
 (= ?x211 ?x212))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c2) in_w1) 1) sym_c2))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x212 (+ sym_c2 sym_c)))
 (let ((?x287 (concat 1 in_w1 in_w2)))
 (let ((?x292 (dim ?x287 1)))
 (= ?x292 ?x212)))))
(assert
 (let ((?x196 (idkernel2 sym_c2)))
 (let ((?x187 (concat 0 ?x196 in_w1)))
 (let ((?x287 (concat 1 in_w1 in_w2)))
 (let ((?x294 (matmul ?x287 ?x187)))
 (= (rank ?x294) 2))))))
(assert
 (let ((?x196 (idkernel2 sym_c2)))
 (let ((?x187 (concat 0 ?x196 in_w1)))
 (let ((?x287 (concat 1 in_w1 in_w2)))
 (let ((?x294 (matmul ?x287 ?x187)))
 (= (dim ?x294 0) sym_c))))))
(assert
 (let ((?x196 (idkernel2 sym_c2)))
 (let ((?x187 (concat 0 ?x196 in_w1)))
 (let ((?x287 (concat 1 in_w1 in_w2)))
 (let ((?x294 (matmul ?x287 ?x187)))
 (= (dim ?x294 1) sym_c2))))))
(assert
 (let ((?x212 (+ sym_c2 sym_c)))
 (>= ?x212 0)))
(assert
 (= (rank (matmul in_w2 in_w1)) 2))
(assert
 (= (dim (matmul in_w2 in_w1) 0) sym_c))
(assert
 (= (dim (matmul in_w2 in_w1) 1) sym_c2))
(assert
 (= (rank (add in_w1 (matmul in_w2 in_w1))) 2))
(assert
 (= (dim (add in_w1 (matmul in_w2 in_w1)) 0) sym_c))
(assert
 (= (dim (add in_w1 (matmul in_w2 in_w1)) 1) sym_c2))
(assert
 (let ((?x302 (matmul in_w2 in_w1)))
(let ((?x309 (add in_w1 ?x302)))
(let ((?x196 (idkernel2 sym_c2)))
(let ((?x187 (concat 0 ?x196 in_w1)))
(let ((?x287 (concat 1 in_w1 in_w2)))
(let ((?x294 (matmul ?x287 ?x187)))
(and (distinct ?x294 ?x309) true))))))))
(check-sat)
