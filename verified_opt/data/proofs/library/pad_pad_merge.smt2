; verified_opt proof obligation: unsat means the rule holds
; axioms used: pad4_pad
; z3 rlimit used: 2065
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) (p4 Int) (p5 Int) (p6 Int) (p7 Int) (q0 Int) (q1 Int) (q2 Int) (q3 Int) (q4 Int) (q5 Int) (q6 Int) (q7 Int) )(! (let ((?x53 (pad4 (+ p0 q0) (+ p1 q1) (+ p2 q2) (+ p3 q3) (+ p4 q4) (+ p5 q5) (+ p6 q6) (+ p7 q7) X)))
 (let ((?x44 (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (pad4 q0 q1 q2 q3 q4 q5 q6 q7 X))))
 (let (($x54 (= ?x44 ?x53)))
 (let (($x42 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0) (>= p4 0) (>= p5 0) (>= p6 0) (>= p7 0) (>= q0 0) (>= q1 0) (>= q2 0) (>= q3 0) (>= q4 0) (>= q5 0) (>= q6 0) (>= q7 0) (= (rank X) 4))))
 (=> $x42 $x54))))) :pattern ( (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (pad4 q0 q1 q2 q3 q4 q5 q6 q7 X)) ) :qid pad4_pad))
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
 (let ((?x100 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (= (dim ?x100 0) sym_n)))
(assert
 (let ((?x100 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (= (dim ?x100 1) sym_c)))
(assert
 (let ((?x108 (+ 1 sym_h)))
 (let ((?x100 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x107 (dim ?x100 2)))
 (= ?x107 ?x108)))))
(assert
 (let ((?x111 (+ 1 sym_w)))
 (let ((?x100 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x110 (dim ?x100 3)))
 (= ?x110 ?x111)))))
(assert
 (let ((?x100 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x113 (pad4 0 0 1 1 0 0 1 1 ?x100)))
 (= (rank ?x113) 4))))
(assert
 (let ((?x100 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x113 (pad4 0 0 1 1 0 0 1 1 ?x100)))
 (= (dim ?x113 0) sym_n))))
(assert
 (let ((?x100 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x113 (pad4 0 0 1 1 0 0 1 1 ?x100)))
 (= (dim ?x113 1) sym_c))))
(assert
 (let ((?x121 (+ 3 sym_h)))
 (let ((?x100 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x113 (pad4 0 0 1 1 0 0 1 1 ?x100)))
 (let ((?x120 (dim ?x113 2)))
 (= ?x120 ?x121))))))
(assert
 (let ((?x124 (+ 3 sym_w)))
 (let ((?x100 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x113 (pad4 0 0 1 1 0 0 1 1 ?x100)))
 (let ((?x123 (dim ?x113 3)))
 (= ?x123 ?x124))))))
(assert
 (let ((?x108 (+ 1 sym_h)))
 (>= ?x108 0)))
(assert
 (let ((?x111 (+ 1 sym_w)))
 (>= ?x111 0)))
(assert
 (let ((?x121 (+ 3 sym_h)))
 (>= ?x121 0)))
(assert
 (let ((?x124 (+ 3 sym_w)))
 (>= ?x124 0)))
(assert
 (= (rank (pad4 0 0 2 1 0 0 1 2 in_X)) 4))
(assert
 (let ((?x130 (pad4 0 0 2 1 0 0 1 2 in_X)))
 (= (dim ?x130 0) sym_n)))
(assert
 (let ((?x130 (pad4 0 0 2 1 0 0 1 2 in_X)))
 (= (dim ?x130 1) sym_c)))
(assert
 (let ((?x121 (+ 3 sym_h)))
 (let ((?x130 (pad4 0 0 2 1 0 0 1 2 in_X)))
 (let ((?x137 (dim ?x130 2)))
 (= ?x137 ?x121)))))
(assert
 (let ((?x124 (+ 3 sym_w)))
 (let ((?x130 (pad4 0 0 2 1 0 0 1 2 in_X)))
 (let ((?x139 (dim ?x130 3)))
 (= ?x139 ?x124)))))
(assert
 (let ((?x130 (pad4 0 0 2 1 0 0 1 2 in_X)))
(let ((?x100 (pad4 0 0 1 0 0 0 0 1 in_X)))
(let ((?x113 (pad4 0 0 1 1 0 0 1 1 ?x100)))
(and (distinct ?x113 ?x130) true)))))
(check-sat)
