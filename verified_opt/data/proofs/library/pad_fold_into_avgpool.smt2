; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_pad
; z3 rlimit used: 2303
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
 (forall ((X T) (ci Int) (kh Int) (kw Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x35 (avgpool kh kw sh sw 0 0 0 0 ci (pad4 0 0 yt xl 0 0 yb xr X))))
 (let (($x37 (= ?x35 (avgpool kh kw sh sw yt xl yb xr 1 X))))
 (let (($x32 (= (rank X) 4)))
 (let (($x28 (>= ci 0)))
 (let (($x26 (>= xr 0)))
 (let (($x25 (>= yb 0)))
 (let (($x24 (>= xl 0)))
 (let (($x23 (>= yt 0)))
 (let (($x21 (>= sw 1)))
 (let (($x19 (>= sh 1)))
 (let (($x17 (>= kw 1)))
 (let (($x16 (>= kh 1)))
 (let (($x33 (and (< yt kh) (< yb kh) (< xl kw) (< xr kw) $x16 $x17 $x19 $x21 $x23 $x24 $x25 $x26 $x28 $x32)))
 (=> $x33 $x37)))))))))))))) :pattern ( (avgpool kh kw sh sw 0 0 0 0 ci (pad4 0 0 yt xl 0 0 yb xr X)) ) :qid avgpool_pad))
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
 (let ((?x100 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x100 0) sym_n)))
(assert
 (let ((?x100 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x100 1) sym_c)))
(assert
 (let ((?x108 (+ 2 sym_h)))
 (let ((?x100 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x107 (dim ?x100 2)))
 (= ?x107 ?x108)))))
(assert
 (let ((?x111 (+ 2 sym_w)))
 (let ((?x100 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x110 (dim ?x100 3)))
 (= ?x110 ?x111)))))
(assert
 (let ((?x100 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x113 (avgpool 3 3 1 1 0 0 0 0 0 ?x100)))
 (= (rank ?x113) 4))))
(assert
 (let ((?x100 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x113 (avgpool 3 3 1 1 0 0 0 0 0 ?x100)))
 (= (dim ?x113 0) sym_n))))
(assert
 (let ((?x100 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x113 (avgpool 3 3 1 1 0 0 0 0 0 ?x100)))
 (= (dim ?x113 1) sym_c))))
(assert
 (let ((?x100 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x113 (avgpool 3 3 1 1 0 0 0 0 0 ?x100)))
 (= (dim ?x113 2) sym_h))))
(assert
 (let ((?x100 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x113 (avgpool 3 3 1 1 0 0 0 0 0 ?x100)))
 (= (dim ?x113 3) sym_w))))
(assert
 (let ((?x108 (+ 2 sym_h)))
 (>= ?x108 0)))
(assert
 (let ((?x111 (+ 2 sym_w)))
 (>= ?x111 0)))
(assert
 (let ((?x126 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (rank ?x126) 4)))
(assert
 (let ((?x126 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (dim ?x126 0) sym_n)))
(assert
 (let ((?x126 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (dim ?x126 1) sym_c)))
(assert
 (let ((?x126 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (dim ?x126 2) sym_h)))
(assert
 (let ((?x126 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
 (= (dim ?x126 3) sym_w)))
(assert
 (let ((?x126 (avgpool 3 3 1 1 1 1 1 1 1 in_X)))
(let ((?x100 (pad4 0 0 1 1 0 0 1 1 in_X)))
(let ((?x113 (avgpool 3 3 1 1 0 0 0 0 0 ?x100)))
(and (distinct ?x113 ?x126) true)))))
(check-sat)
