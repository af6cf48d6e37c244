; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_transpose2
; z3 rlimit used: 40787
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_A () T)
(declare-fun dim (T Int) Int)
(declare-fun in_B () T)
(assert
 (forall ((A T) (B T) )(! (let ((?x114 (transpose2 1 0 A)))
 (let ((?x835 (matmul (transpose2 1 0 B) ?x114)))
 (let ((?x683 (matmul A B)))
 (let ((?x834 (transpose2 1 0 ?x683)))
 (= ?x834 ?x835))))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
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
 (let ((?x2661 (transpose2 1 0 in_B)))
 (let ((?x2681 (transpose2 1 0 in_A)))
 (let ((?x2887 (matmul ?x2681 ?x2661)))
 (= (rank ?x2887) 2)))))
(assert
 (let ((?x2661 (transpose2 1 0 in_B)))
 (let ((?x2681 (transpose2 1 0 in_A)))
 (let ((?x2887 (matmul ?x2681 ?x2661)))
 (= (dim ?x2887 0) sym_m)))))
(assert
 (let ((?x2661 (transpose2 1 0 in_B)))
 (let ((?x2681 (transpose2 1 0 in_A)))
 (let ((?x2887 (matmul ?x2681 ?x2661)))
 (= (dim ?x2887 1) sym_n)))))
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
 (let ((?x3506 (matmul in_B in_A)))
(let ((?x3305 (transpose2 1 0 ?x3506)))
(let ((?x2661 (transpose2 1 0 in_B)))
(let ((?x2681 (transpose2 1 0 in_A)))
(let ((?x2887 (matmul ?x2681 ?x2661)))
(and (distinct ?x2887 ?x3305) true)))))))
(check-sat)
