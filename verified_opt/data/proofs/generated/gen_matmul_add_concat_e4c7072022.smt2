; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner
; z3 rlimit used: 21859
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x119 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x123 (= ?x119 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x20 (- (- (rank A1) 2) 0)))
 (let (($x70 (> ?x20 5)))
 (let (($x63 (> ?x20 4)))
 (let (($x56 (> ?x20 3)))
 (let (($x49 (> ?x20 2)))
 (let (($x43 (> ?x20 1)))
 (let (($x37 (> ?x20 0)))
 (let (($x16 (>= ax 1)))
 (let (($x116 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x16 (>= ?x20 0) (>= (- (- (rank A2) 2) 0) 0) (>= (- (- (rank B1) 2) 0) 0) (>= (- (- (rank B2) 2) 0) 0) (= (- (- (rank A2) 2) 0) ?x20) (=> $x37 (= (dim A1 (+ 0 0)) (dim A2 (+ 0 0)))) (=> $x43 (= (dim A1 (+ 0 1)) (dim A2 (+ 0 1)))) (=> $x49 (= (dim A1 (+ 0 2)) (dim A2 (+ 0 2)))) (=> $x56 (= (dim A1 (+ 0 3)) (dim A2 (+ 0 3)))) (=> $x63 (= (dim A1 (+ 0 4)) (dim A2 (+ 0 4)))) (=> $x70 (= (dim A1 (+ 0 5)) (dim A2 (+ 0 5)))) (= (- (- (rank B1) 2) 0) ?x20) (=> $x37 (= (dim A1 (+ 0 0)) (dim B1 (+ 0 0)))) (=> $x43 (= (dim A1 (+ 0 1)) (dim B1 (+ 0 1)))) (=> $x49 (= (dim A1 (+ 0 2)) (dim B1 (+ 0 2)))) (=> $x56 (= (dim A1 (+ 0 3)) (dim B1 (+ 0 3)))) (=> $x63 (= (dim A1 (+ 0 4)) (dim B1 (+ 0 4)))) (=> $x70 (= (dim A1 (+ 0 5)) (dim B1 (+ 0 5)))) (= (- (- (rank B2) 2) 0) ?x20) (=> $x37 (= (dim A1 (+ 0 0)) (dim B2 (+ 0 0)))) (=> $x43 (= (dim A1 (+ 0 1)) (dim B2 (+ 0 1)))) (=> $x49 (= (dim A1 (+ 0 2)) (dim B2 (+ 0 2)))) (=> $x56 (= (dim A1 (+ 0 3)) (dim B2 (+ 0 3)))) (=> $x63 (= (dim A1 (+ 0 4)) (dim B2 (+ 0 4)))) (=> $x70 (= (dim A1 (+ 0 5)) (dim B2 (+ 0 5)))) (= _t0 (- ax 1)))))
 (=> $x116 $x123)))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c3))
(assert
 (= (dim in_w2 1) sym_c2))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c3))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (matmul in_x2 in_w2)) 2))
(assert
 (= (dim (matmul in_x2 in_w2) 0) sym_n))
(assert
 (= (dim (matmul in_x2 in_w2) 1) sym_c2))
(assert
 (= (rank (add (matmul in_x1 in_w1) (matmul in_x2 in_w2))) 2))
(assert
 (= (dim (add (matmul in_x1 in_w1) (matmul in_x2 in_w2)) 0) sym_n))
(assert
 (= (dim (add (matmul in_x1 in_w1) (matmul in_x2 in_w2)) 1) sym_c2))
(assert
 (= (rank (concat 0 in_w1 in_w2)) 2))
(assert
 (let ((?x300 (+ sym_c sym_c3)))
 (let ((?x296 (concat 0 in_w1 in_w2)))
 (let ((?x299 (dim ?x296 0)))
 (= ?x299 ?x300)))))
(assert
 (= (dim (concat 0 in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x300 (+ sym_c sym_c3)))
 (let ((?x304 (concat 1 in_x1 in_x2)))
 (let ((?x309 (dim ?x304 1)))
 (= ?x309 ?x300)))))
(assert
 (let ((?x296 (concat 0 in_w1 in_w2)))
 (let ((?x304 (concat 1 in_x1 in_x2)))
 (let ((?x311 (matmul ?x304 ?x296)))
 (= (rank ?x311) 2)))))
(assert
 (let ((?x296 (concat 0 in_w1 in_w2)))
 (let ((?x304 (concat 1 in_x1 in_x2)))
 (let ((?x311 (matmul ?x304 ?x296)))
 (= (dim ?x311 0) sym_n)))))
(assert
 (let ((?x296 (concat 0 in_w1 in_w2)))
 (let ((?x304 (concat 1 in_x1 in_x2)))
 (let ((?x311 (matmul ?x304 ?x296)))
 (= (dim ?x311 1) sym_c2)))))
(assert
 (let ((?x296 (concat 0 in_w1 in_w2)))
(let ((?x304 (concat 1 in_x1 in_x2)))
(let ((?x311 (matmul ?x304 ?x296)))
(let ((?x282 (matmul in_x2 in_w2)))
(let ((?x275 (matmul in_x1 in_w1)))
(let ((?x289 (add ?x275 ?x282)))
(and (distinct ?x289 ?x311) true))))))))
(check-sat)
