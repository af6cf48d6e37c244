; verified_opt proof obligation: unsat means the rule holds
; axioms used: reshape3_add_2d
; z3 rlimit used: 10312
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun reshape3 (Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (d0 Int) (d1 Int) (d2 Int) )(! (let ((?x31 (add (reshape3 d0 d1 d2 X) (reshape3 d0 d1 d2 Y))))
 (let ((?x28 (reshape3 d0 d1 d2 (add X Y))))
 (let (($x32 (= ?x28 ?x31)))
 (let (($x25 (= (rank Y) 2)))
 (let (($x22 (= (rank X) 2)))
 (let (($x19 (>= d2 1)))
 (let (($x18 (>= d1 1)))
 (let (($x17 (>= d0 1)))
 (let (($x26 (and (= (* (dim X 0) (dim X 1)) (* (* d0 d1) d2)) $x17 $x18 $x19 $x22 $x25)))
 (=> $x26 $x32)))))))))) :pattern ( (reshape3 d0 d1 d2 (add X Y)) ) :pattern ( (add (reshape3 d0 d1 d2 X) (reshape3 d0 d1 d2 Y)) ) :qid reshape3_add_2d))
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
 (let ((?x81 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x87 (dim ?x81 1)))
 (= 1 ?x87))))
(assert
 (= (dim (reshape3 sym_m 1 sym_n in_X) 2) sym_n))
(assert
 (= (rank (reshape3 sym_m 1 sym_n in_Y)) 3))
(assert
 (= (dim (reshape3 sym_m 1 sym_n in_Y) 0) sym_m))
(assert
 (let ((?x91 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x96 (dim ?x91 1)))
 (= 1 ?x96))))
(assert
 (= (dim (reshape3 sym_m 1 sym_n in_Y) 2) sym_n))
(assert
 (let ((?x91 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x81 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x100 (add ?x81 ?x91)))
 (= (rank ?x100) 3)))))
(assert
 (let ((?x91 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x81 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x100 (add ?x81 ?x91)))
 (= (dim ?x100 0) sym_m)))))
(assert
 (let ((?x91 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x81 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x100 (add ?x81 ?x91)))
 (let ((?x105 (dim ?x100 1)))
 (= 1 ?x105))))))
(assert
 (let ((?x91 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x81 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x100 (add ?x81 ?x91)))
 (= (dim ?x100 2) sym_n)))))
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
 (let ((?x109 (add in_X in_Y)))
 (let ((?x116 (reshape3 sym_m 1 sym_n ?x109)))
 (let ((?x121 (dim ?x116 1)))
 (= 1 ?x121)))))
(assert
 (= (dim (reshape3 sym_m 1 sym_n (add in_X in_Y)) 2) sym_n))
(assert
 (let ((?x109 (add in_X in_Y)))
(let ((?x116 (reshape3 sym_m 1 sym_n ?x109)))
(let ((?x91 (reshape3 sym_m 1 sym_n in_Y)))
(let ((?x81 (reshape3 sym_m 1 sym_n in_X)))
(let ((?x100 (add ?x81 ?x91)))
(and (distinct ?x100 ?x116) true)))))))
(check-sat)
