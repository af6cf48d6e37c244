; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_rows, matmul_idkernel_left
; z3 rlimit used: 73847
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x12 (matmul (idkernel2 c) A)))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 0) c)) $x13))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x49 (concat ax (matmul A C) (matmul B C))))
 (let ((?x46 (matmul (concat ax A B) C)))
 (let (($x50 (= ?x46 ?x49)))
 (=> (and (= ax (- (rank A) 2)) (>= ax 0)) $x50)))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
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
 (let ((?x96 (+ sym_c sym_n)))
 (let ((?x85 (matmul in_x1 in_w1)))
 (let ((?x92 (concat 0 in_w1 ?x85)))
 (let ((?x95 (dim ?x92 0)))
 (= ?x95 ?x96))))))
(assert
 (= (dim (concat 0 in_w1 (matmul in_x1 in_w1)) 1) sym_c2))
(assert
 (let ((?x96 (+ sym_c sym_n)))
 (>= ?x96 0)))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 (idkernel2 sym_c) in_x1)) 2))
(assert
 (let ((?x96 (+ sym_c sym_n)))
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x108 (concat 0 ?x101 in_x1)))
 (let ((?x111 (dim ?x108 0)))
 (= ?x111 ?x96))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_x1) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 (idkernel2 sym_c) in_x1) in_w1)) 2))
(assert
 (let ((?x96 (+ sym_c sym_n)))
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x108 (concat 0 ?x101 in_x1)))
 (let ((?x115 (matmul ?x108 in_w1)))
 (let ((?x118 (dim ?x115 0)))
 (= ?x118 ?x96)))))))
(assert
 (= (dim (matmul (concat 0 (idkernel2 sym_c) in_x1) in_w1) 1) sym_c2))
(assert
 (let ((?x101 (idkernel2 sym_c)))
(let ((?x108 (concat 0 ?x101 in_x1)))
(let ((?x115 (matmul ?x108 in_w1)))
(let ((?x85 (matmul in_x1 in_w1)))
(let ((?x92 (concat 0 in_w1 ?x85)))
(and (distinct ?x92 ?x115) true)))))))
(check-sat)
