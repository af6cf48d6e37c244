; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_dist_left, matmul_dist_right, matmul_smul_left, matmul_smul_right
; z3 rlimit used: 74761
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun matmul (T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x11 (matmul A C)))
 (let ((?x10 (matmul A B)))
 (let ((?x12 (add ?x10 ?x11)))
 (let ((?x9 (matmul A (add B C))))
 (= ?x9 ?x12))))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x11 (matmul A C)))
 (let ((?x37 (add ?x11 (matmul B C))))
 (let ((?x35 (matmul (add A B) C)))
 (= ?x35 ?x37)))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x10 (matmul A B)))
 (let ((?x44 (smul ?x10 S)))
 (let ((?x43 (matmul (smul A S) B)))
 (= ?x43 ?x44)))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x10 (matmul A B)))
 (let ((?x44 (smul ?x10 S)))
 (let ((?x50 (matmul A (smul B S))))
 (= ?x50 ?x44)))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
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
 (= (rank (add in_w1 (smul in_w1 in_s1))) 2))
(assert
 (= (dim (add in_w1 (smul in_w1 in_s1)) 0) sym_c))
(assert
 (= (dim (add in_w1 (smul in_w1 in_s1)) 1) sym_c))
(assert
 (let ((?x69 (smul in_w1 in_s1)))
 (let ((?x76 (add in_w1 ?x69)))
 (let ((?x83 (matmul ?x76 ?x69)))
 (= (rank ?x83) 2)))))
(assert
 (let ((?x69 (smul in_w1 in_s1)))
 (let ((?x76 (add in_w1 ?x69)))
 (let ((?x83 (matmul ?x76 ?x69)))
 (= (dim ?x83 0) sym_c)))))
(assert
 (let ((?x69 (smul in_w1 in_s1)))
 (let ((?x76 (add in_w1 ?x69)))
 (let ((?x83 (matmul ?x76 ?x69)))
 (= (dim ?x83 1) sym_c)))))
(assert
 (let ((?x69 (smul in_w1 in_s1)))
 (let ((?x76 (add in_w1 ?x69)))
 (let ((?x90 (matmul ?x69 ?x76)))
 (= (rank ?x90) 2)))))
(assert
 (let ((?x69 (smul in_w1 in_s1)))
 (let ((?x76 (add in_w1 ?x69)))
 (let ((?x90 (matmul ?x69 ?x76)))
 (= (dim ?x90 0) sym_c)))))
(assert
 (let ((?x69 (smul in_w1 in_s1)))
 (let ((?x76 (add in_w1 ?x69)))
 (let ((?x90 (matmul ?x69 ?x76)))
 (= (dim ?x90 1) sym_c)))))
(assert
 (let ((?x69 (smul in_w1 in_s1)))
(let ((?x76 (add in_w1 ?x69)))
(let ((?x90 (matmul ?x69 ?x76)))
(let ((?x83 (matmul ?x76 ?x69)))
(and (distinct ?x83 ?x90) true))))))
(check-sat)
