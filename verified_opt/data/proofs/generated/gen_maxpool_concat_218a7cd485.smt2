; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_concat_batch
; z3 rlimit used: 4887
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x46 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y))))
 (let ((?x43 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x47 (= ?x43 ?x46)))
 (let (($x41 (and (= (dim X 1) (dim Y 1)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x41 $x47))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
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
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x104) 4)))
(assert
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x104 0) sym_n)))
(assert
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x104 1) sym_c)))
(assert
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x104 2) sym_h)))
(assert
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x104 3) sym_w)))
(assert
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (rank ?x115) 4)))
(assert
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (dim ?x115 0) sym_n2)))
(assert
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (dim ?x115 1) sym_c)))
(assert
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (dim ?x115 2) sym_h)))
(assert
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (dim ?x115 3) sym_w)))
(assert
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x126 (concat 0 ?x104 ?x115)))
 (= (rank ?x126) 4)))))
(assert
 (let ((?x130 (+ sym_n sym_n2)))
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x126 (concat 0 ?x104 ?x115)))
 (let ((?x129 (dim ?x126 0)))
 (= ?x129 ?x130)))))))
(assert
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x126 (concat 0 ?x104 ?x115)))
 (= (dim ?x126 1) sym_c)))))
(assert
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x126 (concat 0 ?x104 ?x115)))
 (= (dim ?x126 2) sym_h)))))
(assert
 (let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x126 (concat 0 ?x104 ?x115)))
 (= (dim ?x126 3) sym_w)))))
(assert
 (let ((?x130 (+ sym_n sym_n2)))
 (>= ?x130 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x130 (+ sym_n sym_n2)))
 (let ((?x139 (concat 0 in_i1 in_i2)))
 (let ((?x142 (dim ?x139 0)))
 (= ?x142 ?x130)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x139 (concat 0 in_i1 in_i2)))
 (let ((?x150 (maxpool 3 3 1 1 1 1 1 1 ?x139)))
 (= (rank ?x150) 4))))
(assert
 (let ((?x130 (+ sym_n sym_n2)))
 (let ((?x139 (concat 0 in_i1 in_i2)))
 (let ((?x150 (maxpool 3 3 1 1 1 1 1 1 ?x139)))
 (let ((?x153 (dim ?x150 0)))
 (= ?x153 ?x130))))))
(assert
 (let ((?x139 (concat 0 in_i1 in_i2)))
 (let ((?x150 (maxpool 3 3 1 1 1 1 1 1 ?x139)))
 (= (dim ?x150 1) sym_c))))
(assert
 (let ((?x139 (concat 0 in_i1 in_i2)))
 (let ((?x150 (maxpool 3 3 1 1 1 1 1 1 ?x139)))
 (= (dim ?x150 2) sym_h))))
(assert
 (let ((?x139 (concat 0 in_i1 in_i2)))
 (let ((?x150 (maxpool 3 3 1 1 1 1 1 1 ?x139)))
 (= (dim ?x150 3) sym_w))))
(assert
 (let ((?x139 (concat 0 in_i1 in_i2)))
(let ((?x150 (maxpool 3 3 1 1 1 1 1 1 ?x139)))
(let ((?x115 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
(let ((?x104 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x126 (concat 0 ?x104 ?x115)))
(and (distinct ?x126 ?x150) true)))))))
(check-sat)
