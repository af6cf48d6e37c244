; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_concat_ch, avgpool_smul
; z3 rlimit used: 74287
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
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
 (let ((?x32 (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) ?x31)))
 (let ((?x29 (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y))))
 (let (($x33 (= ?x29 ?x32)))
 (let (($x25 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0))))
 (=> $x25 $x33)))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y)) ) :pattern ( (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_concat_ch))
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
 (= (rank (concat 1 (smul in_i1 in_s1) in_i1)) 4))
(assert
 (= (dim (concat 1 (smul in_i1 in_s1) in_i1) 0) sym_n))
(assert
 (let ((?x110 (* 2 sym_c)))
 (let ((?x93 (smul in_i1 in_s1)))
 (let ((?x104 (concat 1 ?x93 in_i1)))
 (let ((?x109 (dim ?x104 1)))
 (= ?x109 ?x110))))))
(assert
 (= (dim (concat 1 (smul in_i1 in_s1) in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 (smul in_i1 in_s1) in_i1) 3) sym_w))
(assert
 (let ((?x93 (smul in_i1 in_s1)))
 (let ((?x104 (concat 1 ?x93 in_i1)))
 (let ((?x116 (avgpool 3 3 1 1 1 1 1 1 0 ?x104)))
 (= (rank ?x116) 4)))))
(assert
 (let ((?x93 (smul in_i1 in_s1)))
 (let ((?x104 (concat 1 ?x93 in_i1)))
 (let ((?x116 (avgpool 3 3 1 1 1 1 1 1 0 ?x104)))
 (= (dim ?x116 0) sym_n)))))
(assert
 (let ((?x110 (* 2 sym_c)))
 (let ((?x93 (smul in_i1 in_s1)))
 (let ((?x104 (concat 1 ?x93 in_i1)))
 (let ((?x116 (avgpool 3 3 1 1 1 1 1 1 0 ?x104)))
 (let ((?x121 (dim ?x116 1)))
 (= ?x121 ?x110)))))))
(assert
 (let ((?x93 (smul in_i1 in_s1)))
 (let ((?x104 (concat 1 ?x93 in_i1)))
 (let ((?x116 (avgpool 3 3 1 1 1 1 1 1 0 ?x104)))
 (= (dim ?x116 2) sym_h)))))
(assert
 (let ((?x93 (smul in_i1 in_s1)))
 (let ((?x104 (concat 1 ?x93 in_i1)))
 (let ((?x116 (avgpool 3 3 1 1 1 1 1 1 0 ?x104)))
 (= (dim ?x116 3) sym_w)))))
(assert
 (let ((?x110 (* 2 sym_c)))
 (>= ?x110 0)))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x128) 4)))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x128 0) sym_n)))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x128 1) sym_c)))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x128 2) sym_h)))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x128 3) sym_w)))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (= (rank ?x139) 4))))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (= (dim ?x139 0) sym_n))))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (= (dim ?x139 1) sym_c))))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (= (dim ?x139 2) sym_h))))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (= (dim ?x139 3) sym_w))))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (concat 1 ?x139 ?x128)))
 (= (rank ?x150) 4)))))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (concat 1 ?x139 ?x128)))
 (= (dim ?x150 0) sym_n)))))
(assert
 (let ((?x110 (* 2 sym_c)))
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (concat 1 ?x139 ?x128)))
 (let ((?x155 (dim ?x150 1)))
 (= ?x155 ?x110)))))))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (concat 1 ?x139 ?x128)))
 (= (dim ?x150 2) sym_h)))))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (concat 1 ?x139 ?x128)))
 (= (dim ?x150 3) sym_w)))))
(assert
 (let ((?x128 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x139 (smul ?x128 in_s1)))
(let ((?x150 (concat 1 ?x139 ?x128)))
(let ((?x93 (smul in_i1 in_s1)))
(let ((?x104 (concat 1 ?x93 in_i1)))
(let ((?x116 (avgpool 3 3 1 1 1 1 1 1 0 ?x104)))
(and (distinct ?x116 ?x150) true))))))))
(check-sat)
