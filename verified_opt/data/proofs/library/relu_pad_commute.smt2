; verified_opt proof obligation: unsat means the rule holds
; axioms used: pad4_relu
; z3 rlimit used: 73897
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) (p4 Int) (p5 Int) (p6 Int) (p7 Int) )(! (let ((?x27 (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (relu X))))
 (let ((?x25 (relu (pad4 p0 p1 p2 p3 p4 p5 p6 p7 X))))
 (let (($x28 (= ?x25 ?x27)))
 (let (($x22 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0) (>= p4 0) (>= p5 0) (>= p6 0) (>= p7 0))))
 (=> $x22 $x28))))) :pattern ( (relu (pad4 p0 p1 p2 p3 p4 p5 p6 p7 X)) ) :pattern ( (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (relu X)) ) :qid pad4_relu))
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
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_X)) 4))
(assert
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x76 0) sym_n)))
(assert
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x76 1) sym_c)))
(assert
 (let ((?x84 (+ 2 sym_h)))
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x83 (dim ?x76 2)))
 (= ?x83 ?x84)))))
(assert
 (let ((?x87 (+ 2 sym_w)))
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x86 (dim ?x76 3)))
 (= ?x86 ?x87)))))
(assert
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x89 (relu ?x76)))
 (= (rank ?x89) 4))))
(assert
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x89 (relu ?x76)))
 (= (dim ?x89 0) sym_n))))
(assert
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x89 (relu ?x76)))
 (= (dim ?x89 1) sym_c))))
(assert
 (let ((?x84 (+ 2 sym_h)))
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x89 (relu ?x76)))
 (let ((?x96 (dim ?x89 2)))
 (= ?x96 ?x84))))))
(assert
 (let ((?x87 (+ 2 sym_w)))
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x89 (relu ?x76)))
 (let ((?x98 (dim ?x89 3)))
 (= ?x98 ?x87))))))
(assert
 (let ((?x84 (+ 2 sym_h)))
 (>= ?x84 0)))
(assert
 (let ((?x87 (+ 2 sym_w)))
 (>= ?x87 0)))
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
 (let ((?x102 (relu in_X)))
 (let ((?x113 (pad4 0 0 1 1 0 0 1 1 ?x102)))
 (= (rank ?x113) 4))))
(assert
 (let ((?x102 (relu in_X)))
 (let ((?x113 (pad4 0 0 1 1 0 0 1 1 ?x102)))
 (= (dim ?x113 0) sym_n))))
(assert
 (let ((?x102 (relu in_X)))
 (let ((?x113 (pad4 0 0 1 1 0 0 1 1 ?x102)))
 (= (dim ?x113 1) sym_c))))
(assert
 (let ((?x84 (+ 2 sym_h)))
 (let ((?x102 (relu in_X)))
 (let ((?x113 (pad4 0 0 1 1 0 0 1 1 ?x102)))
 (let ((?x120 (dim ?x113 2)))
 (= ?x120 ?x84))))))
(assert
 (let ((?x87 (+ 2 sym_w)))
 (let ((?x102 (relu in_X)))
 (let ((?x113 (pad4 0 0 1 1 0 0 1 1 ?x102)))
 (let ((?x122 (dim ?x113 3)))
 (= ?x122 ?x87))))))
(assert
 (let ((?x102 (relu in_X)))
(let ((?x113 (pad4 0 0 1 1 0 0 1 1 ?x102)))
(let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_X)))
(let ((?x89 (relu ?x76)))
(and (distinct ?x89 ?x113) true))))))
(check-sat)
