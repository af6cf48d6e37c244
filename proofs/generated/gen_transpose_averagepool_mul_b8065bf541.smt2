; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_transpose_spatial, transpose4_mul
; z3 rlimit used: 48445
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun mul (T T) T)
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
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x50 (mul (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x47 (transpose4 p0 p1 p2 p3 (mul X Y))))
 (= ?x47 ?x50))) :pattern ( (transpose4 p0 p1 p2 p3 (mul X Y)) ) :pattern ( (mul (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_mul))
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
 (let ((?x75 (transpose4 0 1 3 2 in_i1)))
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 ?x75)))
 (= (rank ?x86) 4))))
(assert
 (let ((?x75 (transpose4 0 1 3 2 in_i1)))
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 ?x75)))
 (= (dim ?x86 0) sym_n))))
(assert
 (let ((?x75 (transpose4 0 1 3 2 in_i1)))
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 ?x75)))
 (= (dim ?x86 1) sym_c))))
(assert
 (let ((?x75 (transpose4 0 1 3 2 in_i1)))
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 ?x75)))
 (= (dim ?x86 2) sym_w))))
(assert
 (let ((?x75 (transpose4 0 1 3 2 in_i1)))
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 ?x75)))
 (= (dim ?x86 3) sym_h))))
(assert
 (let ((?x75 (transpose4 0 1 3 2 in_i1)))
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 ?x75)))
 (let ((?x97 (mul ?x75 ?x86)))
 (= (rank ?x97) 4)))))
(assert
 (let ((?x75 (transpose4 0 1 3 2 in_i1)))
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 ?x75)))
 (let ((?x97 (mul ?x75 ?x86)))
 (= (dim ?x97 0) sym_n)))))
(assert
 (let ((?x75 (transpose4 0 1 3 2 in_i1)))
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 ?x75)))
 (let ((?x97 (mul ?x75 ?x86)))
 (= (dim ?x97 1) sym_c)))))
(assert
 (let ((?x75 (transpose4 0 1 3 2 in_i1)))
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 ?x75)))
 (let ((?x97 (mul ?x75 ?x86)))
 (= (dim ?x97 2) sym_w)))))
(assert
 (let ((?x75 (transpose4 0 1 3 2 in_i1)))
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 ?x75)))
 (let ((?x97 (mul ?x75 ?x86)))
 (= (dim ?x97 3) sym_h)))))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x108) 4)))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x108 0) sym_n)))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x108 1) sym_c)))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x108 2) sym_h)))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x108 3) sym_w)))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x119 (mul in_i1 ?x108)))
 (= (rank ?x119) 4))))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x119 (mul in_i1 ?x108)))
 (= (dim ?x119 0) sym_n))))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x119 (mul in_i1 ?x108)))
 (= (dim ?x119 1) sym_c))))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x119 (mul in_i1 ?x108)))
 (= (dim ?x119 2) sym_h))))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x119 (mul in_i1 ?x108)))
 (= (dim ?x119 3) sym_w))))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x119 (mul in_i1 ?x108)))
 (let ((?x130 (transpose4 0 1 3 2 ?x119)))
 (= (rank ?x130) 4)))))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x119 (mul in_i1 ?x108)))
 (let ((?x130 (transpose4 0 1 3 2 ?x119)))
 (= (dim ?x130 0) sym_n)))))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x119 (mul in_i1 ?x108)))
 (let ((?x130 (transpose4 0 1 3 2 ?x119)))
 (= (dim ?x130 1) sym_c)))))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x119 (mul in_i1 ?x108)))
 (let ((?x130 (transpose4 0 1 3 2 ?x119)))
 (= (dim ?x130 2) sym_w)))))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x119 (mul in_i1 ?x108)))
 (let ((?x130 (transpose4 0 1 3 2 ?x119)))
 (= (dim ?x130 3) sym_h)))))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x119 (mul in_i1 ?x108)))
(let ((?x130 (transpose4 0 1 3 2 ?x119)))
(let ((?x75 (transpose4 0 1 3 2 in_i1)))
(let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 ?x75)))
(let ((?x97 (mul ?x75 ?x86)))
(and (distinct ?x97 ?x130) true))))))))
(check-sat)
