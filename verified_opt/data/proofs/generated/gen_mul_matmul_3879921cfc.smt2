; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_smul_left, matmul_smul_right
; z3 rlimit used: 73697
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
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
 (forall ((A T) (B T) (S T) )(! (let ((?x11 (smul (matmul A B) S)))
 (let ((?x9 (matmul (smul A S) B)))
 (= ?x9 ?x11))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x11 (smul (matmul A B) S)))
 (let ((?x34 (matmul A (smul B S))))
 (= ?x34 ?x11))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
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
 (= (dim in_w2 0) sym_c2))
(assert
 (= (dim in_w2 1) sym_c))
(assert
 (= (rank (smul in_w2 in_s1)) 2))
(assert
 (= (dim (smul in_w2 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_w2 in_s1) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (smul in_w2 in_s1))) 2))
(assert
 (= (dim (matmul in_w1 (smul in_w2 in_s1)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (smul in_w2 in_s1)) 1) sym_c))
(assert
 (= (rank (matmul (matmul in_w1 (smul in_w2 in_s1)) in_w1)) 2))
(assert
 (= (dim (matmul (matmul in_w1 (smul in_w2 in_s1)) in_w1) 0) sym_c))
(assert
 (= (dim (matmul (matmul in_w1 (smul in_w2 in_s1)) in_w1) 1) sym_c2))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c))
(assert
 (= (rank (matmul (matmul in_w1 in_w2) in_w1)) 2))
(assert
 (= (dim (matmul (matmul in_w1 in_w2) in_w1) 0) sym_c))
(assert
 (= (dim (matmul (matmul in_w1 in_w2) in_w1) 1) sym_c2))
(assert
 (= (rank (smul (matmul (matmul in_w1 in_w2) in_w1) in_s1)) 2))
(assert
 (= (dim (smul (matmul (matmul in_w1 in_w2) in_w1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (matmul (matmul in_w1 in_w2) in_w1) in_s1) 1) sym_c2))
(assert
 (let ((?x83 (matmul in_w1 in_w2)))
(let ((?x90 (matmul ?x83 in_w1)))
(let ((?x97 (smul ?x90 in_s1)))
(let ((?x62 (smul in_w2 in_s1)))
(let ((?x69 (matmul in_w1 ?x62)))
(let ((?x76 (matmul ?x69 in_w1)))
(and (distinct ?x76 ?x97) true))))))))
(check-sat)
