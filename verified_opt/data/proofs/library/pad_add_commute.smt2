; verified_opt proof obligation: unsat means the rule holds
; axioms used: pad2_add
; z3 rlimit used: 74281
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun pad2 (Int Int Int Int T) T)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x21 (add (pad2 p0 p1 p2 p3 X) (pad2 p0 p1 p2 p3 Y))))
 (let ((?x18 (pad2 p0 p1 p2 p3 (add X Y))))
 (let (($x22 (= ?x18 ?x21)))
 (let (($x14 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0))))
 (=> $x14 $x22))))) :pattern ( (pad2 p0 p1 p2 p3 (add X Y)) ) :pattern ( (add (pad2 p0 p1 p2 p3 X) (pad2 p0 p1 p2 p3 Y)) ) :qid pad2_add))
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
 (let ((?x72 (+ 3 sym_m)))
 (let ((?x67 (pad2 1 0 2 1 in_X)))
 (let ((?x70 (dim ?x67 0)))
 (= ?x70 ?x72)))))
(assert
 (let ((?x75 (+ 1 sym_n)))
 (let ((?x67 (pad2 1 0 2 1 in_X)))
 (let ((?x74 (dim ?x67 1)))
 (= ?x74 ?x75)))))
(assert
 (= (rank (pad2 1 0 2 1 in_Y)) 2))
(assert
 (let ((?x72 (+ 3 sym_m)))
 (let ((?x77 (pad2 1 0 2 1 in_Y)))
 (let ((?x80 (dim ?x77 0)))
 (= ?x80 ?x72)))))
(assert
 (let ((?x75 (+ 1 sym_n)))
 (let ((?x77 (pad2 1 0 2 1 in_Y)))
 (let ((?x82 (dim ?x77 1)))
 (= ?x82 ?x75)))))
(assert
 (let ((?x77 (pad2 1 0 2 1 in_Y)))
 (let ((?x67 (pad2 1 0 2 1 in_X)))
 (let ((?x84 (add ?x67 ?x77)))
 (= (rank ?x84) 2)))))
(assert
 (let ((?x72 (+ 3 sym_m)))
 (let ((?x77 (pad2 1 0 2 1 in_Y)))
 (let ((?x67 (pad2 1 0 2 1 in_X)))
 (let ((?x84 (add ?x67 ?x77)))
 (let ((?x87 (dim ?x84 0)))
 (= ?x87 ?x72)))))))
(assert
 (let ((?x75 (+ 1 sym_n)))
 (let ((?x77 (pad2 1 0 2 1 in_Y)))
 (let ((?x67 (pad2 1 0 2 1 in_X)))
 (let ((?x84 (add ?x67 ?x77)))
 (let ((?x89 (dim ?x84 1)))
 (= ?x89 ?x75)))))))
(assert
 (let ((?x72 (+ 3 sym_m)))
 (>= ?x72 0)))
(assert
 (let ((?x75 (+ 1 sym_n)))
 (>= ?x75 0)))
(assert
 (= (rank (add in_X in_Y)) 2))
(assert
 (= (dim (add in_X in_Y) 0) sym_m))
(assert
 (= (dim (add in_X in_Y) 1) sym_n))
(assert
 (= (rank (pad2 1 0 2 1 (add in_X in_Y))) 2))
(assert
 (let ((?x72 (+ 3 sym_m)))
 (let ((?x93 (add in_X in_Y)))
 (let ((?x100 (pad2 1 0 2 1 ?x93)))
 (let ((?x103 (dim ?x100 0)))
 (= ?x103 ?x72))))))
(assert
 (let ((?x75 (+ 1 sym_n)))
 (let ((?x93 (add in_X in_Y)))
 (let ((?x100 (pad2 1 0 2 1 ?x93)))
 (let ((?x105 (dim ?x100 1)))
 (= ?x105 ?x75))))))
(assert
 (let ((?x93 (add in_X in_Y)))
(let ((?x100 (pad2 1 0 2 1 ?x93)))
(let ((?x77 (pad2 1 0 2 1 in_Y)))
(let ((?x67 (pad2 1 0 2 1 in_X)))
(let ((?x84 (add ?x67 ?x77)))
(and (distinct ?x84 ?x100) true)))))))
(check-sat)
