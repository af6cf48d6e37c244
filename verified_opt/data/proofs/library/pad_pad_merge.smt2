; verified_opt proof obligation: unsat means the rule holds
; axioms used: pad4_pad
; z3 rlimit used: 73857
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) (p4 Int) (p5 Int) (p6 Int) (p7 Int) (q0 Int) (q1 Int) (q2 Int) (q3 Int) (q4 Int) (q5 Int) (q6 Int) (q7 Int) )(! (let ((?x50 (pad4 (+ p0 q0) (+ p1 q1) (+ p2 q2) (+ p3 q3) (+ p4 q4) (+ p5 q5) (+ p6 q6) (+ p7 q7) X)))
 (let ((?x41 (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (pad4 q0 q1 q2 q3 q4 q5 q6 q7 X))))
 (let (($x51 (= ?x41 ?x50)))
 (let (($x38 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0) (>= p4 0) (>= p5 0) (>= p6 0) (>= p7 0) (>= q0 0) (>= q1 0) (>= q2 0) (>= q3 0) (>= q4 0) (>= q5 0) (>= q6 0) (>= q7 0))))
 (=> $x38 $x51))))) :pattern ( (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (pad4 q0 q1 q2 q3 q4 q5 q6 q7 X)) ) :qid pad4_pad))
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
 (= (rank (pad4 0 0 1 0 0 0 0 1 in_X)) 4))
(assert
 (let ((?x98 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (= (dim ?x98 0) sym_n)))
(assert
 (let ((?x98 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (= (dim ?x98 1) sym_c)))
(assert
 (let ((?x106 (+ 1 sym_h)))
 (let ((?x98 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x105 (dim ?x98 2)))
 (= ?x105 ?x106)))))
(assert
 (let ((?x109 (+ 1 sym_w)))
 (let ((?x98 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x108 (dim ?x98 3)))
 (= ?x108 ?x109)))))
(assert
 (let ((?x98 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x111 (pad4 0 0 1 1 0 0 1 1 ?x98)))
 (= (rank ?x111) 4))))
(assert
 (let ((?x98 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x111 (pad4 0 0 1 1 0 0 1 1 ?x98)))
 (= (dim ?x111 0) sym_n))))
(assert
 (let ((?x98 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x111 (pad4 0 0 1 1 0 0 1 1 ?x98)))
 (= (dim ?x111 1) sym_c))))
(assert
 (let ((?x119 (+ 3 sym_h)))
 (let ((?x98 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x111 (pad4 0 0 1 1 0 0 1 1 ?x98)))
 (let ((?x118 (dim ?x111 2)))
 (= ?x118 ?x119))))))
(assert
 (let ((?x122 (+ 3 sym_w)))
 (let ((?x98 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x111 (pad4 0 0 1 1 0 0 1 1 ?x98)))
 (let ((?x121 (dim ?x111 3)))
 (= ?x121 ?x122))))))
(assert
 (let ((?x106 (+ 1 sym_h)))
 (>= ?x106 0)))
(assert
 (let ((?x109 (+ 1 sym_w)))
 (>= ?x109 0)))
(assert
 (let ((?x119 (+ 3 sym_h)))
 (>= ?x119 0)))
(assert
 (let ((?x122 (+ 3 sym_w)))
 (>= ?x122 0)))
(assert
 (= (rank (pad4 0 0 2 1 0 0 1 2 in_X)) 4))
(assert
 (let ((?x128 (pad4 0 0 2 1 0 0 1 2 in_X)))
 (= (dim ?x128 0) sym_n)))
(assert
 (let ((?x128 (pad4 0 0 2 1 0 0 1 2 in_X)))
 (= (dim ?x128 1) sym_c)))
(assert
 (let ((?x119 (+ 3 sym_h)))
 (let ((?x128 (pad4 0 0 2 1 0 0 1 2 in_X)))
 (let ((?x135 (dim ?x128 2)))
 (= ?x135 ?x119)))))
(assert
 (let ((?x122 (+ 3 sym_w)))
 (let ((?x128 (pad4 0 0 2 1 0 0 1 2 in_X)))
 (let ((?x137 (dim ?x128 3)))
 (= ?x137 ?x122)))))
(assert
 (let ((?x128 (pad4 0 0 2 1 0 0 1 2 in_X)))
(let ((?x98 (pad4 0 0 1 0 0 0 0 1 in_X)))
(let ((?x111 (pad4 0 0 1 1 0 0 1 1 ?x98)))
(and (distinct ?x111 ?x128) true)))))
(check-sat)
