; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_concat_batch, maxpool_relu
; z3 rlimit used: 6365
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x34 (maxpool kh kw sh sw pt pl pb pr Y)))
 (let ((?x35 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) ?x34)))
 (let ((?x32 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x36 (= ?x32 ?x35)))
 (let (($x29 (= (rank Y) 4)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x11 (>= sh 1)))
 (let (($x9 (>= kw 1)))
 (let (($x7 (>= kh 1)))
 (let (($x30 (and $x7 $x9 $x11 $x13 $x16 $x18 $x20 $x22 (= (rank X) 4) $x29)))
 (=> $x30 $x36))))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x34 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x68 (relu ?x34)))
 (let ((?x67 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x69 (= ?x67 ?x68)))
 (let (($x29 (= (rank X) 4)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x11 (>= sh 1)))
 (let (($x9 (>= kw 1)))
 (let (($x7 (>= kh 1)))
 (let (($x65 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x7 $x9 $x11 $x13 $x16 $x18 $x20 $x22 $x29)))
 (=> $x65 $x69))))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x110 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x110) 4)))
(assert
 (let ((?x110 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x110 0) sym_n)))
(assert
 (let ((?x110 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x110 1) sym_c)))
(assert
 (let ((?x110 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x110 2) sym_h)))
(assert
 (let ((?x110 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x110 3) sym_w)))
(assert
 (let ((?x110 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x121 (relu ?x110)))
 (= (rank ?x121) 4))))
(assert
 (let ((?x110 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x121 (relu ?x110)))
 (= (dim ?x121 0) sym_n))))
(assert
 (let ((?x110 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x121 (relu ?x110)))
 (= (dim ?x121 1) sym_c))))
(assert
 (let ((?x110 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x121 (relu ?x110)))
 (= (dim ?x121 2) sym_h))))
(assert
 (let ((?x110 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x121 (relu ?x110)))
 (= (dim ?x121 3) sym_w))))
(assert
 (let ((?x110 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x121 (relu ?x110)))
 (let ((?x132 (concat 0 ?x121 ?x110)))
 (= (rank ?x132) 4)))))
(assert
 (let ((?x136 (* 2 sym_n)))
 (let ((?x110 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x121 (relu ?x110)))
 (let ((?x132 (concat 0 ?x121 ?x110)))
 (let ((?x135 (dim ?x132 0)))
 (= ?x135 ?x136)))))))
(assert
 (let ((?x110 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x121 (relu ?x110)))
 (let ((?x132 (concat 0 ?x121 ?x110)))
 (= (dim ?x132 1) sym_c)))))
(assert
 (let ((?x110 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x121 (relu ?x110)))
 (let ((?x132 (concat 0 ?x121 ?x110)))
 (= (dim ?x132 2) sym_h)))))
(assert
 (let ((?x110 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x121 (relu ?x110)))
 (let ((?x132 (concat 0 ?x121 ?x110)))
 (= (dim ?x132 3) sym_w)))))
(assert
 (let ((?x136 (* 2 sym_n)))
 (>= ?x136 0)))
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
 (= (rank (concat 0 (relu in_i1) in_i1)) 4))
(assert
 (let ((?x136 (* 2 sym_n)))
 (let ((?x145 (relu in_i1)))
 (let ((?x156 (concat 0 ?x145 in_i1)))
 (let ((?x159 (dim ?x156 0)))
 (= ?x159 ?x136))))))
(assert
 (= (dim (concat 0 (relu in_i1) in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 (relu in_i1) in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 (relu in_i1) in_i1) 3) sym_w))
(assert
 (let ((?x145 (relu in_i1)))
 (let ((?x156 (concat 0 ?x145 in_i1)))
 (let ((?x167 (maxpool 3 3 1 1 1 1 1 1 ?x156)))
 (= (rank ?x167) 4)))))
(assert
 (let ((?x136 (* 2 sym_n)))
 (let ((?x145 (relu in_i1)))
 (let ((?x156 (concat 0 ?x145 in_i1)))
 (let ((?x167 (maxpool 3 3 1 1 1 1 1 1 ?x156)))
 (let ((?x170 (dim ?x167 0)))
 (= ?x170 ?x136)))))))
(assert
 (let ((?x145 (relu in_i1)))
 (let ((?x156 (concat 0 ?x145 in_i1)))
 (let ((?x167 (maxpool 3 3 1 1 1 1 1 1 ?x156)))
 (= (dim ?x167 1) sym_c)))))
(assert
 (let ((?x145 (relu in_i1)))
 (let ((?x156 (concat 0 ?x145 in_i1)))
 (let ((?x167 (maxpool 3 3 1 1 1 1 1 1 ?x156)))
 (= (dim ?x167 2) sym_h)))))
(assert
 (let ((?x145 (relu in_i1)))
 (let ((?x156 (concat 0 ?x145 in_i1)))
 (let ((?x167 (maxpool 3 3 1 1 1 1 1 1 ?x156)))
 (= (dim ?x167 3) sym_w)))))
(assert
 (let ((?x145 (relu in_i1)))
(let ((?x156 (concat 0 ?x145 in_i1)))
(let ((?x167 (maxpool 3 3 1 1 1 1 1 1 ?x156)))
(let ((?x110 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x121 (relu ?x110)))
(let ((?x132 (concat 0 ?x121 ?x110)))
(and (distinct ?x132 ?x167) true))))))))
(check-sat)
