; verified_opt proof obligation: unsat means the rule holds
; axioms used: pad4_pad
; z3 rlimit used: 50501
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) (p4 Int) (p5 Int) (p6 Int) (p7 Int) (q0 Int) (q1 Int) (q2 Int) (q3 Int) (q4 Int) (q5 Int) (q6 Int) (q7 Int) )(! (let ((?x32 (pad4 (+ p0 q0) (+ p1 q1) (+ p2 q2) (+ p3 q3) (+ p4 q4) (+ p5 q5) (+ p6 q6) (+ p7 q7) X)))
 (let ((?x23 (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (pad4 q0 q1 q2 q3 q4 q5 q6 q7 X))))
 (= ?x23 ?x32))) :pattern ( (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (pad4 q0 q1 q2 q3 q4 q5 q6 q7 X)) ) :qid pad4_pad))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
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
 (let ((?x77 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (= (dim ?x77 0) sym_n)))
(assert
 (let ((?x77 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (= (dim ?x77 1) sym_c)))
(assert
 (let ((?x85 (+ 1 sym_h)))
 (let ((?x77 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x84 (dim ?x77 2)))
 (= ?x84 ?x85)))))
(assert
 (let ((?x88 (+ 1 sym_w)))
 (let ((?x77 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x87 (dim ?x77 3)))
 (= ?x87 ?x88)))))
(assert
 (let ((?x77 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x90 (pad4 0 0 1 1 0 0 1 1 ?x77)))
 (= (rank ?x90) 4))))
(assert
 (let ((?x77 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x90 (pad4 0 0 1 1 0 0 1 1 ?x77)))
 (= (dim ?x90 0) sym_n))))
(assert
 (let ((?x77 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x90 (pad4 0 0 1 1 0 0 1 1 ?x77)))
 (= (dim ?x90 1) sym_c))))
(assert
 (let ((?x98 (+ 3 sym_h)))
 (let ((?x77 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x90 (pad4 0 0 1 1 0 0 1 1 ?x77)))
 (let ((?x97 (dim ?x90 2)))
 (= ?x97 ?x98))))))
(assert
 (let ((?x101 (+ 3 sym_w)))
 (let ((?x77 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x90 (pad4 0 0 1 1 0 0 1 1 ?x77)))
 (let ((?x100 (dim ?x90 3)))
 (= ?x100 ?x101))))))
(assert
 (let ((?x85 (+ 1 sym_h)))
 (>= ?x85 0)))
(assert
 (let ((?x88 (+ 1 sym_w)))
 (>= ?x88 0)))
(assert
 (let ((?x98 (+ 3 sym_h)))
 (>= ?x98 0)))
(assert
 (let ((?x101 (+ 3 sym_w)))
 (>= ?x101 0)))
(assert
 (= (rank (pad4 0 0 2 1 0 0 1 2 in_X)) 4))
(assert
 (let ((?x107 (pad4 0 0 2 1 0 0 1 2 in_X)))
 (= (dim ?x107 0) sym_n)))
(assert
 (let ((?x107 (pad4 0 0 2 1 0 0 1 2 in_X)))
 (= (dim ?x107 1) sym_c)))
(assert
 (let ((?x98 (+ 3 sym_h)))
 (let ((?x107 (pad4 0 0 2 1 0 0 1 2 in_X)))
 (let ((?x114 (dim ?x107 2)))
 (= ?x114 ?x98)))))
(assert
 (let ((?x101 (+ 3 sym_w)))
 (let ((?x107 (pad4 0 0 2 1 0 0 1 2 in_X)))
 (let ((?x116 (dim ?x107 3)))
 (= ?x116 ?x101)))))
(assert
 (let ((?x107 (pad4 0 0 2 1 0 0 1 2 in_X)))
(let ((?x77 (pad4 0 0 1 0 0 0 0 1 in_X)))
(let ((?x90 (pad4 0 0 1 1 0 0 1 1 ?x77)))
(and (distinct ?x90 ?x107) true)))))
(check-sat)
