; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_add, avgpool_smul
; z3 rlimit used: 74486
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x31 (avgpool kh kw sh sw pt pl pb pr ci Y)))
 (let ((?x32 (add (avgpool kh kw sh sw pt pl pb pr ci X) ?x31)))
 (let ((?x29 (avgpool kh kw sh sw pt pl pb pr ci (add X Y))))
 (let (($x33 (= ?x29 ?x32)))
 (let (($x25 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0))))
 (=> $x25 $x33)))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (add X Y)) ) :pattern ( (add (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_add))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x31 (avgpool kh kw sh sw pt pl pb pr ci X)))
 (let ((?x60 (smul ?x31 S)))
 (let ((?x59 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (let (($x61 (= ?x59 ?x60)))
 (let (($x25 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0))))
 (=> $x25 $x61)))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x93) 4)))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x93 0) sym_n)))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x93 1) sym_c)))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x93 2) sym_h)))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x93 3) sym_w)))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x104 (smul ?x93 in_s1)))
 (= (rank ?x104) 4))))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x104 (smul ?x93 in_s1)))
 (= (dim ?x104 0) sym_n))))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x104 (smul ?x93 in_s1)))
 (= (dim ?x104 1) sym_c))))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x104 (smul ?x93 in_s1)))
 (= (dim ?x104 2) sym_h))))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x104 (smul ?x93 in_s1)))
 (= (dim ?x104 3) sym_w))))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x104 (smul ?x93 in_s1)))
 (let ((?x115 (add ?x93 ?x104)))
 (= (rank ?x115) 4)))))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x104 (smul ?x93 in_s1)))
 (let ((?x115 (add ?x93 ?x104)))
 (= (dim ?x115 0) sym_n)))))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x104 (smul ?x93 in_s1)))
 (let ((?x115 (add ?x93 ?x104)))
 (= (dim ?x115 1) sym_c)))))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x104 (smul ?x93 in_s1)))
 (let ((?x115 (add ?x93 ?x104)))
 (= (dim ?x115 2) sym_h)))))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x104 (smul ?x93 in_s1)))
 (let ((?x115 (add ?x93 ?x104)))
 (= (dim ?x115 3) sym_w)))))
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
 (let ((?x126 (smul in_i1 in_s1)))
 (let ((?x137 (add in_i1 ?x126)))
 (let ((?x148 (avgpool 3 3 1 1 1 1 1 1 0 ?x137)))
 (= (rank ?x148) 4)))))
(assert
 (let ((?x126 (smul in_i1 in_s1)))
 (let ((?x137 (add in_i1 ?x126)))
 (let ((?x148 (avgpool 3 3 1 1 1 1 1 1 0 ?x137)))
 (= (dim ?x148 0) sym_n)))))
(assert
 (let ((?x126 (smul in_i1 in_s1)))
 (let ((?x137 (add in_i1 ?x126)))
 (let ((?x148 (avgpool 3 3 1 1 1 1 1 1 0 ?x137)))
 (= (dim ?x148 1) sym_c)))))
(assert
 (let ((?x126 (smul in_i1 in_s1)))
 (let ((?x137 (add in_i1 ?x126)))
 (let ((?x148 (avgpool 3 3 1 1 1 1 1 1 0 ?x137)))
 (= (dim ?x148 2) sym_h)))))
(assert
 (let ((?x126 (smul in_i1 in_s1)))
 (let ((?x137 (add in_i1 ?x126)))
 (let ((?x148 (avgpool 3 3 1 1 1 1 1 1 0 ?x137)))
 (= (dim ?x148 3) sym_w)))))
(assert
 (let ((?x126 (smul in_i1 in_s1)))
(let ((?x137 (add in_i1 ?x126)))
(let ((?x148 (avgpool 3 3 1 1 1 1 1 1 0 ?x137)))
(let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x104 (smul ?x93 in_s1)))
(let ((?x115 (add ?x93 ?x104)))
(and (distinct ?x115 ?x148) true))))))))
(check-sat)
