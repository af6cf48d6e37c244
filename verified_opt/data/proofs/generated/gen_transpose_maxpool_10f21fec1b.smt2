; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_transpose_spatial
; z3 rlimit used: 3186
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
(declare-fun in_i1 () T)
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
 (let ((?x78 (transpose4 0 1 3 2 in_i1)))
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 ?x78)))
 (= (rank ?x89) 4))))
(assert
 (let ((?x78 (transpose4 0 1 3 2 in_i1)))
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 ?x78)))
 (= (dim ?x89 0) sym_n))))
(assert
 (let ((?x78 (transpose4 0 1 3 2 in_i1)))
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 ?x78)))
 (= (dim ?x89 1) sym_c))))
(assert
 (let ((?x78 (transpose4 0 1 3 2 in_i1)))
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 ?x78)))
 (= (dim ?x89 2) sym_w))))
(assert
 (let ((?x78 (transpose4 0 1 3 2 in_i1)))
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 ?x78)))
 (= (dim ?x89 3) sym_h))))
(assert
 (let ((?x100 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x100) 4)))
(assert
 (let ((?x100 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x100 0) sym_n)))
(assert
 (let ((?x100 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x100 1) sym_c)))
(assert
 (let ((?x100 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x100 2) sym_h)))
(assert
 (let ((?x100 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x100 3) sym_w)))
(assert
 (let ((?x100 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x111 (transpose4 0 1 3 2 ?x100)))
 (= (rank ?x111) 4))))
(assert
 (let ((?x100 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x111 (transpose4 0 1 3 2 ?x100)))
 (= (dim ?x111 0) sym_n))))
(assert
 (let ((?x100 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x111 (transpose4 0 1 3 2 ?x100)))
 (= (dim ?x111 1) sym_c))))
(assert
 (let ((?x100 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x111 (transpose4 0 1 3 2 ?x100)))
 (= (dim ?x111 2) sym_w))))
(assert
 (let ((?x100 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x111 (transpose4 0 1 3 2 ?x100)))
 (= (dim ?x111 3) sym_h))))
(assert
 (let ((?x100 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x111 (transpose4 0 1 3 2 ?x100)))
(let ((?x78 (transpose4 0 1 3 2 in_i1)))
(let ((?x89 (maxpool 3 3 1 1 1 1 1 1 ?x78)))
(and (distinct ?x89 ?x111) true))))))
(check-sat)
