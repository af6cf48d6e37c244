; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner, matmul_idkernel_left, matmul_idkernel_right
; z3 rlimit used: 32459
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
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x15 (matmul A ?x14)))
 (let (($x16 (= ?x15 A)))
 (let (($x12 (= (rank A) 2)))
 (let (($x13 (and (= (dim A 1) c) $x12)))
 (=> $x13 $x16)))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x44 (matmul ?x14 A)))
 (let (($x45 (= ?x44 A)))
 (let (($x12 (= (rank A) 2)))
 (let (($x43 (and (= (dim A 0) c) $x12)))
 (=> $x43 $x45)))))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x162 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x166 (= ?x162 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x64 (- (- (rank A1) 2) 0)))
 (let (($x114 (> ?x64 5)))
 (let (($x107 (> ?x64 4)))
 (let (($x100 (> ?x64 3)))
 (let (($x93 (> ?x64 2)))
 (let (($x87 (> ?x64 1)))
 (let (($x81 (> ?x64 0)))
 (let (($x62 (>= ax 1)))
 (let (($x159 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x62 (>= ?x64 0) (>= (- (- (rank A2) 2) 0) 0) (>= (- (- (rank B1) 2) 0) 0) (>= (- (- (rank B2) 2) 0) 0) (= (- (- (rank A2) 2) 0) ?x64) (=> $x81 (= (dim A1 (+ 0 0)) (dim A2 (+ 0 0)))) (=> $x87 (= (dim A1 (+ 0 1)) (dim A2 (+ 0 1)))) (=> $x93 (= (dim A1 (+ 0 2)) (dim A2 (+ 0 2)))) (=> $x100 (= (dim A1 (+ 0 3)) (dim A2 (+ 0 3)))) (=> $x107 (= (dim A1 (+ 0 4)) (dim A2 (+ 0 4)))) (=> $x114 (= (dim A1 (+ 0 5)) (dim A2 (+ 0 5)))) (= (- (- (rank B1) 2) 0) ?x64) (=> $x81 (= (dim A1 (+ 0 0)) (dim B1 (+ 0 0)))) (=> $x87 (= (dim A1 (+ 0 1)) (dim B1 (+ 0 1)))) (=> $x93 (= (dim A1 (+ 0 2)) (dim B1 (+ 0 2)))) (=> $x100 (= (dim A1 (+ 0 3)) (dim B1 (+ 0 3)))) (=> $x107 (= (dim A1 (+ 0 4)) (dim B1 (+ 0 4)))) (=> $x114 (= (dim A1 (+ 0 5)) (dim B1 (+ 0 5)))) (= (- (- (rank B2) 2) 0) ?x64) (=> $x81 (= (dim A1 (+ 0 0)) (dim B2 (+ 0 0)))) (=> $x87 (= (dim A1 (+ 0 1)) (dim B2 (+ 0 1)))) (=> $x93 (= (dim A1 (+ 0 2)) (dim B2 (+ 0 2)))) (=> $x100 (= (dim A1 (+ 0 3)) (dim B2 (+ 0 3)))) (=> $x107 (= (dim A1 (+ 0 4)) (dim B2 (+ 0 4)))) (=> $x114 (= (dim A1 (+ 0 5)) (dim B2 (+ 0 5)))) (= _t0 (- ax 1)))))
 (=> $x159 $x166)))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
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
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 in_w2 (idkernel2 sym_c))) 2))
(assert
 (let ((?x225 (* 2 sym_c)))
 (let ((?x172 (idkernel2 sym_c)))
 (let ((?x189 (concat 0 in_w2 ?x172)))
 (let ((?x199 (dim ?x189 0)))
 (= ?x199 ?x225))))))
(assert
 (= (dim (concat 0 in_w2 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x225 (* 2 sym_c)))
 (let ((?x172 (idkernel2 sym_c)))
 (let ((?x182 (concat 1 ?x172 in_w1)))
 (let ((?x301 (dim ?x182 1)))
 (= ?x301 ?x225))))))
(assert
 (let ((?x172 (idkernel2 sym_c)))
 (let ((?x189 (concat 0 in_w2 ?x172)))
 (let ((?x182 (concat 1 ?x172 in_w1)))
 (let ((?x303 (matmul ?x182 ?x189)))
 (= (rank ?x303) 2))))))
(assert
 (let ((?x172 (idkernel2 sym_c)))
 (let ((?x189 (concat 0 in_w2 ?x172)))
 (let ((?x182 (concat 1 ?x172 in_w1)))
 (let ((?x303 (matmul ?x182 ?x189)))
 (= (dim ?x303 0) sym_c))))))
(assert
 (let ((?x172 (idkernel2 sym_c)))
 (let ((?x189 (concat 0 in_w2 ?x172)))
 (let ((?x182 (concat 1 ?x172 in_w1)))
 (let ((?x303 (matmul ?x182 ?x189)))
 (= (dim ?x303 1) sym_c))))))
(assert
 (let ((?x225 (* 2 sym_c)))
 (>= ?x225 0)))
(assert
 (= (rank (add in_w2 in_w1)) 2))
(assert
 (= (dim (add in_w2 in_w1) 0) sym_c))
(assert
 (= (dim (add in_w2 in_w1) 1) sym_c))
(assert
 (let ((?x311 (add in_w2 in_w1)))
(let ((?x172 (idkernel2 sym_c)))
(let ((?x189 (concat 0 in_w2 ?x172)))
(let ((?x182 (concat 1 ?x172 in_w1)))
(let ((?x303 (matmul ?x182 ?x189)))
(and (distinct ?x303 ?x311) true)))))))
(check-sat)
