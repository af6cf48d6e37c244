; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_after_0231, transpose4_id
; z3 rlimit used: 2521
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x14 (transpose4 0 1 2 3 X)))
 (let (($x15 (= ?x14 X)))
 (=> (and (= (rank X) 4)) $x15))) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x52 (transpose4 0 2 3 1 (transpose4 q0 q1 q2 q3 X))))
 (let (($x54 (= ?x52 (transpose4 q0 q2 q3 q1 X))))
 (let (($x50 (and (>= q0 0) (>= q1 0) (>= q2 0) (>= q3 0) (= (rank X) 4))))
 (=> $x50 $x54)))) :pattern ( (transpose4 0 2 3 1 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0231))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_h))
(assert
 (= (dim in_X 2) sym_w))
(assert
 (= (dim in_X 3) sym_c))
(assert
 (= (rank (transpose4 0 3 1 2 in_X)) 4))
(assert
 (= (dim (transpose4 0 3 1 2 in_X) 0) sym_n))
(assert
 (= (dim (transpose4 0 3 1 2 in_X) 1) sym_c))
(assert
 (= (dim (transpose4 0 3 1 2 in_X) 2) sym_h))
(assert
 (= (dim (transpose4 0 3 1 2 in_X) 3) sym_w))
(assert
 (let ((?x80 (transpose4 0 3 1 2 in_X)))
 (let ((?x91 (transpose4 0 2 3 1 ?x80)))
 (= (rank ?x91) 4))))
(assert
 (let ((?x80 (transpose4 0 3 1 2 in_X)))
 (let ((?x91 (transpose4 0 2 3 1 ?x80)))
 (= (dim ?x91 0) sym_n))))
(assert
 (let ((?x80 (transpose4 0 3 1 2 in_X)))
 (let ((?x91 (transpose4 0 2 3 1 ?x80)))
 (= (dim ?x91 1) sym_h))))
(assert
 (let ((?x80 (transpose4 0 3 1 2 in_X)))
 (let ((?x91 (transpose4 0 2 3 1 ?x80)))
 (= (dim ?x91 2) sym_w))))
(assert
 (let ((?x80 (transpose4 0 3 1 2 in_X)))
 (let ((?x91 (transpose4 0 2 3 1 ?x80)))
 (= (dim ?x91 3) sym_c))))
(assert
 (let ((?x80 (transpose4 0 3 1 2 in_X)))
(let ((?x91 (transpose4 0 2 3 1 ?x80)))
(and (distinct ?x91 in_X) true))))
(check-sat)
