; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_rows
; z3 rlimit used: 19516
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun matmul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x90 (concat ax (matmul A C) (matmul B C))))
 (let ((?x87 (matmul (concat ax A B) C)))
 (let (($x91 (= ?x87 ?x90)))
 (let ((?x7 (rank A)))
 (let ((?x9 (- ?x7 2)))
 (let ((?x13 (- ?x9 0)))
 (let (($x60 (> ?x13 5)))
 (let (($x53 (> ?x13 4)))
 (let (($x46 (> ?x13 3)))
 (let (($x39 (> ?x13 2)))
 (let (($x33 (> ?x13 1)))
 (let (($x26 (> ?x13 0)))
 (let (($x12 (>= ax 0)))
 (let (($x85 (and (= ax ?x9) $x12 (>= ?x13 0) (>= (- (- (rank B) 2) 0) 0) (>= (- (- (rank C) 2) 0) 0) (= (- (- (rank B) 2) 0) ?x13) (=> $x26 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x33 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x39 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x46 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x53 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x60 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) (= (- (- (rank C) 2) 0) ?x13) (=> $x26 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x33 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x39 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x46 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x53 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x60 (= (dim A (+ 0 5)) (dim C (+ 0 5)))))))
 (=> $x85 $x91))))))))))))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
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
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n2))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (matmul in_x2 in_w1)) 2))
(assert
 (= (dim (matmul in_x2 in_w1) 0) sym_n2))
(assert
 (= (dim (matmul in_x2 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 0 (matmul in_x1 in_w1) (matmul in_x2 in_w1))) 2))
(assert
 (let ((?x228 (+ sym_n sym_n2)))
 (let ((?x217 (matmul in_x2 in_w1)))
 (let ((?x210 (matmul in_x1 in_w1)))
 (let ((?x224 (concat 0 ?x210 ?x217)))
 (let ((?x227 (dim ?x224 0)))
 (= ?x227 ?x228)))))))
(assert
 (let ((?x217 (matmul in_x2 in_w1)))
 (let ((?x210 (matmul in_x1 in_w1)))
 (let ((?x224 (concat 0 ?x210 ?x217)))
 (= (dim ?x224 1) sym_c2)))))
(assert
 (let ((?x228 (+ sym_n sym_n2)))
 (>= ?x228 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x228 (+ sym_n sym_n2)))
 (let ((?x233 (concat 0 in_x1 in_x2)))
 (let ((?x236 (dim ?x233 0)))
 (= ?x236 ?x228)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_x1 in_x2) in_w1)) 2))
(assert
 (let ((?x228 (+ sym_n sym_n2)))
 (let ((?x233 (concat 0 in_x1 in_x2)))
 (let ((?x240 (matmul ?x233 in_w1)))
 (let ((?x243 (dim ?x240 0)))
 (= ?x243 ?x228))))))
(assert
 (= (dim (matmul (concat 0 in_x1 in_x2) in_w1) 1) sym_c2))
(assert
 (let ((?x233 (concat 0 in_x1 in_x2)))
(let ((?x240 (matmul ?x233 in_w1)))
(let ((?x217 (matmul in_x2 in_w1)))
(let ((?x210 (matmul in_x1 in_w1)))
(let ((?x224 (concat 0 ?x210 ?x217)))
(and (distinct ?x224 ?x240) true)))))))
(check-sat)
