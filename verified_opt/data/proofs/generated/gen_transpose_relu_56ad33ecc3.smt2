; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_relu
; z3 rlimit used: 73176
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (p0 Int) (p1 Int) )(! (let ((?x15 (relu (transpose2 p0 p1 X))))
 (let ((?x13 (transpose2 p0 p1 (relu X))))
 (let (($x16 (= ?x13 ?x15)))
 (let (($x10 (and (>= p0 0) (>= p1 0))))
 (=> $x10 $x16))))) :pattern ( (transpose2 p0 p1 (relu X)) ) :pattern ( (relu (transpose2 p0 p1 X)) ) :qid transpose2_relu))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
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
 (= (rank (relu (transpose2 1 0 in_x1))) 2))
(assert
 (= (dim (relu (transpose2 1 0 in_x1)) 0) sym_c))
(assert
 (= (dim (relu (transpose2 1 0 in_x1)) 1) sym_n))
(assert
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 (relu in_x1))) 2))
(assert
 (= (dim (transpose2 1 0 (relu in_x1)) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 (relu in_x1)) 1) sym_n))
(assert
 (let ((?x68 (relu in_x1)))
(let ((?x75 (transpose2 1 0 ?x68)))
(let ((?x54 (transpose2 1 0 in_x1)))
(let ((?x61 (relu ?x54)))
(and (distinct ?x61 ?x75) true))))))
(check-sat)
