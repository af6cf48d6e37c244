; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_after_0312, transpose4_id, transpose4_relu
; z3 rlimit used: 3465
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x14 (transpose4 0 1 2 3 X)))
 (let (($x15 (= ?x14 X)))
 (=> (and (= (rank X) 4)) $x15))) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x51 (transpose4 q0 q1 q2 q3 X)))
 (let ((?x52 (transpose4 0 3 1 2 ?x51)))
 (let (($x54 (= ?x52 (transpose4 q0 q3 q1 q2 X))))
 (let (($x50 (and (>= q0 0) (>= q1 0) (>= q2 0) (>= q3 0) (= (rank X) 4))))
 (=> $x50 $x54))))) :pattern ( (transpose4 0 3 1 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0312))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x51 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x63 (relu ?x51)))
 (let ((?x62 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x64 (= ?x62 ?x63)))
 (let (($x50 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0) (= (rank X) 4))))
 (=> $x50 $x64)))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x90 (transpose4 0 2 3 1 in_X)))
 (let ((?x101 (relu ?x90)))
 (let ((?x112 (transpose4 0 3 1 2 ?x101)))
 (= (rank ?x112) 4)))))
(assert
 (let ((?x90 (transpose4 0 2 3 1 in_X)))
 (let ((?x101 (relu ?x90)))
 (let ((?x112 (transpose4 0 3 1 2 ?x101)))
 (= (dim ?x112 0) sym_n)))))
(assert
 (let ((?x90 (transpose4 0 2 3 1 in_X)))
 (let ((?x101 (relu ?x90)))
 (let ((?x112 (transpose4 0 3 1 2 ?x101)))
 (= (dim ?x112 1) sym_c)))))
(assert
 (let ((?x90 (transpose4 0 2 3 1 in_X)))
 (let ((?x101 (relu ?x90)))
 (let ((?x112 (transpose4 0 3 1 2 ?x101)))
 (= (dim ?x112 2) sym_h)))))
(assert
 (let ((?x90 (transpose4 0 2 3 1 in_X)))
 (let ((?x101 (relu ?x90)))
 (let ((?x112 (transpose4 0 3 1 2 ?x101)))
 (= (dim ?x112 3) sym_w)))))
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
 (let ((?x123 (relu in_X)))
(let ((?x90 (transpose4 0 2 3 1 in_X)))
(let ((?x101 (relu ?x90)))
(let ((?x112 (transpose4 0 3 1 2 ?x101)))
(and (distinct ?x112 ?x123) true))))))
(check-sat)
