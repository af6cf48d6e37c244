; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_relu
; z3 rlimit used: 66679
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
(declare-fun in_X () T)
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
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank (relu in_X)) 4))
(assert
 (= (dim (relu in_X) 0) sym_n))
(assert
 (= (dim (relu in_X) 1) sym_c))
(assert
 (= (dim (relu in_X) 2) sym_h))
(assert
 (= (dim (relu in_X) 3) sym_w))
(assert
 (let ((?x98 (relu in_X)))
 (let ((?x109 (maxpool 3 3 2 2 1 1 1 1 ?x98)))
 (= (rank ?x109) 4))))
(assert
 (let ((?x98 (relu in_X)))
 (let ((?x109 (maxpool 3 3 2 2 1 1 1 1 ?x98)))
 (= (dim ?x109 0) sym_n))))
(assert
 (let ((?x98 (relu in_X)))
 (let ((?x109 (maxpool 3 3 2 2 1 1 1 1 ?x98)))
 (= (dim ?x109 1) sym_c))))
(assert
 (let ((?x118 (div (+ (- 1) sym_h) 2)))
 (let ((?x119 (+ 1 ?x118)))
 (let ((?x98 (relu in_X)))
 (let ((?x109 (maxpool 3 3 2 2 1 1 1 1 ?x98)))
 (let ((?x116 (dim ?x109 2)))
 (= ?x116 ?x119)))))))
(assert
 (let ((?x123 (div (+ (- 1) sym_w) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x98 (relu in_X)))
 (let ((?x109 (maxpool 3 3 2 2 1 1 1 1 ?x98)))
 (let ((?x121 (dim ?x109 3)))
 (= ?x121 ?x124)))))))
(assert
 (let ((?x118 (div (+ (- 1) sym_h) 2)))
 (let ((?x119 (+ 1 ?x118)))
 (>= ?x119 0))))
(assert
 (let ((?x123 (div (+ (- 1) sym_w) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (>= ?x124 0))))
(assert
 (let ((?x128 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (= (rank ?x128) 4)))
(assert
 (let ((?x128 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (= (dim ?x128 0) sym_n)))
(assert
 (let ((?x128 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (= (dim ?x128 1) sym_c)))
(assert
 (let ((?x118 (div (+ (- 1) sym_h) 2)))
 (let ((?x119 (+ 1 ?x118)))
 (let ((?x128 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (let ((?x135 (dim ?x128 2)))
 (= ?x135 ?x119))))))
(assert
 (let ((?x123 (div (+ (- 1) sym_w) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x128 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (let ((?x137 (dim ?x128 3)))
 (= ?x137 ?x124))))))
(assert
 (let ((?x128 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (let ((?x139 (relu ?x128)))
 (= (rank ?x139) 4))))
(assert
 (let ((?x128 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (let ((?x139 (relu ?x128)))
 (= (dim ?x139 0) sym_n))))
(assert
 (let ((?x128 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (let ((?x139 (relu ?x128)))
 (= (dim ?x139 1) sym_c))))
(assert
 (let ((?x118 (div (+ (- 1) sym_h) 2)))
 (let ((?x119 (+ 1 ?x118)))
 (let ((?x128 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (let ((?x139 (relu ?x128)))
 (let ((?x146 (dim ?x139 2)))
 (= ?x146 ?x119)))))))
(assert
 (let ((?x123 (div (+ (- 1) sym_w) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x128 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (let ((?x139 (relu ?x128)))
 (let ((?x148 (dim ?x139 3)))
 (= ?x148 ?x124)))))))
(assert
 (let ((?x128 (maxpool 3 3 2 2 1 1 1 1 in_X)))
(let ((?x139 (relu ?x128)))
(let ((?x98 (relu in_X)))
(let ((?x109 (maxpool 3 3 2 2 1 1 1 1 ?x98)))
(and (distinct ?x109 ?x139) true))))))
(check-sat)
