; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_transpose_spatial, transpose4_concat0
; z3 rlimit used: 48541
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
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
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x50 (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x47 (transpose4 p0 p1 p2 p3 (concat p0 X Y))))
 (= ?x47 ?x50))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat0))
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
 (let ((?x97 (concat 0 ?x75 ?x86)))
 (= (rank ?x97) 4)))))
(assert
 (let ((?x101 (* 2 sym_n)))
 (let ((?x75 (transpose4 0 1 3 2 in_i1)))
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 ?x75)))
 (let ((?x97 (concat 0 ?x75 ?x86)))
 (let ((?x100 (dim ?x97 0)))
 (= ?x100 ?x101)))))))
(assert
 (let ((?x75 (transpose4 0 1 3 2 in_i1)))
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 ?x75)))
 (let ((?x97 (concat 0 ?x75 ?x86)))
 (= (dim ?x97 1) sym_c)))))
(assert
 (let ((?x75 (transpose4 0 1 3 2 in_i1)))
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 ?x75)))
 (let ((?x97 (concat 0 ?x75 ?x86)))
 (= (dim ?x97 2) sym_w)))))
(assert
 (let ((?x75 (transpose4 0 1 3 2 in_i1)))
 (let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 ?x75)))
 (let ((?x97 (concat 0 ?x75 ?x86)))
 (= (dim ?x97 3) sym_h)))))
(assert
 (let ((?x101 (* 2 sym_n)))
 (>= ?x101 0)))
(assert
 (let ((?x110 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x110) 4)))
(assert
 (let ((?x110 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x110 0) sym_n)))
(assert
 (let ((?x110 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x110 1) sym_c)))
(assert
 (let ((?x110 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x110 2) sym_h)))
(assert
 (let ((?x110 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x110 3) sym_w)))
(assert
 (let ((?x110 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x121 (concat 0 in_i1 ?x110)))
 (= (rank ?x121) 4))))
(assert
 (let ((?x101 (* 2 sym_n)))
 (let ((?x110 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x121 (concat 0 in_i1 ?x110)))
 (let ((?x124 (dim ?x121 0)))
 (= ?x124 ?x101))))))
(assert
 (let ((?x110 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x121 (concat 0 in_i1 ?x110)))
 (= (dim ?x121 1) sym_c))))
(assert
 (let ((?x110 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x121 (concat 0 in_i1 ?x110)))
 (= (dim ?x121 2) sym_h))))
(assert
 (let ((?x110 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x121 (concat 0 in_i1 ?x110)))
 (= (dim ?x121 3) sym_w))))
(assert
 (let ((?x110 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x121 (concat 0 in_i1 ?x110)))
 (let ((?x132 (transpose4 0 1 3 2 ?x121)))
 (= (rank ?x132) 4)))))
(assert
 (let ((?x101 (* 2 sym_n)))
 (let ((?x110 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x121 (concat 0 in_i1 ?x110)))
 (let ((?x132 (transpose4 0 1 3 2 ?x121)))
 (let ((?x135 (dim ?x132 0)))
 (= ?x135 ?x101)))))))
(assert
 (let ((?x110 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x121 (concat 0 in_i1 ?x110)))
 (let ((?x132 (transpose4 0 1 3 2 ?x121)))
 (= (dim ?x132 1) sym_c)))))
(assert
 (let ((?x110 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x121 (concat 0 in_i1 ?x110)))
 (let ((?x132 (transpose4 0 1 3 2 ?x121)))
 (= (dim ?x132 2) sym_w)))))
(assert
 (let ((?x110 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x121 (concat 0 in_i1 ?x110)))
 (let ((?x132 (transpose4 0 1 3 2 ?x121)))
 (= (dim ?x132 3) sym_h)))))
(assert
 (let ((?x110 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x121 (concat 0 in_i1 ?x110)))
(let ((?x132 (transpose4 0 1 3 2 ?x121)))
(let ((?x75 (transpose4 0 1 3 2 in_i1)))
(let ((?x86 (avgpool 3 3 1 1 1 1 1 1 0 ?x75)))
(let ((?x97 (concat 0 ?x75 ?x86)))
(and (distinct ?x97 ?x132) true))))))))
(check-sat)
