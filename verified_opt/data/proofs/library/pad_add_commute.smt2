; verified_opt proof obligation: unsat means the rule holds
; axioms used: pad2_add
; z3 rlimit used: 5730
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun pad2 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x26 (add (pad2 p0 p1 p2 p3 X) (pad2 p0 p1 p2 p3 Y))))
 (let ((?x23 (pad2 p0 p1 p2 p3 (add X Y))))
 (let (($x27 (= ?x23 ?x26)))
 (let (($x21 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x21 $x27))))) :pattern ( (pad2 p0 p1 p2 p3 (add X Y)) ) :pattern ( (add (pad2 p0 p1 p2 p3 X) (pad2 p0 p1 p2 p3 Y)) ) :qid pad2_add))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_n))
(assert
 (= (rank in_Y) 2))
(assert
 (= (dim in_Y 0) sym_m))
(assert
 (= (dim in_Y 1) sym_n))
(assert
 (= (rank (pad2 1 0 2 1 in_X)) 2))
(assert
 (let ((?x76 (+ 3 sym_m)))
 (let ((?x71 (pad2 1 0 2 1 in_X)))
 (let ((?x74 (dim ?x71 0)))
 (= ?x74 ?x76)))))
(assert
 (let ((?x79 (+ 1 sym_n)))
 (let ((?x71 (pad2 1 0 2 1 in_X)))
 (let ((?x78 (dim ?x71 1)))
 (= ?x78 ?x79)))))
(assert
 (= (rank (pad2 1 0 2 1 in_Y)) 2))
(assert
 (let ((?x76 (+ 3 sym_m)))
 (let ((?x81 (pad2 1 0 2 1 in_Y)))
 (let ((?x84 (dim ?x81 0)))
 (= ?x84 ?x76)))))
(assert
 (let ((?x79 (+ 1 sym_n)))
 (let ((?x81 (pad2 1 0 2 1 in_Y)))
 (let ((?x86 (dim ?x81 1)))
 (= ?x86 ?x79)))))
(assert
 (let ((?x81 (pad2 1 0 2 1 in_Y)))
 (let ((?x71 (pad2 1 0 2 1 in_X)))
 (let ((?x88 (add ?x71 ?x81)))
 (= (rank ?x88) 2)))))
(assert
 (let ((?x76 (+ 3 sym_m)))
 (let ((?x81 (pad2 1 0 2 1 in_Y)))
 (let ((?x71 (pad2 1 0 2 1 in_X)))
 (let ((?x88 (add ?x71 ?x81)))
 (let ((?x91 (dim ?x88 0)))
 (= ?x91 ?x76)))))))
(assert
 (let ((?x79 (+ 1 sym_n)))
 (let ((?x81 (pad2 1 0 2 1 in_Y)))
 (let ((?x71 (pad2 1 0 2 1 in_X)))
 (let ((?x88 (add ?x71 ?x81)))
 (let ((?x93 (dim ?x88 1)))
 (= ?x93 ?x79)))))))
(assert
 (let ((?x76 (+ 3 sym_m)))
 (>= ?x76 0)))
(assert
 (let ((?x79 (+ 1 sym_n)))
 (>= ?x79 0)))
(assert
 (= (rank (add in_X in_Y)) 2))
(assert
 (= (dim (add in_X in_Y) 0) sym_m))
(assert
 (= (dim (add in_X in_Y) 1) sym_n))
(assert
 (= (rank (pad2 1 0 2 1 (add in_X in_Y))) 2))
(assert
 (let ((?x76 (+ 3 sym_m)))
 (let ((?x97 (add in_X in_Y)))
 (let ((?x104 (pad2 1 0 2 1 ?x97)))
 (let ((?x107 (dim ?x104 0)))
 (= ?x107 ?x76))))))
(assert
 (let ((?x79 (+ 1 sym_n)))
 (let ((?x97 (add in_X in_Y)))
 (let ((?x104 (pad2 1 0 2 1 ?x97)))
 (let ((?x109 (dim ?x104 1)))
 (= ?x109 ?x79))))))
(assert
 (let ((?x97 (add in_X in_Y)))
(let ((?x104 (pad2 1 0 2 1 ?x97)))
(let ((?x81 (pad2 1 0 2 1 in_Y)))
(let ((?x71 (pad2 1 0 2 1 in_X)))
(let ((?x88 (add ?x71 ?x81)))
(and (distinct ?x88 ?x104) true)))))))
(check-sat)
