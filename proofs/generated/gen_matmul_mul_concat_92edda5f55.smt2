; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols, matmul_smul_right
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
 (forall ((A T) (B T) (S T) )(! (let ((?x11 (smul (matmul A B) S)))
 (let ((?x9 (matmul A (smul B S))))
 (= ?x9 ?x11))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x44 (concat ax (matmul A B) (matmul A C))))
 (let ((?x41 (matmul A (concat ax B C))))
 (let (($x45 (= ?x41 ?x44)))
 (=> (and (= ax (- (rank B) 1))) $x45)))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
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
 (let ((?x96 (concat 1 ?x89 ?x82)))
 (= (rank ?x96) 2)))))
(assert
 (let ((?x82 (matmul in_x1 in_w1)))
 (let ((?x89 (smul ?x82 in_s1)))
 (let ((?x96 (concat 1 ?x89 ?x82)))
 (= (dim ?x96 0) sym_n)))))
(assert
 (let ((?x102 (* 2 sym_c2)))
 (let ((?x82 (matmul in_x1 in_w1)))
 (let ((?x89 (smul ?x82 in_s1)))
 (let ((?x96 (concat 1 ?x89 ?x82)))
 (let ((?x101 (dim ?x96 1)))
 (= ?x101 ?x102)))))))
(assert
 (let ((?x102 (* 2 sym_c2)))
 (>= ?x102 0)))
(assert
 (= (rank (smul in_w1 in_s1)) 2))
(assert
 (= (dim (smul in_w1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w1 in_s1) 1) sym_c2))
(assert
 (= (rank (concat 1 (smul in_w1 in_s1) in_w1)) 2))
(assert
 (= (dim (concat 1 (smul in_w1 in_s1) in_w1) 0) sym_c))
(assert
 (let ((?x102 (* 2 sym_c2)))
 (let ((?x105 (smul in_w1 in_s1)))
 (let ((?x112 (concat 1 ?x105 in_w1)))
 (let ((?x117 (dim ?x112 1)))
 (= ?x117 ?x102))))))
(assert
 (= (rank (matmul in_x1 (concat 1 (smul in_w1 in_s1) in_w1))) 2))
(assert
 (let ((?x105 (smul in_w1 in_s1)))
 (let ((?x112 (concat 1 ?x105 in_w1)))
 (let ((?x119 (matmul in_x1 ?x112)))
 (= (dim ?x119 0) sym_n)))))
(assert
 (let ((?x102 (* 2 sym_c2)))
 (let ((?x105 (smul in_w1 in_s1)))
 (let ((?x112 (concat 1 ?x105 in_w1)))
 (let ((?x119 (matmul in_x1 ?x112)))
 (let ((?x124 (dim ?x119 1)))
 (= ?x124 ?x102)))))))
(assert
 (let ((?x105 (smul in_w1 in_s1)))
(let ((?x112 (concat 1 ?x105 in_w1)))
(let ((?x119 (matmul in_x1 ?x112)))
(let ((?x82 (matmul in_x1 in_w1)))
(let ((?x89 (smul ?x82 in_s1)))
(let ((?x96 (concat 1 ?x89 ?x82)))
(and (distinct ?x96 ?x119) true))))))))
(check-sat)
