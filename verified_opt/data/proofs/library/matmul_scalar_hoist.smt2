; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_smul_left
; z3 rlimit used: 73299
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_A () T)
(declare-fun dim (T Int) Int)
(declare-fun in_B () T)
(declare-fun in_S () T)
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x11 (smul (matmul A B) S)))
 (let ((?x9 (matmul (smul A S) B)))
 (= ?x9 ?x11))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
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
 (= (dim in_B 0) sym_k))
(assert
 (= (dim in_B 1) sym_n))
(assert
 (= (rank in_S) 0))
(assert
 (= (rank (smul in_A in_S)) 2))
(assert
 (= (dim (smul in_A in_S) 0) sym_m))
(assert
 (= (dim (smul in_A in_S) 1) sym_k))
(assert
 (= (rank (matmul (smul in_A in_S) in_B)) 2))
(assert
 (= (dim (matmul (smul in_A in_S) in_B) 0) sym_m))
(assert
 (= (dim (matmul (smul in_A in_S) in_B) 1) sym_n))
(assert
 (= (rank (matmul in_A in_B)) 2))
(assert
 (= (dim (matmul in_A in_B) 0) sym_m))
(assert
 (= (dim (matmul in_A in_B) 1) sym_n))
(assert
 (= (rank (smul (matmul in_A in_B) in_S)) 2))
(assert
 (= (dim (smul (matmul in_A in_B) in_S) 0) sym_m))
(assert
 (= (dim (smul (matmul in_A in_B) in_S) 1) sym_n))
(assert
 (let ((?x73 (matmul in_A in_B)))
(let ((?x80 (smul ?x73 in_S)))
(let ((?x59 (smul in_A in_S)))
(let ((?x66 (matmul ?x59 in_B)))
(and (distinct ?x66 ?x80) true))))))
(check-sat)
