; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_concat_batch, maxpool_relu
; z3 rlimit used: 74274
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x29 (maxpool kh kw sh sw pt pl pb pr Y)))
 (let ((?x30 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) ?x29)))
 (let ((?x27 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x31 (= ?x27 ?x30)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x11 (>= sh 1)))
 (let (($x9 (>= kw 1)))
 (let (($x7 (>= kh 1)))
 (let (($x23 (and $x7 $x9 $x11 $x13 $x16 $x18 $x20 $x22)))
 (=> $x23 $x31)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x29 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x63 (relu ?x29)))
 (let ((?x62 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x64 (= ?x62 ?x63)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x11 (>= sh 1)))
 (let (($x9 (>= kw 1)))
 (let (($x7 (>= kh 1)))
 (let (($x60 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x7 $x9 $x11 $x13 $x16 $x18 $x20 $x22)))
 (=> $x60 $x64)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x106) 4)))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x106 0) sym_n)))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x106 1) sym_c)))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x106 2) sym_h)))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x106 3) sym_w)))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x117 (relu ?x106)))
 (= (rank ?x117) 4))))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x117 (relu ?x106)))
 (= (dim ?x117 0) sym_n))))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x117 (relu ?x106)))
 (= (dim ?x117 1) sym_c))))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x117 (relu ?x106)))
 (= (dim ?x117 2) sym_h))))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x117 (relu ?x106)))
 (= (dim ?x117 3) sym_w))))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x117 (relu ?x106)))
 (let ((?x128 (concat 0 ?x106 ?x117)))
 (= (rank ?x128) 4)))))
(assert
 (let ((?x132 (* 2 sym_n)))
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x117 (relu ?x106)))
 (let ((?x128 (concat 0 ?x106 ?x117)))
 (let ((?x131 (dim ?x128 0)))
 (= ?x131 ?x132)))))))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x117 (relu ?x106)))
 (let ((?x128 (concat 0 ?x106 ?x117)))
 (= (dim ?x128 1) sym_c)))))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x117 (relu ?x106)))
 (let ((?x128 (concat 0 ?x106 ?x117)))
 (= (dim ?x128 2) sym_h)))))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x117 (relu ?x106)))
 (let ((?x128 (concat 0 ?x106 ?x117)))
 (= (dim ?x128 3) sym_w)))))
(assert
 (let ((?x132 (* 2 sym_n)))
 (>= ?x132 0)))
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
 (let ((?x132 (* 2 sym_n)))
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (concat 0 in_i1 ?x141)))
 (let ((?x155 (dim ?x152 0)))
 (= ?x155 ?x132))))))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (concat 0 in_i1 ?x141)))
 (let ((?x163 (maxpool 3 3 1 1 1 1 1 1 ?x152)))
 (= (rank ?x163) 4)))))
(assert
 (let ((?x132 (* 2 sym_n)))
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (concat 0 in_i1 ?x141)))
 (let ((?x163 (maxpool 3 3 1 1 1 1 1 1 ?x152)))
 (let ((?x166 (dim ?x163 0)))
 (= ?x166 ?x132)))))))
(assert
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (concat 0 in_i1 ?x141)))
 (let ((?x163 (maxpool 3 3 1 1 1 1 1 1 ?x152)))
 (= (dim ?x163 1) sym_c)))))
(assert
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (concat 0 in_i1 ?x141)))
 (let ((?x163 (maxpool 3 3 1 1 1 1 1 1 ?x152)))
 (= (dim ?x163 2) sym_h)))))
(assert
 (let ((?x141 (relu in_i1)))
 (let ((?x152 (concat 0 in_i1 ?x141)))
 (let ((?x163 (maxpool 3 3 1 1 1 1 1 1 ?x152)))
 (= (dim ?x163 3) sym_w)))))
(assert
 (let ((?x141 (relu in_i1)))
(let ((?x152 (concat 0 in_i1 ?x141)))
(let ((?x163 (maxpool 3 3 1 1 1 1 1 1 ?x152)))
(let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x117 (relu ?x106)))
(let ((?x128 (concat 0 ?x106 ?x117)))
(and (distinct ?x128 ?x163) true))))))))
(check-sat)
