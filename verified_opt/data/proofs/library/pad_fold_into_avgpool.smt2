; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_pad
; z3 rlimit used: 2331
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (ci Int) (kh Int) (kw Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x36 (avgpool kh kw sh sw 0 0 0 0 ci (pad4 0 0 yt xl 0 0 yb xr X))))
 (let (($x38 (= ?x36 (avgpool kh kw sh sw yt xl yb xr 1 X))))
 (let (($x33 (= (rank X) 4)))
 (let (($x29 (>= ci 0)))
 (let (($x28 (>= xr 0)))
 (let (($x27 (>= yb 0)))
 (let (($x26 (>= xl 0)))
 (let (($x25 (>= yt 0)))
 (let (($x23 (>= sw 1)))
 (let (($x21 (>= sh 1)))
 (let (($x19 (>= kw 1)))
 (let (($x18 (>= kh 1)))
 (let (($x34 (and (>= 1 ci) (< yt kh) (< yb kh) (< xl kw) (< xr kw) $x18 $x19 $x21 $x23 $x25 $x26 $x27 $x28 $x29 $x33)))
 (=> $x34 $x38)))))))))))))) :pattern ( (avgpool kh kw sh sw 0 0 0 0 ci (pad4 0 0 yt xl 0 0 yb xr X)) ) :qid avgpool_pad))
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
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_X)) 4))
(assert
 (let ((?x102 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x102 0) sym_n)))
(assert
 (let ((?x102 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x102 1) sym_c)))
(assert
 (let ((?x110 (+ 2 sym_h)))
 (let ((?x102 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x109 (dim ?x102 2)))
 (= ?x109 ?x110)))))
(assert
 (let ((?x113 (+ 2 sym_w)))
 (let ((?x102 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x112 (dim ?x102 3)))
 (= ?x112 ?x113)))))
(assert
 (let ((?x102 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x115 (avgpool 3 3 1 1 0 0 0 0 0 ?x102)))
 (= (rank ?x115) 4))))
(assert
 (let ((?x102 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x115 (avgpool 3 3 1 1 0 0 0 0 0 ?x102)))
 (= (dim ?x115 0) sym_n))))
(assert
 (let ((?x102 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x115 (avgpool 3 3 1 1 0 0 0 0 0 ?x102)))
 (= (dim ?x115 1) sym_c))))
(assert
 (let ((?x102 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x115 (avgpool 3 3 1 1 0 0 0 0 0 ?x102)))
 (= (dim ?x115 2) sym_h))))
(assert
 (let ((?x102 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x115 (avgpool 3 3 1 1 0 0 0 0 0 ?x102)))
 (= (dim ?x115 3) sym_w))))
(assert
 (let ((?x110 (+ 2 sym_h)))
 (>= ?x110 0)))
(assert
 (let ((?x113 (+ 2 sym_w)))
 (>= ?x113 0)))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (rank ?x128) 4)))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (dim ?x128 0) sym_n)))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (dim ?x128 1) sym_c)))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (dim ?x128 2) sym_h)))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (dim ?x128 3) sym_w)))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
(let ((?x102 (pad4 0 0 1 1 0 0 1 1 in_X)))
(let ((?x115 (avgpool 3 3 1 1 0 0 0 0 0 ?x102)))
(and (distinct ?x115 ?x128) true)))))
(check-sat)
