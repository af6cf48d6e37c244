; verified_opt proof obligation: unsat means the rule holds
; axioms used: reshape3_id, reshape3_of_reshape2
; z3 rlimit used: 1979
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun reshape3 (Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun reshape2 (Int Int T) T)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_X () T)
(assert
 (forall ((X T) (d0 Int) (d1 Int) (d2 Int) )(! (let ((?x23 (reshape3 d0 d1 d2 X)))
 (let (($x24 (= ?x23 X)))
 (let ((?x7 (rank X)))
 (let (($x21 (= ?x7 3)))
 (let (($x20 (= (dim X 2) d2)))
 (let (($x16 (= (dim X 1) d1)))
 (let (($x12 (= (dim X 0) d0)))
 (=> (and (= 3 ?x7) $x12 $x16 $x20 $x21) $x24)))))))) :pattern ( (reshape3 d0 d1 d2 X) ) :qid reshape3_id))
 )
(assert
 (forall ((X T) (d0 Int) (d1 Int) (d2 Int) (e0 Int) (e1 Int) )(! (let ((?x65 (reshape3 d0 d1 d2 (reshape2 e0 e1 X))))
 (let (($x67 (= ?x65 (reshape3 d0 d1 d2 X))))
 (let (($x57 (>= d2 1)))
 (let (($x56 (>= d1 1)))
 (let (($x55 (>= d0 1)))
 (let (($x63 (and (= (* (* d0 d1) d2) (* e0 e1)) $x55 $x56 $x57 (>= (- (- (rank X) 2) 0) 0))))
 (=> $x63 $x67))))))) :pattern ( (reshape3 d0 d1 d2 (reshape2 e0 e1 X)) ) :qid reshape3_of_reshape2))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_X) 3))
(assert
 (let ((?x88 (dim in_X 0)))
 (= 1 ?x88)))
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
 (let ((?x94 (reshape2 sym_m sym_n in_X)))
 (let ((?x101 (reshape3 1 sym_m sym_n ?x94)))
 (= (rank ?x101) 3))))
(assert
 (let ((?x94 (reshape2 sym_m sym_n in_X)))
 (let ((?x101 (reshape3 1 sym_m sym_n ?x94)))
 (let ((?x104 (dim ?x101 0)))
 (= 1 ?x104)))))
(assert
 (let ((?x94 (reshape2 sym_m sym_n in_X)))
 (let ((?x101 (reshape3 1 sym_m sym_n ?x94)))
 (= (dim ?x101 1) sym_m))))
(assert
 (let ((?x94 (reshape2 sym_m sym_n in_X)))
 (let ((?x101 (reshape3 1 sym_m sym_n ?x94)))
 (= (dim ?x101 2) sym_n))))
(assert
 (let ((?x94 (reshape2 sym_m sym_n in_X)))
(let ((?x101 (reshape3 1 sym_m sym_n ?x94)))
(and (distinct ?x101 in_X) true))))
(check-sat)
