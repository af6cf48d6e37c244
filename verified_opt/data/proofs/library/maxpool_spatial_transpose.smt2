; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_transpose_spatial
; z3 rlimit used: 3979
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x33 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x31 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (let (($x34 (= ?x31 ?x33)))
 (let (($x27 (and (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (= (rank X) 4))))
 (=> $x27 $x34))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
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
 (let ((?x78 (transpose4 0 1 3 2 in_X)))
 (let ((?x89 (maxpool 3 2 2 1 1 0 1 0 ?x78)))
 (= (rank ?x89) 4))))
(assert
 (let ((?x78 (transpose4 0 1 3 2 in_X)))
 (let ((?x89 (maxpool 3 2 2 1 1 0 1 0 ?x78)))
 (= (dim ?x89 0) sym_n))))
(assert
 (let ((?x78 (transpose4 0 1 3 2 in_X)))
 (let ((?x89 (maxpool 3 2 2 1 1 0 1 0 ?x78)))
 (= (dim ?x89 1) sym_c))))
(assert
 (let ((?x99 (div (+ (- 1) sym_w) 2)))
 (let ((?x100 (+ 1 ?x99)))
 (let ((?x78 (transpose4 0 1 3 2 in_X)))
 (let ((?x89 (maxpool 3 2 2 1 1 0 1 0 ?x78)))
 (let ((?x96 (dim ?x89 2)))
 (= ?x96 ?x100)))))))
(assert
 (let ((?x103 (+ (- 1) sym_h)))
 (let ((?x78 (transpose4 0 1 3 2 in_X)))
 (let ((?x89 (maxpool 3 2 2 1 1 0 1 0 ?x78)))
 (let ((?x102 (dim ?x89 3)))
 (= ?x102 ?x103))))))
(assert
 (let ((?x99 (div (+ (- 1) sym_w) 2)))
 (let ((?x100 (+ 1 ?x99)))
 (>= ?x100 0))))
(assert
 (let ((?x103 (+ (- 1) sym_h)))
 (>= ?x103 0)))
(assert
 (let ((?x107 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (= (rank ?x107) 4)))
(assert
 (let ((?x107 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (= (dim ?x107 0) sym_n)))
(assert
 (let ((?x107 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (= (dim ?x107 1) sym_c)))
(assert
 (let ((?x103 (+ (- 1) sym_h)))
 (let ((?x107 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x114 (dim ?x107 2)))
 (= ?x114 ?x103)))))
(assert
 (let ((?x99 (div (+ (- 1) sym_w) 2)))
 (let ((?x100 (+ 1 ?x99)))
 (let ((?x107 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x116 (dim ?x107 3)))
 (= ?x116 ?x100))))))
(assert
 (let ((?x107 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x118 (transpose4 0 1 3 2 ?x107)))
 (= (rank ?x118) 4))))
(assert
 (let ((?x107 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x118 (transpose4 0 1 3 2 ?x107)))
 (= (dim ?x118 0) sym_n))))
(assert
 (let ((?x107 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x118 (transpose4 0 1 3 2 ?x107)))
 (= (dim ?x118 1) sym_c))))
(assert
 (let ((?x99 (div (+ (- 1) sym_w) 2)))
 (let ((?x100 (+ 1 ?x99)))
 (let ((?x107 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x118 (transpose4 0 1 3 2 ?x107)))
 (let ((?x125 (dim ?x118 2)))
 (= ?x125 ?x100)))))))
(assert
 (let ((?x103 (+ (- 1) sym_h)))
 (let ((?x107 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x118 (transpose4 0 1 3 2 ?x107)))
 (let ((?x127 (dim ?x118 3)))
 (= ?x127 ?x103))))))
(assert
 (let ((?x107 (maxpool 2 3 1 2 0 1 0 1 in_X)))
(let ((?x118 (transpose4 0 1 3 2 ?x107)))
(let ((?x78 (transpose4 0 1 3 2 in_X)))
(let ((?x89 (maxpool 3 2 2 1 1 0 1 0 ?x78)))
(and (distinct ?x89 ?x118) true))))))
(check-sat)
