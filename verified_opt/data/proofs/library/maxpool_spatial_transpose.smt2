; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_transpose_spatial
; z3 rlimit used: 83934
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
(declare-fun in_X () T)
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
 (= (rank (transpose4 0 1 3 2 in_X)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_X) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_X) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_X) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_X) 3) sym_h))
(assert
 (let ((?x76 (transpose4 0 1 3 2 in_X)))
 (let ((?x87 (maxpool 3 2 2 1 1 0 1 0 ?x76)))
 (= (rank ?x87) 4))))
(assert
 (let ((?x76 (transpose4 0 1 3 2 in_X)))
 (let ((?x87 (maxpool 3 2 2 1 1 0 1 0 ?x76)))
 (= (dim ?x87 0) sym_n))))
(assert
 (let ((?x76 (transpose4 0 1 3 2 in_X)))
 (let ((?x87 (maxpool 3 2 2 1 1 0 1 0 ?x76)))
 (= (dim ?x87 1) sym_c))))
(assert
 (let ((?x97 (div (+ (- 1) sym_w) 2)))
 (let ((?x98 (+ 1 ?x97)))
 (let ((?x76 (transpose4 0 1 3 2 in_X)))
 (let ((?x87 (maxpool 3 2 2 1 1 0 1 0 ?x76)))
 (let ((?x94 (dim ?x87 2)))
 (= ?x94 ?x98)))))))
(assert
 (let ((?x101 (+ (- 1) sym_h)))
 (let ((?x76 (transpose4 0 1 3 2 in_X)))
 (let ((?x87 (maxpool 3 2 2 1 1 0 1 0 ?x76)))
 (let ((?x100 (dim ?x87 3)))
 (= ?x100 ?x101))))))
(assert
 (let ((?x97 (div (+ (- 1) sym_w) 2)))
 (let ((?x98 (+ 1 ?x97)))
 (>= ?x98 0))))
(assert
 (let ((?x101 (+ (- 1) sym_h)))
 (>= ?x101 0)))
(assert
 (let ((?x105 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (= (rank ?x105) 4)))
(assert
 (let ((?x105 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (= (dim ?x105 0) sym_n)))
(assert
 (let ((?x105 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (= (dim ?x105 1) sym_c)))
(assert
 (let ((?x101 (+ (- 1) sym_h)))
 (let ((?x105 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x112 (dim ?x105 2)))
 (= ?x112 ?x101)))))
(assert
 (let ((?x97 (div (+ (- 1) sym_w) 2)))
 (let ((?x98 (+ 1 ?x97)))
 (let ((?x105 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x114 (dim ?x105 3)))
 (= ?x114 ?x98))))))
(assert
 (let ((?x105 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x116 (transpose4 0 1 3 2 ?x105)))
 (= (rank ?x116) 4))))
(assert
 (let ((?x105 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x116 (transpose4 0 1 3 2 ?x105)))
 (= (dim ?x116 0) sym_n))))
(assert
 (let ((?x105 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x116 (transpose4 0 1 3 2 ?x105)))
 (= (dim ?x116 1) sym_c))))
(assert
 (let ((?x97 (div (+ (- 1) sym_w) 2)))
 (let ((?x98 (+ 1 ?x97)))
 (let ((?x105 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x116 (transpose4 0 1 3 2 ?x105)))
 (let ((?x123 (dim ?x116 2)))
 (= ?x123 ?x98)))))))
(assert
 (let ((?x101 (+ (- 1) sym_h)))
 (let ((?x105 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x116 (transpose4 0 1 3 2 ?x105)))
 (let ((?x125 (dim ?x116 3)))
 (= ?x125 ?x101))))))
(assert
 (let ((?x105 (maxpool 2 3 1 2 0 1 0 1 in_X)))
(let ((?x116 (transpose4 0 1 3 2 ?x105)))
(let ((?x76 (transpose4 0 1 3 2 in_X)))
(let ((?x87 (maxpool 3 2 2 1 1 0 1 0 ?x76)))
(and (distinct ?x87 ?x116) true))))))
(check-sat)
