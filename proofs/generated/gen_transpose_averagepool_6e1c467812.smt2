; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_transpose_spatial
; z3 rlimit used: 47935
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x22 (transpose4 0 1 3 2 (avgpool kw kh sw sh pl pt pr pb ci X))))
 (let ((?x20 (avgpool kh kw sh sw pt pl pb pr ci (transpose4 0 1 3 2 X))))
 (= ?x20 ?x22))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (avgpool kw kh sw sh pl pt pr pb ci X)) ) :qid avgpool_transpose_spatial))
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
 (let ((?x64 (transpose4 0 1 3 2 in_i1)))
 (let ((?x75 (avgpool 3 3 1 1 1 1 1 1 0 ?x64)))
 (= (rank ?x75) 4))))
(assert
 (let ((?x64 (transpose4 0 1 3 2 in_i1)))
 (let ((?x75 (avgpool 3 3 1 1 1 1 1 1 0 ?x64)))
 (= (dim ?x75 0) sym_n))))
(assert
 (let ((?x64 (transpose4 0 1 3 2 in_i1)))
 (let ((?x75 (avgpool 3 3 1 1 1 1 1 1 0 ?x64)))
 (= (dim ?x75 1) sym_c))))
(assert
 (let ((?x64 (transpose4 0 1 3 2 in_i1)))
 (let ((?x75 (avgpool 3 3 1 1 1 1 1 1 0 ?x64)))
 (= (dim ?x75 2) sym_w))))
(assert
 (let ((?x64 (transpose4 0 1 3 2 in_i1)))
 (let ((?x75 (avgpool 3 3 1 1 1 1 1 1 0 ?x64)))
 (= (dim ?x75 3) sym_h))))
(assert
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x86) 4)))
(assert
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x86 0) sym_n)))
(assert
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x86 1) sym_c)))
(assert
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x86 2) sym_h)))
(assert
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x86 3) sym_w)))
(assert
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x97 (transpose4 0 1 3 2 ?x86)))
 (= (rank ?x97) 4))))
(assert
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x97 (transpose4 0 1 3 2 ?x86)))
 (= (dim ?x97 0) sym_n))))
(assert
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x97 (transpose4 0 1 3 2 ?x86)))
 (= (dim ?x97 1) sym_c))))
(assert
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x97 (transpose4 0 1 3 2 ?x86)))
 (= (dim ?x97 2) sym_w))))
(assert
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x97 (transpose4 0 1 3 2 ?x86)))
 (= (dim ?x97 3) sym_h))))
(assert
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x97 (transpose4 0 1 3 2 ?x86)))
(let ((?x64 (transpose4 0 1 3 2 in_i1)))
(let ((?x75 (avgpool 3 3 1 1 1 1 1 1 0 ?x64)))
(and (distinct ?x75 ?x97) true))))))
(check-sat)
