; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_transpose_spatial, transpose4_mul
; z3 rlimit used: 74222
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun mul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (transpose4 0 1 3 2 (avgpool kw kh sw sh pl pt pr pb ci X))))
 (let ((?x30 (avgpool kh kw sh sw pt pl pb pr ci (transpose4 0 1 3 2 X))))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x24 (>= pr 0)))
 (let (($x18 (>= pt 0)))
 (let (($x25 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) $x18 (>= pl 0) (>= pb 0) $x24)))
 (=> $x25 $x33))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (avgpool kw kh sw sh pl pt pr pb ci X)) ) :qid avgpool_transpose_spatial))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x67 (mul (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x64 (transpose4 p0 p1 p2 p3 (mul X Y))))
 (let (($x68 (= ?x64 ?x67)))
 (let (($x18 (>= p1 0)))
 (let (($x24 (>= p0 0)))
 (let (($x60 (and $x24 $x18 (>= p2 0) (>= p3 0))))
 (=> $x60 $x68))))))) :pattern ( (transpose4 p0 p1 p2 p3 (mul X Y)) ) :pattern ( (mul (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_mul))
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
 (let ((?x96 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 ?x96)))
 (= (rank ?x107) 4))))
(assert
 (let ((?x96 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 ?x96)))
 (= (dim ?x107 0) sym_n))))
(assert
 (let ((?x96 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 ?x96)))
 (= (dim ?x107 1) sym_c))))
(assert
 (let ((?x96 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 ?x96)))
 (= (dim ?x107 2) sym_w))))
(assert
 (let ((?x96 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 ?x96)))
 (= (dim ?x107 3) sym_h))))
(assert
 (let ((?x96 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 ?x96)))
 (let ((?x118 (mul ?x96 ?x107)))
 (= (rank ?x118) 4)))))
(assert
 (let ((?x96 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 ?x96)))
 (let ((?x118 (mul ?x96 ?x107)))
 (= (dim ?x118 0) sym_n)))))
(assert
 (let ((?x96 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 ?x96)))
 (let ((?x118 (mul ?x96 ?x107)))
 (= (dim ?x118 1) sym_c)))))
(assert
 (let ((?x96 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 ?x96)))
 (let ((?x118 (mul ?x96 ?x107)))
 (= (dim ?x118 2) sym_w)))))
(assert
 (let ((?x96 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 ?x96)))
 (let ((?x118 (mul ?x96 ?x107)))
 (= (dim ?x118 3) sym_h)))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x129) 4)))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x129 0) sym_n)))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x129 1) sym_c)))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x129 2) sym_h)))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x129 3) sym_w)))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (mul in_i1 ?x129)))
 (= (rank ?x140) 4))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (mul in_i1 ?x129)))
 (= (dim ?x140 0) sym_n))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (mul in_i1 ?x129)))
 (= (dim ?x140 1) sym_c))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (mul in_i1 ?x129)))
 (= (dim ?x140 2) sym_h))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (mul in_i1 ?x129)))
 (= (dim ?x140 3) sym_w))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (mul in_i1 ?x129)))
 (let ((?x151 (transpose4 0 1 3 2 ?x140)))
 (= (rank ?x151) 4)))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (mul in_i1 ?x129)))
 (let ((?x151 (transpose4 0 1 3 2 ?x140)))
 (= (dim ?x151 0) sym_n)))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (mul in_i1 ?x129)))
 (let ((?x151 (transpose4 0 1 3 2 ?x140)))
 (= (dim ?x151 1) sym_c)))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (mul in_i1 ?x129)))
 (let ((?x151 (transpose4 0 1 3 2 ?x140)))
 (= (dim ?x151 2) sym_w)))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (mul in_i1 ?x129)))
 (let ((?x151 (transpose4 0 1 3 2 ?x140)))
 (= (dim ?x151 3) sym_h)))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x140 (mul in_i1 ?x129)))
(let ((?x151 (transpose4 0 1 3 2 ?x140)))
(let ((?x96 (transpose4 0 1 3 2 in_i1)))
(let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 ?x96)))
(let ((?x118 (mul ?x96 ?x107)))
(and (distinct ?x118 ?x151) true))))))))
(check-sat)
