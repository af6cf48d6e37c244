; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul
; z3 rlimit used: 74126
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x31 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x29 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (let (($x32 (= ?x29 ?x31)))
 (let (($x25 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0))))
 (=> $x25 $x32))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (= (rank (smul (smul in_i1 in_s1) in_s1)) 4))
(assert
 (= (dim (smul (smul in_i1 in_s1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (smul in_i1 in_s1) in_s1) 1) sym_c))
(assert
 (= (dim (smul (smul in_i1 in_s1) in_s1) 2) sym_h))
(assert
 (= (dim (smul (smul in_i1 in_s1) in_s1) 3) sym_w))
(assert
 (let ((?x82 (smul in_i1 in_s1)))
 (let ((?x93 (smul ?x82 in_s1)))
 (let ((?x104 (avgpool 3 3 1 1 1 1 1 1 0 ?x93)))
 (= (rank ?x104) 4)))))
(assert
 (let ((?x82 (smul in_i1 in_s1)))
 (let ((?x93 (smul ?x82 in_s1)))
 (let ((?x104 (avgpool 3 3 1 1 1 1 1 1 0 ?x93)))
 (= (dim ?x104 0) sym_n)))))
(assert
 (let ((?x82 (smul in_i1 in_s1)))
 (let ((?x93 (smul ?x82 in_s1)))
 (let ((?x104 (avgpool 3 3 1 1 1 1 1 1 0 ?x93)))
 (= (dim ?x104 1) sym_c)))))
(assert
 (let ((?x82 (smul in_i1 in_s1)))
 (let ((?x93 (smul ?x82 in_s1)))
 (let ((?x104 (avgpool 3 3 1 1 1 1 1 1 0 ?x93)))
 (= (dim ?x104 2) sym_h)))))
(assert
 (let ((?x82 (smul in_i1 in_s1)))
 (let ((?x93 (smul ?x82 in_s1)))
 (let ((?x104 (avgpool 3 3 1 1 1 1 1 1 0 ?x93)))
 (= (dim ?x104 3) sym_w)))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x115) 4)))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x115 0) sym_n)))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x115 1) sym_c)))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x115 2) sym_h)))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x115 3) sym_w)))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (smul ?x115 in_s1)))
 (= (rank ?x126) 4))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (smul ?x115 in_s1)))
 (= (dim ?x126 0) sym_n))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (smul ?x115 in_s1)))
 (= (dim ?x126 1) sym_c))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (smul ?x115 in_s1)))
 (= (dim ?x126 2) sym_h))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (smul ?x115 in_s1)))
 (= (dim ?x126 3) sym_w))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (smul ?x115 in_s1)))
 (let ((?x137 (smul ?x126 in_s1)))
 (= (rank ?x137) 4)))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (smul ?x115 in_s1)))
 (let ((?x137 (smul ?x126 in_s1)))
 (= (dim ?x137 0) sym_n)))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (smul ?x115 in_s1)))
 (let ((?x137 (smul ?x126 in_s1)))
 (= (dim ?x137 1) sym_c)))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (smul ?x115 in_s1)))
 (let ((?x137 (smul ?x126 in_s1)))
 (= (dim ?x137 2) sym_h)))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (smul ?x115 in_s1)))
 (let ((?x137 (smul ?x126 in_s1)))
 (= (dim ?x137 3) sym_w)))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x126 (smul ?x115 in_s1)))
(let ((?x137 (smul ?x126 in_s1)))
(let ((?x82 (smul in_i1 in_s1)))
(let ((?x93 (smul ?x82 in_s1)))
(let ((?x104 (avgpool 3 3 1 1 1 1 1 1 0 ?x93)))
(and (distinct ?x104 ?x137) true))))))))
(check-sat)
