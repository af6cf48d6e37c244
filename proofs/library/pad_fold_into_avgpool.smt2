; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_pad
; z3 rlimit used: 50299
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
 (forall ((X T) (ci Int) (kh Int) (kw Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x22 (avgpool kh kw sh sw 0 0 0 0 ci (pad4 0 0 yt xl 0 0 yb xr X))))
 (let (($x25 (= ?x22 (avgpool kh kw sh sw yt xl yb xr 1 X))))
 (=> (and (< yt kh) (< yb kh) (< xl kw) (< xr kw)) $x25))) :pattern ( (avgpool kh kw sh sw 0 0 0 0 ci (pad4 0 0 yt xl 0 0 yb xr X)) ) :qid avgpool_pad))
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
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x89 0) sym_n)))
(assert
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x89 1) sym_c)))
(assert
 (let ((?x97 (+ 2 sym_h)))
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x96 (dim ?x89 2)))
 (= ?x96 ?x97)))))
(assert
 (let ((?x100 (+ 2 sym_w)))
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x99 (dim ?x89 3)))
 (= ?x99 ?x100)))))
(assert
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x102 (avgpool 3 3 1 1 0 0 0 0 0 ?x89)))
 (= (rank ?x102) 4))))
(assert
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x102 (avgpool 3 3 1 1 0 0 0 0 0 ?x89)))
 (= (dim ?x102 0) sym_n))))
(assert
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x102 (avgpool 3 3 1 1 0 0 0 0 0 ?x89)))
 (= (dim ?x102 1) sym_c))))
(assert
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x102 (avgpool 3 3 1 1 0 0 0 0 0 ?x89)))
 (= (dim ?x102 2) sym_h))))
(assert
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x102 (avgpool 3 3 1 1 0 0 0 0 0 ?x89)))
 (= (dim ?x102 3) sym_w))))
(assert
 (let ((?x97 (+ 2 sym_h)))
 (>= ?x97 0)))
(assert
 (let ((?x100 (+ 2 sym_w)))
 (>= ?x100 0)))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (rank ?x115) 4)))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (dim ?x115 0) sym_n)))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (dim ?x115 1) sym_c)))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (dim ?x115 2) sym_h)))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (dim ?x115 3) sym_w)))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
(let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_X)))
(let ((?x102 (avgpool 3 3 1 1 0 0 0 0 0 ?x89)))
(and (distinct ?x102 ?x115) true)))))
(check-sat)
