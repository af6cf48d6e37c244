; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_transpose2, transpose2_after_10, transpose2_id
; z3 rlimit used: 73702
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((A T) (B T) )(! (let ((?x13 (matmul (transpose2 1 0 B) (transpose2 1 0 A))))
 (let ((?x10 (transpose2 1 0 (matmul A B))))
 (= ?x10 ?x13))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
 )
(assert
 (forall ((X T) )(! (let ((?x35 (transpose2 0 1 X)))
 (= ?x35 X)) :pattern ( (transpose2 0 1 X) ) :qid transpose2_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) )(! (let ((?x46 (transpose2 1 0 (transpose2 q0 q1 X))))
 (let (($x48 (= ?x46 (transpose2 q1 q0 X))))
 (let (($x43 (and (>= q0 0) (>= q1 0))))
 (=> $x43 $x48)))) :pattern ( (transpose2 1 0 (transpose2 q0 q1 X)) ) :qid transpose2_after_10))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c2))
(assert
 (= (rank (transpose2 1 0 in_x1)) 2))
(assert
 (= (dim (transpose2 1 0 in_x1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x1) 1) sym_n))
(assert
 (= (rank (matmul (transpose2 1 0 in_x1) in_x2)) 2))
(assert
 (= (dim (matmul (transpose2 1 0 in_x1) in_x2) 0) sym_c))
(assert
 (= (dim (matmul (transpose2 1 0 in_x1) in_x2) 1) sym_c2))
(assert
 (let ((?x76 (transpose2 1 0 in_x1)))
 (let ((?x83 (matmul ?x76 in_x2)))
 (let ((?x90 (transpose2 1 0 ?x83)))
 (= (rank ?x90) 2)))))
(assert
 (let ((?x76 (transpose2 1 0 in_x1)))
 (let ((?x83 (matmul ?x76 in_x2)))
 (let ((?x90 (transpose2 1 0 ?x83)))
 (= (dim ?x90 0) sym_c2)))))
(assert
 (let ((?x76 (transpose2 1 0 in_x1)))
 (let ((?x83 (matmul ?x76 in_x2)))
 (let ((?x90 (transpose2 1 0 ?x83)))
 (= (dim ?x90 1) sym_c)))))
(assert
 (= (rank (transpose2 1 0 in_x2)) 2))
(assert
 (= (dim (transpose2 1 0 in_x2) 0) sym_c2))
(assert
 (= (dim (transpose2 1 0 in_x2) 1) sym_n))
(assert
 (= (rank (matmul (transpose2 1 0 in_x2) in_x1)) 2))
(assert
 (= (dim (matmul (transpose2 1 0 in_x2) in_x1) 0) sym_c2))
(assert
 (= (dim (matmul (transpose2 1 0 in_x2) in_x1) 1) sym_c))
(assert
 (let ((?x97 (transpose2 1 0 in_x2)))
(let ((?x104 (matmul ?x97 in_x1)))
(let ((?x76 (transpose2 1 0 in_x1)))
(let ((?x83 (matmul ?x76 in_x2)))
(let ((?x90 (transpose2 1 0 ?x83)))
(and (distinct ?x90 ?x104) true)))))))
(check-sat)
