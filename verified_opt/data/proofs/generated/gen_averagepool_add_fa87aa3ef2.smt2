; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_add
; z3 rlimit used: 5367
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x37 (add (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y))))
 (let ((?x34 (avgpool kh kw sh sw pt pl pb pr ci (add X Y))))
 (let (($x38 (= ?x34 ?x37)))
 (let (($x32 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x32 $x38))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (add X Y)) ) :pattern ( (add (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_add))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
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
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x95) 4)))
(assert
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x95 0) sym_n)))
(assert
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x95 1) sym_c)))
(assert
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x95 2) sym_h)))
(assert
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x95 3) sym_w)))
(assert
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (rank ?x106) 4)))
(assert
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x106 0) sym_n)))
(assert
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x106 1) sym_c)))
(assert
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x106 2) sym_h)))
(assert
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x106 3) sym_w)))
(assert
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x117 (add ?x95 ?x106)))
 (= (rank ?x117) 4)))))
(assert
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x117 (add ?x95 ?x106)))
 (= (dim ?x117 0) sym_n)))))
(assert
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x117 (add ?x95 ?x106)))
 (= (dim ?x117 1) sym_c)))))
(assert
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x117 (add ?x95 ?x106)))
 (= (dim ?x117 2) sym_h)))))
(assert
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x117 (add ?x95 ?x106)))
 (= (dim ?x117 3) sym_w)))))
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
 (let ((?x128 (add in_i1 in_i2)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (= (rank ?x139) 4))))
(assert
 (let ((?x128 (add in_i1 in_i2)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (= (dim ?x139 0) sym_n))))
(assert
 (let ((?x128 (add in_i1 in_i2)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (= (dim ?x139 1) sym_c))))
(assert
 (let ((?x128 (add in_i1 in_i2)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (= (dim ?x139 2) sym_h))))
(assert
 (let ((?x128 (add in_i1 in_i2)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (= (dim ?x139 3) sym_w))))
(assert
 (let ((?x128 (add in_i1 in_i2)))
(let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
(let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
(let ((?x95 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x117 (add ?x95 ?x106)))
(and (distinct ?x117 ?x139) true)))))))
(check-sat)
