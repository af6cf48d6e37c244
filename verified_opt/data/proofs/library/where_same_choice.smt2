; verified_opt proof obligation: unsat means the rule holds
; axioms used: where_same
; z3 rlimit used: 109804
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
 (forall ((C T) (X T) )(! (let ((?x49 (where C X X)))
 (let (($x50 (= ?x49 X)))
 (let (($x46 (= (dim C 5) (dim X 5))))
 (let (($x40 (= (dim C 4) (dim X 4))))
 (let (($x34 (= (dim C 3) (dim X 3))))
 (let (($x28 (= (dim C 2) (dim X 2))))
 (let (($x22 (= (dim C 1) (dim X 1))))
 (let (($x16 (= (dim C 0) (dim X 0))))
 (let (($x48 (and (= (- (rank X) 0) (- (rank C) 0)) (=> (> (- (rank C) 0) 0) $x16) (=> (> (- (rank C) 0) 1) $x22) (=> (> (- (rank C) 0) 2) $x28) (=> (> (- (rank C) 0) 3) $x34) (=> (> (- (rank C) 0) 4) $x40) (=> (> (- (rank C) 0) 5) $x46))))
 (=> $x48 $x50)))))))))) :pattern ( (where C X X) ) :qid where_same))
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
 (let ((?x106 (where in_C in_X in_X)))
(and (distinct ?x106 in_X) true)))
(check-sat)
