; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_concat_ch, avgpool_smul
; z3 rlimit used: 48478
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun smul (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (avgpool kh kw sh sw pt pl pb pr ci Y)))
 (let ((?x21 (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) ?x20)))
 (let ((?x18 (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y))))
 (= ?x18 ?x21)))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y)) ) :pattern ( (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_concat_ch))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (avgpool kh kw sh sw pt pl pb pr ci X)))
 (let ((?x45 (smul ?x20 S)))
 (let ((?x44 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (= ?x44 ?x45)))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (let ((?x93 (* 2 sym_c)))
 (let ((?x76 (smul in_i1 in_s1)))
 (let ((?x87 (concat 1 ?x76 in_i1)))
 (let ((?x92 (dim ?x87 1)))
 (= ?x92 ?x93))))))
(assert
 (= (dim (concat 1 (smul in_i1 in_s1) in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 (smul in_i1 in_s1) in_i1) 3) sym_w))
(assert
 (let ((?x76 (smul in_i1 in_s1)))
 (let ((?x87 (concat 1 ?x76 in_i1)))
 (let ((?x99 (avgpool 3 3 1 1 1 1 1 1 0 ?x87)))
 (= (rank ?x99) 4)))))
(assert
 (let ((?x76 (smul in_i1 in_s1)))
 (let ((?x87 (concat 1 ?x76 in_i1)))
 (let ((?x99 (avgpool 3 3 1 1 1 1 1 1 0 ?x87)))
 (= (dim ?x99 0) sym_n)))))
(assert
 (let ((?x93 (* 2 sym_c)))
 (let ((?x76 (smul in_i1 in_s1)))
 (let ((?x87 (concat 1 ?x76 in_i1)))
 (let ((?x99 (avgpool 3 3 1 1 1 1 1 1 0 ?x87)))
 (let ((?x104 (dim ?x99 1)))
 (= ?x104 ?x93)))))))
(assert
 (let ((?x76 (smul in_i1 in_s1)))
 (let ((?x87 (concat 1 ?x76 in_i1)))
 (let ((?x99 (avgpool 3 3 1 1 1 1 1 1 0 ?x87)))
 (= (dim ?x99 2) sym_h)))))
(assert
 (let ((?x76 (smul in_i1 in_s1)))
 (let ((?x87 (concat 1 ?x76 in_i1)))
 (let ((?x99 (avgpool 3 3 1 1 1 1 1 1 0 ?x87)))
 (= (dim ?x99 3) sym_w)))))
(assert
 (let ((?x93 (* 2 sym_c)))
 (>= ?x93 0)))
(assert
 (let ((?x111 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x111) 4)))
(assert
 (let ((?x111 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x111 0) sym_n)))
(assert
 (let ((?x111 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x111 1) sym_c)))
(assert
 (let ((?x111 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x111 2) sym_h)))
(assert
 (let ((?x111 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x111 3) sym_w)))
(assert
 (let ((?x111 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (= (rank ?x122) 4))))
(assert
 (let ((?x111 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (= (dim ?x122 0) sym_n))))
(assert
 (let ((?x111 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (= (dim ?x122 1) sym_c))))
(assert
 (let ((?x111 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (= (dim ?x122 2) sym_h))))
(assert
 (let ((?x111 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (= (dim ?x122 3) sym_w))))
(assert
 (let ((?x111 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (let ((?x133 (concat 1 ?x122 ?x111)))
 (= (rank ?x133) 4)))))
(assert
 (let ((?x111 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (let ((?x133 (concat 1 ?x122 ?x111)))
 (= (dim ?x133 0) sym_n)))))
(assert
 (let ((?x93 (* 2 sym_c)))
 (let ((?x111 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (let ((?x133 (concat 1 ?x122 ?x111)))
 (let ((?x138 (dim ?x133 1)))
 (= ?x138 ?x93)))))))
(assert
 (let ((?x111 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (let ((?x133 (concat 1 ?x122 ?x111)))
 (= (dim ?x133 2) sym_h)))))
(assert
 (let ((?x111 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (let ((?x133 (concat 1 ?x122 ?x111)))
 (= (dim ?x133 3) sym_w)))))
(assert
 (let ((?x111 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x122 (smul ?x111 in_s1)))
(let ((?x133 (concat 1 ?x122 ?x111)))
(let ((?x76 (smul in_i1 in_s1)))
(let ((?x87 (concat 1 ?x76 in_i1)))
(let ((?x99 (avgpool 3 3 1 1 1 1 1 1 0 ?x87)))
(and (distinct ?x99 ?x133) true))))))))
(check-sat)
