; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_dist_right, matmul_smul_right
; z3 rlimit used: 74135
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun matmul (T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x10 (matmul A B)))
 (let ((?x12 (add ?x10 (matmul A C))))
 (let ((?x9 (matmul A (add B C))))
 (= ?x9 ?x12)))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x10 (matmul A B)))
 (let ((?x36 (smul ?x10 S)))
 (let ((?x35 (matmul A (smul B S))))
 (= ?x35 ?x36)))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
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
 (= (rank (smul (matmul in_x1 in_w1) in_s1)) 2))
(assert
 (= (dim (smul (matmul in_x1 in_w1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (matmul in_x1 in_w1) in_s1) 1) sym_c2))
(assert
 (let ((?x67 (matmul in_x1 in_w1)))
 (let ((?x74 (smul ?x67 in_s1)))
 (let ((?x81 (add ?x67 ?x74)))
 (= (rank ?x81) 2)))))
(assert
 (let ((?x67 (matmul in_x1 in_w1)))
 (let ((?x74 (smul ?x67 in_s1)))
 (let ((?x81 (add ?x67 ?x74)))
 (= (dim ?x81 0) sym_n)))))
(assert
 (let ((?x67 (matmul in_x1 in_w1)))
 (let ((?x74 (smul ?x67 in_s1)))
 (let ((?x81 (add ?x67 ?x74)))
 (= (dim ?x81 1) sym_c2)))))
(assert
 (= (rank (smul in_w1 in_s1)) 2))
(assert
 (= (dim (smul in_w1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w1 in_s1) 1) sym_c2))
(assert
 (= (rank (add in_w1 (smul in_w1 in_s1))) 2))
(assert
 (= (dim (add in_w1 (smul in_w1 in_s1)) 0) sym_c))
(assert
 (= (dim (add in_w1 (smul in_w1 in_s1)) 1) sym_c2))
(assert
 (= (rank (matmul in_x1 (add in_w1 (smul in_w1 in_s1)))) 2))
(assert
 (= (dim (matmul in_x1 (add in_w1 (smul in_w1 in_s1))) 0) sym_n))
(assert
 (= (dim (matmul in_x1 (add in_w1 (smul in_w1 in_s1))) 1) sym_c2))
(assert
 (let ((?x88 (smul in_w1 in_s1)))
(let ((?x95 (add in_w1 ?x88)))
(let ((?x102 (matmul in_x1 ?x95)))
(let ((?x67 (matmul in_x1 in_w1)))
(let ((?x74 (smul ?x67 in_s1)))
(let ((?x81 (add ?x67 ?x74)))
(and (distinct ?x81 ?x102) true))))))))
(check-sat)
