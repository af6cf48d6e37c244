; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_assoc
; z3 rlimit used: 73418
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun sym_p () Int)
(declare-fun rank (T) Int)
(declare-fun in_A () T)
(declare-fun dim (T Int) Int)
(declare-fun in_B () T)
(declare-fun in_C () T)
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x11 (matmul A (matmul B C))))
 (let ((?x9 (matmul (matmul A B) C)))
 (= ?x9 ?x11))) :pattern ( (matmul (matmul A B) C) ) :pattern ( (matmul A (matmul B C)) ) :qid matmul_assoc))
 )
(assert
 (>= sym_k 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_p 1))
(assert
 (= (rank in_A) 2))
(assert
 (= (dim in_A 0) sym_m))
(assert
 (= (dim in_A 1) sym_k))
(assert
 (= (rank in_B) 2))
(assert
 (= (dim in_B 0) sym_k))
(assert
 (= (dim in_B 1) sym_n))
(assert
 (= (rank in_C) 2))
(assert
 (= (dim in_C 0) sym_n))
(assert
 (= (dim in_C 1) sym_p))
(assert
 (= (rank (matmul in_A in_B)) 2))
(assert
 (= (dim (matmul in_A in_B) 0) sym_m))
(assert
 (= (dim (matmul in_A in_B) 1) sym_n))
(assert
 (= (rank (matmul (matmul in_A in_B) in_C)) 2))
(assert
 (= (dim (matmul (matmul in_A in_B) in_C) 0) sym_m))
(assert
 (= (dim (matmul (matmul in_A in_B) in_C) 1) sym_p))
(assert
 (= (rank (matmul in_B in_C)) 2))
(assert
 (= (dim (matmul in_B in_C) 0) sym_k))
(assert
 (= (dim (matmul in_B in_C) 1) sym_p))
(assert
 (= (rank (matmul in_A (matmul in_B in_C))) 2))
(assert
 (= (dim (matmul in_A (matmul in_B in_C)) 0) sym_m))
(assert
 (= (dim (matmul in_A (matmul in_B in_C)) 1) sym_p))
(assert
 (let ((?x79 (matmul in_B in_C)))
(let ((?x86 (matmul in_A ?x79)))
(let ((?x65 (matmul in_A in_B)))
(let ((?x72 (matmul ?x65 in_C)))
(and (distinct ?x72 ?x86) true))))))
(check-sat)
