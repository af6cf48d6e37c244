; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_assoc, matmul_smul_left, matmul_smul_right
; z3 rlimit used: 74215
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x11 (matmul A (matmul B C))))
 (let ((?x7 (matmul A B)))
 (let ((?x9 (matmul ?x7 C)))
 (= ?x9 ?x11)))) :pattern ( (matmul (matmul A B) C) ) :pattern ( (matmul A (matmul B C)) ) :qid matmul_assoc))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x7 (matmul A B)))
 (let ((?x35 (smul ?x7 S)))
 (let ((?x34 (matmul (smul A S) B)))
 (= ?x34 ?x35)))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x7 (matmul A B)))
 (let ((?x35 (smul ?x7 S)))
 (let ((?x41 (matmul A (smul B S))))
 (= ?x41 ?x35)))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
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
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c2))
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
 (= (rank (matmul (matmul in_w1 (smul in_w1 in_s1)) in_w2)) 2))
(assert
 (= (dim (matmul (matmul in_w1 (smul in_w1 in_s1)) in_w2) 0) sym_c))
(assert
 (= (dim (matmul (matmul in_w1 (smul in_w1 in_s1)) in_w2) 1) sym_c2))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (matmul in_w1 (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (matmul in_w1 (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (matmul in_w1 in_w2)) 1) sym_c2))
(assert
 (= (rank (smul (matmul in_w1 (matmul in_w1 in_w2)) in_s1)) 2))
(assert
 (= (dim (smul (matmul in_w1 (matmul in_w1 in_w2)) in_s1) 0) sym_c))
(assert
 (= (dim (smul (matmul in_w1 (matmul in_w1 in_w2)) in_s1) 1) sym_c2))
(assert
 (let ((?x90 (matmul in_w1 in_w2)))
(let ((?x97 (matmul in_w1 ?x90)))
(let ((?x104 (smul ?x97 in_s1)))
(let ((?x69 (smul in_w1 in_s1)))
(let ((?x76 (matmul in_w1 ?x69)))
(let ((?x83 (matmul ?x76 in_w2)))
(and (distinct ?x83 ?x104) true))))))))
(check-sat)
