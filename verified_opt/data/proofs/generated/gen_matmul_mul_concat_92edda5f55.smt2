; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols, matmul_smul_right
; z3 rlimit used: 73855
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
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x45 (concat ax (matmul A B) (matmul A C))))
 (let ((?x42 (matmul A (concat ax B C))))
 (let (($x46 (= ?x42 ?x45)))
 (=> (and (= ax (- (rank B) 1)) (>= ax 1)) $x46)))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
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
 (let ((?x84 (matmul in_x1 in_w1)))
 (let ((?x91 (smul ?x84 in_s1)))
 (let ((?x98 (concat 1 ?x91 ?x84)))
 (= (rank ?x98) 2)))))
(assert
 (let ((?x84 (matmul in_x1 in_w1)))
 (let ((?x91 (smul ?x84 in_s1)))
 (let ((?x98 (concat 1 ?x91 ?x84)))
 (= (dim ?x98 0) sym_n)))))
(assert
 (let ((?x104 (* 2 sym_c2)))
 (let ((?x84 (matmul in_x1 in_w1)))
 (let ((?x91 (smul ?x84 in_s1)))
 (let ((?x98 (concat 1 ?x91 ?x84)))
 (let ((?x103 (dim ?x98 1)))
 (= ?x103 ?x104)))))))
(assert
 (let ((?x104 (* 2 sym_c2)))
 (>= ?x104 0)))
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
 (let ((?x104 (* 2 sym_c2)))
 (let ((?x107 (smul in_w1 in_s1)))
 (let ((?x114 (concat 1 ?x107 in_w1)))
 (let ((?x119 (dim ?x114 1)))
 (= ?x119 ?x104))))))
(assert
 (= (rank (matmul in_x1 (concat 1 (smul in_w1 in_s1) in_w1))) 2))
(assert
 (let ((?x107 (smul in_w1 in_s1)))
 (let ((?x114 (concat 1 ?x107 in_w1)))
 (let ((?x121 (matmul in_x1 ?x114)))
 (= (dim ?x121 0) sym_n)))))
(assert
 (let ((?x104 (* 2 sym_c2)))
 (let ((?x107 (smul in_w1 in_s1)))
 (let ((?x114 (concat 1 ?x107 in_w1)))
 (let ((?x121 (matmul in_x1 ?x114)))
 (let ((?x126 (dim ?x121 1)))
 (= ?x126 ?x104)))))))
(assert
 (let ((?x107 (smul in_w1 in_s1)))
(let ((?x114 (concat 1 ?x107 in_w1)))
(let ((?x121 (matmul in_x1 ?x114)))
(let ((?x84 (matmul in_x1 in_w1)))
(let ((?x91 (smul ?x84 in_s1)))
(let ((?x98 (concat 1 ?x91 ?x84)))
(and (distinct ?x98 ?x121) true))))))))
(check-sat)
