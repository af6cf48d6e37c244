; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_relu
; z3 rlimit used: 1382
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (p0 Int) (p1 Int) )(! (let ((?x18 (relu (transpose2 p0 p1 X))))
 (let ((?x16 (transpose2 p0 p1 (relu X))))
 (let (($x19 (= ?x16 ?x18)))
 (let (($x14 (and (>= p0 0) (>= p1 0) (= (rank X) 2))))
 (=> $x14 $x19))))) :pattern ( (transpose2 p0 p1 (relu X)) ) :pattern ( (relu (transpose2 p0 p1 X)) ) :qid transpose2_relu))
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
 (let ((?x70 (relu in_x1)))
(let ((?x77 (transpose2 1 0 ?x70)))
(let ((?x56 (transpose2 1 0 in_x1)))
(let ((?x63 (relu ?x56)))
(and (distinct ?x63 ?x77) true))))))
(check-sat)
