; verified_opt proof obligation: unsat means the rule holds
; axioms used: reshape2_id, reshape2_of_reshape3
; z3 rlimit used: 40451
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun reshape2 (Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun reshape3 (Int Int Int T) T)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_X () T)
(assert
 (forall ((X T) (d0 Int) (d1 Int) )(! (let ((?x1341 (reshape2 d0 d1 X)))
 (let (($x1342 (= ?x1341 X)))
 (let ((?x187 (dim X 1)))
 (let (($x1354 (= ?x187 d1)))
 (let (($x1353 (= (dim X 0) d0)))
 (=> (and (= 2 (rank X)) $x1353 $x1354) $x1342)))))) :pattern ( (reshape2 d0 d1 X) ) :qid reshape2_id))
 )
(assert
 (forall ((X T) (d0 Int) (d1 Int) (e0 Int) (e1 Int) (e2 Int) )(! (let ((?x1445 (reshape2 d0 d1 (reshape3 e0 e1 e2 X))))
 (let (($x1442 (= ?x1445 (reshape2 d0 d1 X))))
 (=> (and (= (* d0 d1) (* (* e0 e1) e2))) $x1442))) :pattern ( (reshape2 d0 d1 (reshape3 e0 e1 e2 X)) ) :qid reshape2_of_reshape3))
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
 (= (rank (reshape3 1 sym_m sym_n in_X)) 3))
(assert
 (let ((?x2901 (reshape3 1 sym_m sym_n in_X)))
 (let ((?x2740 (dim ?x2901 0)))
 (= 1 ?x2740))))
(assert
 (= (dim (reshape3 1 sym_m sym_n in_X) 1) sym_m))
(assert
 (= (dim (reshape3 1 sym_m sym_n in_X) 2) sym_n))
(assert
 (let ((?x2901 (reshape3 1 sym_m sym_n in_X)))
 (let ((?x2835 (reshape2 sym_m sym_n ?x2901)))
 (= (rank ?x2835) 2))))
(assert
 (let ((?x2901 (reshape3 1 sym_m sym_n in_X)))
 (let ((?x2835 (reshape2 sym_m sym_n ?x2901)))
 (= (dim ?x2835 0) sym_m))))
(assert
 (let ((?x2901 (reshape3 1 sym_m sym_n in_X)))
 (let ((?x2835 (reshape2 sym_m sym_n ?x2901)))
 (= (dim ?x2835 1) sym_n))))
(assert
 (let ((?x2901 (reshape3 1 sym_m sym_n in_X)))
(let ((?x2835 (reshape2 sym_m sym_n ?x2901)))
(and (distinct ?x2835 in_X) true))))
(check-sat)
