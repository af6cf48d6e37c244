; verified_opt proof obligation: unsat means the rule holds
; axioms used: where_same
; z3 rlimit used: 1233
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun where (T T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_C () T)
(declare-fun in_X () T)
(assert
 (forall ((C T) (X T) )(! (let ((?x57 (where C X X)))
 (let (($x58 (= ?x57 X)))
 (let (($x55 (=> (> (- (- (rank C) 0) 0) 5) (= (dim C (+ 0 5)) (dim X (+ 0 5))))))
 (let (($x48 (=> (> (- (- (rank C) 0) 0) 4) (= (dim C (+ 0 4)) (dim X (+ 0 4))))))
 (let (($x41 (=> (> (- (- (rank C) 0) 0) 3) (= (dim C (+ 0 3)) (dim X (+ 0 3))))))
 (let (($x34 (=> (> (- (- (rank C) 0) 0) 2) (= (dim C (+ 0 2)) (dim X (+ 0 2))))))
 (let (($x27 (=> (> (- (- (rank C) 0) 0) 1) (= (dim C (+ 0 1)) (dim X (+ 0 1))))))
 (let (($x20 (=> (> (- (- (rank C) 0) 0) 0) (= (dim C (+ 0 0)) (dim X (+ 0 0))))))
 (let (($x56 (and (= (- (- (rank X) 0) 0) (- (- (rank C) 0) 0)) $x20 $x27 $x34 $x41 $x48 $x55)))
 (=> $x56 $x58)))))))))) :pattern ( (where C X X) ) :qid where_same))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_C) 2))
(assert
 (= (dim in_C 0) sym_n))
(assert
 (= (dim in_C 1) sym_c))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (rank (where in_C in_X in_X)) 2))
(assert
 (= (dim (where in_C in_X in_X) 0) sym_n))
(assert
 (= (dim (where in_C in_X in_X) 1) sym_c))
(assert
 (let ((?x132 (where in_C in_X in_X)))
(and (distinct ?x132 in_X) true)))
(check-sat)
