; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols, matmul_idkernel_right, matmul_smul_left, matmul_smul_right
; z3 rlimit used: 48552
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x12 (matmul A (idkernel2 c))))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 1) c)) $x13))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x42 (smul (matmul A B) S)))
 (let ((?x40 (matmul (smul A S) B)))
 (= ?x40 ?x42))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x42 (smul (matmul A B) S)))
 (let ((?x48 (matmul A (smul B S))))
 (= ?x48 ?x42))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x61 (concat ax (matmul A B) (matmul A C))))
 (let ((?x58 (matmul A (concat ax B C))))
 (let (($x62 (= ?x58 ?x61)))
 (=> (and (= ax (- (rank B) 1))) $x62)))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
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
 (let ((?x88 (smul in_w1 in_s1)))
 (let ((?x95 (matmul in_w1 ?x88)))
 (let ((?x102 (concat 1 ?x88 ?x95)))
 (= (rank ?x102) 2)))))
(assert
 (let ((?x88 (smul in_w1 in_s1)))
 (let ((?x95 (matmul in_w1 ?x88)))
 (let ((?x102 (concat 1 ?x88 ?x95)))
 (= (dim ?x102 0) sym_c)))))
(assert
 (let ((?x108 (* 2 sym_c)))
 (let ((?x88 (smul in_w1 in_s1)))
 (let ((?x95 (matmul in_w1 ?x88)))
 (let ((?x102 (concat 1 ?x88 ?x95)))
 (let ((?x107 (dim ?x102 1)))
 (= ?x107 ?x108)))))))
(assert
 (let ((?x108 (* 2 sym_c)))
 (>= ?x108 0)))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x108 (* 2 sym_c)))
 (let ((?x111 (idkernel2 sym_c)))
 (let ((?x118 (concat 1 ?x111 in_w1)))
 (let ((?x123 (dim ?x118 1)))
 (= ?x123 ?x108))))))
(assert
 (let ((?x111 (idkernel2 sym_c)))
 (let ((?x118 (concat 1 ?x111 in_w1)))
 (let ((?x88 (smul in_w1 in_s1)))
 (let ((?x125 (matmul ?x88 ?x118)))
 (= (rank ?x125) 2))))))
(assert
 (let ((?x111 (idkernel2 sym_c)))
 (let ((?x118 (concat 1 ?x111 in_w1)))
 (let ((?x88 (smul in_w1 in_s1)))
 (let ((?x125 (matmul ?x88 ?x118)))
 (= (dim ?x125 0) sym_c))))))
(assert
 (let ((?x108 (* 2 sym_c)))
 (let ((?x111 (idkernel2 sym_c)))
 (let ((?x118 (concat 1 ?x111 in_w1)))
 (let ((?x88 (smul in_w1 in_s1)))
 (let ((?x125 (matmul ?x88 ?x118)))
 (let ((?x130 (dim ?x125 1)))
 (= ?x130 ?x108))))))))
(assert
 (let ((?x111 (idkernel2 sym_c)))
(let ((?x118 (concat 1 ?x111 in_w1)))
(let ((?x88 (smul in_w1 in_s1)))
(let ((?x125 (matmul ?x88 ?x118)))
(let ((?x95 (matmul in_w1 ?x88)))
(let ((?x102 (concat 1 ?x88 ?x95)))
(and (distinct ?x102 ?x125) true))))))))
(check-sat)
