; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols, matmul_idkernel_right
; z3 rlimit used: 48198
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
 (forall ((A T) (c Int) )(! (let ((?x12 (matmul A (idkernel2 c))))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 1) c)) $x13))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x47 (concat ax (matmul A B) (matmul A C))))
 (let ((?x44 (matmul A (concat ax B C))))
 (let (($x48 (= ?x44 ?x47)))
 (=> (and (= ax (- (rank B) 1))) $x48)))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
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
 (= (rank (concat 1 (matmul in_x1 in_w1) in_x1)) 2))
(assert
 (= (dim (concat 1 (matmul in_x1 in_w1) in_x1) 0) sym_n))
(assert
 (let ((?x95 (+ sym_c2 sym_c)))
 (let ((?x82 (matmul in_x1 in_w1)))
 (let ((?x89 (concat 1 ?x82 in_x1)))
 (let ((?x94 (dim ?x89 1)))
 (= ?x94 ?x95))))))
(assert
 (let ((?x95 (+ sym_c2 sym_c)))
 (>= ?x95 0)))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x95 (+ sym_c2 sym_c)))
 (let ((?x98 (idkernel2 sym_c)))
 (let ((?x105 (concat 1 in_w1 ?x98)))
 (let ((?x110 (dim ?x105 1)))
 (= ?x110 ?x95))))))
(assert
 (= (rank (matmul in_x1 (concat 1 in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_x1 (concat 1 in_w1 (idkernel2 sym_c))) 0) sym_n))
(assert
 (let ((?x95 (+ sym_c2 sym_c)))
 (let ((?x98 (idkernel2 sym_c)))
 (let ((?x105 (concat 1 in_w1 ?x98)))
 (let ((?x112 (matmul in_x1 ?x105)))
 (let ((?x117 (dim ?x112 1)))
 (= ?x117 ?x95)))))))
(assert
 (let ((?x98 (idkernel2 sym_c)))
(let ((?x105 (concat 1 in_w1 ?x98)))
(let ((?x112 (matmul in_x1 ?x105)))
(let ((?x82 (matmul in_x1 in_w1)))
(let ((?x89 (concat 1 ?x82 in_x1)))
(and (distinct ?x89 ?x112) true)))))))
(check-sat)
