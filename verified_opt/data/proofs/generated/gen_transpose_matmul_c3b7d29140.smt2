; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_transpose2, transpose2_after_10, transpose2_id
; z3 rlimit used: 3494
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((A T) (B T) )(! (let ((?x19 (matmul (transpose2 1 0 B) (transpose2 1 0 A))))
 (let ((?x16 (transpose2 1 0 (matmul A B))))
 (let (($x20 (= ?x16 ?x19)))
 (let (($x11 (= (rank B) 2)))
 (let (($x12 (and (= (rank A) 2) $x11)))
 (=> $x12 $x20)))))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
 )
(assert
 (forall ((X T) )(! (let ((?x46 (transpose2 0 1 X)))
 (let (($x47 (= ?x46 X)))
 (=> (and (= (rank X) 2)) $x47))) :pattern ( (transpose2 0 1 X) ) :qid transpose2_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) )(! (let ((?x63 (transpose2 1 0 (transpose2 q0 q1 X))))
 (let (($x65 (= ?x63 (transpose2 q1 q0 X))))
 (let (($x61 (and (>= q0 0) (>= q1 0) (= (rank X) 2))))
 (=> $x61 $x65)))) :pattern ( (transpose2 1 0 (transpose2 q0 q1 X)) ) :qid transpose2_after_10))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n2))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_x2)) 2))
(assert
 (= (dim (transpose2 1 0 in_x2) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x2) 1) sym_n2))
(assert
 (= (rank (matmul in_x1 (transpose2 1 0 in_x2))) 2))
(assert
 (= (dim (matmul in_x1 (transpose2 1 0 in_x2)) 0) sym_n))
(assert
 (= (dim (matmul in_x1 (transpose2 1 0 in_x2)) 1) sym_n2))
(assert
 (let ((?x92 (transpose2 1 0 in_x2)))
 (let ((?x99 (matmul in_x1 ?x92)))
 (let ((?x106 (transpose2 1 0 ?x99)))
 (= (rank ?x106) 2)))))
(assert
 (let ((?x92 (transpose2 1 0 in_x2)))
 (let ((?x99 (matmul in_x1 ?x92)))
 (let ((?x106 (transpose2 1 0 ?x99)))
 (= (dim ?x106 0) sym_n2)))))
(assert
 (let ((?x92 (transpose2 1 0 in_x2)))
 (let ((?x99 (matmul in_x1 ?x92)))
 (let ((?x106 (transpose2 1 0 ?x99)))
 (= (dim ?x106 1) sym_n)))))
(assert
 (= (rank (transpose2 1 0 in_x1)) 2))
(assert
 (= (dim (transpose2 1 0 in_x1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x1) 1) sym_n))
(assert
 (= (rank (matmul in_x2 (transpose2 1 0 in_x1))) 2))
(assert
 (= (dim (matmul in_x2 (transpose2 1 0 in_x1)) 0) sym_n2))
(assert
 (= (dim (matmul in_x2 (transpose2 1 0 in_x1)) 1) sym_n))
(assert
 (let ((?x113 (transpose2 1 0 in_x1)))
(let ((?x120 (matmul in_x2 ?x113)))
(let ((?x92 (transpose2 1 0 in_x2)))
(let ((?x99 (matmul in_x1 ?x92)))
(let ((?x106 (transpose2 1 0 ?x99)))
(and (distinct ?x106 ?x120) true)))))))
(check-sat)
