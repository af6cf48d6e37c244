; verified_opt proof obligation: unsat means the rule holds
; axioms used: reshape3_id, reshape3_of_reshape2
; z3 rlimit used: 40500
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun reshape3 (Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun reshape2 (Int Int T) T)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_X () T)
(assert
 (forall ((X T) (d0 Int) (d1 Int) (d2 Int) )(! (let ((?x1347 (reshape3 d0 d1 d2 X)))
 (let (($x1371 (= ?x1347 X)))
 (let (($x1368 (= (dim X 2) d2)))
 (let ((?x208 (dim X 1)))
 (let (($x1369 (= ?x208 d1)))
 (let (($x1367 (= (dim X 0) d0)))
 (=> (and (= 3 (rank X)) $x1367 $x1369 $x1368) $x1371))))))) :pattern ( (reshape3 d0 d1 d2 X) ) :qid reshape3_id))
 )
(assert
 (forall ((X T) (d0 Int) (d1 Int) (d2 Int) (e0 Int) (e1 Int) )(! (let ((?x1457 (reshape3 d0 d1 d2 (reshape2 e0 e1 X))))
 (let (($x1451 (= ?x1457 (reshape3 d0 d1 d2 X))))
 (=> (and (= (* (* d0 d1) d2) (* e0 e1))) $x1451))) :pattern ( (reshape3 d0 d1 d2 (reshape2 e0 e1 X)) ) :qid reshape3_of_reshape2))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_X) 3))
(assert
 (let ((?x3715 (dim in_X 0)))
 (= 1 ?x3715)))
(assert
 (= (dim in_X 1) sym_m))
(assert
 (= (dim in_X 2) sym_n))
(assert
 (= (rank (reshape2 sym_m sym_n in_X)) 2))
(assert
 (= (dim (reshape2 sym_m sym_n in_X) 0) sym_m))
(assert
 (= (dim (reshape2 sym_m sym_n in_X) 1) sym_n))
(assert
 (let ((?x3550 (reshape2 sym_m sym_n in_X)))
 (let ((?x2722 (reshape3 1 sym_m sym_n ?x3550)))
 (= (rank ?x2722) 3))))
(assert
 (let ((?x3550 (reshape2 sym_m sym_n in_X)))
 (let ((?x2722 (reshape3 1 sym_m sym_n ?x3550)))
 (let ((?x2832 (dim ?x2722 0)))
 (= 1 ?x2832)))))
(assert
 (let ((?x3550 (reshape2 sym_m sym_n in_X)))
 (let ((?x2722 (reshape3 1 sym_m sym_n ?x3550)))
 (= (dim ?x2722 1) sym_m))))
(assert
 (let ((?x3550 (reshape2 sym_m sym_n in_X)))
 (let ((?x2722 (reshape3 1 sym_m sym_n ?x3550)))
 (= (dim ?x2722 2) sym_n))))
(assert
 (let ((?x3550 (reshape2 sym_m sym_n in_X)))
(let ((?x2722 (reshape3 1 sym_m sym_n ?x3550)))
(and (distinct ?x2722 in_X) true))))
(check-sat)
