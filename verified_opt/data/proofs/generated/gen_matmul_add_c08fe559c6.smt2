; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_dist_right
; z3 rlimit used: 11548
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun matmul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x87 (add (matmul A B) (matmul A C))))
 (let ((?x84 (matmul A (add B C))))
 (let (($x88 (= ?x84 ?x87)))
 (let ((?x10 (- (- (rank A) 2) 0)))
 (let (($x57 (> ?x10 5)))
 (let (($x50 (> ?x10 4)))
 (let (($x43 (> ?x10 3)))
 (let (($x36 (> ?x10 2)))
 (let (($x30 (> ?x10 1)))
 (let (($x23 (> ?x10 0)))
 (let (($x82 (and (>= ?x10 0) (>= (- (- (rank B) 2) 0) 0) (>= (- (- (rank C) 2) 0) 0) (= (- (- (rank B) 2) 0) ?x10) (=> $x23 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x30 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x36 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x43 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x50 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x57 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) (= (- (- (rank C) 2) 0) ?x10) (=> $x23 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x30 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x36 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x43 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x50 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x57 (= (dim A (+ 0 5)) (dim C (+ 0 5)))))))
 (=> $x82 $x88)))))))))))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c2))
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
 (= (rank (matmul in_x1 in_w2)) 2))
(assert
 (= (dim (matmul in_x1 in_w2) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w2) 1) sym_c2))
(assert
 (= (rank (add (matmul in_x1 in_w1) (matmul in_x1 in_w2))) 2))
(assert
 (= (dim (add (matmul in_x1 in_w1) (matmul in_x1 in_w2)) 0) sym_n))
(assert
 (= (dim (add (matmul in_x1 in_w1) (matmul in_x1 in_w2)) 1) sym_c2))
(assert
 (= (rank (add in_w1 in_w2)) 2))
(assert
 (= (dim (add in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (add in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (matmul in_x1 (add in_w1 in_w2))) 2))
(assert
 (= (dim (matmul in_x1 (add in_w1 in_w2)) 0) sym_n))
(assert
 (= (dim (matmul in_x1 (add in_w1 in_w2)) 1) sym_c2))
(assert
 (let ((?x222 (add in_w1 in_w2)))
(let ((?x229 (matmul in_x1 ?x222)))
(let ((?x208 (matmul in_x1 in_w2)))
(let ((?x201 (matmul in_x1 in_w1)))
(let ((?x215 (add ?x201 ?x208)))
(and (distinct ?x215 ?x229) true)))))))
(check-sat)
