; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_concat_ch
; z3 rlimit used: 4887
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c1 () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x46 (concat 1 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y))))
 (let ((?x43 (maxpool kh kw sh sw pt pl pb pr (concat 1 X Y))))
 (let (($x47 (= ?x43 ?x46)))
 (let (($x41 (and (= (dim X 0) (dim Y 0)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x41 $x47))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 1 X Y)) ) :pattern ( (concat 1 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_ch))
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
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (rank ?x104) 4)))
(assert
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x104 0) sym_n)))
(assert
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x104 1) sym_c1)))
(assert
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x104 2) sym_h)))
(assert
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x104 3) sym_w)))
(assert
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (rank ?x115) 4)))
(assert
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x115 0) sym_n)))
(assert
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x115 1) sym_c2)))
(assert
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x115 2) sym_h)))
(assert
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x115 3) sym_w)))
(assert
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x126 (concat 1 ?x104 ?x115)))
 (= (rank ?x126) 4)))))
(assert
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x126 (concat 1 ?x104 ?x115)))
 (= (dim ?x126 0) sym_n)))))
(assert
 (let ((?x132 (+ sym_c1 sym_c2)))
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x126 (concat 1 ?x104 ?x115)))
 (let ((?x131 (dim ?x126 1)))
 (= ?x131 ?x132)))))))
(assert
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x126 (concat 1 ?x104 ?x115)))
 (= (dim ?x126 2) sym_h)))))
(assert
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x126 (concat 1 ?x104 ?x115)))
 (= (dim ?x126 3) sym_w)))))
(assert
 (let ((?x132 (+ sym_c1 sym_c2)))
 (>= ?x132 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x132 (+ sym_c1 sym_c2)))
 (let ((?x139 (concat 1 in_X in_Y)))
 (let ((?x144 (dim ?x139 1)))
 (= ?x144 ?x132)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (let ((?x139 (concat 1 in_X in_Y)))
 (let ((?x150 (maxpool 3 3 1 1 1 1 1 1 ?x139)))
 (= (rank ?x150) 4))))
(assert
 (let ((?x139 (concat 1 in_X in_Y)))
 (let ((?x150 (maxpool 3 3 1 1 1 1 1 1 ?x139)))
 (= (dim ?x150 0) sym_n))))
(assert
 (let ((?x132 (+ sym_c1 sym_c2)))
 (let ((?x139 (concat 1 in_X in_Y)))
 (let ((?x150 (maxpool 3 3 1 1 1 1 1 1 ?x139)))
 (let ((?x155 (dim ?x150 1)))
 (= ?x155 ?x132))))))
(assert
 (let ((?x139 (concat 1 in_X in_Y)))
 (let ((?x150 (maxpool 3 3 1 1 1 1 1 1 ?x139)))
 (= (dim ?x150 2) sym_h))))
(assert
 (let ((?x139 (concat 1 in_X in_Y)))
 (let ((?x150 (maxpool 3 3 1 1 1 1 1 1 ?x139)))
 (= (dim ?x150 3) sym_w))))
(assert
 (let ((?x139 (concat 1 in_X in_Y)))
(let ((?x150 (maxpool 3 3 1 1 1 1 1 1 ?x139)))
(let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
(let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_X)))
(let ((?x126 (concat 1 ?x104 ?x115)))
(and (distinct ?x126 ?x150) true)))))))
(check-sat)
