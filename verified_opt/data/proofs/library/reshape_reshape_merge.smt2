; verified_opt proof obligation: unsat means the rule holds
; axioms used: reshape2_of_reshape2
; z3 rlimit used: 79956
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun reshape2 (Int Int T) T)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (d0 Int) (d1 Int) (e0 Int) (e1 Int) )(! (let ((?x18 (reshape2 d0 d1 (reshape2 e0 e1 X))))
 (let (($x20 (= ?x18 (reshape2 d0 d1 X))))
 (let (($x14 (>= e1 1)))
 (let (($x13 (>= e0 1)))
 (=> (and (= (* d0 d1) (* e0 e1)) $x13 $x14) $x20))))) :pattern ( (reshape2 d0 d1 (reshape2 e0 e1 X)) ) :qid reshape2_of_reshape2))
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
 (let ((?x67 (* sym_a sym_b)))
 (let ((?x68 (reshape2 ?x67 sym_c in_X)))
 (let ((?x71 (dim ?x68 0)))
 (= ?x71 ?x67)))))
(assert
 (= (dim (reshape2 (* sym_a sym_b) sym_c in_X) 1) sym_c))
(assert
 (let ((?x67 (* sym_a sym_b)))
 (let ((?x68 (reshape2 ?x67 sym_c in_X)))
 (let ((?x75 (* sym_b sym_c)))
 (let ((?x76 (reshape2 sym_a ?x75 ?x68)))
 (= (rank ?x76) 2))))))
(assert
 (let ((?x67 (* sym_a sym_b)))
 (let ((?x68 (reshape2 ?x67 sym_c in_X)))
 (let ((?x75 (* sym_b sym_c)))
 (let ((?x76 (reshape2 sym_a ?x75 ?x68)))
 (= (dim ?x76 0) sym_a))))))
(assert
 (let ((?x75 (* sym_b sym_c)))
 (let ((?x67 (* sym_a sym_b)))
 (let ((?x68 (reshape2 ?x67 sym_c in_X)))
 (let ((?x76 (reshape2 sym_a ?x75 ?x68)))
 (let ((?x81 (dim ?x76 1)))
 (= ?x81 ?x75)))))))
(assert
 (let ((?x67 (* sym_a sym_b)))
 (>= ?x67 0)))
(assert
 (let ((?x75 (* sym_b sym_c)))
 (>= ?x75 0)))
(assert
 (= (rank (reshape2 sym_a (* sym_b sym_c) in_X)) 2))
(assert
 (= (dim (reshape2 sym_a (* sym_b sym_c) in_X) 0) sym_a))
(assert
 (let ((?x75 (* sym_b sym_c)))
 (let ((?x85 (reshape2 sym_a ?x75 in_X)))
 (let ((?x90 (dim ?x85 1)))
 (= ?x90 ?x75)))))
(assert
 (let ((?x75 (* sym_b sym_c)))
(let ((?x85 (reshape2 sym_a ?x75 in_X)))
(let ((?x67 (* sym_a sym_b)))
(let ((?x68 (reshape2 ?x67 sym_c in_X)))
(let ((?x76 (reshape2 sym_a ?x75 ?x68)))
(and (distinct ?x76 ?x85) true)))))))
(check-sat)
