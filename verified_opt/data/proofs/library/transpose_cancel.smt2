; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_after_10, transpose2_id
; z3 rlimit used: 877
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x12 (transpose2 0 1 X)))
 (let (($x13 (= ?x12 X)))
 (=> (and (= (rank X) 2)) $x13))) :pattern ( (transpose2 0 1 X) ) :qid transpose2_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) )(! (let ((?x46 (transpose2 1 0 (transpose2 q0 q1 X))))
 (let (($x48 (= ?x46 (transpose2 q1 q0 X))))
 (let (($x44 (and (>= q0 0) (>= q1 0) (= (rank X) 2))))
 (=> $x44 $x48)))) :pattern ( (transpose2 1 0 (transpose2 q0 q1 X)) ) :qid transpose2_after_10))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_n))
(assert
 (= (rank (transpose2 1 0 in_X)) 2))
(assert
 (= (dim (transpose2 1 0 in_X) 0) sym_n))
(assert
 (= (dim (transpose2 1 0 in_X) 1) sym_m))
(assert
 (= (rank (transpose2 1 0 (transpose2 1 0 in_X))) 2))
(assert
 (= (dim (transpose2 1 0 (transpose2 1 0 in_X)) 0) sym_m))
(assert
 (= (dim (transpose2 1 0 (transpose2 1 0 in_X)) 1) sym_n))
(assert
 (let ((?x66 (transpose2 1 0 in_X)))
(let ((?x73 (transpose2 1 0 ?x66)))
(and (distinct ?x73 in_X) true))))
(check-sat)
