; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_concat_ch
; z3 rlimit used: 41413
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c1 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x1155 (maxpool kh kw sh sw pt pl pb pr Y)))
 (let ((?x1159 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x10 (concat 1 ?x1159 ?x1155)))
 (let ((?x473 (concat 1 X Y)))
 (let ((?x1182 (maxpool kh kw sh sw pt pl pb pr ?x473)))
 (= ?x1182 ?x10)))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 1 X Y)) ) :pattern ( (concat 1 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_ch))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c1 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c1))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank in_Y) 4))
(assert
 (= (dim in_Y 0) sym_n))
(assert
 (= (dim in_Y 1) sym_c2))
(assert
 (= (dim in_Y 2) sym_h))
(assert
 (= (dim in_Y 3) sym_w))
(assert
 (let ((?x3801 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (rank ?x3801) 4)))
(assert
 (let ((?x3801 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x3801 0) sym_n)))
(assert
 (let ((?x3801 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x3801 1) sym_c1)))
(assert
 (let ((?x3801 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x3801 2) sym_h)))
(assert
 (let ((?x3801 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x3801 3) sym_w)))
(assert
 (let ((?x3743 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (rank ?x3743) 4)))
(assert
 (let ((?x3743 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x3743 0) sym_n)))
(assert
 (let ((?x3743 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x3743 1) sym_c2)))
(assert
 (let ((?x3743 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x3743 2) sym_h)))
(assert
 (let ((?x3743 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x3743 3) sym_w)))
(assert
 (let ((?x3743 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x3801 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x3670 (concat 1 ?x3801 ?x3743)))
 (= (rank ?x3670) 4)))))
(assert
 (let ((?x3743 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x3801 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x3670 (concat 1 ?x3801 ?x3743)))
 (= (dim ?x3670 0) sym_n)))))
(assert
 (let ((?x3007 (+ sym_c1 sym_c2)))
 (let ((?x3743 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x3801 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x3670 (concat 1 ?x3801 ?x3743)))
 (let ((?x3434 (dim ?x3670 1)))
 (= ?x3434 ?x3007)))))))
(assert
 (let ((?x3743 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x3801 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x3670 (concat 1 ?x3801 ?x3743)))
 (= (dim ?x3670 2) sym_h)))))
(assert
 (let ((?x3743 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x3801 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x3670 (concat 1 ?x3801 ?x3743)))
 (= (dim ?x3670 3) sym_w)))))
(assert
 (let ((?x3007 (+ sym_c1 sym_c2)))
 (>= ?x3007 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x3007 (+ sym_c1 sym_c2)))
 (let ((?x3591 (concat 1 in_X in_Y)))
 (let ((?x3157 (dim ?x3591 1)))
 (= ?x3157 ?x3007)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (let ((?x3591 (concat 1 in_X in_Y)))
 (let ((?x4525 (maxpool 3 3 1 1 1 1 1 1 ?x3591)))
 (= (rank ?x4525) 4))))
(assert
 (let ((?x3591 (concat 1 in_X in_Y)))
 (let ((?x4525 (maxpool 3 3 1 1 1 1 1 1 ?x3591)))
 (= (dim ?x4525 0) sym_n))))
(assert
 (let ((?x3007 (+ sym_c1 sym_c2)))
 (let ((?x3591 (concat 1 in_X in_Y)))
 (let ((?x4525 (maxpool 3 3 1 1 1 1 1 1 ?x3591)))
 (let ((?x2806 (dim ?x4525 1)))
 (= ?x2806 ?x3007))))))
(assert
 (let ((?x3591 (concat 1 in_X in_Y)))
 (let ((?x4525 (maxpool 3 3 1 1 1 1 1 1 ?x3591)))
 (= (dim ?x4525 2) sym_h))))
(assert
 (let ((?x3591 (concat 1 in_X in_Y)))
 (let ((?x4525 (maxpool 3 3 1 1 1 1 1 1 ?x3591)))
 (= (dim ?x4525 3) sym_w))))
(assert
 (let ((?x3591 (concat 1 in_X in_Y)))
(let ((?x4525 (maxpool 3 3 1 1 1 1 1 1 ?x3591)))
(let ((?x3743 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
(let ((?x3801 (maxpool 3 3 1 1 1 1 1 1 in_X)))
(let ((?x3670 (concat 1 ?x3801 ?x3743)))
(and (distinct ?x3670 ?x4525) true)))))))
(check-sat)
