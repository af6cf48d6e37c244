; verified_opt proof obligation: unsat means the rule holds
; axioms used: pad4_relu
; z3 rlimit used: 50605
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
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) (p4 Int) (p5 Int) (p6 Int) (p7 Int) )(! (let ((?x17 (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (relu X))))
 (let ((?x15 (relu (pad4 p0 p1 p2 p3 p4 p5 p6 p7 X))))
 (= ?x15 ?x17))) :pattern ( (relu (pad4 p0 p1 p2 p3 p4 p5 p6 p7 X)) ) :pattern ( (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (relu X)) ) :qid pad4_relu))
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
 (let ((?x63 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x63 0) sym_n)))
(assert
 (let ((?x63 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x63 1) sym_c)))
(assert
 (let ((?x71 (+ 2 sym_h)))
 (let ((?x63 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x70 (dim ?x63 2)))
 (= ?x70 ?x71)))))
(assert
 (let ((?x74 (+ 2 sym_w)))
 (let ((?x63 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x73 (dim ?x63 3)))
 (= ?x73 ?x74)))))
(assert
 (let ((?x63 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x76 (relu ?x63)))
 (= (rank ?x76) 4))))
(assert
 (let ((?x63 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x76 (relu ?x63)))
 (= (dim ?x76 0) sym_n))))
(assert
 (let ((?x63 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x76 (relu ?x63)))
 (= (dim ?x76 1) sym_c))))
(assert
 (let ((?x71 (+ 2 sym_h)))
 (let ((?x63 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x76 (relu ?x63)))
 (let ((?x83 (dim ?x76 2)))
 (= ?x83 ?x71))))))
(assert
 (let ((?x74 (+ 2 sym_w)))
 (let ((?x63 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x76 (relu ?x63)))
 (let ((?x85 (dim ?x76 3)))
 (= ?x85 ?x74))))))
(assert
 (let ((?x71 (+ 2 sym_h)))
 (>= ?x71 0)))
(assert
 (let ((?x74 (+ 2 sym_w)))
 (>= ?x74 0)))
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
 (let ((?x89 (relu in_X)))
 (let ((?x100 (pad4 0 0 1 1 0 0 1 1 ?x89)))
 (= (rank ?x100) 4))))
(assert
 (let ((?x89 (relu in_X)))
 (let ((?x100 (pad4 0 0 1 1 0 0 1 1 ?x89)))
 (= (dim ?x100 0) sym_n))))
(assert
 (let ((?x89 (relu in_X)))
 (let ((?x100 (pad4 0 0 1 1 0 0 1 1 ?x89)))
 (= (dim ?x100 1) sym_c))))
(assert
 (let ((?x71 (+ 2 sym_h)))
 (let ((?x89 (relu in_X)))
 (let ((?x100 (pad4 0 0 1 1 0 0 1 1 ?x89)))
 (let ((?x107 (dim ?x100 2)))
 (= ?x107 ?x71))))))
(assert
 (let ((?x74 (+ 2 sym_w)))
 (let ((?x89 (relu in_X)))
 (let ((?x100 (pad4 0 0 1 1 0 0 1 1 ?x89)))
 (let ((?x109 (dim ?x100 3)))
 (= ?x109 ?x74))))))
(assert
 (let ((?x89 (relu in_X)))
(let ((?x100 (pad4 0 0 1 1 0 0 1 1 ?x89)))
(let ((?x63 (pad4 0 0 1 1 0 0 1 1 in_X)))
(let ((?x76 (relu ?x63)))
(and (distinct ?x76 ?x100) true))))))
(check-sat)
