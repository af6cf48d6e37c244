; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_transpose_spatial
; z3 rlimit used: 73654
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x30 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x28 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (let (($x31 (= ?x28 ?x30)))
 (let (($x23 (and (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0))))
 (=> $x23 $x31))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
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
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (let ((?x76 (transpose4 0 1 3 2 in_i1)))
 (let ((?x87 (maxpool 3 3 1 1 1 1 1 1 ?x76)))
 (= (rank ?x87) 4))))
(assert
 (let ((?x76 (transpose4 0 1 3 2 in_i1)))
 (let ((?x87 (maxpool 3 3 1 1 1 1 1 1 ?x76)))
 (= (dim ?x87 0) sym_n))))
(assert
 (let ((?x76 (transpose4 0 1 3 2 in_i1)))
 (let ((?x87 (maxpool 3 3 1 1 1 1 1 1 ?x76)))
 (= (dim ?x87 1) sym_c))))
(assert
 (let ((?x76 (transpose4 0 1 3 2 in_i1)))
 (let ((?x87 (maxpool 3 3 1 1 1 1 1 1 ?x76)))
 (= (dim ?x87 2) sym_w))))
(assert
 (let ((?x76 (transpose4 0 1 3 2 in_i1)))
 (let ((?x87 (maxpool 3 3 1 1 1 1 1 1 ?x76)))
 (= (dim ?x87 3) sym_h))))
(assert
 (let ((?x98 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x98) 4)))
(assert
 (let ((?x98 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x98 0) sym_n)))
(assert
 (let ((?x98 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x98 1) sym_c)))
(assert
 (let ((?x98 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x98 2) sym_h)))
(assert
 (let ((?x98 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x98 3) sym_w)))
(assert
 (let ((?x98 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x109 (transpose4 0 1 3 2 ?x98)))
 (= (rank ?x109) 4))))
(assert
 (let ((?x98 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x109 (transpose4 0 1 3 2 ?x98)))
 (= (dim ?x109 0) sym_n))))
(assert
 (let ((?x98 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x109 (transpose4 0 1 3 2 ?x98)))
 (= (dim ?x109 1) sym_c))))
(assert
 (let ((?x98 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x109 (transpose4 0 1 3 2 ?x98)))
 (= (dim ?x109 2) sym_w))))
(assert
 (let ((?x98 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x109 (transpose4 0 1 3 2 ?x98)))
 (= (dim ?x109 3) sym_h))))
(assert
 (let ((?x98 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x109 (transpose4 0 1 3 2 ?x98)))
(let ((?x76 (transpose4 0 1 3 2 in_i1)))
(let ((?x87 (maxpool 3 3 1 1 1 1 1 1 ?x76)))
(and (distinct ?x87 ?x109) true))))))
(check-sat)
