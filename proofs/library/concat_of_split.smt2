; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_slices, slice_full
; z3 rlimit used: 40694
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun sym_a () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(assert
 (forall ((X T) (ax Int) (n Int) )(! (let ((?x173 (slice ax 0 n X)))
 (let (($x75 (= ?x173 X)))
 (=> (and (= (dim X ax) n)) $x75))) :pattern ( (slice ax 0 n X) ) :qid slice_full))
 )
(assert
 (forall ((X T) (ax Int) (e Int) (m Int) (s Int) )(! (let ((?x297 (slice ax s m X)))
 (let ((?x290 (concat ax ?x297 (slice ax m e X))))
 (let (($x307 (= ?x290 (slice ax s e X))))
 (=> (and (<= s m) (<= m e) (<= e (dim X ax))) $x307)))) :pattern ( (concat ax (slice ax s m X) (slice ax m e X)) ) :qid concat_slices))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_a 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_n))
(assert
 (= (rank (slice 1 0 sym_a in_X)) 2))
(assert
 (= (dim (slice 1 0 sym_a in_X) 0) sym_m))
(assert
 (= (dim (slice 1 0 sym_a in_X) 1) sym_a))
(assert
 (= (rank (slice 1 sym_a sym_n in_X)) 2))
(assert
 (= (dim (slice 1 sym_a sym_n in_X) 0) sym_m))
(assert
 (let ((?x3441 (* (- 1) sym_a)))
 (let ((?x3439 (+ sym_n ?x3441)))
 (let ((?x3438 (slice 1 sym_a sym_n in_X)))
 (let ((?x2008 (dim ?x3438 1)))
 (= ?x2008 ?x3439))))))
(assert
 (let ((?x3438 (slice 1 sym_a sym_n in_X)))
 (let ((?x3599 (slice 1 0 sym_a in_X)))
 (let ((?x3222 (concat 1 ?x3599 ?x3438)))
 (= (rank ?x3222) 2)))))
(assert
 (let ((?x3438 (slice 1 sym_a sym_n in_X)))
 (let ((?x3599 (slice 1 0 sym_a in_X)))
 (let ((?x3222 (concat 1 ?x3599 ?x3438)))
 (= (dim ?x3222 0) sym_m)))))
(assert
 (let ((?x3438 (slice 1 sym_a sym_n in_X)))
 (let ((?x3599 (slice 1 0 sym_a in_X)))
 (let ((?x3222 (concat 1 ?x3599 ?x3438)))
 (= (dim ?x3222 1) sym_n)))))
(assert
 (let ((?x3441 (* (- 1) sym_a)))
 (let ((?x3439 (+ sym_n ?x3441)))
 (>= ?x3439 0))))
(assert
 (let ((?x3438 (slice 1 sym_a sym_n in_X)))
(let ((?x3599 (slice 1 0 sym_a in_X)))
(let ((?x3222 (concat 1 ?x3599 ?x3438)))
(and (distinct ?x3222 in_X) true)))))
(check-sat)
