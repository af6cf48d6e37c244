; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul
; z3 rlimit used: 4374
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x36 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x34 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (let (($x37 (= ?x34 ?x36)))
 (let (($x32 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (= (rank X) 4) (= (rank S) 0))))
 (=> $x32 $x37))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (let ((?x86 (smul in_i1 in_s1)))
 (let ((?x97 (smul ?x86 in_s1)))
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 ?x97)))
 (= (rank ?x108) 4)))))
(assert
 (let ((?x86 (smul in_i1 in_s1)))
 (let ((?x97 (smul ?x86 in_s1)))
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 ?x97)))
 (= (dim ?x108 0) sym_n)))))
(assert
 (let ((?x86 (smul in_i1 in_s1)))
 (let ((?x97 (smul ?x86 in_s1)))
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 ?x97)))
 (= (dim ?x108 1) sym_c)))))
(assert
 (let ((?x86 (smul in_i1 in_s1)))
 (let ((?x97 (smul ?x86 in_s1)))
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 ?x97)))
 (= (dim ?x108 2) sym_h)))))
(assert
 (let ((?x86 (smul in_i1 in_s1)))
 (let ((?x97 (smul ?x86 in_s1)))
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 ?x97)))
 (= (dim ?x108 3) sym_w)))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x119) 4)))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x119 0) sym_n)))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x119 1) sym_c)))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x119 2) sym_h)))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x119 3) sym_w)))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (= (rank ?x130) 4))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (= (dim ?x130 0) sym_n))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (= (dim ?x130 1) sym_c))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (= (dim ?x130 2) sym_h))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (= (dim ?x130 3) sym_w))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (= (rank ?x141) 4)))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (= (dim ?x141 0) sym_n)))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (= (dim ?x141 1) sym_c)))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (= (dim ?x141 2) sym_h)))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (= (dim ?x141 3) sym_w)))))
(assert
 (let ((?x119 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x130 (smul ?x119 in_s1)))
(let ((?x141 (smul ?x130 in_s1)))
(let ((?x86 (smul in_i1 in_s1)))
(let ((?x97 (smul ?x86 in_s1)))
(let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 ?x97)))
(and (distinct ?x108 ?x141) true))))))))
(check-sat)
