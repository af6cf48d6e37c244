; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_transpose2, transpose2_relu
; z3 rlimit used: 3581
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((A T) (B T) )(! (let ((?x19 (matmul (transpose2 1 0 B) (transpose2 1 0 A))))
 (let ((?x16 (transpose2 1 0 (matmul A B))))
 (let (($x20 (= ?x16 ?x19)))
 (let (($x12 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x12 $x20))))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) )(! (let ((?x56 (relu (transpose2 p0 p1 X))))
 (let ((?x54 (transpose2 p0 p1 (relu X))))
 (let (($x57 (= ?x54 ?x56)))
 (let (($x52 (and (>= p0 0) (>= p1 0) (= (rank X) 2))))
 (=> $x52 $x57))))) :pattern ( (transpose2 p0 p1 (relu X)) ) :pattern ( (relu (transpose2 p0 p1 X)) ) :qid transpose2_relu))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (= (rank (relu (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (relu (transpose2 1 0 in_w1)) 0) sym_c))
(assert
 (= (dim (relu (transpose2 1 0 in_w1)) 1) sym_c))
(assert
 (let ((?x74 (transpose2 1 0 in_w1)))
 (let ((?x81 (relu ?x74)))
 (let ((?x88 (matmul ?x81 ?x74)))
 (= (rank ?x88) 2)))))
(assert
 (let ((?x74 (transpose2 1 0 in_w1)))
 (let ((?x81 (relu ?x74)))
 (let ((?x88 (matmul ?x81 ?x74)))
 (= (dim ?x88 0) sym_c)))))
(assert
 (let ((?x74 (transpose2 1 0 in_w1)))
 (let ((?x81 (relu ?x74)))
 (let ((?x88 (matmul ?x81 ?x74)))
 (= (dim ?x88 1) sym_c)))))
(assert
 (= (rank (relu in_w1)) 2))
(assert
 (= (dim (relu in_w1) 0) sym_c))
(assert
 (= (dim (relu in_w1) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (relu in_w1))) 2))
(assert
 (= (dim (matmul in_w1 (relu in_w1)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (relu in_w1)) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 (matmul in_w1 (relu in_w1)))) 2))
(assert
 (= (dim (transpose2 1 0 (matmul in_w1 (relu in_w1))) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 (matmul in_w1 (relu in_w1))) 1) sym_c))
(assert
 (let ((?x95 (relu in_w1)))
(let ((?x102 (matmul in_w1 ?x95)))
(let ((?x109 (transpose2 1 0 ?x102)))
(let ((?x74 (transpose2 1 0 in_w1)))
(let ((?x81 (relu ?x74)))
(let ((?x88 (matmul ?x81 ?x74)))
(and (distinct ?x88 ?x109) true))))))))
(check-sat)
