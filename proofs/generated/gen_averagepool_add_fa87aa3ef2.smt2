; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_add
; z3 rlimit used: 48571
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (add (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y))))
 (let ((?x17 (avgpool kh kw sh sw pt pl pb pr ci (add X Y))))
 (= ?x17 ?x20))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (add X Y)) ) :pattern ( (add (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_add))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (let ((?x77 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x77) 4)))
(assert
 (let ((?x77 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x77 0) sym_n)))
(assert
 (let ((?x77 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x77 1) sym_c)))
(assert
 (let ((?x77 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x77 2) sym_h)))
(assert
 (let ((?x77 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x77 3) sym_w)))
(assert
 (let ((?x88 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (rank ?x88) 4)))
(assert
 (let ((?x88 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x88 0) sym_n)))
(assert
 (let ((?x88 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x88 1) sym_c)))
(assert
 (let ((?x88 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x88 2) sym_h)))
(assert
 (let ((?x88 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x88 3) sym_w)))
(assert
 (let ((?x88 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x77 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x99 (add ?x77 ?x88)))
 (= (rank ?x99) 4)))))
(assert
 (let ((?x88 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x77 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x99 (add ?x77 ?x88)))
 (= (dim ?x99 0) sym_n)))))
(assert
 (let ((?x88 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x77 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x99 (add ?x77 ?x88)))
 (= (dim ?x99 1) sym_c)))))
(assert
 (let ((?x88 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x77 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x99 (add ?x77 ?x88)))
 (= (dim ?x99 2) sym_h)))))
(assert
 (let ((?x88 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x77 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x99 (add ?x77 ?x88)))
 (= (dim ?x99 3) sym_w)))))
(assert
 (= (rank (add in_i1 in_i2)) 4))
(assert
 (= (dim (add in_i1 in_i2) 0) sym_n))
(assert
 (= (dim (add in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (add in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (add in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x110 (add in_i1 in_i2)))
 (let ((?x121 (avgpool 3 3 1 1 1 1 1 1 0 ?x110)))
 (= (rank ?x121) 4))))
(assert
 (let ((?x110 (add in_i1 in_i2)))
 (let ((?x121 (avgpool 3 3 1 1 1 1 1 1 0 ?x110)))
 (= (dim ?x121 0) sym_n))))
(assert
 (let ((?x110 (add in_i1 in_i2)))
 (let ((?x121 (avgpool 3 3 1 1 1 1 1 1 0 ?x110)))
 (= (dim ?x121 1) sym_c))))
(assert
 (let ((?x110 (add in_i1 in_i2)))
 (let ((?x121 (avgpool 3 3 1 1 1 1 1 1 0 ?x110)))
 (= (dim ?x121 2) sym_h))))
(assert
 (let ((?x110 (add in_i1 in_i2)))
 (let ((?x121 (avgpool 3 3 1 1 1 1 1 1 0 ?x110)))
 (= (dim ?x121 3) sym_w))))
(assert
 (let ((?x110 (add in_i1 in_i2)))
(let ((?x121 (avgpool 3 3 1 1 1 1 1 1 0 ?x110)))
(let ((?x88 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
(let ((?x77 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x99 (add ?x77 ?x88)))
(and (distinct ?x99 ?x121) true)))))))
(check-sat)
