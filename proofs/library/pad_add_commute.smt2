; verified_opt proof obligation: unsat means the rule holds
; axioms used: pad2_add
; z3 rlimit used: 41563
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
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x936 (pad2 p0 p1 p2 p3 Y)))
 (let ((?x995 (pad2 p0 p1 p2 p3 X)))
 (let ((?x997 (add ?x995 ?x936)))
 (let ((?x949 (add X Y)))
 (let ((?x929 (pad2 p0 p1 p2 p3 ?x949)))
 (= ?x929 ?x997)))))) :pattern ( (pad2 p0 p1 p2 p3 (add X Y)) ) :pattern ( (add (pad2 p0 p1 p2 p3 X) (pad2 p0 p1 p2 p3 Y)) ) :qid pad2_add))
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
 (let ((?x3593 (+ 3 sym_m)))
 (let ((?x3766 (pad2 1 0 2 1 in_X)))
 (let ((?x2761 (dim ?x3766 0)))
 (= ?x2761 ?x3593)))))
(assert
 (let ((?x2647 (+ 1 sym_n)))
 (let ((?x3766 (pad2 1 0 2 1 in_X)))
 (let ((?x3712 (dim ?x3766 1)))
 (= ?x3712 ?x2647)))))
(assert
 (= (rank (pad2 1 0 2 1 in_Y)) 2))
(assert
 (let ((?x3593 (+ 3 sym_m)))
 (let ((?x3393 (pad2 1 0 2 1 in_Y)))
 (let ((?x3437 (dim ?x3393 0)))
 (= ?x3437 ?x3593)))))
(assert
 (let ((?x2647 (+ 1 sym_n)))
 (let ((?x3393 (pad2 1 0 2 1 in_Y)))
 (let ((?x2962 (dim ?x3393 1)))
 (= ?x2962 ?x2647)))))
(assert
 (let ((?x3393 (pad2 1 0 2 1 in_Y)))
 (let ((?x3766 (pad2 1 0 2 1 in_X)))
 (let ((?x4047 (add ?x3766 ?x3393)))
 (= (rank ?x4047) 2)))))
(assert
 (let ((?x3593 (+ 3 sym_m)))
 (let ((?x3393 (pad2 1 0 2 1 in_Y)))
 (let ((?x3766 (pad2 1 0 2 1 in_X)))
 (let ((?x4047 (add ?x3766 ?x3393)))
 (let ((?x3841 (dim ?x4047 0)))
 (= ?x3841 ?x3593)))))))
(assert
 (let ((?x2647 (+ 1 sym_n)))
 (let ((?x3393 (pad2 1 0 2 1 in_Y)))
 (let ((?x3766 (pad2 1 0 2 1 in_X)))
 (let ((?x4047 (add ?x3766 ?x3393)))
 (let ((?x2966 (dim ?x4047 1)))
 (= ?x2966 ?x2647)))))))
(assert
 (let ((?x3593 (+ 3 sym_m)))
 (>= ?x3593 0)))
(assert
 (let ((?x2647 (+ 1 sym_n)))
 (>= ?x2647 0)))
(assert
 (= (rank (add in_X in_Y)) 2))
(assert
 (= (dim (add in_X in_Y) 0) sym_m))
(assert
 (= (dim (add in_X in_Y) 1) sym_n))
(assert
 (= (rank (pad2 1 0 2 1 (add in_X in_Y))) 2))
(assert
 (let ((?x3593 (+ 3 sym_m)))
 (let ((?x3726 (add in_X in_Y)))
 (let ((?x3403 (pad2 1 0 2 1 ?x3726)))
 (let ((?x2891 (dim ?x3403 0)))
 (= ?x2891 ?x3593))))))
(assert
 (let ((?x2647 (+ 1 sym_n)))
 (let ((?x3726 (add in_X in_Y)))
 (let ((?x3403 (pad2 1 0 2 1 ?x3726)))
 (let ((?x3819 (dim ?x3403 1)))
 (= ?x3819 ?x2647))))))
(assert
 (let ((?x3726 (add in_X in_Y)))
(let ((?x3403 (pad2 1 0 2 1 ?x3726)))
(let ((?x3393 (pad2 1 0 2 1 in_Y)))
(let ((?x3766 (pad2 1 0 2 1 in_X)))
(let ((?x4047 (add ?x3766 ?x3393)))
(and (distinct ?x4047 ?x3403) true)))))))
(check-sat)
