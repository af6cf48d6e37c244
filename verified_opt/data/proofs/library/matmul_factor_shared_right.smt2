; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_dist_left
; z3 rlimit used: 73998
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_A () T)
(declare-fun dim (T Int) Int)
(declare-fun in_B () T)
(declare-fun in_C () T)
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x12 (add (matmul A C) (matmul B C))))
 (let ((?x9 (matmul (add A B) C)))
 (= ?x9 ?x12))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
 )
(assert
 (>= sym_k 1))
(assert
 (>= sym_m 1))
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
 (let ((?x85 (add in_A in_B)))
(let ((?x92 (matmul ?x85 in_C)))
(let ((?x71 (matmul in_B in_C)))
(let ((?x64 (matmul in_A in_C)))
(let ((?x78 (add ?x64 ?x71)))
(and (distinct ?x78 ?x92) true)))))))
(check-sat)
