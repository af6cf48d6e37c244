; verified_opt proof obligation: unsat means the rule holds
; axioms used: reshape3_add
; z3 rlimit used: 41285
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun reshape3 (Int Int Int T) T)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (d0 Int) (d1 Int) (d2 Int) )(! (let ((?x1347 (reshape3 d0 d1 d2 Y)))
 (let ((?x1581 (reshape3 d0 d1 d2 X)))
 (let ((?x1583 (add ?x1581 ?x1347)))
 (let ((?x403 (add X Y)))
 (let ((?x1578 (reshape3 d0 d1 d2 ?x403)))
 (= ?x1578 ?x1583)))))) :pattern ( (reshape3 d0 d1 d2 (add X Y)) ) :pattern ( (add (reshape3 d0 d1 d2 X) (reshape3 d0 d1 d2 Y)) ) :qid reshape3_add))
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
 (= (rank (reshape3 sym_m 1 sym_n in_X)) 3))
(assert
 (= (dim (reshape3 sym_m 1 sym_n in_X) 0) sym_m))
(assert
 (let ((?x4609 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x4223 (dim ?x4609 1)))
 (= 1 ?x4223))))
(assert
 (= (dim (reshape3 sym_m 1 sym_n in_X) 2) sym_n))
(assert
 (= (rank (reshape3 sym_m 1 sym_n in_Y)) 3))
(assert
 (= (dim (reshape3 sym_m 1 sym_n in_Y) 0) sym_m))
(assert
 (let ((?x2959 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x4034 (dim ?x2959 1)))
 (= 1 ?x4034))))
(assert
 (= (dim (reshape3 sym_m 1 sym_n in_Y) 2) sym_n))
(assert
 (let ((?x2959 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x4609 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x2672 (add ?x4609 ?x2959)))
 (= (rank ?x2672) 3)))))
(assert
 (let ((?x2959 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x4609 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x2672 (add ?x4609 ?x2959)))
 (= (dim ?x2672 0) sym_m)))))
(assert
 (let ((?x2959 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x4609 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x2672 (add ?x4609 ?x2959)))
 (let ((?x2887 (dim ?x2672 1)))
 (= 1 ?x2887))))))
(assert
 (let ((?x2959 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x4609 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x2672 (add ?x4609 ?x2959)))
 (= (dim ?x2672 2) sym_n)))))
(assert
 (= (rank (add in_X in_Y)) 2))
(assert
 (= (dim (add in_X in_Y) 0) sym_m))
(assert
 (= (dim (add in_X in_Y) 1) sym_n))
(assert
 (= (rank (reshape3 sym_m 1 sym_n (add in_X in_Y))) 3))
(assert
 (= (dim (reshape3 sym_m 1 sym_n (add in_X in_Y)) 0) sym_m))
(assert
 (let ((?x3836 (add in_X in_Y)))
 (let ((?x3622 (reshape3 sym_m 1 sym_n ?x3836)))
 (let ((?x3371 (dim ?x3622 1)))
 (= 1 ?x3371)))))
(assert
 (= (dim (reshape3 sym_m 1 sym_n (add in_X in_Y)) 2) sym_n))
(assert
 (let ((?x3836 (add in_X in_Y)))
(let ((?x3622 (reshape3 sym_m 1 sym_n ?x3836)))
(let ((?x2959 (reshape3 sym_m 1 sym_n in_Y)))
(let ((?x4609 (reshape3 sym_m 1 sym_n in_X)))
(let ((?x2672 (add ?x4609 ?x2959)))
(and (distinct ?x2672 ?x3622) true)))))))
(check-sat)
