; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_concat_ch, maxpool_relu
; z3 rlimit used: 48497
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x19 (maxpool kh kw sh sw pt pl pb pr Y)))
 (let ((?x20 (concat 1 (maxpool kh kw sh sw pt pl pb pr X) ?x19)))
 (let ((?x17 (maxpool kh kw sh sw pt pl pb pr (concat 1 X Y))))
 (= ?x17 ?x20)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 1 X Y)) ) :pattern ( (concat 1 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_ch))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x19 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x49 (relu ?x19)))
 (let ((?x48 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x50 (= ?x48 ?x49)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x50))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x99 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x99) 4)))
(assert
 (let ((?x99 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x99 0) sym_n)))
(assert
 (let ((?x99 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x99 1) sym_c)))
(assert
 (let ((?x99 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x99 2) sym_h)))
(assert
 (let ((?x99 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x99 3) sym_w)))
(assert
 (let ((?x99 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x110 (relu ?x99)))
 (= (rank ?x110) 4))))
(assert
 (let ((?x99 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x110 (relu ?x99)))
 (= (dim ?x110 0) sym_n))))
(assert
 (let ((?x99 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x110 (relu ?x99)))
 (= (dim ?x110 1) sym_c))))
(assert
 (let ((?x99 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x110 (relu ?x99)))
 (= (dim ?x110 2) sym_h))))
(assert
 (let ((?x99 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x110 (relu ?x99)))
 (= (dim ?x110 3) sym_w))))
(assert
 (let ((?x99 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x110 (relu ?x99)))
 (let ((?x121 (concat 1 ?x110 ?x99)))
 (= (rank ?x121) 4)))))
(assert
 (let ((?x99 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x110 (relu ?x99)))
 (let ((?x121 (concat 1 ?x110 ?x99)))
 (= (dim ?x121 0) sym_n)))))
(assert
 (let ((?x127 (* 2 sym_c)))
 (let ((?x99 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x110 (relu ?x99)))
 (let ((?x121 (concat 1 ?x110 ?x99)))
 (let ((?x126 (dim ?x121 1)))
 (= ?x126 ?x127)))))))
(assert
 (let ((?x99 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x110 (relu ?x99)))
 (let ((?x121 (concat 1 ?x110 ?x99)))
 (= (dim ?x121 2) sym_h)))))
(assert
 (let ((?x99 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x110 (relu ?x99)))
 (let ((?x121 (concat 1 ?x110 ?x99)))
 (= (dim ?x121 3) sym_w)))))
(assert
 (let ((?x127 (* 2 sym_c)))
 (>= ?x127 0)))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (= (rank (concat 1 (relu in_i1) in_i1)) 4))
(assert
 (= (dim (concat 1 (relu in_i1) in_i1) 0) sym_n))
(assert
 (let ((?x127 (* 2 sym_c)))
 (let ((?x134 (relu in_i1)))
 (let ((?x145 (concat 1 ?x134 in_i1)))
 (let ((?x150 (dim ?x145 1)))
 (= ?x150 ?x127))))))
(assert
 (= (dim (concat 1 (relu in_i1) in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 (relu in_i1) in_i1) 3) sym_w))
(assert
 (let ((?x134 (relu in_i1)))
 (let ((?x145 (concat 1 ?x134 in_i1)))
 (let ((?x156 (maxpool 3 3 1 1 1 1 1 1 ?x145)))
 (= (rank ?x156) 4)))))
(assert
 (let ((?x134 (relu in_i1)))
 (let ((?x145 (concat 1 ?x134 in_i1)))
 (let ((?x156 (maxpool 3 3 1 1 1 1 1 1 ?x145)))
 (= (dim ?x156 0) sym_n)))))
(assert
 (let ((?x127 (* 2 sym_c)))
 (let ((?x134 (relu in_i1)))
 (let ((?x145 (concat 1 ?x134 in_i1)))
 (let ((?x156 (maxpool 3 3 1 1 1 1 1 1 ?x145)))
 (let ((?x161 (dim ?x156 1)))
 (= ?x161 ?x127)))))))
(assert
 (let ((?x134 (relu in_i1)))
 (let ((?x145 (concat 1 ?x134 in_i1)))
 (let ((?x156 (maxpool 3 3 1 1 1 1 1 1 ?x145)))
 (= (dim ?x156 2) sym_h)))))
(assert
 (let ((?x134 (relu in_i1)))
 (let ((?x145 (concat 1 ?x134 in_i1)))
 (let ((?x156 (maxpool 3 3 1 1 1 1 1 1 ?x145)))
 (= (dim ?x156 3) sym_w)))))
(assert
 (let ((?x134 (relu in_i1)))
(let ((?x145 (concat 1 ?x134 in_i1)))
(let ((?x156 (maxpool 3 3 1 1 1 1 1 1 ?x145)))
(let ((?x99 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x110 (relu ?x99)))
(let ((?x121 (concat 1 ?x110 ?x99)))
(and (distinct ?x121 ?x156) true))))))))
(check-sat)
