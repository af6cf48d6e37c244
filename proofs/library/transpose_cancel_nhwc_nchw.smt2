; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_after_0312, transpose4_id
; z3 rlimit used: 40551
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x1323 (transpose4 0 1 2 3 X)))
 (= ?x1323 X)) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x1688 (transpose4 q0 q1 q2 q3 X)))
 (let ((?x1679 (transpose4 0 3 1 2 ?x1688)))
 (= ?x1679 (transpose4 q0 q3 q1 q2 X)))) :pattern ( (transpose4 0 3 1 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0312))
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
 (= (rank (transpose4 0 2 3 1 in_X)) 4))
(assert
 (= (dim (transpose4 0 2 3 1 in_X) 0) sym_n))
(assert
 (= (dim (transpose4 0 2 3 1 in_X) 1) sym_h))
(assert
 (= (dim (transpose4 0 2 3 1 in_X) 2) sym_w))
(assert
 (= (dim (transpose4 0 2 3 1 in_X) 3) sym_c))
(assert
 (let ((?x3309 (transpose4 0 2 3 1 in_X)))
 (let ((?x4199 (transpose4 0 3 1 2 ?x3309)))
 (= (rank ?x4199) 4))))
(assert
 (let ((?x3309 (transpose4 0 2 3 1 in_X)))
 (let ((?x4199 (transpose4 0 3 1 2 ?x3309)))
 (= (dim ?x4199 0) sym_n))))
(assert
 (let ((?x3309 (transpose4 0 2 3 1 in_X)))
 (let ((?x4199 (transpose4 0 3 1 2 ?x3309)))
 (= (dim ?x4199 1) sym_c))))
(assert
 (let ((?x3309 (transpose4 0 2 3 1 in_X)))
 (let ((?x4199 (transpose4 0 3 1 2 ?x3309)))
 (= (dim ?x4199 2) sym_h))))
(assert
 (let ((?x3309 (transpose4 0 2 3 1 in_X)))
 (let ((?x4199 (transpose4 0 3 1 2 ?x3309)))
 (= (dim ?x4199 3) sym_w))))
(assert
 (let ((?x3309 (transpose4 0 2 3 1 in_X)))
(let ((?x4199 (transpose4 0 3 1 2 ?x3309)))
(and (distinct ?x4199 in_X) true))))
(check-sat)
