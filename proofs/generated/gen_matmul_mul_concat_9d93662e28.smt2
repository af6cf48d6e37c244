; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_rows, matmul_smul_left
; z3 rlimit used: 48206
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun matmul (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x10 (matmul A B)))
 (let ((?x11 (smul ?x10 S)))
 (let ((?x9 (matmul (smul A S) B)))
 (= ?x9 ?x11)))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x10 (matmul B C)))
 (let ((?x43 (concat ax (matmul A C) ?x10)))
 (let ((?x41 (matmul (concat ax A B) C)))
 (let (($x44 (= ?x41 ?x43)))
 (=> (and (= ax (- (rank A) 2))) $x44))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
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
 (let ((?x82 (matmul in_x1 in_w1)))
 (let ((?x89 (smul ?x82 in_s1)))
 (let ((?x96 (concat 0 ?x82 ?x89)))
 (= (rank ?x96) 2)))))
(assert
 (let ((?x100 (* 2 sym_n)))
 (let ((?x82 (matmul in_x1 in_w1)))
 (let ((?x89 (smul ?x82 in_s1)))
 (let ((?x96 (concat 0 ?x82 ?x89)))
 (let ((?x99 (dim ?x96 0)))
 (= ?x99 ?x100)))))))
(assert
 (let ((?x82 (matmul in_x1 in_w1)))
 (let ((?x89 (smul ?x82 in_s1)))
 (let ((?x96 (concat 0 ?x82 ?x89)))
 (= (dim ?x96 1) sym_c2)))))
(assert
 (let ((?x100 (* 2 sym_n)))
 (>= ?x100 0)))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (smul in_x1 in_s1))) 2))
(assert
 (let ((?x100 (* 2 sym_n)))
 (let ((?x105 (smul in_x1 in_s1)))
 (let ((?x112 (concat 0 in_x1 ?x105)))
 (let ((?x115 (dim ?x112 0)))
 (= ?x115 ?x100))))))
(assert
 (= (dim (concat 0 in_x1 (smul in_x1 in_s1)) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_x1 (smul in_x1 in_s1)) in_w1)) 2))
(assert
 (let ((?x100 (* 2 sym_n)))
 (let ((?x105 (smul in_x1 in_s1)))
 (let ((?x112 (concat 0 in_x1 ?x105)))
 (let ((?x119 (matmul ?x112 in_w1)))
 (let ((?x122 (dim ?x119 0)))
 (= ?x122 ?x100)))))))
(assert
 (let ((?x105 (smul in_x1 in_s1)))
 (let ((?x112 (concat 0 in_x1 ?x105)))
 (let ((?x119 (matmul ?x112 in_w1)))
 (= (dim ?x119 1) sym_c2)))))
(assert
 (let ((?x105 (smul in_x1 in_s1)))
(let ((?x112 (concat 0 in_x1 ?x105)))
(let ((?x119 (matmul ?x112 in_w1)))
(let ((?x82 (matmul in_x1 in_w1)))
(let ((?x89 (smul ?x82 in_s1)))
(let ((?x96 (concat 0 ?x82 ?x89)))
(and (distinct ?x96 ?x119) true))))))))
(check-sat)
