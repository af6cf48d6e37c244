; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_transpose_spatial, transpose4_concat0
; z3 rlimit used: 8281
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun concat (Int T T) T)
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
 (let (($x24 (>= pr 0)))
 (let (($x18 (>= pt 0)))
 (let (($x29 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) $x18 (>= pl 0) (>= pb 0) $x24 (= (rank X) 4))))
 (=> $x29 $x36))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (avgpool kw kh sw sh pl pt pr pb ci X)) ) :qid avgpool_transpose_spatial))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x74 (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x71 (transpose4 p0 p1 p2 p3 (concat p0 X Y))))
 (let (($x75 (= ?x71 ?x74)))
 (let (($x18 (>= p1 0)))
 (let (($x24 (>= p0 0)))
 (let (($x69 (and $x24 $x18 (>= p2 0) (>= p3 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x69 $x75))))))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat0))
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
 (let ((?x102 (transpose4 0 1 3 2 in_i1)))
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 ?x102)))
 (= (rank ?x113) 4))))
(assert
 (let ((?x102 (transpose4 0 1 3 2 in_i1)))
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 ?x102)))
 (= (dim ?x113 0) sym_n))))
(assert
 (let ((?x102 (transpose4 0 1 3 2 in_i1)))
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 ?x102)))
 (= (dim ?x113 1) sym_c))))
(assert
 (let ((?x102 (transpose4 0 1 3 2 in_i1)))
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 ?x102)))
 (= (dim ?x113 2) sym_w))))
(assert
 (let ((?x102 (transpose4 0 1 3 2 in_i1)))
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 ?x102)))
 (= (dim ?x113 3) sym_h))))
(assert
 (let ((?x102 (transpose4 0 1 3 2 in_i1)))
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 ?x102)))
 (let ((?x124 (concat 0 ?x102 ?x113)))
 (= (rank ?x124) 4)))))
(assert
 (let ((?x128 (* 2 sym_n)))
 (let ((?x102 (transpose4 0 1 3 2 in_i1)))
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 ?x102)))
 (let ((?x124 (concat 0 ?x102 ?x113)))
 (let ((?x127 (dim ?x124 0)))
 (= ?x127 ?x128)))))))
(assert
 (let ((?x102 (transpose4 0 1 3 2 in_i1)))
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 ?x102)))
 (let ((?x124 (concat 0 ?x102 ?x113)))
 (= (dim ?x124 1) sym_c)))))
(assert
 (let ((?x102 (transpose4 0 1 3 2 in_i1)))
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 ?x102)))
 (let ((?x124 (concat 0 ?x102 ?x113)))
 (= (dim ?x124 2) sym_w)))))
(assert
 (let ((?x102 (transpose4 0 1 3 2 in_i1)))
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 ?x102)))
 (let ((?x124 (concat 0 ?x102 ?x113)))
 (= (dim ?x124 3) sym_h)))))
(assert
 (let ((?x128 (* 2 sym_n)))
 (>= ?x128 0)))
(assert
 (let ((?x137 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x137) 4)))
(assert
 (let ((?x137 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x137 0) sym_n)))
(assert
 (let ((?x137 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x137 1) sym_c)))
(assert
 (let ((?x137 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x137 2) sym_h)))
(assert
 (let ((?x137 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x137 3) sym_w)))
(assert
 (let ((?x137 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x148 (concat 0 in_i1 ?x137)))
 (= (rank ?x148) 4))))
(assert
 (let ((?x128 (* 2 sym_n)))
 (let ((?x137 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x148 (concat 0 in_i1 ?x137)))
 (let ((?x151 (dim ?x148 0)))
 (= ?x151 ?x128))))))
(assert
 (let ((?x137 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x148 (concat 0 in_i1 ?x137)))
 (= (dim ?x148 1) sym_c))))
(assert
 (let ((?x137 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x148 (concat 0 in_i1 ?x137)))
 (= (dim ?x148 2) sym_h))))
(assert
 (let ((?x137 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x148 (concat 0 in_i1 ?x137)))
 (= (dim ?x148 3) sym_w))))
(assert
 (let ((?x137 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x148 (concat 0 in_i1 ?x137)))
 (let ((?x159 (transpose4 0 1 3 2 ?x148)))
 (= (rank ?x159) 4)))))
(assert
 (let ((?x128 (* 2 sym_n)))
 (let ((?x137 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x148 (concat 0 in_i1 ?x137)))
 (let ((?x159 (transpose4 0 1 3 2 ?x148)))
 (let ((?x162 (dim ?x159 0)))
 (= ?x162 ?x128)))))))
(assert
 (let ((?x137 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x148 (concat 0 in_i1 ?x137)))
 (let ((?x159 (transpose4 0 1 3 2 ?x148)))
 (= (dim ?x159 1) sym_c)))))
(assert
 (let ((?x137 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x148 (concat 0 in_i1 ?x137)))
 (let ((?x159 (transpose4 0 1 3 2 ?x148)))
 (= (dim ?x159 2) sym_w)))))
(assert
 (let ((?x137 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x148 (concat 0 in_i1 ?x137)))
 (let ((?x159 (transpose4 0 1 3 2 ?x148)))
 (= (dim ?x159 3) sym_h)))))
(assert
 (let ((?x137 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x148 (concat 0 in_i1 ?x137)))
(let ((?x159 (transpose4 0 1 3 2 ?x148)))
(let ((?x102 (transpose4 0 1 3 2 in_i1)))
(let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 ?x102)))
(let ((?x124 (concat 0 ?x102 ?x113)))
(and (distinct ?x124 ?x159) true))))))))
(check-sat)
