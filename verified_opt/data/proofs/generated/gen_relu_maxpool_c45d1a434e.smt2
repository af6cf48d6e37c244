; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_relu
; z3 rlimit used: 1686
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x35 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x33 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x36 (= ?x33 ?x35)))
 (let (($x30 (= (rank X) 4)))
 (let (($x26 (>= pr 0)))
 (let (($x25 (>= pb 0)))
 (let (($x24 (>= pl 0)))
 (let (($x23 (>= pt 0)))
 (let (($x21 (>= sw 1)))
 (let (($x19 (>= sh 1)))
 (let (($x17 (>= kw 1)))
 (let (($x16 (>= kh 1)))
 (let (($x31 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x16 $x17 $x19 $x21 $x23 $x24 $x25 $x26 $x30)))
 (=> $x31 $x36)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x92 (relu in_i1)))
 (let ((?x103 (maxpool 3 3 1 1 1 1 1 1 ?x92)))
 (= (rank ?x103) 4))))
(assert
 (let ((?x92 (relu in_i1)))
 (let ((?x103 (maxpool 3 3 1 1 1 1 1 1 ?x92)))
 (= (dim ?x103 0) sym_n))))
(assert
 (let ((?x92 (relu in_i1)))
 (let ((?x103 (maxpool 3 3 1 1 1 1 1 1 ?x92)))
 (= (dim ?x103 1) sym_c))))
(assert
 (let ((?x92 (relu in_i1)))
 (let ((?x103 (maxpool 3 3 1 1 1 1 1 1 ?x92)))
 (= (dim ?x103 2) sym_h))))
(assert
 (let ((?x92 (relu in_i1)))
 (let ((?x103 (maxpool 3 3 1 1 1 1 1 1 ?x92)))
 (= (dim ?x103 3) sym_w))))
(assert
 (let ((?x114 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x114) 4)))
(assert
 (let ((?x114 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x114 0) sym_n)))
(assert
 (let ((?x114 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x114 1) sym_c)))
(assert
 (let ((?x114 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x114 2) sym_h)))
(assert
 (let ((?x114 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x114 3) sym_w)))
(assert
 (let ((?x114 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x125 (relu ?x114)))
 (= (rank ?x125) 4))))
(assert
 (let ((?x114 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x125 (relu ?x114)))
 (= (dim ?x125 0) sym_n))))
(assert
 (let ((?x114 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x125 (relu ?x114)))
 (= (dim ?x125 1) sym_c))))
(assert
 (let ((?x114 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x125 (relu ?x114)))
 (= (dim ?x125 2) sym_h))))
(assert
 (let ((?x114 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x125 (relu ?x114)))
 (= (dim ?x125 3) sym_w))))
(assert
 (let ((?x114 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x125 (relu ?x114)))
(let ((?x92 (relu in_i1)))
(let ((?x103 (maxpool 3 3 1 1 1 1 1 1 ?x92)))
(and (distinct ?x103 ?x125) true))))))
(check-sat)
