; verified_opt proof obligation: unsat means the rule holds
; axioms used: reshape2_of_reshape2
; z3 rlimit used: 117163
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun reshape2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_c () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (d0 Int) (d1 Int) (e0 Int) (e1 Int) )(! (let ((?x21 (reshape2 d0 d1 (reshape2 e0 e1 X))))
 (let (($x23 (= ?x21 (reshape2 d0 d1 X))))
 (let (($x18 (>= (rank X) 2)))
 (let (($x14 (>= e1 1)))
 (let (($x13 (>= e0 1)))
 (=> (and (= (* d0 d1) (* e0 e1)) $x13 $x14 $x18) $x23)))))) :pattern ( (reshape2 d0 d1 (reshape2 e0 e1 X)) ) :qid reshape2_of_reshape2))
 )
(assert
 (>= sym_a 1))
(assert
 (>= sym_b 1))
(assert
 (>= sym_c 1))
(assert
 (= (rank in_X) 3))
(assert
 (= (dim in_X 0) sym_a))
(assert
 (= (dim in_X 1) sym_b))
(assert
 (= (dim in_X 2) sym_c))
(assert
 (= (rank (reshape2 (* sym_a sym_b) sym_c in_X)) 2))
(assert
 (let ((?x69 (* sym_a sym_b)))
 (let ((?x70 (reshape2 ?x69 sym_c in_X)))
 (let ((?x73 (dim ?x70 0)))
 (= ?x73 ?x69)))))
(assert
 (= (dim (reshape2 (* sym_a sym_b) sym_c in_X) 1) sym_c))
(assert
 (let ((?x69 (* sym_a sym_b)))
 (let ((?x70 (reshape2 ?x69 sym_c in_X)))
 (let ((?x77 (* sym_b sym_c)))
 (let ((?x78 (reshape2 sym_a ?x77 ?x70)))
 (= (rank ?x78) 2))))))
(assert
 (let ((?x69 (* sym_a sym_b)))
 (let ((?x70 (reshape2 ?x69 sym_c in_X)))
 (let ((?x77 (* sym_b sym_c)))
 (let ((?x78 (reshape2 sym_a ?x77 ?x70)))
 (= (dim ?x78 0) sym_a))))))
(assert
 (let ((?x77 (* sym_b sym_c)))
 (let ((?x69 (* sym_a sym_b)))
 (let ((?x70 (reshape2 ?x69 sym_c in_X)))
 (let ((?x78 (reshape2 sym_a ?x77 ?x70)))
 (let ((?x83 (dim ?x78 1)))
 (= ?x83 ?x77)))))))
(assert
 (let ((?x69 (* sym_a sym_b)))
 (>= ?x69 0)))
(assert
 (let ((?x77 (* sym_b sym_c)))
 (>= ?x77 0)))
(assert
 (= (rank (reshape2 sym_a (* sym_b sym_c) in_X)) 2))
(assert
 (= (dim (reshape2 sym_a (* sym_b sym_c) in_X) 0) sym_a))
(assert
 (let ((?x77 (* sym_b sym_c)))
 (let ((?x87 (reshape2 sym_a ?x77 in_X)))
 (let ((?x92 (dim ?x87 1)))
 (= ?x92 ?x77)))))
(assert
 (let ((?x77 (* sym_b sym_c)))
(let ((?x87 (reshape2 sym_a ?x77 in_X)))
(let ((?x69 (* sym_a sym_b)))
(let ((?x70 (reshape2 ?x69 sym_c in_X)))
(let ((?x78 (reshape2 sym_a ?x77 ?x70)))
(and (distinct ?x78 ?x87) true)))))))
(check-sat)
