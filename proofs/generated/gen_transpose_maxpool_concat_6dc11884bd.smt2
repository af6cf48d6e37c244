; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_transpose_spatial, transpose4_concat0
; z3 rlimit used: 48541
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
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
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x49 (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x46 (transpose4 p0 p1 p2 p3 (concat p0 X Y))))
 (= ?x46 ?x49))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat0))
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
 (let ((?x74 (transpose4 0 1 3 2 in_i1)))
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 ?x74)))
 (= (rank ?x85) 4))))
(assert
 (let ((?x74 (transpose4 0 1 3 2 in_i1)))
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 ?x74)))
 (= (dim ?x85 0) sym_n))))
(assert
 (let ((?x74 (transpose4 0 1 3 2 in_i1)))
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 ?x74)))
 (= (dim ?x85 1) sym_c))))
(assert
 (let ((?x74 (transpose4 0 1 3 2 in_i1)))
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 ?x74)))
 (= (dim ?x85 2) sym_w))))
(assert
 (let ((?x74 (transpose4 0 1 3 2 in_i1)))
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 ?x74)))
 (= (dim ?x85 3) sym_h))))
(assert
 (let ((?x74 (transpose4 0 1 3 2 in_i1)))
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 ?x74)))
 (let ((?x96 (concat 0 ?x74 ?x85)))
 (= (rank ?x96) 4)))))
(assert
 (let ((?x100 (* 2 sym_n)))
 (let ((?x74 (transpose4 0 1 3 2 in_i1)))
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 ?x74)))
 (let ((?x96 (concat 0 ?x74 ?x85)))
 (let ((?x99 (dim ?x96 0)))
 (= ?x99 ?x100)))))))
(assert
 (let ((?x74 (transpose4 0 1 3 2 in_i1)))
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 ?x74)))
 (let ((?x96 (concat 0 ?x74 ?x85)))
 (= (dim ?x96 1) sym_c)))))
(assert
 (let ((?x74 (transpose4 0 1 3 2 in_i1)))
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 ?x74)))
 (let ((?x96 (concat 0 ?x74 ?x85)))
 (= (dim ?x96 2) sym_w)))))
(assert
 (let ((?x74 (transpose4 0 1 3 2 in_i1)))
 (let ((?x85 (maxpool 3 3 1 1 1 1 1 1 ?x74)))
 (let ((?x96 (concat 0 ?x74 ?x85)))
 (= (dim ?x96 3) sym_h)))))
(assert
 (let ((?x100 (* 2 sym_n)))
 (>= ?x100 0)))
(assert
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x109) 4)))
(assert
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x109 0) sym_n)))
(assert
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x109 1) sym_c)))
(assert
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x109 2) sym_h)))
(assert
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x109 3) sym_w)))
(assert
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x120 (concat 0 in_i1 ?x109)))
 (= (rank ?x120) 4))))
(assert
 (let ((?x100 (* 2 sym_n)))
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x120 (concat 0 in_i1 ?x109)))
 (let ((?x123 (dim ?x120 0)))
 (= ?x123 ?x100))))))
(assert
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x120 (concat 0 in_i1 ?x109)))
 (= (dim ?x120 1) sym_c))))
(assert
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x120 (concat 0 in_i1 ?x109)))
 (= (dim ?x120 2) sym_h))))
(assert
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x120 (concat 0 in_i1 ?x109)))
 (= (dim ?x120 3) sym_w))))
(assert
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x120 (concat 0 in_i1 ?x109)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (= (rank ?x131) 4)))))
(assert
 (let ((?x100 (* 2 sym_n)))
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x120 (concat 0 in_i1 ?x109)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (let ((?x134 (dim ?x131 0)))
 (= ?x134 ?x100)))))))
(assert
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x120 (concat 0 in_i1 ?x109)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (= (dim ?x131 1) sym_c)))))
(assert
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x120 (concat 0 in_i1 ?x109)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (= (dim ?x131 2) sym_w)))))
(assert
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x120 (concat 0 in_i1 ?x109)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (= (dim ?x131 3) sym_h)))))
(assert
 (let ((?x109 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x120 (concat 0 in_i1 ?x109)))
(let ((?x131 (transpose4 0 1 3 2 ?x120)))
(let ((?x74 (transpose4 0 1 3 2 in_i1)))
(let ((?x85 (maxpool 3 3 1 1 1 1 1 1 ?x74)))
(let ((?x96 (concat 0 ?x74 ?x85)))
(and (distinct ?x96 ?x131) true))))))))
(check-sat)
