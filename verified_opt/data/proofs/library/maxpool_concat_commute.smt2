; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_concat_ch
; z3 rlimit used: 4532
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c1 () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x35 (concat 1 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y))))
 (let ((?x32 (maxpool kh kw sh sw pt pl pb pr (concat 1 X Y))))
 (let (($x36 (= ?x32 ?x35)))
 (let (($x30 (and (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x30 $x36))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 1 X Y)) ) :pattern ( (concat 1 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_ch))
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
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (rank ?x95) 4)))
(assert
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x95 0) sym_n)))
(assert
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x95 1) sym_c1)))
(assert
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x95 2) sym_h)))
(assert
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x95 3) sym_w)))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (rank ?x106) 4)))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x106 0) sym_n)))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x106 1) sym_c2)))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x106 2) sym_h)))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x106 3) sym_w)))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x117 (concat 1 ?x95 ?x106)))
 (= (rank ?x117) 4)))))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x117 (concat 1 ?x95 ?x106)))
 (= (dim ?x117 0) sym_n)))))
(assert
 (let ((?x123 (+ sym_c1 sym_c2)))
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x117 (concat 1 ?x95 ?x106)))
 (let ((?x122 (dim ?x117 1)))
 (= ?x122 ?x123)))))))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x117 (concat 1 ?x95 ?x106)))
 (= (dim ?x117 2) sym_h)))))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x117 (concat 1 ?x95 ?x106)))
 (= (dim ?x117 3) sym_w)))))
(assert
 (let ((?x123 (+ sym_c1 sym_c2)))
 (>= ?x123 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x123 (+ sym_c1 sym_c2)))
 (let ((?x130 (concat 1 in_X in_Y)))
 (let ((?x135 (dim ?x130 1)))
 (= ?x135 ?x123)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (let ((?x130 (concat 1 in_X in_Y)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (= (rank ?x141) 4))))
(assert
 (let ((?x130 (concat 1 in_X in_Y)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (= (dim ?x141 0) sym_n))))
(assert
 (let ((?x123 (+ sym_c1 sym_c2)))
 (let ((?x130 (concat 1 in_X in_Y)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (let ((?x146 (dim ?x141 1)))
 (= ?x146 ?x123))))))
(assert
 (let ((?x130 (concat 1 in_X in_Y)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (= (dim ?x141 2) sym_h))))
(assert
 (let ((?x130 (concat 1 in_X in_Y)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (= (dim ?x141 3) sym_w))))
(assert
 (let ((?x130 (concat 1 in_X in_Y)))
(let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
(let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
(let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_X)))
(let ((?x117 (concat 1 ?x95 ?x106)))
(and (distinct ?x117 ?x141) true)))))))
(check-sat)
