; verified_opt proof obligation: unsat means the rule holds
; axioms used: pad4_relu
; z3 rlimit used: 2522
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) (p4 Int) (p5 Int) (p6 Int) (p7 Int) )(! (let ((?x30 (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (relu X))))
 (let ((?x28 (relu (pad4 p0 p1 p2 p3 p4 p5 p6 p7 X))))
 (let (($x31 (= ?x28 ?x30)))
 (let (($x26 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0) (>= p4 0) (>= p5 0) (>= p6 0) (>= p7 0) (= (rank X) 4))))
 (=> $x26 $x31))))) :pattern ( (relu (pad4 p0 p1 p2 p3 p4 p5 p6 p7 X)) ) :pattern ( (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (relu X)) ) :qid pad4_relu))
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
 (let ((?x78 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x78 0) sym_n)))
(assert
 (let ((?x78 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x78 1) sym_c)))
(assert
 (let ((?x86 (+ 2 sym_h)))
 (let ((?x78 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x85 (dim ?x78 2)))
 (= ?x85 ?x86)))))
(assert
 (let ((?x89 (+ 2 sym_w)))
 (let ((?x78 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x88 (dim ?x78 3)))
 (= ?x88 ?x89)))))
(assert
 (let ((?x78 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x91 (relu ?x78)))
 (= (rank ?x91) 4))))
(assert
 (let ((?x78 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x91 (relu ?x78)))
 (= (dim ?x91 0) sym_n))))
(assert
 (let ((?x78 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x91 (relu ?x78)))
 (= (dim ?x91 1) sym_c))))
(assert
 (let ((?x86 (+ 2 sym_h)))
 (let ((?x78 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x91 (relu ?x78)))
 (let ((?x98 (dim ?x91 2)))
 (= ?x98 ?x86))))))
(assert
 (let ((?x89 (+ 2 sym_w)))
 (let ((?x78 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x91 (relu ?x78)))
 (let ((?x100 (dim ?x91 3)))
 (= ?x100 ?x89))))))
(assert
 (let ((?x86 (+ 2 sym_h)))
 (>= ?x86 0)))
(assert
 (let ((?x89 (+ 2 sym_w)))
 (>= ?x89 0)))
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
 (let ((?x104 (relu in_X)))
 (let ((?x115 (pad4 0 0 1 1 0 0 1 1 ?x104)))
 (= (rank ?x115) 4))))
(assert
 (let ((?x104 (relu in_X)))
 (let ((?x115 (pad4 0 0 1 1 0 0 1 1 ?x104)))
 (= (dim ?x115 0) sym_n))))
(assert
 (let ((?x104 (relu in_X)))
 (let ((?x115 (pad4 0 0 1 1 0 0 1 1 ?x104)))
 (= (dim ?x115 1) sym_c))))
(assert
 (let ((?x86 (+ 2 sym_h)))
 (let ((?x104 (relu in_X)))
 (let ((?x115 (pad4 0 0 1 1 0 0 1 1 ?x104)))
 (let ((?x122 (dim ?x115 2)))
 (= ?x122 ?x86))))))
(assert
 (let ((?x89 (+ 2 sym_w)))
 (let ((?x104 (relu in_X)))
 (let ((?x115 (pad4 0 0 1 1 0 0 1 1 ?x104)))
 (let ((?x124 (dim ?x115 3)))
 (= ?x124 ?x89))))))
(assert
 (let ((?x104 (relu in_X)))
(let ((?x115 (pad4 0 0 1 1 0 0 1 1 ?x104)))
(let ((?x78 (pad4 0 0 1 1 0 0 1 1 in_X)))
(let ((?x91 (relu ?x78)))
(and (distinct ?x91 ?x115) true))))))
(check-sat)
