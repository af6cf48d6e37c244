; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_add, avgpool_smul
; z3 rlimit used: 10153
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x50 (avgpool kh kw sh sw pt pl pb pr ci Y)))
 (let ((?x51 (add (avgpool kh kw sh sw pt pl pb pr ci X) ?x50)))
 (let ((?x48 (avgpool kh kw sh sw pt pl pb pr ci (add X Y))))
 (let (($x52 (= ?x48 ?x51)))
 (let (($x45 (= (rank Y) 4)))
 (let (($x40 (>= pr 0)))
 (let (($x38 (>= pb 0)))
 (let (($x36 (>= pl 0)))
 (let (($x34 (>= pt 0)))
 (let (($x32 (>= sw 1)))
 (let (($x30 (>= sh 1)))
 (let (($x28 (>= kw 1)))
 (let (($x26 (>= kh 1)))
 (let (($x24 (>= ci 0)))
 (let (($x46 (and (= (dim X 0) (dim Y 0)) (= (dim X 1) (dim Y 1)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) $x24 $x26 $x28 $x30 $x32 $x34 $x36 $x38 $x40 (= (rank X) 4) $x45)))
 (=> $x46 $x52)))))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (add X Y)) ) :pattern ( (add (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_add))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x50 (avgpool kh kw sh sw pt pl pb pr ci X)))
 (let ((?x81 (smul ?x50 S)))
 (let ((?x80 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (let (($x82 (= ?x80 ?x81)))
 (let (($x45 (= (rank X) 4)))
 (let (($x40 (>= pr 0)))
 (let (($x38 (>= pb 0)))
 (let (($x36 (>= pl 0)))
 (let (($x34 (>= pt 0)))
 (let (($x32 (>= sw 1)))
 (let (($x30 (>= sh 1)))
 (let (($x28 (>= kw 1)))
 (let (($x26 (>= kh 1)))
 (let (($x24 (>= ci 0)))
 (let (($x78 (and $x24 $x26 $x28 $x30 $x32 $x34 $x36 $x38 $x40 $x45 (= (rank S) 0))))
 (=> $x78 $x82)))))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (= (rank in_s1) 0))
(assert
 (let ((?x112 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x112) 4)))
(assert
 (let ((?x112 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x112 0) sym_n)))
(assert
 (let ((?x112 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x112 1) sym_c)))
(assert
 (let ((?x112 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x112 2) sym_h)))
(assert
 (let ((?x112 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x112 3) sym_w)))
(assert
 (let ((?x112 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x123 (smul ?x112 in_s1)))
 (= (rank ?x123) 4))))
(assert
 (let ((?x112 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x123 (smul ?x112 in_s1)))
 (= (dim ?x123 0) sym_n))))
(assert
 (let ((?x112 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x123 (smul ?x112 in_s1)))
 (= (dim ?x123 1) sym_c))))
(assert
 (let ((?x112 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x123 (smul ?x112 in_s1)))
 (= (dim ?x123 2) sym_h))))
(assert
 (let ((?x112 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x123 (smul ?x112 in_s1)))
 (= (dim ?x123 3) sym_w))))
(assert
 (let ((?x112 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (add ?x112 ?x123)))
 (= (rank ?x134) 4)))))
(assert
 (let ((?x112 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (add ?x112 ?x123)))
 (= (dim ?x134 0) sym_n)))))
(assert
 (let ((?x112 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (add ?x112 ?x123)))
 (= (dim ?x134 1) sym_c)))))
(assert
 (let ((?x112 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (add ?x112 ?x123)))
 (= (dim ?x134 2) sym_h)))))
(assert
 (let ((?x112 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (add ?x112 ?x123)))
 (= (dim ?x134 3) sym_w)))))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (= (rank (add in_i1 (smul in_i1 in_s1))) 4))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 0) sym_n))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 1) sym_c))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x145 (smul in_i1 in_s1)))
 (let ((?x156 (add in_i1 ?x145)))
 (let ((?x167 (avgpool 3 3 1 1 1 1 1 1 0 ?x156)))
 (= (rank ?x167) 4)))))
(assert
 (let ((?x145 (smul in_i1 in_s1)))
 (let ((?x156 (add in_i1 ?x145)))
 (let ((?x167 (avgpool 3 3 1 1 1 1 1 1 0 ?x156)))
 (= (dim ?x167 0) sym_n)))))
(assert
 (let ((?x145 (smul in_i1 in_s1)))
 (let ((?x156 (add in_i1 ?x145)))
 (let ((?x167 (avgpool 3 3 1 1 1 1 1 1 0 ?x156)))
 (= (dim ?x167 1) sym_c)))))
(assert
 (let ((?x145 (smul in_i1 in_s1)))
 (let ((?x156 (add in_i1 ?x145)))
 (let ((?x167 (avgpool 3 3 1 1 1 1 1 1 0 ?x156)))
 (= (dim ?x167 2) sym_h)))))
(assert
 (let ((?x145 (smul in_i1 in_s1)))
 (let ((?x156 (add in_i1 ?x145)))
 (let ((?x167 (avgpool 3 3 1 1 1 1 1 1 0 ?x156)))
 (= (dim ?x167 3) sym_w)))))
(assert
 (let ((?x145 (smul in_i1 in_s1)))
(let ((?x156 (add in_i1 ?x145)))
(let ((?x167 (avgpool 3 3 1 1 1 1 1 1 0 ?x156)))
(let ((?x112 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x123 (smul ?x112 in_s1)))
(let ((?x134 (add ?x112 ?x123)))
(and (distinct ?x134 ?x167) true))))))))
(check-sat)
