; verified_opt proof obligation: unsat means the rule holds
; axioms used: reshape2_of_reshape2
; z3 rlimit used: 48109
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
 (forall ((X T) (d0 Int) (d1 Int) (e0 Int) (e1 Int) )(! (let ((?x1413 (reshape2 d0 d1 (reshape2 e0 e1 X))))
 (let (($x1314 (= ?x1413 (reshape2 d0 d1 X))))
 (=> (and (= (* d0 d1) (* e0 e1))) $x1314))) :pattern ( (reshape2 d0 d1 (reshape2 e0 e1 X)) ) :qid reshape2_of_reshape2))
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
 (let ((?x3157 (* sym_a sym_b)))
 (let ((?x3669 (reshape2 ?x3157 sym_c in_X)))
 (let ((?x3217 (dim ?x3669 0)))
 (= ?x3217 ?x3157)))))
(assert
 (= (dim (reshape2 (* sym_a sym_b) sym_c in_X) 1) sym_c))
(assert
 (let ((?x3157 (* sym_a sym_b)))
 (let ((?x3669 (reshape2 ?x3157 sym_c in_X)))
 (let ((?x4738 (* sym_b sym_c)))
 (let ((?x3233 (reshape2 sym_a ?x4738 ?x3669)))
 (= (rank ?x3233) 2))))))
(assert
 (let ((?x3157 (* sym_a sym_b)))
 (let ((?x3669 (reshape2 ?x3157 sym_c in_X)))
 (let ((?x4738 (* sym_b sym_c)))
 (let ((?x3233 (reshape2 sym_a ?x4738 ?x3669)))
 (= (dim ?x3233 0) sym_a))))))
(assert
 (let ((?x4738 (* sym_b sym_c)))
 (let ((?x3157 (* sym_a sym_b)))
 (let ((?x3669 (reshape2 ?x3157 sym_c in_X)))
 (let ((?x3233 (reshape2 sym_a ?x4738 ?x3669)))
 (= (dim ?x3233 1) ?x4738))))))
(assert
 (let ((?x3157 (* sym_a sym_b)))
 (>= ?x3157 0)))
(assert
 (let ((?x4738 (* sym_b sym_c)))
 (>= ?x4738 0)))
(assert
 (= (rank (reshape2 sym_a (* sym_b sym_c) in_X)) 2))
(assert
 (= (dim (reshape2 sym_a (* sym_b sym_c) in_X) 0) sym_a))
(assert
 (let ((?x4738 (* sym_b sym_c)))
 (= (dim (reshape2 sym_a ?x4738 in_X) 1) ?x4738)))
(assert
 (let ((?x4738 (* sym_b sym_c)))
(let ((?x2921 (reshape2 sym_a ?x4738 in_X)))
(let ((?x3157 (* sym_a sym_b)))
(let ((?x3669 (reshape2 ?x3157 sym_c in_X)))
(let ((?x3233 (reshape2 sym_a ?x4738 ?x3669)))
(and (distinct ?x3233 ?x2921) true)))))))
(check-sat)
