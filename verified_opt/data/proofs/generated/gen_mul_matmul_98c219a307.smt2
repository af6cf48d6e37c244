; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_smul_left, matmul_smul_right
; z3 rlimit used: 73840
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_w2 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x11 (smul (matmul A B) S)))
 (let ((?x9 (matmul (smul A S) B)))
 (= ?x9 ?x11))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x11 (smul (matmul A B) S)))
 (let ((?x34 (matmul A (smul B S))))
 (= ?x34 ?x11))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
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
 (= (rank in_s1) 0))
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
 (= (dim in_w2 1) sym_c3))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (smul in_w1 in_s1)) 2))
(assert
 (= (dim (smul in_w1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w1 in_s1) 1) sym_c2))
(assert
 (= (rank (matmul in_x1 (smul in_w1 in_s1))) 2))
(assert
 (= (dim (matmul in_x1 (smul in_w1 in_s1)) 0) sym_n))
(assert
 (= (dim (matmul in_x1 (smul in_w1 in_s1)) 1) sym_c2))
(assert
 (= (rank (matmul (matmul in_x1 (smul in_w1 in_s1)) in_w2)) 2))
(assert
 (= (dim (matmul (matmul in_x1 (smul in_w1 in_s1)) in_w2) 0) sym_n))
(assert
 (= (dim (matmul (matmul in_x1 (smul in_w1 in_s1)) in_w2) 1) sym_c3))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (matmul (matmul in_x1 in_w1) in_w2)) 2))
(assert
 (= (dim (matmul (matmul in_x1 in_w1) in_w2) 0) sym_n))
(assert
 (= (dim (matmul (matmul in_x1 in_w1) in_w2) 1) sym_c3))
(assert
 (= (rank (smul (matmul (matmul in_x1 in_w1) in_w2) in_s1)) 2))
(assert
 (= (dim (smul (matmul (matmul in_x1 in_w1) in_w2) in_s1) 0) sym_n))
(assert
 (= (dim (smul (matmul (matmul in_x1 in_w1) in_w2) in_s1) 1) sym_c3))
(assert
 (let ((?x94 (matmul in_x1 in_w1)))
(let ((?x101 (matmul ?x94 in_w2)))
(let ((?x108 (smul ?x101 in_s1)))
(let ((?x73 (smul in_w1 in_s1)))
(let ((?x80 (matmul in_x1 ?x73)))
(let ((?x87 (matmul ?x80 in_w2)))
(and (distinct ?x87 ?x108) true))))))))
(check-sat)
