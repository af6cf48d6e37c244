; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_concat_ch
; z3 rlimit used: 74141
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c1 () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x30 (concat 1 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y))))
 (let ((?x27 (maxpool kh kw sh sw pt pl pb pr (concat 1 X Y))))
 (let (($x31 (= ?x27 ?x30)))
 (let (($x23 (and (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0))))
 (=> $x23 $x31))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 1 X Y)) ) :pattern ( (concat 1 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_ch))
 )
(assert
 (>= sym_c1 1))
(assert
 (>= sym_c2 1))
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
 (= (dim in_X 1) sym_c1))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank in_Y) 4))
(assert
 (= (dim in_Y 0) sym_n))
(assert
 (= (dim in_Y 1) sym_c2))
(assert
 (= (dim in_Y 2) sym_h))
(assert
 (= (dim in_Y 3) sym_w))
(assert
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (rank ?x91) 4)))
(assert
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x91 0) sym_n)))
(assert
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x91 1) sym_c1)))
(assert
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x91 2) sym_h)))
(assert
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x91 3) sym_w)))
(assert
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (rank ?x102) 4)))
(assert
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x102 0) sym_n)))
(assert
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x102 1) sym_c2)))
(assert
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x102 2) sym_h)))
(assert
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x102 3) sym_w)))
(assert
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x113 (concat 1 ?x91 ?x102)))
 (= (rank ?x113) 4)))))
(assert
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x113 (concat 1 ?x91 ?x102)))
 (= (dim ?x113 0) sym_n)))))
(assert
 (let ((?x119 (+ sym_c1 sym_c2)))
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x113 (concat 1 ?x91 ?x102)))
 (let ((?x118 (dim ?x113 1)))
 (= ?x118 ?x119)))))))
(assert
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x113 (concat 1 ?x91 ?x102)))
 (= (dim ?x113 2) sym_h)))))
(assert
 (let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x113 (concat 1 ?x91 ?x102)))
 (= (dim ?x113 3) sym_w)))))
(assert
 (let ((?x119 (+ sym_c1 sym_c2)))
 (>= ?x119 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x119 (+ sym_c1 sym_c2)))
 (let ((?x126 (concat 1 in_X in_Y)))
 (let ((?x131 (dim ?x126 1)))
 (= ?x131 ?x119)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (let ((?x126 (concat 1 in_X in_Y)))
 (let ((?x137 (maxpool 3 3 1 1 1 1 1 1 ?x126)))
 (= (rank ?x137) 4))))
(assert
 (let ((?x126 (concat 1 in_X in_Y)))
 (let ((?x137 (maxpool 3 3 1 1 1 1 1 1 ?x126)))
 (= (dim ?x137 0) sym_n))))
(assert
 (let ((?x119 (+ sym_c1 sym_c2)))
 (let ((?x126 (concat 1 in_X in_Y)))
 (let ((?x137 (maxpool 3 3 1 1 1 1 1 1 ?x126)))
 (let ((?x142 (dim ?x137 1)))
 (= ?x142 ?x119))))))
(assert
 (let ((?x126 (concat 1 in_X in_Y)))
 (let ((?x137 (maxpool 3 3 1 1 1 1 1 1 ?x126)))
 (= (dim ?x137 2) sym_h))))
(assert
 (let ((?x126 (concat 1 in_X in_Y)))
 (let ((?x137 (maxpool 3 3 1 1 1 1 1 1 ?x126)))
 (= (dim ?x137 3) sym_w))))
(assert
 (let ((?x126 (concat 1 in_X in_Y)))
(let ((?x137 (maxpool 3 3 1 1 1 1 1 1 ?x126)))
(let ((?x102 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
(let ((?x91 (maxpool 3 3 1 1 1 1 1 1 in_X)))
(let ((?x113 (concat 1 ?x91 ?x102)))
(and (distinct ?x113 ?x137) true)))))))
(check-sat)
