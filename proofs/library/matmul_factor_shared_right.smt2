; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_dist_left
; z3 rlimit used: 41365
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_m () Int)
(declare-fun sym_k () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_A () T)
(declare-fun dim (T Int) Int)
(declare-fun in_B () T)
(declare-fun in_C () T)
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x683 (matmul B C)))
 (let ((?x795 (matmul A C)))
 (let ((?x803 (add ?x795 ?x683)))
 (let ((?x524 (add A B)))
 (let ((?x799 (matmul ?x524 C)))
 (= ?x799 ?x803)))))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_k 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_A) 2))
(assert
 (= (dim in_A 0) sym_m))
(assert
 (= (dim in_A 1) sym_k))
(assert
 (= (rank in_B) 2))
(assert
 (= (dim in_B 0) sym_m))
(assert
 (= (dim in_B 1) sym_k))
(assert
 (= (rank in_C) 2))
(assert
 (= (dim in_C 0) sym_k))
(assert
 (= (dim in_C 1) sym_n))
(assert
 (= (rank (matmul in_A in_C)) 2))
(assert
 (= (dim (matmul in_A in_C) 0) sym_m))
(assert
 (= (dim (matmul in_A in_C) 1) sym_n))
(assert
 (= (rank (matmul in_B in_C)) 2))
(assert
 (= (dim (matmul in_B in_C) 0) sym_m))
(assert
 (= (dim (matmul in_B in_C) 1) sym_n))
(assert
 (= (rank (add (matmul in_A in_C) (matmul in_B in_C))) 2))
(assert
 (= (dim (add (matmul in_A in_C) (matmul in_B in_C)) 0) sym_m))
(assert
 (= (dim (add (matmul in_A in_C) (matmul in_B in_C)) 1) sym_n))
(assert
 (= (rank (add in_A in_B)) 2))
(assert
 (= (dim (add in_A in_B) 0) sym_m))
(assert
 (= (dim (add in_A in_B) 1) sym_k))
(assert
 (= (rank (matmul (add in_A in_B) in_C)) 2))
(assert
 (= (dim (matmul (add in_A in_B) in_C) 0) sym_m))
(assert
 (= (dim (matmul (add in_A in_B) in_C) 1) sym_n))
(assert
 (let ((?x3075 (add in_A in_B)))
(let ((?x3663 (matmul ?x3075 in_C)))
(let ((?x4517 (matmul in_B in_C)))
(let ((?x3336 (matmul in_A in_C)))
(let ((?x3411 (add ?x3336 ?x4517)))
(and (distinct ?x3411 ?x3663) true)))))))
(check-sat)
