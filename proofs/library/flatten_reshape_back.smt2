; verified_opt proof obligation: unsat means the rule holds
; axioms used: reshape4_id, reshape4_of_reshape2
; z3 rlimit used: 40895
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun reshape4 (Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun reshape2 (Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(assert
 (forall ((X T) (d0 Int) (d1 Int) (d2 Int) (d3 Int) )(! (let ((?x1374 (reshape4 d0 d1 d2 d3 X)))
 (let (($x1360 (= ?x1374 X)))
 (let (($x1285 (= (dim X 3) d3)))
 (let (($x1290 (= (dim X 2) d2)))
 (let (($x1376 (= (dim X 1) d1)))
 (let ((?x197 (dim X 0)))
 (let (($x1254 (= ?x197 d0)))
 (=> (and (= 4 (rank X)) $x1254 $x1376 $x1290 $x1285) $x1360)))))))) :pattern ( (reshape4 d0 d1 d2 d3 X) ) :qid reshape4_id))
 )
(assert
 (forall ((X T) (d0 Int) (d1 Int) (d2 Int) (d3 Int) (e0 Int) (e1 Int) )(! (let ((?x1162 (reshape4 d0 d1 d2 d3 (reshape2 e0 e1 X))))
 (let (($x1344 (= ?x1162 (reshape4 d0 d1 d2 d3 X))))
 (=> (and (= (* (* (* d0 d1) d2) d3) (* e0 e1))) $x1344))) :pattern ( (reshape4 d0 d1 d2 d3 (reshape2 e0 e1 X)) ) :qid reshape4_of_reshape2))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank (reshape2 sym_n (* sym_c sym_h sym_w) in_X)) 2))
(assert
 (= (dim (reshape2 sym_n (* sym_c sym_h sym_w) in_X) 0) sym_n))
(assert
 (let ((?x3481 (* sym_c sym_h sym_w)))
 (let ((?x3802 (reshape2 sym_n ?x3481 in_X)))
 (let ((?x4190 (dim ?x3802 1)))
 (= ?x4190 ?x3481)))))
(assert
 (let ((?x3481 (* sym_c sym_h sym_w)))
 (let ((?x3802 (reshape2 sym_n ?x3481 in_X)))
 (let ((?x2733 (reshape4 sym_n sym_c sym_h sym_w ?x3802)))
 (= (rank ?x2733) 4)))))
(assert
 (let ((?x3481 (* sym_c sym_h sym_w)))
 (let ((?x3802 (reshape2 sym_n ?x3481 in_X)))
 (let ((?x2733 (reshape4 sym_n sym_c sym_h sym_w ?x3802)))
 (= (dim ?x2733 0) sym_n)))))
(assert
 (let ((?x3481 (* sym_c sym_h sym_w)))
 (let ((?x3802 (reshape2 sym_n ?x3481 in_X)))
 (let ((?x2733 (reshape4 sym_n sym_c sym_h sym_w ?x3802)))
 (= (dim ?x2733 1) sym_c)))))
(assert
 (let ((?x3481 (* sym_c sym_h sym_w)))
 (let ((?x3802 (reshape2 sym_n ?x3481 in_X)))
 (let ((?x2733 (reshape4 sym_n sym_c sym_h sym_w ?x3802)))
 (= (dim ?x2733 2) sym_h)))))
(assert
 (let ((?x3481 (* sym_c sym_h sym_w)))
 (let ((?x3802 (reshape2 sym_n ?x3481 in_X)))
 (let ((?x2733 (reshape4 sym_n sym_c sym_h sym_w ?x3802)))
 (= (dim ?x2733 3) sym_w)))))
(assert
 (let ((?x3481 (* sym_c sym_h sym_w)))
 (>= ?x3481 0)))
(assert
 (let ((?x3481 (* sym_c sym_h sym_w)))
(let ((?x3802 (reshape2 sym_n ?x3481 in_X)))
(let ((?x2733 (reshape4 sym_n sym_c sym_h sym_w ?x3802)))
(and (distinct ?x2733 in_X) true)))))
(check-sat)
