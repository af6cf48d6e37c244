; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_smul_right, smul_concat
; z3 rlimit used: 73752
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x13 (concat ax (smul A S) (smul B S))))
 (let ((?x10 (smul (concat ax A B) S)))
 (= ?x10 ?x13))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x39 (smul (matmul A B) S)))
 (let ((?x37 (matmul A (smul B S))))
 (= ?x37 ?x39))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c))
(assert
 (= (rank (smul in_w1 in_s1)) 2))
(assert
 (= (dim (smul in_w1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w1 in_s1) 1) sym_c2))
(assert
 (= (rank (matmul in_w2 (smul in_w1 in_s1))) 2))
(assert
 (= (dim (matmul in_w2 (smul in_w1 in_s1)) 0) sym_c))
(assert
 (= (dim (matmul in_w2 (smul in_w1 in_s1)) 1) sym_c2))
(assert
 (let ((?x68 (smul in_w1 in_s1)))
 (let ((?x75 (matmul in_w2 ?x68)))
 (let ((?x82 (concat 1 ?x68 ?x75)))
 (= (rank ?x82) 2)))))
(assert
 (let ((?x68 (smul in_w1 in_s1)))
 (let ((?x75 (matmul in_w2 ?x68)))
 (let ((?x82 (concat 1 ?x68 ?x75)))
 (= (dim ?x82 0) sym_c)))))
(assert
 (let ((?x88 (* 2 sym_c2)))
 (let ((?x68 (smul in_w1 in_s1)))
 (let ((?x75 (matmul in_w2 ?x68)))
 (let ((?x82 (concat 1 ?x68 ?x75)))
 (let ((?x87 (dim ?x82 1)))
 (= ?x87 ?x88)))))))
(assert
 (let ((?x88 (* 2 sym_c2)))
 (>= ?x88 0)))
(assert
 (= (rank (matmul in_w2 in_w1)) 2))
(assert
 (= (dim (matmul in_w2 in_w1) 0) sym_c))
(assert
 (= (dim (matmul in_w2 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 1 in_w1 (matmul in_w2 in_w1))) 2))
(assert
 (= (dim (concat 1 in_w1 (matmul in_w2 in_w1)) 0) sym_c))
(assert
 (let ((?x88 (* 2 sym_c2)))
 (let ((?x91 (matmul in_w2 in_w1)))
 (let ((?x98 (concat 1 in_w1 ?x91)))
 (let ((?x103 (dim ?x98 1)))
 (= ?x103 ?x88))))))
(assert
 (= (rank (smul (concat 1 in_w1 (matmul in_w2 in_w1)) in_s1)) 2))
(assert
 (let ((?x91 (matmul in_w2 in_w1)))
 (let ((?x98 (concat 1 in_w1 ?x91)))
 (let ((?x105 (smul ?x98 in_s1)))
 (= (dim ?x105 0) sym_c)))))
(assert
 (let ((?x88 (* 2 sym_c2)))
 (let ((?x91 (matmul in_w2 in_w1)))
 (let ((?x98 (concat 1 in_w1 ?x91)))
 (let ((?x105 (smul ?x98 in_s1)))
 (let ((?x110 (dim ?x105 1)))
 (= ?x110 ?x88)))))))
(assert
 (let ((?x91 (matmul in_w2 in_w1)))
(let ((?x98 (concat 1 in_w1 ?x91)))
(let ((?x105 (smul ?x98 in_s1)))
(let ((?x68 (smul in_w1 in_s1)))
(let ((?x75 (matmul in_w2 ?x68)))
(let ((?x82 (concat 1 ?x68 ?x75)))
(and (distinct ?x82 ?x105) true))))))))
(check-sat)
