; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_concat_batch
; z3 rlimit used: 74141
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x30 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y))))
 (let ((?x27 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x31 (= ?x27 ?x30)))
 (let (($x23 (and (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0))))
 (=> $x23 $x31))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n2))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x91) 4)))
(assert
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x91 0) sym_n)))
(assert
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x91 1) sym_c)))
(assert
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x91 2) sym_h)))
(assert
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x91 3) sym_w)))
(assert
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (rank ?x102) 4)))
(assert
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (dim ?x102 0) sym_n2)))
(assert
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (dim ?x102 1) sym_c)))
(assert
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (dim ?x102 2) sym_h)))
(assert
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (dim ?x102 3) sym_w)))
(assert
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x113 (concat 0 ?x91 ?x102)))
 (= (rank ?x113) 4)))))
(assert
 (let ((?x117 (+ sym_n sym_n2)))
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x113 (concat 0 ?x91 ?x102)))
 (let ((?x116 (dim ?x113 0)))
 (= ?x116 ?x117)))))))
(assert
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x113 (concat 0 ?x91 ?x102)))
 (= (dim ?x113 1) sym_c)))))
(assert
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x113 (concat 0 ?x91 ?x102)))
 (= (dim ?x113 2) sym_h)))))
(assert
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x113 (concat 0 ?x91 ?x102)))
 (= (dim ?x113 3) sym_w)))))
(assert
 (let ((?x117 (+ sym_n sym_n2)))
 (>= ?x117 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x117 (+ sym_n sym_n2)))
 (let ((?x126 (concat 0 in_i1 in_i2)))
 (let ((?x129 (dim ?x126 0)))
 (= ?x129 ?x117)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x126 (concat 0 in_i1 in_i2)))
 (let ((?x137 (maxpool 3 3 1 1 1 1 1 1 ?x126)))
 (= (rank ?x137) 4))))
(assert
 (let ((?x117 (+ sym_n sym_n2)))
 (let ((?x126 (concat 0 in_i1 in_i2)))
 (let ((?x137 (maxpool 3 3 1 1 1 1 1 1 ?x126)))
 (let ((?x140 (dim ?x137 0)))
 (= ?x140 ?x117))))))
(assert
 (let ((?x126 (concat 0 in_i1 in_i2)))
 (let ((?x137 (maxpool 3 3 1 1 1 1 1 1 ?x126)))
 (= (dim ?x137 1) sym_c))))
(assert
 (let ((?x126 (concat 0 in_i1 in_i2)))
 (let ((?x137 (maxpool 3 3 1 1 1 1 1 1 ?x126)))
 (= (dim ?x137 2) sym_h))))
(assert
 (let ((?x126 (concat 0 in_i1 in_i2)))
 (let ((?x137 (maxpool 3 3 1 1 1 1 1 1 ?x126)))
 (= (dim ?x137 3) sym_w))))
(assert
 (let ((?x126 (concat 0 in_i1 in_i2)))
(let ((?x137 (maxpool 3 3 1 1 1 1 1 1 ?x126)))
(let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
(let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x113 (concat 0 ?x91 ?x102)))
(and (distinct ?x113 ?x137) true)))))))
(check-sat)
