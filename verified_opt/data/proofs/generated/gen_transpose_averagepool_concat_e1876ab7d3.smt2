; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_transpose_spatial, transpose4_concat0
; z3 rlimit used: 74318
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
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
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x67 (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x64 (transpose4 p0 p1 p2 p3 (concat p0 X Y))))
 (let (($x68 (= ?x64 ?x67)))
 (let (($x18 (>= p1 0)))
 (let (($x24 (>= p0 0)))
 (let (($x60 (and $x24 $x18 (>= p2 0) (>= p3 0))))
 (=> $x60 $x68))))))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat0))
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
 (let ((?x118 (concat 0 ?x107 ?x96)))
 (= (rank ?x118) 4)))))
(assert
 (let ((?x122 (* 2 sym_n)))
 (let ((?x96 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 ?x96)))
 (let ((?x118 (concat 0 ?x107 ?x96)))
 (let ((?x121 (dim ?x118 0)))
 (= ?x121 ?x122)))))))
(assert
 (let ((?x96 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 ?x96)))
 (let ((?x118 (concat 0 ?x107 ?x96)))
 (= (dim ?x118 1) sym_c)))))
(assert
 (let ((?x96 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 ?x96)))
 (let ((?x118 (concat 0 ?x107 ?x96)))
 (= (dim ?x118 2) sym_w)))))
(assert
 (let ((?x96 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 ?x96)))
 (let ((?x118 (concat 0 ?x107 ?x96)))
 (= (dim ?x118 3) sym_h)))))
(assert
 (let ((?x122 (* 2 sym_n)))
 (>= ?x122 0)))
(assert
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x131) 4)))
(assert
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x131 0) sym_n)))
(assert
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x131 1) sym_c)))
(assert
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x131 2) sym_h)))
(assert
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x131 3) sym_w)))
(assert
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x142 (concat 0 ?x131 in_i1)))
 (= (rank ?x142) 4))))
(assert
 (let ((?x122 (* 2 sym_n)))
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x142 (concat 0 ?x131 in_i1)))
 (let ((?x145 (dim ?x142 0)))
 (= ?x145 ?x122))))))
(assert
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x142 (concat 0 ?x131 in_i1)))
 (= (dim ?x142 1) sym_c))))
(assert
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x142 (concat 0 ?x131 in_i1)))
 (= (dim ?x142 2) sym_h))))
(assert
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x142 (concat 0 ?x131 in_i1)))
 (= (dim ?x142 3) sym_w))))
(assert
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x142 (concat 0 ?x131 in_i1)))
 (let ((?x153 (transpose4 0 1 3 2 ?x142)))
 (= (rank ?x153) 4)))))
(assert
 (let ((?x122 (* 2 sym_n)))
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x142 (concat 0 ?x131 in_i1)))
 (let ((?x153 (transpose4 0 1 3 2 ?x142)))
 (let ((?x156 (dim ?x153 0)))
 (= ?x156 ?x122)))))))
(assert
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x142 (concat 0 ?x131 in_i1)))
 (let ((?x153 (transpose4 0 1 3 2 ?x142)))
 (= (dim ?x153 1) sym_c)))))
(assert
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x142 (concat 0 ?x131 in_i1)))
 (let ((?x153 (transpose4 0 1 3 2 ?x142)))
 (= (dim ?x153 2) sym_w)))))
(assert
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x142 (concat 0 ?x131 in_i1)))
 (let ((?x153 (transpose4 0 1 3 2 ?x142)))
 (= (dim ?x153 3) sym_h)))))
(assert
 (let ((?x131 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x142 (concat 0 ?x131 in_i1)))
(let ((?x153 (transpose4 0 1 3 2 ?x142)))
(let ((?x96 (transpose4 0 1 3 2 in_i1)))
(let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 ?x96)))
(let ((?x118 (concat 0 ?x107 ?x96)))
(and (distinct ?x118 ?x153) true))))))))
(check-sat)
