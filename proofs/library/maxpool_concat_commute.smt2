; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_concat_ch
; z3 rlimit used: 50845
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
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (concat 1 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y))))
 (let ((?x17 (maxpool kh kw sh sw pt pl pb pr (concat 1 X Y))))
 (= ?x17 ?x20))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 1 X Y)) ) :pattern ( (concat 1 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_ch))
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
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (rank ?x78) 4)))
(assert
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x78 0) sym_n)))
(assert
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x78 1) sym_c1)))
(assert
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x78 2) sym_h)))
(assert
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x78 3) sym_w)))
(assert
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (rank ?x89) 4)))
(assert
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x89 0) sym_n)))
(assert
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x89 1) sym_c2)))
(assert
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x89 2) sym_h)))
(assert
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (= (dim ?x89 3) sym_w)))
(assert
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x100 (concat 1 ?x78 ?x89)))
 (= (rank ?x100) 4)))))
(assert
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x100 (concat 1 ?x78 ?x89)))
 (= (dim ?x100 0) sym_n)))))
(assert
 (let ((?x106 (+ sym_c1 sym_c2)))
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x100 (concat 1 ?x78 ?x89)))
 (let ((?x105 (dim ?x100 1)))
 (= ?x105 ?x106)))))))
(assert
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x100 (concat 1 ?x78 ?x89)))
 (= (dim ?x100 2) sym_h)))))
(assert
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x100 (concat 1 ?x78 ?x89)))
 (= (dim ?x100 3) sym_w)))))
(assert
 (let ((?x106 (+ sym_c1 sym_c2)))
 (>= ?x106 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x106 (+ sym_c1 sym_c2)))
 (let ((?x113 (concat 1 in_X in_Y)))
 (let ((?x118 (dim ?x113 1)))
 (= ?x118 ?x106)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (let ((?x113 (concat 1 in_X in_Y)))
 (let ((?x124 (maxpool 3 3 1 1 1 1 1 1 ?x113)))
 (= (rank ?x124) 4))))
(assert
 (let ((?x113 (concat 1 in_X in_Y)))
 (let ((?x124 (maxpool 3 3 1 1 1 1 1 1 ?x113)))
 (= (dim ?x124 0) sym_n))))
(assert
 (let ((?x106 (+ sym_c1 sym_c2)))
 (let ((?x113 (concat 1 in_X in_Y)))
 (let ((?x124 (maxpool 3 3 1 1 1 1 1 1 ?x113)))
 (let ((?x129 (dim ?x124 1)))
 (= ?x129 ?x106))))))
(assert
 (let ((?x113 (concat 1 in_X in_Y)))
 (let ((?x124 (maxpool 3 3 1 1 1 1 1 1 ?x113)))
 (= (dim ?x124 2) sym_h))))
(assert
 (let ((?x113 (concat 1 in_X in_Y)))
 (let ((?x124 (maxpool 3 3 1 1 1 1 1 1 ?x113)))
 (= (dim ?x124 3) sym_w))))
(assert
 (let ((?x113 (concat 1 in_X in_Y)))
(let ((?x124 (maxpool 3 3 1 1 1 1 1 1 ?x113)))
(let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_Y)))
(let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_X)))
(let ((?x100 (concat 1 ?x78 ?x89)))
(and (distinct ?x100 ?x124) true)))))))
(check-sat)
