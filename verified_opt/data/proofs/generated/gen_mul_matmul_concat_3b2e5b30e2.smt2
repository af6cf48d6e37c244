; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_smul_left, smul_concat
; z3 rlimit used: 73752
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x13 (concat ax (smul A S) (smul B S))))
 (let ((?x10 (smul (concat ax A B) S)))
 (= ?x10 ?x13))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x39 (smul (matmul A B) S)))
 (let ((?x37 (matmul (smul A S) B)))
 (= ?x37 ?x39))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (matmul (smul in_x1 in_s1) in_w1)) 2))
(assert
 (= (dim (matmul (smul in_x1 in_s1) in_w1) 0) sym_n))
(assert
 (= (dim (matmul (smul in_x1 in_s1) in_w1) 1) sym_c))
(assert
 (let ((?x68 (smul in_x1 in_s1)))
 (let ((?x75 (matmul ?x68 in_w1)))
 (let ((?x82 (concat 0 ?x68 ?x75)))
 (= (rank ?x82) 2)))))
(assert
 (let ((?x86 (* 2 sym_n)))
 (let ((?x68 (smul in_x1 in_s1)))
 (let ((?x75 (matmul ?x68 in_w1)))
 (let ((?x82 (concat 0 ?x68 ?x75)))
 (let ((?x85 (dim ?x82 0)))
 (= ?x85 ?x86)))))))
(assert
 (let ((?x68 (smul in_x1 in_s1)))
 (let ((?x75 (matmul ?x68 in_w1)))
 (let ((?x82 (concat 0 ?x68 ?x75)))
 (= (dim ?x82 1) sym_c)))))
(assert
 (let ((?x86 (* 2 sym_n)))
 (>= ?x86 0)))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (matmul in_x1 in_w1))) 2))
(assert
 (let ((?x86 (* 2 sym_n)))
 (let ((?x91 (matmul in_x1 in_w1)))
 (let ((?x98 (concat 0 in_x1 ?x91)))
 (let ((?x101 (dim ?x98 0)))
 (= ?x101 ?x86))))))
(assert
 (= (dim (concat 0 in_x1 (matmul in_x1 in_w1)) 1) sym_c))
(assert
 (= (rank (smul (concat 0 in_x1 (matmul in_x1 in_w1)) in_s1)) 2))
(assert
 (let ((?x86 (* 2 sym_n)))
 (let ((?x91 (matmul in_x1 in_w1)))
 (let ((?x98 (concat 0 in_x1 ?x91)))
 (let ((?x105 (smul ?x98 in_s1)))
 (let ((?x108 (dim ?x105 0)))
 (= ?x108 ?x86)))))))
(assert
 (let ((?x91 (matmul in_x1 in_w1)))
 (let ((?x98 (concat 0 in_x1 ?x91)))
 (let ((?x105 (smul ?x98 in_s1)))
 (= (dim ?x105 1) sym_c)))))
(assert
 (let ((?x91 (matmul in_x1 in_w1)))
(let ((?x98 (concat 0 in_x1 ?x91)))
(let ((?x105 (smul ?x98 in_s1)))
(let ((?x68 (smul in_x1 in_s1)))
(let ((?x75 (matmul ?x68 in_w1)))
(let ((?x82 (concat 0 ?x68 ?x75)))
(and (distinct ?x82 ?x105) true))))))))
(check-sat)
