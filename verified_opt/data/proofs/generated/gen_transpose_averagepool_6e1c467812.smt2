; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_transpose_spatial
; z3 rlimit used: 3214
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x35 (transpose4 0 1 3 2 (avgpool kw kh sw sh pl pt pr pb ci X))))
 (let ((?x33 (avgpool kh kw sh sw pt pl pb pr ci (transpose4 0 1 3 2 X))))
 (let (($x36 (= ?x33 ?x35)))
 (let (($x29 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (= (rank X) 4))))
 (=> $x29 $x36))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (avgpool kw kh sw sh pl pt pr pb ci X)) ) :qid avgpool_transpose_spatial))
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
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_i1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (= (rank ?x91) 4))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_i1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (= (dim ?x91 0) sym_n))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_i1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (= (dim ?x91 1) sym_c))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_i1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (= (dim ?x91 2) sym_w))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_i1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (= (dim ?x91 3) sym_h))))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x102) 4)))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x102 0) sym_n)))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x102 1) sym_c)))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x102 2) sym_h)))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x102 3) sym_w)))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x113 (transpose4 0 1 3 2 ?x102)))
 (= (rank ?x113) 4))))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x113 (transpose4 0 1 3 2 ?x102)))
 (= (dim ?x113 0) sym_n))))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x113 (transpose4 0 1 3 2 ?x102)))
 (= (dim ?x113 1) sym_c))))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x113 (transpose4 0 1 3 2 ?x102)))
 (= (dim ?x113 2) sym_w))))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x113 (transpose4 0 1 3 2 ?x102)))
 (= (dim ?x113 3) sym_h))))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x113 (transpose4 0 1 3 2 ?x102)))
(let ((?x80 (transpose4 0 1 3 2 in_i1)))
(let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
(and (distinct ?x91 ?x113) true))))))
(check-sat)
