; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose3_after_201, transpose3_id
; z3 rlimit used: 1880
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose3 (Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_c () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x13 (transpose3 0 1 2 X)))
 (let (($x14 (= ?x13 X)))
 (=> (and (= (rank X) 3)) $x14))) :pattern ( (transpose3 0 1 2 X) ) :qid transpose3_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) )(! (let ((?x49 (transpose3 2 0 1 (transpose3 q0 q1 q2 X))))
 (let (($x51 (= ?x49 (transpose3 q2 q0 q1 X))))
 (let (($x47 (and (>= q0 0) (>= q1 0) (>= q2 0) (= (rank X) 3))))
 (=> $x47 $x51)))) :pattern ( (transpose3 2 0 1 (transpose3 q0 q1 q2 X)) ) :qid transpose3_after_201))
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
 (= (rank (transpose3 1 2 0 in_X)) 3))
(assert
 (= (dim (transpose3 1 2 0 in_X) 0) sym_b))
(assert
 (= (dim (transpose3 1 2 0 in_X) 1) sym_c))
(assert
 (= (dim (transpose3 1 2 0 in_X) 2) sym_a))
(assert
 (let ((?x73 (transpose3 1 2 0 in_X)))
 (let ((?x82 (transpose3 2 0 1 ?x73)))
 (= (rank ?x82) 3))))
(assert
 (let ((?x73 (transpose3 1 2 0 in_X)))
 (let ((?x82 (transpose3 2 0 1 ?x73)))
 (= (dim ?x82 0) sym_a))))
(assert
 (let ((?x73 (transpose3 1 2 0 in_X)))
 (let ((?x82 (transpose3 2 0 1 ?x73)))
 (= (dim ?x82 1) sym_b))))
(assert
 (let ((?x73 (transpose3 1 2 0 in_X)))
 (let ((?x82 (transpose3 2 0 1 ?x73)))
 (= (dim ?x82 2) sym_c))))
(assert
 (let ((?x73 (transpose3 1 2 0 in_X)))
(let ((?x82 (transpose3 2 0 1 ?x73)))
(and (distinct ?x82 in_X) true))))
(check-sat)
