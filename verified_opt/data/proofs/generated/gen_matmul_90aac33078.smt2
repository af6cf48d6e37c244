; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_assoc
; z3 rlimit used: 8299
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x86 (matmul A (matmul B C))))
 (let ((?x84 (matmul (matmul A B) C)))
 (let (($x87 (= ?x84 ?x86)))
 (let ((?x10 (- (- (rank A) 2) 0)))
 (let (($x57 (> ?x10 5)))
 (let (($x50 (> ?x10 4)))
 (let (($x43 (> ?x10 3)))
 (let (($x36 (> ?x10 2)))
 (let (($x30 (> ?x10 1)))
 (let (($x23 (> ?x10 0)))
 (let (($x82 (and (>= ?x10 0) (>= (- (- (rank B) 2) 0) 0) (>= (- (- (rank C) 2) 0) 0) (= (- (- (rank B) 2) 0) ?x10) (=> $x23 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x30 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x36 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x43 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x50 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x57 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) (= (- (- (rank C) 2) 0) ?x10) (=> $x23 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x30 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x36 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x43 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x50 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x57 (= (dim A (+ 0 5)) (dim C (+ 0 5)))))))
 (=> $x82 $x87)))))))))))) :pattern ( (matmul (matmul A B) C) ) :pattern ( (matmul A (matmul B C)) ) :qid matmul_assoc))
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
 (= (dim in_w2 0) sym_c2))
(assert
 (= (dim in_w2 1) sym_c))
(assert
 (= (rank (matmul in_w2 in_w1)) 2))
(assert
 (= (dim (matmul in_w2 in_w1) 0) sym_c2))
(assert
 (= (dim (matmul in_w2 in_w1) 1) sym_c2))
(assert
 (= (rank (matmul in_w1 (matmul in_w2 in_w1))) 2))
(assert
 (= (dim (matmul in_w1 (matmul in_w2 in_w1)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (matmul in_w2 in_w1)) 1) sym_c2))
(assert
 (let ((?x143 (matmul in_w2 in_w1)))
 (let ((?x111 (matmul in_w1 ?x143)))
 (let ((?x205 (matmul ?x111 ?x143)))
 (= (rank ?x205) 2)))))
(assert
 (let ((?x143 (matmul in_w2 in_w1)))
 (let ((?x111 (matmul in_w1 ?x143)))
 (let ((?x205 (matmul ?x111 ?x143)))
 (= (dim ?x205 0) sym_c)))))
(assert
 (let ((?x143 (matmul in_w2 in_w1)))
 (let ((?x111 (matmul in_w1 ?x143)))
 (let ((?x205 (matmul ?x111 ?x143)))
 (= (dim ?x205 1) sym_c2)))))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c))
(assert
 (= (rank (matmul (matmul in_w1 in_w2) in_w1)) 2))
(assert
 (= (dim (matmul (matmul in_w1 in_w2) in_w1) 0) sym_c))
(assert
 (= (dim (matmul (matmul in_w1 in_w2) in_w1) 1) sym_c2))
(assert
 (let ((?x212 (matmul in_w1 in_w2)))
 (let ((?x219 (matmul ?x212 in_w1)))
 (let ((?x226 (matmul ?x212 ?x219)))
 (= (rank ?x226) 2)))))
(assert
 (let ((?x212 (matmul in_w1 in_w2)))
 (let ((?x219 (matmul ?x212 in_w1)))
 (let ((?x226 (matmul ?x212 ?x219)))
 (= (dim ?x226 0) sym_c)))))
(assert
 (let ((?x212 (matmul in_w1 in_w2)))
 (let ((?x219 (matmul ?x212 in_w1)))
 (let ((?x226 (matmul ?x212 ?x219)))
 (= (dim ?x226 1) sym_c2)))))
(assert
 (let ((?x212 (matmul in_w1 in_w2)))
(let ((?x219 (matmul ?x212 in_w1)))
(let ((?x226 (matmul ?x212 ?x219)))
(let ((?x143 (matmul in_w2 in_w1)))
(let ((?x111 (matmul in_w1 ?x143)))
(let ((?x205 (matmul ?x111 ?x143)))
(and (distinct ?x205 ?x226) true))))))))
(check-sat)
