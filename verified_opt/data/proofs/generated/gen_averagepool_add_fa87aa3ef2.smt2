; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_add
; z3 rlimit used: 5599
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x51 (add (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y))))
 (let ((?x48 (avgpool kh kw sh sw pt pl pb pr ci (add X Y))))
 (let (($x52 (= ?x48 ?x51)))
 (let (($x46 (and (= (dim X 0) (dim Y 0)) (= (dim X 1) (dim Y 1)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x46 $x52))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (add X Y)) ) :pattern ( (add (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_add))
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
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x107) 4)))
(assert
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x107 0) sym_n)))
(assert
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x107 1) sym_c)))
(assert
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x107 2) sym_h)))
(assert
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x107 3) sym_w)))
(assert
 (let ((?x118 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (rank ?x118) 4)))
(assert
 (let ((?x118 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x118 0) sym_n)))
(assert
 (let ((?x118 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x118 1) sym_c)))
(assert
 (let ((?x118 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x118 2) sym_h)))
(assert
 (let ((?x118 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x118 3) sym_w)))
(assert
 (let ((?x118 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x129 (add ?x107 ?x118)))
 (= (rank ?x129) 4)))))
(assert
 (let ((?x118 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x129 (add ?x107 ?x118)))
 (= (dim ?x129 0) sym_n)))))
(assert
 (let ((?x118 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x129 (add ?x107 ?x118)))
 (= (dim ?x129 1) sym_c)))))
(assert
 (let ((?x118 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x129 (add ?x107 ?x118)))
 (= (dim ?x129 2) sym_h)))))
(assert
 (let ((?x118 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x129 (add ?x107 ?x118)))
 (= (dim ?x129 3) sym_w)))))
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
 (let ((?x140 (add in_i1 in_i2)))
 (let ((?x151 (avgpool 3 3 1 1 1 1 1 1 0 ?x140)))
 (= (rank ?x151) 4))))
(assert
 (let ((?x140 (add in_i1 in_i2)))
 (let ((?x151 (avgpool 3 3 1 1 1 1 1 1 0 ?x140)))
 (= (dim ?x151 0) sym_n))))
(assert
 (let ((?x140 (add in_i1 in_i2)))
 (let ((?x151 (avgpool 3 3 1 1 1 1 1 1 0 ?x140)))
 (= (dim ?x151 1) sym_c))))
(assert
 (let ((?x140 (add in_i1 in_i2)))
 (let ((?x151 (avgpool 3 3 1 1 1 1 1 1 0 ?x140)))
 (= (dim ?x151 2) sym_h))))
(assert
 (let ((?x140 (add in_i1 in_i2)))
 (let ((?x151 (avgpool 3 3 1 1 1 1 1 1 0 ?x140)))
 (= (dim ?x151 3) sym_w))))
(assert
 (let ((?x140 (add in_i1 in_i2)))
(let ((?x151 (avgpool 3 3 1 1 1 1 1 1 0 ?x140)))
(let ((?x118 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
(let ((?x107 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x129 (add ?x107 ?x118)))
(and (distinct ?x129 ?x151) true)))))))
(check-sat)
