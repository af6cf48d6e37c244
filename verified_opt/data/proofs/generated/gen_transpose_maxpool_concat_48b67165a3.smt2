; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_transpose_spatial, transpose4_concat0
; z3 rlimit used: 8225
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x33 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x31 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (let (($x34 (= ?x31 ?x33)))
 (let (($x22 (>= pr 0)))
 (let (($x16 (>= pt 0)))
 (let (($x27 (and (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) $x16 (>= pl 0) (>= pb 0) $x22 (= (rank X) 4))))
 (=> $x27 $x34))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x72 (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x69 (transpose4 p0 p1 p2 p3 (concat p0 X Y))))
 (let (($x73 (= ?x69 ?x72)))
 (let (($x16 (>= p1 0)))
 (let (($x22 (>= p0 0)))
 (let (($x67 (and $x22 $x16 (>= p2 0) (>= p3 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x67 $x73))))))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat0))
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
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (= (rank ?x111) 4))))
(assert
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (= (dim ?x111 0) sym_n))))
(assert
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (= (dim ?x111 1) sym_c))))
(assert
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (= (dim ?x111 2) sym_w))))
(assert
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (= (dim ?x111 3) sym_h))))
(assert
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (let ((?x122 (concat 0 ?x111 ?x100)))
 (= (rank ?x122) 4)))))
(assert
 (let ((?x126 (* 2 sym_n)))
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (let ((?x122 (concat 0 ?x111 ?x100)))
 (let ((?x125 (dim ?x122 0)))
 (= ?x125 ?x126)))))))
(assert
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (let ((?x122 (concat 0 ?x111 ?x100)))
 (= (dim ?x122 1) sym_c)))))
(assert
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (let ((?x122 (concat 0 ?x111 ?x100)))
 (= (dim ?x122 2) sym_w)))))
(assert
 (let ((?x100 (transpose4 0 1 3 2 in_i1)))
 (let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
 (let ((?x122 (concat 0 ?x111 ?x100)))
 (= (dim ?x122 3) sym_h)))))
(assert
 (let ((?x126 (* 2 sym_n)))
 (>= ?x126 0)))
(assert
 (let ((?x135 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x135) 4)))
(assert
 (let ((?x135 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x135 0) sym_n)))
(assert
 (let ((?x135 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x135 1) sym_c)))
(assert
 (let ((?x135 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x135 2) sym_h)))
(assert
 (let ((?x135 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x135 3) sym_w)))
(assert
 (let ((?x135 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (= (rank ?x146) 4))))
(assert
 (let ((?x126 (* 2 sym_n)))
 (let ((?x135 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (let ((?x149 (dim ?x146 0)))
 (= ?x149 ?x126))))))
(assert
 (let ((?x135 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (= (dim ?x146 1) sym_c))))
(assert
 (let ((?x135 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (= (dim ?x146 2) sym_h))))
(assert
 (let ((?x135 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (= (dim ?x146 3) sym_w))))
(assert
 (let ((?x135 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (let ((?x157 (transpose4 0 1 3 2 ?x146)))
 (= (rank ?x157) 4)))))
(assert
 (let ((?x126 (* 2 sym_n)))
 (let ((?x135 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (let ((?x157 (transpose4 0 1 3 2 ?x146)))
 (let ((?x160 (dim ?x157 0)))
 (= ?x160 ?x126)))))))
(assert
 (let ((?x135 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (let ((?x157 (transpose4 0 1 3 2 ?x146)))
 (= (dim ?x157 1) sym_c)))))
(assert
 (let ((?x135 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (let ((?x157 (transpose4 0 1 3 2 ?x146)))
 (= (dim ?x157 2) sym_w)))))
(assert
 (let ((?x135 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (let ((?x157 (transpose4 0 1 3 2 ?x146)))
 (= (dim ?x157 3) sym_h)))))
(assert
 (let ((?x135 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x146 (concat 0 ?x135 in_i1)))
(let ((?x157 (transpose4 0 1 3 2 ?x146)))
(let ((?x100 (transpose4 0 1 3 2 in_i1)))
(let ((?x111 (maxpool 3 3 1 1 1 1 1 1 ?x100)))
(let ((?x122 (concat 0 ?x111 ?x100)))
(and (distinct ?x122 ?x157) true))))))))
(check-sat)
