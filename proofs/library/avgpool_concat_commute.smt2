; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_concat_ch
; z3 rlimit used: 51347
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
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
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x21 (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y))))
 (let ((?x18 (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y))))
 (= ?x18 ?x21))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y)) ) :pattern ( (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_concat_ch))
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
 (let ((?x79 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (= (rank ?x79) 4)))
(assert
 (let ((?x79 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (= (dim ?x79 0) sym_n)))
(assert
 (let ((?x79 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (= (dim ?x79 1) sym_c1)))
(assert
 (let ((?x89 (div (+ (- 2) sym_h) 2)))
 (let ((?x90 (+ 1 ?x89)))
 (let ((?x79 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x86 (dim ?x79 2)))
 (= ?x86 ?x90))))))
(assert
 (let ((?x94 (div (+ (- 2) sym_w) 2)))
 (let ((?x95 (+ 1 ?x94)))
 (let ((?x79 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x92 (dim ?x79 3)))
 (= ?x92 ?x95))))))
(assert
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (= (rank ?x97) 4)))
(assert
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (= (dim ?x97 0) sym_n)))
(assert
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (= (dim ?x97 1) sym_c2)))
(assert
 (let ((?x89 (div (+ (- 2) sym_h) 2)))
 (let ((?x90 (+ 1 ?x89)))
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x104 (dim ?x97 2)))
 (= ?x104 ?x90))))))
(assert
 (let ((?x94 (div (+ (- 2) sym_w) 2)))
 (let ((?x95 (+ 1 ?x94)))
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x106 (dim ?x97 3)))
 (= ?x106 ?x95))))))
(assert
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x79 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x108 (concat 1 ?x79 ?x97)))
 (= (rank ?x108) 4)))))
(assert
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x79 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x108 (concat 1 ?x79 ?x97)))
 (= (dim ?x108 0) sym_n)))))
(assert
 (let ((?x114 (+ sym_c1 sym_c2)))
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x79 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x108 (concat 1 ?x79 ?x97)))
 (let ((?x113 (dim ?x108 1)))
 (= ?x113 ?x114)))))))
(assert
 (let ((?x89 (div (+ (- 2) sym_h) 2)))
 (let ((?x90 (+ 1 ?x89)))
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x79 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x108 (concat 1 ?x79 ?x97)))
 (let ((?x116 (dim ?x108 2)))
 (= ?x116 ?x90))))))))
(assert
 (let ((?x94 (div (+ (- 2) sym_w) 2)))
 (let ((?x95 (+ 1 ?x94)))
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x79 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x108 (concat 1 ?x79 ?x97)))
 (let ((?x118 (dim ?x108 3)))
 (= ?x118 ?x95))))))))
(assert
 (let ((?x89 (div (+ (- 2) sym_h) 2)))
 (let ((?x90 (+ 1 ?x89)))
 (>= ?x90 0))))
(assert
 (let ((?x94 (div (+ (- 2) sym_w) 2)))
 (let ((?x95 (+ 1 ?x94)))
 (>= ?x95 0))))
(assert
 (let ((?x114 (+ sym_c1 sym_c2)))
 (>= ?x114 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x114 (+ sym_c1 sym_c2)))
 (let ((?x123 (concat 1 in_X in_Y)))
 (let ((?x128 (dim ?x123 1)))
 (= ?x128 ?x114)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (let ((?x123 (concat 1 in_X in_Y)))
 (let ((?x134 (avgpool 2 2 2 2 0 0 0 0 0 ?x123)))
 (= (rank ?x134) 4))))
(assert
 (let ((?x123 (concat 1 in_X in_Y)))
 (let ((?x134 (avgpool 2 2 2 2 0 0 0 0 0 ?x123)))
 (= (dim ?x134 0) sym_n))))
(assert
 (let ((?x114 (+ sym_c1 sym_c2)))
 (let ((?x123 (concat 1 in_X in_Y)))
 (let ((?x134 (avgpool 2 2 2 2 0 0 0 0 0 ?x123)))
 (let ((?x139 (dim ?x134 1)))
 (= ?x139 ?x114))))))
(assert
 (let ((?x89 (div (+ (- 2) sym_h) 2)))
 (let ((?x90 (+ 1 ?x89)))
 (let ((?x123 (concat 1 in_X in_Y)))
 (let ((?x134 (avgpool 2 2 2 2 0 0 0 0 0 ?x123)))
 (let ((?x141 (dim ?x134 2)))
 (= ?x141 ?x90)))))))
(assert
 (let ((?x94 (div (+ (- 2) sym_w) 2)))
 (let ((?x95 (+ 1 ?x94)))
 (let ((?x123 (concat 1 in_X in_Y)))
 (let ((?x134 (avgpool 2 2 2 2 0 0 0 0 0 ?x123)))
 (let ((?x143 (dim ?x134 3)))
 (= ?x143 ?x95)))))))
(assert
 (let ((?x123 (concat 1 in_X in_Y)))
(let ((?x134 (avgpool 2 2 2 2 0 0 0 0 0 ?x123)))
(let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
(let ((?x79 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
(let ((?x108 (concat 1 ?x79 ?x97)))
(and (distinct ?x108 ?x134) true)))))))
(check-sat)
