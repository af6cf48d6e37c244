; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_smul_left, smul_concat
; z3 rlimit used: 73779
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
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
 (= (dim (matmul (smul in_x1 in_s1) in_w1) 1) sym_c2))
(assert
 (let ((?x70 (smul in_x1 in_s1)))
 (let ((?x77 (matmul ?x70 in_w1)))
 (let ((?x84 (concat 1 ?x70 ?x77)))
 (= (rank ?x84) 2)))))
(assert
 (let ((?x70 (smul in_x1 in_s1)))
 (let ((?x77 (matmul ?x70 in_w1)))
 (let ((?x84 (concat 1 ?x70 ?x77)))
 (= (dim ?x84 0) sym_n)))))
(assert
 (let ((?x90 (+ sym_c sym_c2)))
 (let ((?x70 (smul in_x1 in_s1)))
 (let ((?x77 (matmul ?x70 in_w1)))
 (let ((?x84 (concat 1 ?x70 ?x77)))
 (let ((?x89 (dim ?x84 1)))
 (= ?x89 ?x90)))))))
(assert
 (let ((?x90 (+ sym_c sym_c2)))
 (>= ?x90 0)))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 1 in_x1 (matmul in_x1 in_w1))) 2))
(assert
 (= (dim (concat 1 in_x1 (matmul in_x1 in_w1)) 0) sym_n))
(assert
 (let ((?x90 (+ sym_c sym_c2)))
 (let ((?x93 (matmul in_x1 in_w1)))
 (let ((?x100 (concat 1 in_x1 ?x93)))
 (let ((?x105 (dim ?x100 1)))
 (= ?x105 ?x90))))))
(assert
 (= (rank (smul (concat 1 in_x1 (matmul in_x1 in_w1)) in_s1)) 2))
(assert
 (let ((?x93 (matmul in_x1 in_w1)))
 (let ((?x100 (concat 1 in_x1 ?x93)))
 (let ((?x107 (smul ?x100 in_s1)))
 (= (dim ?x107 0) sym_n)))))
(assert
 (let ((?x90 (+ sym_c sym_c2)))
 (let ((?x93 (matmul in_x1 in_w1)))
 (let ((?x100 (concat 1 in_x1 ?x93)))
 (let ((?x107 (smul ?x100 in_s1)))
 (let ((?x112 (dim ?x107 1)))
 (= ?x112 ?x90)))))))
(assert
 (let ((?x93 (matmul in_x1 in_w1)))
(let ((?x100 (concat 1 in_x1 ?x93)))
(let ((?x107 (smul ?x100 in_s1)))
(let ((?x70 (smul in_x1 in_s1)))
(let ((?x77 (matmul ?x70 in_w1)))
(let ((?x84 (concat 1 ?x70 ?x77)))
(and (distinct ?x84 ?x107) true))))))))
(check-sat)
