; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_concat_batch, maxpool_relu
; z3 rlimit used: 6723
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x45 (maxpool kh kw sh sw pt pl pb pr Y)))
 (let ((?x46 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) ?x45)))
 (let ((?x43 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x47 (= ?x43 ?x46)))
 (let (($x40 (= (rank Y) 4)))
 (let (($x35 (>= pr 0)))
 (let (($x33 (>= pb 0)))
 (let (($x31 (>= pl 0)))
 (let (($x29 (>= pt 0)))
 (let (($x26 (>= sw 1)))
 (let (($x24 (>= sh 1)))
 (let (($x22 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x41 (and (= (dim X 1) (dim Y 1)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) $x20 $x22 $x24 $x26 $x29 $x31 $x33 $x35 (= (rank X) 4) $x40)))
 (=> $x41 $x47))))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x45 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x79 (relu ?x45)))
 (let ((?x78 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x80 (= ?x78 ?x79)))
 (let (($x40 (= (rank X) 4)))
 (let (($x35 (>= pr 0)))
 (let (($x33 (>= pb 0)))
 (let (($x31 (>= pl 0)))
 (let (($x29 (>= pt 0)))
 (let (($x26 (>= sw 1)))
 (let (($x24 (>= sh 1)))
 (let (($x22 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x76 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x20 $x22 $x24 $x26 $x29 $x31 $x33 $x35 $x40)))
 (=> $x76 $x80))))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x119 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x119) 4)))
(assert
 (let ((?x119 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x119 0) sym_n)))
(assert
 (let ((?x119 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x119 1) sym_c)))
(assert
 (let ((?x119 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x119 2) sym_h)))
(assert
 (let ((?x119 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x119 3) sym_w)))
(assert
 (let ((?x119 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x130 (relu ?x119)))
 (= (rank ?x130) 4))))
(assert
 (let ((?x119 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x130 (relu ?x119)))
 (= (dim ?x130 0) sym_n))))
(assert
 (let ((?x119 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x130 (relu ?x119)))
 (= (dim ?x130 1) sym_c))))
(assert
 (let ((?x119 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x130 (relu ?x119)))
 (= (dim ?x130 2) sym_h))))
(assert
 (let ((?x119 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x130 (relu ?x119)))
 (= (dim ?x130 3) sym_w))))
(assert
 (let ((?x119 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (concat 0 ?x119 ?x130)))
 (= (rank ?x141) 4)))))
(assert
 (let ((?x145 (* 2 sym_n)))
 (let ((?x119 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (concat 0 ?x119 ?x130)))
 (let ((?x144 (dim ?x141 0)))
 (= ?x144 ?x145)))))))
(assert
 (let ((?x119 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (concat 0 ?x119 ?x130)))
 (= (dim ?x141 1) sym_c)))))
(assert
 (let ((?x119 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (concat 0 ?x119 ?x130)))
 (= (dim ?x141 2) sym_h)))))
(assert
 (let ((?x119 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (concat 0 ?x119 ?x130)))
 (= (dim ?x141 3) sym_w)))))
(assert
 (let ((?x145 (* 2 sym_n)))
 (>= ?x145 0)))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (= (rank (concat 0 in_i1 (relu in_i1))) 4))
(assert
 (let ((?x145 (* 2 sym_n)))
 (let ((?x154 (relu in_i1)))
 (let ((?x165 (concat 0 in_i1 ?x154)))
 (let ((?x168 (dim ?x165 0)))
 (= ?x168 ?x145))))))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x154 (relu in_i1)))
 (let ((?x165 (concat 0 in_i1 ?x154)))
 (let ((?x176 (maxpool 3 3 1 1 1 1 1 1 ?x165)))
 (= (rank ?x176) 4)))))
(assert
 (let ((?x145 (* 2 sym_n)))
 (let ((?x154 (relu in_i1)))
 (let ((?x165 (concat 0 in_i1 ?x154)))
 (let ((?x176 (maxpool 3 3 1 1 1 1 1 1 ?x165)))
 (let ((?x179 (dim ?x176 0)))
 (= ?x179 ?x145)))))))
(assert
 (let ((?x154 (relu in_i1)))
 (let ((?x165 (concat 0 in_i1 ?x154)))
 (let ((?x176 (maxpool 3 3 1 1 1 1 1 1 ?x165)))
 (= (dim ?x176 1) sym_c)))))
(assert
 (let ((?x154 (relu in_i1)))
 (let ((?x165 (concat 0 in_i1 ?x154)))
 (let ((?x176 (maxpool 3 3 1 1 1 1 1 1 ?x165)))
 (= (dim ?x176 2) sym_h)))))
(assert
 (let ((?x154 (relu in_i1)))
 (let ((?x165 (concat 0 in_i1 ?x154)))
 (let ((?x176 (maxpool 3 3 1 1 1 1 1 1 ?x165)))
 (= (dim ?x176 3) sym_w)))))
(assert
 (let ((?x154 (relu in_i1)))
(let ((?x165 (concat 0 in_i1 ?x154)))
(let ((?x176 (maxpool 3 3 1 1 1 1 1 1 ?x165)))
(let ((?x119 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x130 (relu ?x119)))
(let ((?x141 (concat 0 ?x119 ?x130)))
(and (distinct ?x141 ?x176) true))))))))
(check-sat)
