; verified_opt proof obligation: unsat means the rule holds
; axioms used: pad4_pad
; z3 rlimit used: 41061
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
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) (p4 Int) (p5 Int) (p6 Int) (p7 Int) (q0 Int) (q1 Int) (q2 Int) (q3 Int) (q4 Int) (q5 Int) (q6 Int) (q7 Int) )(! (let ((?x542 (+ p6 q6)))
 (let ((?x991 (pad4 (+ p0 q0) (+ p1 q1) (+ p2 q2) (+ p3 q3) (+ p4 q4) (+ p5 q5) ?x542 (+ p7 q7) X)))
 (let ((?x950 (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (pad4 q0 q1 q2 q3 q4 q5 q6 q7 X))))
 (= ?x950 ?x991)))) :pattern ( (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (pad4 q0 q1 q2 q3 q4 q5 q6 q7 X)) ) :qid pad4_pad))
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
 (let ((?x3591 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (= (dim ?x3591 0) sym_n)))
(assert
 (let ((?x3591 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (= (dim ?x3591 1) sym_c)))
(assert
 (let ((?x3501 (+ 1 sym_h)))
 (let ((?x3591 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x3441 (dim ?x3591 2)))
 (= ?x3441 ?x3501)))))
(assert
 (let ((?x2981 (+ 1 sym_w)))
 (let ((?x3591 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x3233 (dim ?x3591 3)))
 (= ?x3233 ?x2981)))))
(assert
 (let ((?x3591 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x3748 (pad4 0 0 1 1 0 0 1 1 ?x3591)))
 (= (rank ?x3748) 4))))
(assert
 (let ((?x3591 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x3748 (pad4 0 0 1 1 0 0 1 1 ?x3591)))
 (= (dim ?x3748 0) sym_n))))
(assert
 (let ((?x3591 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x3748 (pad4 0 0 1 1 0 0 1 1 ?x3591)))
 (= (dim ?x3748 1) sym_c))))
(assert
 (let ((?x3380 (+ 3 sym_h)))
 (let ((?x3591 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x3748 (pad4 0 0 1 1 0 0 1 1 ?x3591)))
 (let ((?x3693 (dim ?x3748 2)))
 (= ?x3693 ?x3380))))))
(assert
 (let ((?x3068 (+ 3 sym_w)))
 (let ((?x3591 (pad4 0 0 1 0 0 0 0 1 in_X)))
 (let ((?x3748 (pad4 0 0 1 1 0 0 1 1 ?x3591)))
 (let ((?x3161 (dim ?x3748 3)))
 (= ?x3161 ?x3068))))))
(assert
 (let ((?x3501 (+ 1 sym_h)))
 (>= ?x3501 0)))
(assert
 (let ((?x2981 (+ 1 sym_w)))
 (>= ?x2981 0)))
(assert
 (let ((?x3380 (+ 3 sym_h)))
 (>= ?x3380 0)))
(assert
 (let ((?x3068 (+ 3 sym_w)))
 (>= ?x3068 0)))
(assert
 (= (rank (pad4 0 0 2 1 0 0 1 2 in_X)) 4))
(assert
 (let ((?x3726 (pad4 0 0 2 1 0 0 1 2 in_X)))
 (= (dim ?x3726 0) sym_n)))
(assert
 (let ((?x3726 (pad4 0 0 2 1 0 0 1 2 in_X)))
 (= (dim ?x3726 1) sym_c)))
(assert
 (let ((?x3380 (+ 3 sym_h)))
 (let ((?x3726 (pad4 0 0 2 1 0 0 1 2 in_X)))
 (let ((?x2798 (dim ?x3726 2)))
 (= ?x2798 ?x3380)))))
(assert
 (let ((?x3068 (+ 3 sym_w)))
 (let ((?x3726 (pad4 0 0 2 1 0 0 1 2 in_X)))
 (let ((?x3316 (dim ?x3726 3)))
 (= ?x3316 ?x3068)))))
(assert
 (let ((?x3726 (pad4 0 0 2 1 0 0 1 2 in_X)))
(let ((?x3591 (pad4 0 0 1 0 0 0 0 1 in_X)))
(let ((?x3748 (pad4 0 0 1 1 0 0 1 1 ?x3591)))
(and (distinct ?x3748 ?x3726) true)))))
(check-sat)
