; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_dist_left, matmul_smul_left
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
 (forall ((A T) (B T) (C T) )(! (let ((?x12 (add (matmul A C) (matmul B C))))
 (let ((?x9 (matmul (add A B) C)))
 (= ?x9 ?x12))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x37 (smul (matmul A B) S)))
 (let ((?x35 (matmul (smul A S) B)))
 (= ?x35 ?x37))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
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
 (let ((?x68 (matmul in_x1 in_w1)))
 (let ((?x75 (smul ?x68 in_s1)))
 (let ((?x82 (add ?x68 ?x75)))
 (= (rank ?x82) 2)))))
(assert
 (let ((?x68 (matmul in_x1 in_w1)))
 (let ((?x75 (smul ?x68 in_s1)))
 (let ((?x82 (add ?x68 ?x75)))
 (= (dim ?x82 0) sym_n)))))
(assert
 (let ((?x68 (matmul in_x1 in_w1)))
 (let ((?x75 (smul ?x68 in_s1)))
 (let ((?x82 (add ?x68 ?x75)))
 (= (dim ?x82 1) sym_c2)))))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (add in_x1 (smul in_x1 in_s1))) 2))
(assert
 (= (dim (add in_x1 (smul in_x1 in_s1)) 0) sym_n))
(assert
 (= (dim (add in_x1 (smul in_x1 in_s1)) 1) sym_c))
(assert
 (= (rank (matmul (add in_x1 (smul in_x1 in_s1)) in_w1)) 2))
(assert
 (= (dim (matmul (add in_x1 (smul in_x1 in_s1)) in_w1) 0) sym_n))
(assert
 (= (dim (matmul (add in_x1 (smul in_x1 in_s1)) in_w1) 1) sym_c2))
(assert
 (let ((?x89 (smul in_x1 in_s1)))
(let ((?x96 (add in_x1 ?x89)))
(let ((?x103 (matmul ?x96 in_w1)))
(let ((?x68 (matmul in_x1 in_w1)))
(let ((?x75 (smul ?x68 in_s1)))
(let ((?x82 (add ?x68 ?x75)))
(and (distinct ?x82 ?x103) true))))))))
(check-sat)
