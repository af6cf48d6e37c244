; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_relu
; z3 rlimit used: 41291
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x1155 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x1244 (relu ?x1155)))
 (let ((?x1061 (relu X)))
 (let ((?x1225 (maxpool kh kw sh sw pt pl pb pr ?x1061)))
 (let (($x1245 (= ?x1225 ?x1244)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x1245)))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank (relu in_X)) 4))
(assert
 (= (dim (relu in_X) 0) sym_n))
(assert
 (= (dim (relu in_X) 1) sym_c))
(assert
 (= (dim (relu in_X) 2) sym_h))
(assert
 (= (dim (relu in_X) 3) sym_w))
(assert
 (let ((?x2759 (relu in_X)))
 (let ((?x3116 (maxpool 3 3 2 2 1 1 1 1 ?x2759)))
 (= (rank ?x3116) 4))))
(assert
 (let ((?x2759 (relu in_X)))
 (let ((?x3116 (maxpool 3 3 2 2 1 1 1 1 ?x2759)))
 (= (dim ?x3116 0) sym_n))))
(assert
 (let ((?x2759 (relu in_X)))
 (let ((?x3116 (maxpool 3 3 2 2 1 1 1 1 ?x2759)))
 (= (dim ?x3116 1) sym_c))))
(assert
 (let ((?x4173 (div (+ (- 1) sym_h) 2)))
 (let ((?x2710 (+ 1 ?x4173)))
 (let ((?x2759 (relu in_X)))
 (let ((?x3116 (maxpool 3 3 2 2 1 1 1 1 ?x2759)))
 (let ((?x3050 (dim ?x3116 2)))
 (= ?x3050 ?x2710)))))))
(assert
 (let ((?x3618 (div (+ (- 1) sym_w) 2)))
 (let ((?x3407 (+ 1 ?x3618)))
 (let ((?x2759 (relu in_X)))
 (let ((?x3116 (maxpool 3 3 2 2 1 1 1 1 ?x2759)))
 (let ((?x2991 (dim ?x3116 3)))
 (= ?x2991 ?x3407)))))))
(assert
 (let ((?x4173 (div (+ (- 1) sym_h) 2)))
 (let ((?x2710 (+ 1 ?x4173)))
 (>= ?x2710 0))))
(assert
 (let ((?x3618 (div (+ (- 1) sym_w) 2)))
 (let ((?x3407 (+ 1 ?x3618)))
 (>= ?x3407 0))))
(assert
 (let ((?x3078 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (= (rank ?x3078) 4)))
(assert
 (let ((?x3078 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (= (dim ?x3078 0) sym_n)))
(assert
 (let ((?x3078 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (= (dim ?x3078 1) sym_c)))
(assert
 (let ((?x4173 (div (+ (- 1) sym_h) 2)))
 (let ((?x2710 (+ 1 ?x4173)))
 (let ((?x3078 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (let ((?x2895 (dim ?x3078 2)))
 (= ?x2895 ?x2710))))))
(assert
 (let ((?x3618 (div (+ (- 1) sym_w) 2)))
 (let ((?x3407 (+ 1 ?x3618)))
 (let ((?x3078 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (let ((?x4172 (dim ?x3078 3)))
 (= ?x4172 ?x3407))))))
(assert
 (let ((?x3078 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (let ((?x4280 (relu ?x3078)))
 (= (rank ?x4280) 4))))
(assert
 (let ((?x3078 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (let ((?x4280 (relu ?x3078)))
 (= (dim ?x4280 0) sym_n))))
(assert
 (let ((?x3078 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (let ((?x4280 (relu ?x3078)))
 (= (dim ?x4280 1) sym_c))))
(assert
 (let ((?x4173 (div (+ (- 1) sym_h) 2)))
 (let ((?x2710 (+ 1 ?x4173)))
 (let ((?x3078 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (let ((?x4280 (relu ?x3078)))
 (let ((?x2773 (dim ?x4280 2)))
 (= ?x2773 ?x2710)))))))
(assert
 (let ((?x3618 (div (+ (- 1) sym_w) 2)))
 (let ((?x3407 (+ 1 ?x3618)))
 (let ((?x3078 (maxpool 3 3 2 2 1 1 1 1 in_X)))
 (let ((?x4280 (relu ?x3078)))
 (let ((?x2789 (dim ?x4280 3)))
 (= ?x2789 ?x3407)))))))
(assert
 (let ((?x3078 (maxpool 3 3 2 2 1 1 1 1 in_X)))
(let ((?x4280 (relu ?x3078)))
(let ((?x2759 (relu in_X)))
(let ((?x3116 (maxpool 3 3 2 2 1 1 1 1 ?x2759)))
(and (distinct ?x3116 ?x4280) true))))))
(check-sat)
