; verified_opt proof obligation: unsat means the rule holds
; axioms used: reshape2_id, reshape2_of_reshape2
; z3 rlimit used: 54890
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun reshape2 (Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_c () Int)
(declare-fun in_X () T)
(assert
 (forall ((X T) (d0 Int) (d1 Int) )(! (let ((?x18 (reshape2 d0 d1 X)))
 (let (($x19 (= ?x18 X)))
 (let (($x16 (= (dim X 1) d1)))
 (let (($x12 (= (dim X 0) d0)))
 (=> (and (= 2 (rank X)) $x12 $x16) $x19))))) :pattern ( (reshape2 d0 d1 X) ) :qid reshape2_id))
 )
(assert
 (forall ((X T) (d0 Int) (d1 Int) (e0 Int) (e1 Int) )(! (let ((?x53 (reshape2 d0 d1 (reshape2 e0 e1 X))))
 (let (($x55 (= ?x53 (reshape2 d0 d1 X))))
 (=> (and (= (* d0 d1) (* e0 e1))) $x55))) :pattern ( (reshape2 d0 d1 (reshape2 e0 e1 X)) ) :qid reshape2_of_reshape2))
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
 (let ((?x82 (* sym_a sym_b)))
 (let ((?x83 (reshape2 ?x82 sym_c in_X)))
 (let ((?x86 (dim ?x83 0)))
 (= ?x86 ?x82)))))
(assert
 (= (dim (reshape2 (* sym_a sym_b) sym_c in_X) 1) sym_c))
(assert
 (let ((?x82 (* sym_a sym_b)))
 (let ((?x83 (reshape2 ?x82 sym_c in_X)))
 (let ((?x90 (* sym_b sym_c)))
 (let ((?x91 (reshape2 sym_a ?x90 ?x83)))
 (= (rank ?x91) 2))))))
(assert
 (let ((?x82 (* sym_a sym_b)))
 (let ((?x83 (reshape2 ?x82 sym_c in_X)))
 (let ((?x90 (* sym_b sym_c)))
 (let ((?x91 (reshape2 sym_a ?x90 ?x83)))
 (= (dim ?x91 0) sym_a))))))
(assert
 (let ((?x90 (* sym_b sym_c)))
 (let ((?x82 (* sym_a sym_b)))
 (let ((?x83 (reshape2 ?x82 sym_c in_X)))
 (let ((?x91 (reshape2 sym_a ?x90 ?x83)))
 (let ((?x96 (dim ?x91 1)))
 (= ?x96 ?x90)))))))
(assert
 (let ((?x82 (* sym_a sym_b)))
 (>= ?x82 0)))
(assert
 (let ((?x90 (* sym_b sym_c)))
 (>= ?x90 0)))
(assert
 (= (rank (reshape2 sym_a (* sym_b sym_c) in_X)) 2))
(assert
 (= (dim (reshape2 sym_a (* sym_b sym_c) in_X) 0) sym_a))
(assert
 (let ((?x90 (* sym_b sym_c)))
 (let ((?x100 (reshape2 sym_a ?x90 in_X)))
 (let ((?x105 (dim ?x100 1)))
 (= ?x105 ?x90)))))
(assert
 (let ((?x90 (* sym_b sym_c)))
(let ((?x100 (reshape2 sym_a ?x90 in_X)))
(let ((?x82 (* sym_a sym_b)))
(let ((?x83 (reshape2 ?x82 sym_c in_X)))
(let ((?x91 (reshape2 sym_a ?x90 ?x83)))
(and (distinct ?x91 ?x100) true)))))))
(check-sat)
