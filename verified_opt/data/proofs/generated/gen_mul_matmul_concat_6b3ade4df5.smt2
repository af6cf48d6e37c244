; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_smul_right, smul_concat
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
 (let ((?x37 (matmul A (smul B S))))
 (= ?x37 ?x39))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
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
 (let ((?x70 (smul in_w1 in_s1)))
 (let ((?x77 (matmul in_x1 ?x70)))
 (let ((?x84 (concat 0 ?x70 ?x77)))
 (= (rank ?x84) 2)))))
(assert
 (let ((?x88 (+ sym_c sym_n)))
 (let ((?x70 (smul in_w1 in_s1)))
 (let ((?x77 (matmul in_x1 ?x70)))
 (let ((?x84 (concat 0 ?x70 ?x77)))
 (let ((?x87 (dim ?x84 0)))
 (= ?x87 ?x88)))))))
(assert
 (let ((?x70 (smul in_w1 in_s1)))
 (let ((?x77 (matmul in_x1 ?x70)))
 (let ((?x84 (concat 0 ?x70 ?x77)))
 (= (dim ?x84 1) sym_c2)))))
(assert
 (let ((?x88 (+ sym_c sym_n)))
 (>= ?x88 0)))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 0 in_w1 (matmul in_x1 in_w1))) 2))
(assert
 (let ((?x88 (+ sym_c sym_n)))
 (let ((?x93 (matmul in_x1 in_w1)))
 (let ((?x100 (concat 0 in_w1 ?x93)))
 (let ((?x103 (dim ?x100 0)))
 (= ?x103 ?x88))))))
(assert
 (= (dim (concat 0 in_w1 (matmul in_x1 in_w1)) 1) sym_c2))
(assert
 (= (rank (smul (concat 0 in_w1 (matmul in_x1 in_w1)) in_s1)) 2))
(assert
 (let ((?x88 (+ sym_c sym_n)))
 (let ((?x93 (matmul in_x1 in_w1)))
 (let ((?x100 (concat 0 in_w1 ?x93)))
 (let ((?x107 (smul ?x100 in_s1)))
 (let ((?x110 (dim ?x107 0)))
 (= ?x110 ?x88)))))))
(assert
 (let ((?x93 (matmul in_x1 in_w1)))
 (let ((?x100 (concat 0 in_w1 ?x93)))
 (let ((?x107 (smul ?x100 in_s1)))
 (= (dim ?x107 1) sym_c2)))))
(assert
 (let ((?x93 (matmul in_x1 in_w1)))
(let ((?x100 (concat 0 in_w1 ?x93)))
(let ((?x107 (smul ?x100 in_s1)))
(let ((?x70 (smul in_w1 in_s1)))
(let ((?x77 (matmul in_x1 ?x70)))
(let ((?x84 (concat 0 ?x70 ?x77)))
(and (distinct ?x84 ?x107) true))))))))
(check-sat)
