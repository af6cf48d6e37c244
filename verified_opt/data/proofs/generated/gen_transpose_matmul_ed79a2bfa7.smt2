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
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) )(! (let ((?x19 (matmul (transpose2 1 0 B) (transpose2 1 0 A))))
 (let ((?x16 (transpose2 1 0 (matmul A B))))
 (let (($x20 (= ?x16 ?x19)))
 (let (($x12 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x12 $x20))))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_x1)) 2))
(assert
 (= (dim (transpose2 1 0 in_x1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x1) 1) sym_n))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c2))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (let ((?x65 (transpose2 1 0 in_x1)))
 (let ((?x72 (transpose2 1 0 in_w1)))
 (let ((?x79 (matmul ?x72 ?x65)))
 (= (rank ?x79) 2)))))
(assert
 (let ((?x65 (transpose2 1 0 in_x1)))
 (let ((?x72 (transpose2 1 0 in_w1)))
 (let ((?x79 (matmul ?x72 ?x65)))
 (= (dim ?x79 0) sym_c2)))))
(assert
 (let ((?x65 (transpose2 1 0 in_x1)))
 (let ((?x72 (transpose2 1 0 in_w1)))
 (let ((?x79 (matmul ?x72 ?x65)))
 (= (dim ?x79 1) sym_n)))))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (transpose2 1 0 (matmul in_x1 in_w1))) 2))
(assert
 (= (dim (transpose2 1 0 (matmul in_x1 in_w1)) 0) sym_c2))
(assert
 (= (dim (transpose2 1 0 (matmul in_x1 in_w1)) 1) sym_n))
(assert
 (let ((?x86 (matmul in_x1 in_w1)))
(let ((?x93 (transpose2 1 0 ?x86)))
(let ((?x65 (transpose2 1 0 in_x1)))
(let ((?x72 (transpose2 1 0 in_w1)))
(let ((?x79 (matmul ?x72 ?x65)))
(and (distinct ?x79 ?x93) true)))))))
(check-sat)
