; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_after_0213
; z3 rlimit used: 2653
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_c () Int)
(declare-fun sym_d () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x23 (transpose4 0 2 1 3 (transpose4 q0 q1 q2 q3 X))))
 (let (($x25 (= ?x23 (transpose4 q0 q2 q1 q3 X))))
 (let (($x18 (and (>= q0 0) (>= q1 0) (>= q2 0) (>= q3 0) (= (rank X) 4))))
 (=> $x18 $x25)))) :pattern ( (transpose4 0 2 1 3 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0213))
 )
(assert
 (>= sym_a 1))
(assert
 (>= sym_b 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_d 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_a))
(assert
 (= (dim in_X 1) sym_b))
(assert
 (= (dim in_X 2) sym_c))
(assert
 (= (dim in_X 3) sym_d))
(assert
 (= (rank (transpose4 0 3 1 2 in_X)) 4))
(assert
 (= (dim (transpose4 0 3 1 2 in_X) 0) sym_a))
(assert
 (= (dim (transpose4 0 3 1 2 in_X) 1) sym_d))
(assert
 (= (dim (transpose4 0 3 1 2 in_X) 2) sym_b))
(assert
 (= (dim (transpose4 0 3 1 2 in_X) 3) sym_c))
(assert
 (let ((?x68 (transpose4 0 3 1 2 in_X)))
 (let ((?x79 (transpose4 0 2 1 3 ?x68)))
 (= (rank ?x79) 4))))
(assert
 (let ((?x68 (transpose4 0 3 1 2 in_X)))
 (let ((?x79 (transpose4 0 2 1 3 ?x68)))
 (= (dim ?x79 0) sym_a))))
(assert
 (let ((?x68 (transpose4 0 3 1 2 in_X)))
 (let ((?x79 (transpose4 0 2 1 3 ?x68)))
 (= (dim ?x79 1) sym_b))))
(assert
 (let ((?x68 (transpose4 0 3 1 2 in_X)))
 (let ((?x79 (transpose4 0 2 1 3 ?x68)))
 (= (dim ?x79 2) sym_d))))
(assert
 (let ((?x68 (transpose4 0 3 1 2 in_X)))
 (let ((?x79 (transpose4 0 2 1 3 ?x68)))
 (= (dim ?x79 3) sym_c))))
(assert
 (= (rank (transpose4 0 1 3 2 in_X)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_X) 0) sym_a))
(assert
 (= (dim (transpose4 0 1 3 2 in_X) 1) sym_b))
(assert
 (= (dim (transpose4 0 1 3 2 in_X) 2) sym_d))
(assert
 (= (dim (transpose4 0 1 3 2 in_X) 3) sym_c))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_X)))
(let ((?x68 (transpose4 0 3 1 2 in_X)))
(let ((?x79 (transpose4 0 2 1 3 ?x68)))
(and (distinct ?x79 ?x90) true)))))
(check-sat)
