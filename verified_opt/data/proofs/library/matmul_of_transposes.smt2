; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_transpose2
; z3 rlimit used: 3209
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_A () T)
(declare-fun dim (T Int) Int)
(declare-fun in_B () T)
(assert
 (forall ((A T) (B T) )(! (let ((?x19 (matmul (transpose2 1 0 B) (transpose2 1 0 A))))
 (let ((?x16 (transpose2 1 0 (matmul A B))))
 (let (($x20 (= ?x16 ?x19)))
 (let (($x12 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x12 $x20))))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
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
 (= (dim in_A 0) sym_k))
(assert
 (= (dim in_A 1) sym_m))
(assert
 (= (rank in_B) 2))
(assert
 (= (dim in_B 0) sym_n))
(assert
 (= (dim in_B 1) sym_k))
(assert
 (= (rank (transpose2 1 0 in_A)) 2))
(assert
 (= (dim (transpose2 1 0 in_A) 0) sym_m))
(assert
 (= (dim (transpose2 1 0 in_A) 1) sym_k))
(assert
 (= (rank (transpose2 1 0 in_B)) 2))
(assert
 (= (dim (transpose2 1 0 in_B) 0) sym_k))
(assert
 (= (dim (transpose2 1 0 in_B) 1) sym_n))
(assert
 (let ((?x72 (transpose2 1 0 in_B)))
 (let ((?x65 (transpose2 1 0 in_A)))
 (let ((?x79 (matmul ?x65 ?x72)))
 (= (rank ?x79) 2)))))
(assert
 (let ((?x72 (transpose2 1 0 in_B)))
 (let ((?x65 (transpose2 1 0 in_A)))
 (let ((?x79 (matmul ?x65 ?x72)))
 (= (dim ?x79 0) sym_m)))))
(assert
 (let ((?x72 (transpose2 1 0 in_B)))
 (let ((?x65 (transpose2 1 0 in_A)))
 (let ((?x79 (matmul ?x65 ?x72)))
 (= (dim ?x79 1) sym_n)))))
(assert
 (= (rank (matmul in_B in_A)) 2))
(assert
 (= (dim (matmul in_B in_A) 0) sym_n))
(assert
 (= (dim (matmul in_B in_A) 1) sym_m))
(assert
 (= (rank (transpose2 1 0 (matmul in_B in_A))) 2))
(assert
 (= (dim (transpose2 1 0 (matmul in_B in_A)) 0) sym_m))
(assert
 (= (dim (transpose2 1 0 (matmul in_B in_A)) 1) sym_n))
(assert
 (let ((?x86 (matmul in_B in_A)))
(let ((?x93 (transpose2 1 0 ?x86)))
(let ((?x72 (transpose2 1 0 in_B)))
(let ((?x65 (transpose2 1 0 in_A)))
(let ((?x79 (matmul ?x65 ?x72)))
(and (distinct ?x79 ?x93) true)))))))
(check-sat)
