; verified_opt proof obligation: unsat means the rule holds
; axioms used: reshape3_add
; z3 rlimit used: 73919
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
 (forall ((X T) (Y T) (d0 Int) (d1 Int) (d2 Int) )(! (let ((?x14 (add (reshape3 d0 d1 d2 X) (reshape3 d0 d1 d2 Y))))
 (let ((?x11 (reshape3 d0 d1 d2 (add X Y))))
 (= ?x11 ?x14))) :pattern ( (reshape3 d0 d1 d2 (add X Y)) ) :pattern ( (add (reshape3 d0 d1 d2 X) (reshape3 d0 d1 d2 Y)) ) :qid reshape3_add))
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
 (let ((?x57 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x63 (dim ?x57 1)))
 (= 1 ?x63))))
(assert
 (= (dim (reshape3 sym_m 1 sym_n in_X) 2) sym_n))
(assert
 (= (rank (reshape3 sym_m 1 sym_n in_Y)) 3))
(assert
 (= (dim (reshape3 sym_m 1 sym_n in_Y) 0) sym_m))
(assert
 (let ((?x67 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x72 (dim ?x67 1)))
 (= 1 ?x72))))
(assert
 (= (dim (reshape3 sym_m 1 sym_n in_Y) 2) sym_n))
(assert
 (let ((?x67 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x57 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x76 (add ?x57 ?x67)))
 (= (rank ?x76) 3)))))
(assert
 (let ((?x67 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x57 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x76 (add ?x57 ?x67)))
 (= (dim ?x76 0) sym_m)))))
(assert
 (let ((?x67 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x57 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x76 (add ?x57 ?x67)))
 (let ((?x81 (dim ?x76 1)))
 (= 1 ?x81))))))
(assert
 (let ((?x67 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x57 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x76 (add ?x57 ?x67)))
 (= (dim ?x76 2) sym_n)))))
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
 (let ((?x85 (add in_X in_Y)))
 (let ((?x92 (reshape3 sym_m 1 sym_n ?x85)))
 (let ((?x97 (dim ?x92 1)))
 (= 1 ?x97)))))
(assert
 (= (dim (reshape3 sym_m 1 sym_n (add in_X in_Y)) 2) sym_n))
(assert
 (let ((?x85 (add in_X in_Y)))
(let ((?x92 (reshape3 sym_m 1 sym_n ?x85)))
(let ((?x67 (reshape3 sym_m 1 sym_n in_Y)))
(let ((?x57 (reshape3 sym_m 1 sym_n in_X)))
(let ((?x76 (add ?x57 ?x67)))
(and (distinct ?x76 ?x92) true)))))))
(check-sat)
