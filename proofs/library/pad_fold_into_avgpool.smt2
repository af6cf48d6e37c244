; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_pad
; z3 rlimit used: 40879
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (ci Int) (kh Int) (kw Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x1257 (avgpool kh kw sh sw 0 0 0 0 ci (pad4 0 0 yt xl 0 0 yb xr X))))
 (let (($x1273 (= ?x1257 (avgpool kh kw sh sw yt xl yb xr 1 X))))
 (=> (and (< yt kh) (< yb kh) (< xl kw) (< xr kw)) $x1273))) :pattern ( (avgpool kh kw sh sw 0 0 0 0 ci (pad4 0 0 yt xl 0 0 yb xr X)) ) :qid avgpool_pad))
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
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_X)) 4))
(assert
 (let ((?x2700 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x2700 0) sym_n)))
(assert
 (let ((?x2700 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x2700 1) sym_c)))
(assert
 (let ((?x2633 (+ 2 sym_h)))
 (let ((?x2700 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x3619 (dim ?x2700 2)))
 (= ?x3619 ?x2633)))))
(assert
 (let ((?x2878 (+ 2 sym_w)))
 (let ((?x2700 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x2968 (dim ?x2700 3)))
 (= ?x2968 ?x2878)))))
(assert
 (let ((?x2700 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x2594 (avgpool 3 3 1 1 0 0 0 0 0 ?x2700)))
 (= (rank ?x2594) 4))))
(assert
 (let ((?x2700 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x2594 (avgpool 3 3 1 1 0 0 0 0 0 ?x2700)))
 (= (dim ?x2594 0) sym_n))))
(assert
 (let ((?x2700 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x2594 (avgpool 3 3 1 1 0 0 0 0 0 ?x2700)))
 (= (dim ?x2594 1) sym_c))))
(assert
 (let ((?x2700 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x2594 (avgpool 3 3 1 1 0 0 0 0 0 ?x2700)))
 (= (dim ?x2594 2) sym_h))))
(assert
 (let ((?x2700 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x2594 (avgpool 3 3 1 1 0 0 0 0 0 ?x2700)))
 (= (dim ?x2594 3) sym_w))))
(assert
 (let ((?x2633 (+ 2 sym_h)))
 (>= ?x2633 0)))
(assert
 (let ((?x2878 (+ 2 sym_w)))
 (>= ?x2878 0)))
(assert
 (let ((?x3109 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (rank ?x3109) 4)))
(assert
 (let ((?x3109 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (dim ?x3109 0) sym_n)))
(assert
 (let ((?x3109 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (dim ?x3109 1) sym_c)))
(assert
 (let ((?x3109 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (dim ?x3109 2) sym_h)))
(assert
 (let ((?x3109 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (dim ?x3109 3) sym_w)))
(assert
 (let ((?x3109 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
(let ((?x2700 (pad4 0 0 1 1 0 0 1 1 in_X)))
(let ((?x2594 (avgpool 3 3 1 1 0 0 0 0 0 ?x2700)))
(and (distinct ?x2594 ?x3109) true)))))
(check-sat)
