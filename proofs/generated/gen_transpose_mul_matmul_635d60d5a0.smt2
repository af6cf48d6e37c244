; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_transpose2, transpose2_smul
; z3 rlimit used: 47900
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((A T) (B T) )(! (let ((?x13 (matmul (transpose2 1 0 B) (transpose2 1 0 A))))
 (let ((?x10 (transpose2 1 0 (matmul A B))))
 (= ?x10 ?x13))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) )(! (let ((?x42 (smul (transpose2 p0 p1 X) S)))
 (let ((?x40 (transpose2 p0 p1 (smul X S))))
 (= ?x40 ?x42))) :pattern ( (transpose2 p0 p1 (smul X S)) ) :pattern ( (smul (transpose2 p0 p1 X) S) ) :qid transpose2_smul))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (= (rank (smul (transpose2 1 0 in_w1) in_s1)) 2))
(assert
 (= (dim (smul (transpose2 1 0 in_w1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (transpose2 1 0 in_w1) in_s1) 1) sym_c))
(assert
 (let ((?x60 (transpose2 1 0 in_w1)))
 (let ((?x67 (smul ?x60 in_s1)))
 (let ((?x74 (matmul ?x67 ?x60)))
 (= (rank ?x74) 2)))))
(assert
 (let ((?x60 (transpose2 1 0 in_w1)))
 (let ((?x67 (smul ?x60 in_s1)))
 (let ((?x74 (matmul ?x67 ?x60)))
 (= (dim ?x74 0) sym_c)))))
(assert
 (let ((?x60 (transpose2 1 0 in_w1)))
 (let ((?x67 (smul ?x60 in_s1)))
 (let ((?x74 (matmul ?x67 ?x60)))
 (= (dim ?x74 1) sym_c)))))
(assert
 (= (rank (smul in_w1 in_s1)) 2))
(assert
 (= (dim (smul in_w1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w1 in_s1) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (smul in_w1 in_s1))) 2))
(assert
 (= (dim (matmul in_w1 (smul in_w1 in_s1)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (smul in_w1 in_s1)) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 (matmul in_w1 (smul in_w1 in_s1)))) 2))
(assert
 (let ((?x81 (smul in_w1 in_s1)))
 (let ((?x88 (matmul in_w1 ?x81)))
 (let ((?x95 (transpose2 1 0 ?x88)))
 (= (dim ?x95 0) sym_c)))))
(assert
 (let ((?x81 (smul in_w1 in_s1)))
 (let ((?x88 (matmul in_w1 ?x81)))
 (let ((?x95 (transpose2 1 0 ?x88)))
 (= (dim ?x95 1) sym_c)))))
(assert
 (let ((?x81 (smul in_w1 in_s1)))
(let ((?x88 (matmul in_w1 ?x81)))
(let ((?x95 (transpose2 1 0 ?x88)))
(let ((?x60 (transpose2 1 0 in_w1)))
(let ((?x67 (smul ?x60 in_s1)))
(let ((?x74 (matmul ?x67 ?x60)))
(and (distinct ?x74 ?x95) true))))))))
(check-sat)
