; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose3_after_201, transpose3_id
; z3 rlimit used: 49850
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose3 (Int Int Int T) T)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x9 (transpose3 0 1 2 X)))
 (= ?x9 X)) :pattern ( (transpose3 0 1 2 X) ) :qid transpose3_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) )(! (let ((?x35 (transpose3 2 0 1 (transpose3 q0 q1 q2 X))))
 (= ?x35 (transpose3 q2 q0 q1 X))) :pattern ( (transpose3 2 0 1 (transpose3 q0 q1 q2 X)) ) :qid transpose3_after_201))
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
 (let ((?x56 (transpose3 1 2 0 in_X)))
 (let ((?x65 (transpose3 2 0 1 ?x56)))
 (= (rank ?x65) 3))))
(assert
 (let ((?x56 (transpose3 1 2 0 in_X)))
 (let ((?x65 (transpose3 2 0 1 ?x56)))
 (= (dim ?x65 0) sym_a))))
(assert
 (let ((?x56 (transpose3 1 2 0 in_X)))
 (let ((?x65 (transpose3 2 0 1 ?x56)))
 (= (dim ?x65 1) sym_b))))
(assert
 (let ((?x56 (transpose3 1 2 0 in_X)))
 (let ((?x65 (transpose3 2 0 1 ?x56)))
 (= (dim ?x65 2) sym_c))))
(assert
 (let ((?x56 (transpose3 1 2 0 in_X)))
(let ((?x65 (transpose3 2 0 1 ?x56)))
(and (distinct ?x65 in_X) true))))
(check-sat)
