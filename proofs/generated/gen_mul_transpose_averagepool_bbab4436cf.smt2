; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, avgpool_transpose_spatial, transpose4_smul
; z3 rlimit used: 48643
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x19 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x17 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (= ?x17 ?x19))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
 )
(assert
 (forall ((X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x48 (transpose4 0 1 3 2 (avgpool kw kh sw sh pl pt pr pb ci X))))
 (let ((?x46 (avgpool kh kw sh sw pt pl pb pr ci (transpose4 0 1 3 2 X))))
 (= ?x46 ?x48))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (avgpool kw kh sw sh pl pt pr pb ci X)) ) :qid avgpool_transpose_spatial))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x58 (smul (transpose4 p0 p1 p2 p3 X) S)))
 (let ((?x56 (transpose4 p0 p1 p2 p3 (smul X S))))
 (= ?x56 ?x58))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
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
 (= (rank in_s1) 0))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (= (rank (transpose4 0 1 3 2 (smul in_i1 in_s1))) 4))
(assert
 (let ((?x86 (smul in_i1 in_s1)))
 (let ((?x97 (transpose4 0 1 3 2 ?x86)))
 (= (dim ?x97 0) sym_n))))
(assert
 (let ((?x86 (smul in_i1 in_s1)))
 (let ((?x97 (transpose4 0 1 3 2 ?x86)))
 (= (dim ?x97 1) sym_c))))
(assert
 (let ((?x86 (smul in_i1 in_s1)))
 (let ((?x97 (transpose4 0 1 3 2 ?x86)))
 (= (dim ?x97 2) sym_w))))
(assert
 (let ((?x86 (smul in_i1 in_s1)))
 (let ((?x97 (transpose4 0 1 3 2 ?x86)))
 (= (dim ?x97 3) sym_h))))
(assert
 (let ((?x86 (smul in_i1 in_s1)))
 (let ((?x97 (transpose4 0 1 3 2 ?x86)))
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 ?x97)))
 (= (rank ?x108) 4)))))
(assert
 (let ((?x86 (smul in_i1 in_s1)))
 (let ((?x97 (transpose4 0 1 3 2 ?x86)))
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 ?x97)))
 (= (dim ?x108 0) sym_n)))))
(assert
 (let ((?x86 (smul in_i1 in_s1)))
 (let ((?x97 (transpose4 0 1 3 2 ?x86)))
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 ?x97)))
 (= (dim ?x108 1) sym_c)))))
(assert
 (let ((?x86 (smul in_i1 in_s1)))
 (let ((?x97 (transpose4 0 1 3 2 ?x86)))
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 ?x97)))
 (= (dim ?x108 2) sym_w)))))
(assert
 (let ((?x86 (smul in_i1 in_s1)))
 (let ((?x97 (transpose4 0 1 3 2 ?x86)))
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 ?x97)))
 (= (dim ?x108 3) sym_h)))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x119) 4)))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x119 0) sym_n)))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x119 1) sym_c)))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x119 2) sym_h)))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x119 3) sym_w)))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (transpose4 0 1 3 2 ?x119)))
 (= (rank ?x130) 4))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (transpose4 0 1 3 2 ?x119)))
 (= (dim ?x130 0) sym_n))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (transpose4 0 1 3 2 ?x119)))
 (= (dim ?x130 1) sym_c))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (transpose4 0 1 3 2 ?x119)))
 (= (dim ?x130 2) sym_w))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (transpose4 0 1 3 2 ?x119)))
 (= (dim ?x130 3) sym_h))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (transpose4 0 1 3 2 ?x119)))
 (let ((?x141 (smul ?x130 in_s1)))
 (= (rank ?x141) 4)))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (transpose4 0 1 3 2 ?x119)))
 (let ((?x141 (smul ?x130 in_s1)))
 (= (dim ?x141 0) sym_n)))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (transpose4 0 1 3 2 ?x119)))
 (let ((?x141 (smul ?x130 in_s1)))
 (= (dim ?x141 1) sym_c)))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (transpose4 0 1 3 2 ?x119)))
 (let ((?x141 (smul ?x130 in_s1)))
 (= (dim ?x141 2) sym_w)))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (transpose4 0 1 3 2 ?x119)))
 (let ((?x141 (smul ?x130 in_s1)))
 (= (dim ?x141 3) sym_h)))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x130 (transpose4 0 1 3 2 ?x119)))
(let ((?x141 (smul ?x130 in_s1)))
(let ((?x86 (smul in_i1 in_s1)))
(let ((?x97 (transpose4 0 1 3 2 ?x86)))
(let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 ?x97)))
(and (distinct ?x108 ?x141) true))))))))
(check-sat)
