; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_rows, matmul_idkernel_left
; z3 rlimit used: 29786
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul (idkernel2 c) A)))
 (let (($x16 (= ?x15 A)))
 (let (($x13 (and (= (dim A 0) c) (= (rank A) 2))))
 (=> $x13 $x16)))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x120 (concat ax (matmul A C) (matmul B C))))
 (let ((?x117 (matmul (concat ax A B) C)))
 (let (($x121 (= ?x117 ?x120)))
 (let ((?x41 (rank A)))
 (let ((?x42 (- ?x41 2)))
 (let ((?x45 (- ?x42 0)))
 (let (($x90 (> ?x45 5)))
 (let (($x83 (> ?x45 4)))
 (let (($x76 (> ?x45 3)))
 (let (($x69 (> ?x45 2)))
 (let (($x63 (> ?x45 1)))
 (let (($x56 (> ?x45 0)))
 (let (($x44 (>= ax 0)))
 (let (($x115 (and (= ax ?x42) $x44 (>= ?x45 0) (>= (- (- (rank B) 2) 0) 0) (>= (- (- (rank C) 2) 0) 0) (= (- (- (rank B) 2) 0) ?x45) (=> $x56 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x63 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x69 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x76 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x83 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x90 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) (= (- (- (rank C) 2) 0) ?x45) (=> $x56 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x63 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x69 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x76 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x83 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x90 (= (dim A (+ 0 5)) (dim C (+ 0 5)))))))
 (=> $x115 $x121))))))))))))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
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
 (= (rank (concat 0 in_w1 (matmul in_x1 in_w1))) 2))
(assert
 (let ((?x223 (+ sym_c sym_n)))
 (let ((?x185 (matmul in_x1 in_w1)))
 (let ((?x219 (concat 0 in_w1 ?x185)))
 (let ((?x222 (dim ?x219 0)))
 (= ?x222 ?x223))))))
(assert
 (= (dim (concat 0 in_w1 (matmul in_x1 in_w1)) 1) sym_c2))
(assert
 (let ((?x223 (+ sym_c sym_n)))
 (>= ?x223 0)))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 (idkernel2 sym_c) in_x1)) 2))
(assert
 (let ((?x223 (+ sym_c sym_n)))
 (let ((?x228 (idkernel2 sym_c)))
 (let ((?x235 (concat 0 ?x228 in_x1)))
 (let ((?x238 (dim ?x235 0)))
 (= ?x238 ?x223))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_x1) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 (idkernel2 sym_c) in_x1) in_w1)) 2))
(assert
 (let ((?x223 (+ sym_c sym_n)))
 (let ((?x228 (idkernel2 sym_c)))
 (let ((?x235 (concat 0 ?x228 in_x1)))
 (let ((?x242 (matmul ?x235 in_w1)))
 (let ((?x245 (dim ?x242 0)))
 (= ?x245 ?x223)))))))
(assert
 (= (dim (matmul (concat 0 (idkernel2 sym_c) in_x1) in_w1) 1) sym_c2))
(assert
 (let ((?x228 (idkernel2 sym_c)))
(let ((?x235 (concat 0 ?x228 in_x1)))
(let ((?x242 (matmul ?x235 in_w1)))
(let ((?x185 (matmul in_x1 in_w1)))
(let ((?x219 (concat 0 in_w1 ?x185)))
(and (distinct ?x219 ?x242) true)))))))
(check-sat)
