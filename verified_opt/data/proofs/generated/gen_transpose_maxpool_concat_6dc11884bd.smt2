; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_transpose_spatial, transpose4_concat0
; z3 rlimit used: 74310
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x30 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x28 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (let (($x31 (= ?x28 ?x30)))
 (let (($x22 (>= pr 0)))
 (let (($x16 (>= pt 0)))
 (let (($x23 (and (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) $x16 (>= pl 0) (>= pb 0) $x22)))
 (=> $x23 $x31))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x65 (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x62 (transpose4 p0 p1 p2 p3 (concat p0 X Y))))
 (let (($x66 (= ?x62 ?x65)))
 (let (($x16 (>= p1 0)))
 (let (($x22 (>= p0 0)))
 (let (($x58 (and $x22 $x16 (>= p2 0) (>= p3 0))))
 (=> $x58 $x66))))))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat0))
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
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (= (rank ?x105) 4))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (= (dim ?x105 0) sym_n))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (= (dim ?x105 1) sym_c))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (= (dim ?x105 2) sym_w))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (= (dim ?x105 3) sym_h))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (let ((?x116 (concat 0 ?x94 ?x105)))
 (= (rank ?x116) 4)))))
(assert
 (let ((?x120 (* 2 sym_n)))
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (let ((?x116 (concat 0 ?x94 ?x105)))
 (let ((?x119 (dim ?x116 0)))
 (= ?x119 ?x120)))))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (let ((?x116 (concat 0 ?x94 ?x105)))
 (= (dim ?x116 1) sym_c)))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (let ((?x116 (concat 0 ?x94 ?x105)))
 (= (dim ?x116 2) sym_w)))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
 (let ((?x116 (concat 0 ?x94 ?x105)))
 (= (dim ?x116 3) sym_h)))))
(assert
 (let ((?x120 (* 2 sym_n)))
 (>= ?x120 0)))
(assert
 (let ((?x129 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x129) 4)))
(assert
 (let ((?x129 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x129 0) sym_n)))
(assert
 (let ((?x129 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x129 1) sym_c)))
(assert
 (let ((?x129 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x129 2) sym_h)))
(assert
 (let ((?x129 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x129 3) sym_w)))
(assert
 (let ((?x129 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x140 (concat 0 in_i1 ?x129)))
 (= (rank ?x140) 4))))
(assert
 (let ((?x120 (* 2 sym_n)))
 (let ((?x129 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x140 (concat 0 in_i1 ?x129)))
 (let ((?x143 (dim ?x140 0)))
 (= ?x143 ?x120))))))
(assert
 (let ((?x129 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x140 (concat 0 in_i1 ?x129)))
 (= (dim ?x140 1) sym_c))))
(assert
 (let ((?x129 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x140 (concat 0 in_i1 ?x129)))
 (= (dim ?x140 2) sym_h))))
(assert
 (let ((?x129 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x140 (concat 0 in_i1 ?x129)))
 (= (dim ?x140 3) sym_w))))
(assert
 (let ((?x129 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x140 (concat 0 in_i1 ?x129)))
 (let ((?x151 (transpose4 0 1 3 2 ?x140)))
 (= (rank ?x151) 4)))))
(assert
 (let ((?x120 (* 2 sym_n)))
 (let ((?x129 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x140 (concat 0 in_i1 ?x129)))
 (let ((?x151 (transpose4 0 1 3 2 ?x140)))
 (let ((?x154 (dim ?x151 0)))
 (= ?x154 ?x120)))))))
(assert
 (let ((?x129 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x140 (concat 0 in_i1 ?x129)))
 (let ((?x151 (transpose4 0 1 3 2 ?x140)))
 (= (dim ?x151 1) sym_c)))))
(assert
 (let ((?x129 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x140 (concat 0 in_i1 ?x129)))
 (let ((?x151 (transpose4 0 1 3 2 ?x140)))
 (= (dim ?x151 2) sym_w)))))
(assert
 (let ((?x129 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x140 (concat 0 in_i1 ?x129)))
 (let ((?x151 (transpose4 0 1 3 2 ?x140)))
 (= (dim ?x151 3) sym_h)))))
(assert
 (let ((?x129 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x140 (concat 0 in_i1 ?x129)))
(let ((?x151 (transpose4 0 1 3 2 ?x140)))
(let ((?x94 (transpose4 0 1 3 2 in_i1)))
(let ((?x105 (maxpool 3 3 1 1 1 1 1 1 ?x94)))
(let ((?x116 (concat 0 ?x94 ?x105)))
(and (distinct ?x116 ?x151) true))))))))
(check-sat)
