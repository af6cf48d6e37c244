; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_after_0312, transpose4_id, transpose4_relu
; z3 rlimit used: 73789
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x10 (transpose4 0 1 2 3 X)))
 (= ?x10 X)) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x41 (transpose4 q0 q1 q2 q3 X)))
 (let ((?x42 (transpose4 0 3 1 2 ?x41)))
 (let (($x44 (= ?x42 (transpose4 q0 q3 q1 q2 X))))
 (let (($x39 (and (>= q0 0) (>= q1 0) (>= q2 0) (>= q3 0))))
 (=> $x39 $x44))))) :pattern ( (transpose4 0 3 1 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0312))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x41 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x53 (relu ?x41)))
 (let ((?x52 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x54 (= ?x52 ?x53)))
 (let (($x39 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0))))
 (=> $x39 $x54)))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank (transpose4 0 2 3 1 in_X)) 4))
(assert
 (= (dim (transpose4 0 2 3 1 in_X) 0) sym_n))
(assert
 (= (dim (transpose4 0 2 3 1 in_X) 1) sym_h))
(assert
 (= (dim (transpose4 0 2 3 1 in_X) 2) sym_w))
(assert
 (= (dim (transpose4 0 2 3 1 in_X) 3) sym_c))
(assert
 (= (rank (relu (transpose4 0 2 3 1 in_X))) 4))
(assert
 (= (dim (relu (transpose4 0 2 3 1 in_X)) 0) sym_n))
(assert
 (= (dim (relu (transpose4 0 2 3 1 in_X)) 1) sym_h))
(assert
 (= (dim (relu (transpose4 0 2 3 1 in_X)) 2) sym_w))
(assert
 (= (dim (relu (transpose4 0 2 3 1 in_X)) 3) sym_c))
(assert
 (let ((?x81 (transpose4 0 2 3 1 in_X)))
 (let ((?x92 (relu ?x81)))
 (let ((?x103 (transpose4 0 3 1 2 ?x92)))
 (= (rank ?x103) 4)))))
(assert
 (let ((?x81 (transpose4 0 2 3 1 in_X)))
 (let ((?x92 (relu ?x81)))
 (let ((?x103 (transpose4 0 3 1 2 ?x92)))
 (= (dim ?x103 0) sym_n)))))
(assert
 (let ((?x81 (transpose4 0 2 3 1 in_X)))
 (let ((?x92 (relu ?x81)))
 (let ((?x103 (transpose4 0 3 1 2 ?x92)))
 (= (dim ?x103 1) sym_c)))))
(assert
 (let ((?x81 (transpose4 0 2 3 1 in_X)))
 (let ((?x92 (relu ?x81)))
 (let ((?x103 (transpose4 0 3 1 2 ?x92)))
 (= (dim ?x103 2) sym_h)))))
(assert
 (let ((?x81 (transpose4 0 2 3 1 in_X)))
 (let ((?x92 (relu ?x81)))
 (let ((?x103 (transpose4 0 3 1 2 ?x92)))
 (= (dim ?x103 3) sym_w)))))
(assert
 (= (rank (relu in_X)) 4))
(assert
 (= (dim (relu in_X) 0) sym_n))
(assert
 (= (dim (relu in_X) 1) sym_c))
(assert
 (= (dim (relu in_X) 2) sym_h))
(assert
 (= (dim (relu in_X) 3) sym_w))
(assert
 (let ((?x114 (relu in_X)))
(let ((?x81 (transpose4 0 2 3 1 in_X)))
(let ((?x92 (relu ?x81)))
(let ((?x103 (transpose4 0 3 1 2 ?x92)))
(and (distinct ?x103 ?x114) true))))))
(check-sat)
