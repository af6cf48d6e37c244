; verified_opt proof obligation: unsat means the rule holds
; axioms used: pad4_relu
; z3 rlimit used: 41180
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) (p4 Int) (p5 Int) (p6 Int) (p7 Int) )(! (let ((?x1061 (relu X)))
 (let ((?x1064 (pad4 p0 p1 p2 p3 p4 p5 p6 p7 ?x1061)))
 (let ((?x919 (pad4 p0 p1 p2 p3 p4 p5 p6 p7 X)))
 (let ((?x1063 (relu ?x919)))
 (= ?x1063 ?x1064))))) :pattern ( (relu (pad4 p0 p1 p2 p3 p4 p5 p6 p7 X)) ) :pattern ( (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (relu X)) ) :qid pad4_relu))
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
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_X)) 4))
(assert
 (let ((?x2025 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x2025 0) sym_n)))
(assert
 (let ((?x2025 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x2025 1) sym_c)))
(assert
 (let ((?x3177 (+ 2 sym_h)))
 (let ((?x2025 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x3284 (dim ?x2025 2)))
 (= ?x3284 ?x3177)))))
(assert
 (let ((?x2853 (+ 2 sym_w)))
 (let ((?x2025 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x2822 (dim ?x2025 3)))
 (= ?x2822 ?x2853)))))
(assert
 (let ((?x2025 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x3480 (relu ?x2025)))
 (= (rank ?x3480) 4))))
(assert
 (let ((?x2025 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x3480 (relu ?x2025)))
 (= (dim ?x3480 0) sym_n))))
(assert
 (let ((?x2025 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x3480 (relu ?x2025)))
 (= (dim ?x3480 1) sym_c))))
(assert
 (let ((?x3177 (+ 2 sym_h)))
 (let ((?x2025 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x3480 (relu ?x2025)))
 (let ((?x3247 (dim ?x3480 2)))
 (= ?x3247 ?x3177))))))
(assert
 (let ((?x2853 (+ 2 sym_w)))
 (let ((?x2025 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x3480 (relu ?x2025)))
 (let ((?x2905 (dim ?x3480 3)))
 (= ?x2905 ?x2853))))))
(assert
 (let ((?x3177 (+ 2 sym_h)))
 (>= ?x3177 0)))
(assert
 (let ((?x2853 (+ 2 sym_w)))
 (>= ?x2853 0)))
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
 (let ((?x3185 (relu in_X)))
 (let ((?x2874 (pad4 0 0 1 1 0 0 1 1 ?x3185)))
 (= (rank ?x2874) 4))))
(assert
 (let ((?x3185 (relu in_X)))
 (let ((?x2874 (pad4 0 0 1 1 0 0 1 1 ?x3185)))
 (= (dim ?x2874 0) sym_n))))
(assert
 (let ((?x3185 (relu in_X)))
 (let ((?x2874 (pad4 0 0 1 1 0 0 1 1 ?x3185)))
 (= (dim ?x2874 1) sym_c))))
(assert
 (let ((?x3177 (+ 2 sym_h)))
 (let ((?x3185 (relu in_X)))
 (let ((?x2874 (pad4 0 0 1 1 0 0 1 1 ?x3185)))
 (let ((?x3410 (dim ?x2874 2)))
 (= ?x3410 ?x3177))))))
(assert
 (let ((?x2853 (+ 2 sym_w)))
 (let ((?x3185 (relu in_X)))
 (let ((?x2874 (pad4 0 0 1 1 0 0 1 1 ?x3185)))
 (let ((?x3186 (dim ?x2874 3)))
 (= ?x3186 ?x2853))))))
(assert
 (let ((?x3185 (relu in_X)))
(let ((?x2874 (pad4 0 0 1 1 0 0 1 1 ?x3185)))
(let ((?x2025 (pad4 0 0 1 1 0 0 1 1 in_X)))
(let ((?x3480 (relu ?x2025)))
(and (distinct ?x3480 ?x2874) true))))))
(check-sat)
