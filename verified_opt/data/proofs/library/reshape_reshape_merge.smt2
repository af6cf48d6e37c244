; verified_opt proof obligation: unsat means the rule holds
; axioms used: reshape2_of_reshape2
; z3 rlimit used: 5743
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
 (forall ((X T) (d0 Int) (d1 Int) (e0 Int) (e1 Int) )(! (let ((?x24 (reshape2 d0 d1 (reshape2 e0 e1 X))))
 (let (($x26 (= ?x24 (reshape2 d0 d1 X))))
 (let (($x14 (>= e1 1)))
 (let (($x13 (>= e0 1)))
 (let (($x22 (and (= (* d0 d1) (* e0 e1)) $x13 $x14 (>= (- (- (rank X) 2) 0) 0))))
 (=> $x22 $x26)))))) :pattern ( (reshape2 d0 d1 (reshape2 e0 e1 X)) ) :qid reshape2_of_reshape2))
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
 (let ((?x72 (* sym_a sym_b)))
 (= (dim (reshape2 ?x72 sym_c in_X) 0) ?x72)))
(assert
 (= (dim (reshape2 (* sym_a sym_b) sym_c in_X) 1) sym_c))
(assert
 (let ((?x72 (* sym_a sym_b)))
 (let ((?x73 (reshape2 ?x72 sym_c in_X)))
 (let ((?x80 (* sym_b sym_c)))
 (let ((?x81 (reshape2 sym_a ?x80 ?x73)))
 (= (rank ?x81) 2))))))
(assert
 (let ((?x72 (* sym_a sym_b)))
 (let ((?x73 (reshape2 ?x72 sym_c in_X)))
 (let ((?x80 (* sym_b sym_c)))
 (let ((?x81 (reshape2 sym_a ?x80 ?x73)))
 (= (dim ?x81 0) sym_a))))))
(assert
 (let ((?x80 (* sym_b sym_c)))
 (let ((?x72 (* sym_a sym_b)))
 (let ((?x73 (reshape2 ?x72 sym_c in_X)))
 (let ((?x81 (reshape2 sym_a ?x80 ?x73)))
 (= (dim ?x81 1) ?x80))))))
(assert
 (let ((?x72 (* sym_a sym_b)))
 (>= ?x72 0)))
(assert
 (let ((?x80 (* sym_b sym_c)))
 (>= ?x80 0)))
(assert
 (= (rank (reshape2 sym_a (* sym_b sym_c) in_X)) 2))
(assert
 (= (dim (reshape2 sym_a (* sym_b sym_c) in_X) 0) sym_a))
(assert
 (let ((?x80 (* sym_b sym_c)))
 (let ((?x90 (reshape2 sym_a ?x80 in_X)))
 (let ((?x95 (dim ?x90 1)))
 (= ?x95 ?x80)))))
(assert
 (let ((?x80 (* sym_b sym_c)))
(let ((?x90 (reshape2 sym_a ?x80 in_X)))
(let ((?x72 (* sym_a sym_b)))
(let ((?x73 (reshape2 ?x72 sym_c in_X)))
(let ((?x81 (reshape2 sym_a ?x80 ?x73)))
(and (distinct ?x81 ?x90) true)))))))
(check-sat)
