; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_transpose_spatial
; z3 rlimit used: 47935
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x21 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x19 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (= ?x19 ?x21))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
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
 (let ((?x63 (transpose4 0 1 3 2 in_i1)))
 (let ((?x74 (maxpool 3 3 1 1 1 1 1 1 ?x63)))
 (= (rank ?x74) 4))))
(assert
 (let ((?x63 (transpose4 0 1 3 2 in_i1)))
 (let ((?x74 (maxpool 3 3 1 1 1 1 1 1 ?x63)))
 (= (dim ?x74 0) sym_n))))
(assert
 (let ((?x63 (transpose4 0 1 3 2 in_i1)))
 (let ((?x74 (maxpool 3 3 1 1 1 1 1 1 ?x63)))
 (= (dim ?x74 1) sym_c))))
(assert
 (let ((?x63 (transpose4 0 1 3 2 in_i1)))
 (let ((?x74 (maxpool 3 3 1 1 1 1 1 1 ?x63)))
 (= (dim ?x74 2) sym_w))))
(assert
 (let ((?x63 (transpose4 0 1 3 2 in_i1)))
 (let ((?x74 (maxpool 3 3 1 1 1 1 1 1 ?x63)))
 (= (dim ?x74 3) sym_h))))
(assert
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x85) 4)))
(assert
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x85 0) sym_n)))
(assert
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x85 1) sym_c)))
(assert
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x85 2) sym_h)))
(assert
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x85 3) sym_w)))
(assert
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x96 (transpose4 0 1 3 2 ?x85)))
 (= (rank ?x96) 4))))
(assert
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x96 (transpose4 0 1 3 2 ?x85)))
 (= (dim ?x96 0) sym_n))))
(assert
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x96 (transpose4 0 1 3 2 ?x85)))
 (= (dim ?x96 1) sym_c))))
(assert
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x96 (transpose4 0 1 3 2 ?x85)))
 (= (dim ?x96 2) sym_w))))
(assert
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x96 (transpose4 0 1 3 2 ?x85)))
 (= (dim ?x96 3) sym_h))))
(assert
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x96 (transpose4 0 1 3 2 ?x85)))
(let ((?x63 (transpose4 0 1 3 2 in_i1)))
(let ((?x74 (maxpool 3 3 1 1 1 1 1 1 ?x63)))
(and (distinct ?x74 ?x96) true))))))
(check-sat)
