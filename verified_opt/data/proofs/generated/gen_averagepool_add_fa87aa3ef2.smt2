; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_add
; z3 rlimit used: 74302
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (add (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y))))
 (let ((?x29 (avgpool kh kw sh sw pt pl pb pr ci (add X Y))))
 (let (($x33 (= ?x29 ?x32)))
 (let (($x25 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0))))
 (=> $x25 $x33))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (add X Y)) ) :pattern ( (add (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_add))
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
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x91) 4)))
(assert
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x91 0) sym_n)))
(assert
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x91 1) sym_c)))
(assert
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x91 2) sym_h)))
(assert
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x91 3) sym_w)))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (rank ?x102) 4)))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x102 0) sym_n)))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x102 1) sym_c)))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x102 2) sym_h)))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x102 3) sym_w)))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x113 (add ?x91 ?x102)))
 (= (rank ?x113) 4)))))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x113 (add ?x91 ?x102)))
 (= (dim ?x113 0) sym_n)))))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x113 (add ?x91 ?x102)))
 (= (dim ?x113 1) sym_c)))))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x113 (add ?x91 ?x102)))
 (= (dim ?x113 2) sym_h)))))
(assert
 (let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x113 (add ?x91 ?x102)))
 (= (dim ?x113 3) sym_w)))))
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
 (let ((?x124 (add in_i1 in_i2)))
 (let ((?x135 (avgpool 3 3 1 1 1 1 1 1 0 ?x124)))
 (= (rank ?x135) 4))))
(assert
 (let ((?x124 (add in_i1 in_i2)))
 (let ((?x135 (avgpool 3 3 1 1 1 1 1 1 0 ?x124)))
 (= (dim ?x135 0) sym_n))))
(assert
 (let ((?x124 (add in_i1 in_i2)))
 (let ((?x135 (avgpool 3 3 1 1 1 1 1 1 0 ?x124)))
 (= (dim ?x135 1) sym_c))))
(assert
 (let ((?x124 (add in_i1 in_i2)))
 (let ((?x135 (avgpool 3 3 1 1 1 1 1 1 0 ?x124)))
 (= (dim ?x135 2) sym_h))))
(assert
 (let ((?x124 (add in_i1 in_i2)))
 (let ((?x135 (avgpool 3 3 1 1 1 1 1 1 0 ?x124)))
 (= (dim ?x135 3) sym_w))))
(assert
 (let ((?x124 (add in_i1 in_i2)))
(let ((?x135 (avgpool 3 3 1 1 1 1 1 1 0 ?x124)))
(let ((?x102 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
(let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x113 (add ?x91 ?x102)))
(and (distinct ?x113 ?x135) true)))))))
(check-sat)
