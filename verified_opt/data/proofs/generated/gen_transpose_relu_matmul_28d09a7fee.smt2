; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_transpose2, transpose2_relu
; z3 rlimit used: 73463
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((A T) (B T) )(! (let ((?x13 (matmul (transpose2 1 0 B) (transpose2 1 0 A))))
 (let ((?x10 (transpose2 1 0 (matmul A B))))
 (= ?x10 ?x13))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) )(! (let ((?x44 (relu (transpose2 p0 p1 X))))
 (let ((?x42 (transpose2 p0 p1 (relu X))))
 (let (($x45 (= ?x42 ?x44)))
 (let (($x39 (and (>= p0 0) (>= p1 0))))
 (=> $x39 $x45))))) :pattern ( (transpose2 p0 p1 (relu X)) ) :pattern ( (relu (transpose2 p0 p1 X)) ) :qid transpose2_relu))
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
 (let ((?x63 (transpose2 1 0 in_w1)))
 (let ((?x70 (relu ?x63)))
 (let ((?x77 (matmul ?x70 ?x63)))
 (= (rank ?x77) 2)))))
(assert
 (let ((?x63 (transpose2 1 0 in_w1)))
 (let ((?x70 (relu ?x63)))
 (let ((?x77 (matmul ?x70 ?x63)))
 (= (dim ?x77 0) sym_c)))))
(assert
 (let ((?x63 (transpose2 1 0 in_w1)))
 (let ((?x70 (relu ?x63)))
 (let ((?x77 (matmul ?x70 ?x63)))
 (= (dim ?x77 1) sym_c)))))
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
 (let ((?x84 (relu in_w1)))
(let ((?x91 (matmul in_w1 ?x84)))
(let ((?x98 (transpose2 1 0 ?x91)))
(let ((?x63 (transpose2 1 0 in_w1)))
(let ((?x70 (relu ?x63)))
(let ((?x77 (matmul ?x70 ?x63)))
(and (distinct ?x77 ?x98) true))))))))
(check-sat)
