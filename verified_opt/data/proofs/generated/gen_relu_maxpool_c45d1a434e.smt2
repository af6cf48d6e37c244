; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_relu
; z3 rlimit used: 66283
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x30 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x26 (>= pr 0)))
 (let (($x25 (>= pb 0)))
 (let (($x24 (>= pl 0)))
 (let (($x23 (>= pt 0)))
 (let (($x21 (>= sw 1)))
 (let (($x19 (>= sh 1)))
 (let (($x17 (>= kw 1)))
 (let (($x16 (>= kh 1)))
 (let (($x27 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x16 $x17 $x19 $x21 $x23 $x24 $x25 $x26)))
 (=> $x27 $x33))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 ?x98)))
 (= (rank ?x109) 4))))
(assert
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 ?x98)))
 (= (dim ?x109 0) sym_n))))
(assert
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 ?x98)))
 (= (dim ?x109 1) sym_c))))
(assert
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 ?x98)))
 (= (dim ?x109 2) sym_h))))
(assert
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 ?x98)))
 (= (dim ?x109 3) sym_w))))
(assert
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x120) 4)))
(assert
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x120 0) sym_n)))
(assert
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x120 1) sym_c)))
(assert
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x120 2) sym_h)))
(assert
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x120 3) sym_w)))
(assert
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x131 (relu ?x120)))
 (= (rank ?x131) 4))))
(assert
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x131 (relu ?x120)))
 (= (dim ?x131 0) sym_n))))
(assert
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x131 (relu ?x120)))
 (= (dim ?x131 1) sym_c))))
(assert
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x131 (relu ?x120)))
 (= (dim ?x131 2) sym_h))))
(assert
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x131 (relu ?x120)))
 (= (dim ?x131 3) sym_w))))
(assert
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x131 (relu ?x120)))
(let ((?x98 (relu in_i1)))
(let ((?x109 (maxpool 3 3 1 1 1 1 1 1 ?x98)))
(and (distinct ?x109 ?x131) true))))))
(check-sat)
