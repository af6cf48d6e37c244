; verified_opt proof obligation: unsat means the rule holds
; axioms used: sub_add_cancel
; z3 rlimit used: 110525
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun sub (T T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x50 (sub (add X Y) Y)))
 (let (($x51 (= ?x50 X)))
 (let (($x46 (= (dim X 5) (dim Y 5))))
 (let (($x40 (= (dim X 4) (dim Y 4))))
 (let (($x34 (= (dim X 3) (dim Y 3))))
 (let (($x28 (= (dim X 2) (dim Y 2))))
 (let (($x22 (= (dim X 1) (dim Y 1))))
 (let (($x16 (= (dim X 0) (dim Y 0))))
 (let (($x48 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x16) (=> (> (- (rank X) 0) 1) $x22) (=> (> (- (rank X) 0) 2) $x28) (=> (> (- (rank X) 0) 3) $x34) (=> (> (- (rank X) 0) 4) $x40) (=> (> (- (rank X) 0) 5) $x46))))
 (=> $x48 $x51)))))))))) :pattern ( (sub (add X Y) Y) ) :qid sub_add_cancel))
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
 (= (rank in_Y) 2))
(assert
 (= (dim in_Y 0) sym_m))
(assert
 (= (dim in_Y 1) sym_n))
(assert
 (= (rank (add in_X in_Y)) 2))
(assert
 (= (dim (add in_X in_Y) 0) sym_m))
(assert
 (= (dim (add in_X in_Y) 1) sym_n))
(assert
 (= (rank (sub (add in_X in_Y) in_Y)) 2))
(assert
 (= (dim (sub (add in_X in_Y) in_Y) 0) sym_m))
(assert
 (= (dim (sub (add in_X in_Y) in_Y) 1) sym_n))
(assert
 (let ((?x107 (add in_X in_Y)))
(let ((?x114 (sub ?x107 in_Y)))
(and (distinct ?x114 in_X) true))))
(check-sat)
