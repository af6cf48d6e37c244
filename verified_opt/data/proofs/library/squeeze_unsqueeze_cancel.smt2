; verified_opt proof obligation: unsat means the rule holds
; axioms used: reshape2_id, reshape2_of_reshape3
; z3 rlimit used: 1927
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun reshape2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun reshape3 (Int Int Int T) T)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_X () T)
(assert
 (forall ((X T) (d0 Int) (d1 Int) )(! (let ((?x19 (reshape2 d0 d1 X)))
 (let (($x20 (= ?x19 X)))
 (let ((?x7 (rank X)))
 (let (($x17 (= ?x7 2)))
 (let (($x16 (= (dim X 1) d1)))
 (let (($x12 (= (dim X 0) d0)))
 (=> (and (= 2 ?x7) $x12 $x16 $x17) $x20))))))) :pattern ( (reshape2 d0 d1 X) ) :qid reshape2_id))
 )
(assert
 (forall ((X T) (d0 Int) (d1 Int) (e0 Int) (e1 Int) (e2 Int) )(! (let ((?x62 (reshape2 d0 d1 (reshape3 e0 e1 e2 X))))
 (let (($x64 (= ?x62 (reshape2 d0 d1 X))))
 (let (($x54 (>= e2 1)))
 (let (($x53 (>= e1 1)))
 (let (($x52 (>= e0 1)))
 (let (($x60 (and (= (* d0 d1) (* (* e0 e1) e2)) $x52 $x53 $x54 (>= (- (- (rank X) 2) 0) 0))))
 (=> $x60 $x64))))))) :pattern ( (reshape2 d0 d1 (reshape3 e0 e1 e2 X)) ) :qid reshape2_of_reshape3))
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
 (let ((?x89 (reshape3 1 sym_m sym_n in_X)))
 (let ((?x93 (dim ?x89 0)))
 (= 1 ?x93))))
(assert
 (= (dim (reshape3 1 sym_m sym_n in_X) 1) sym_m))
(assert
 (= (dim (reshape3 1 sym_m sym_n in_X) 2) sym_n))
(assert
 (let ((?x89 (reshape3 1 sym_m sym_n in_X)))
 (let ((?x99 (reshape2 sym_m sym_n ?x89)))
 (= (rank ?x99) 2))))
(assert
 (let ((?x89 (reshape3 1 sym_m sym_n in_X)))
 (let ((?x99 (reshape2 sym_m sym_n ?x89)))
 (= (dim ?x99 0) sym_m))))
(assert
 (let ((?x89 (reshape3 1 sym_m sym_n in_X)))
 (let ((?x99 (reshape2 sym_m sym_n ?x89)))
 (= (dim ?x99 1) sym_n))))
(assert
 (let ((?x89 (reshape3 1 sym_m sym_n in_X)))
(let ((?x99 (reshape2 sym_m sym_n ?x89)))
(and (distinct ?x99 in_X) true))))
(check-sat)
