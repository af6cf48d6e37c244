; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_add, avgpool_smul
; z3 rlimit used: 9925
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x36 (avgpool kh kw sh sw pt pl pb pr ci Y)))
 (let ((?x37 (add (avgpool kh kw sh sw pt pl pb pr ci X) ?x36)))
 (let ((?x34 (avgpool kh kw sh sw pt pl pb pr ci (add X Y))))
 (let (($x38 (= ?x34 ?x37)))
 (let (($x31 (= (rank Y) 4)))
 (let (($x24 (>= pr 0)))
 (let (($x22 (>= pb 0)))
 (let (($x20 (>= pl 0)))
 (let (($x18 (>= pt 0)))
 (let (($x16 (>= sw 1)))
 (let (($x14 (>= sh 1)))
 (let (($x12 (>= kw 1)))
 (let (($x10 (>= kh 1)))
 (let (($x7 (>= ci 0)))
 (let (($x32 (and $x7 $x10 $x12 $x14 $x16 $x18 $x20 $x22 $x24 (= (rank X) 4) $x31)))
 (=> $x32 $x38)))))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (add X Y)) ) :pattern ( (add (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_add))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x36 (avgpool kh kw sh sw pt pl pb pr ci X)))
 (let ((?x67 (smul ?x36 S)))
 (let ((?x66 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (let (($x68 (= ?x66 ?x67)))
 (let (($x31 (= (rank X) 4)))
 (let (($x24 (>= pr 0)))
 (let (($x22 (>= pb 0)))
 (let (($x20 (>= pl 0)))
 (let (($x18 (>= pt 0)))
 (let (($x16 (>= sw 1)))
 (let (($x14 (>= sh 1)))
 (let (($x12 (>= kw 1)))
 (let (($x10 (>= kh 1)))
 (let (($x7 (>= ci 0)))
 (let (($x64 (and $x7 $x10 $x12 $x14 $x16 $x18 $x20 $x22 $x24 $x31 (= (rank S) 0))))
 (=> $x64 $x68)))))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (let ((?x100 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x100) 4)))
(assert
 (let ((?x100 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x100 0) sym_n)))
(assert
 (let ((?x100 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x100 1) sym_c)))
(assert
 (let ((?x100 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x100 2) sym_h)))
(assert
 (let ((?x100 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x100 3) sym_w)))
(assert
 (let ((?x100 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x111 (smul ?x100 in_s1)))
 (= (rank ?x111) 4))))
(assert
 (let ((?x100 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x111 (smul ?x100 in_s1)))
 (= (dim ?x111 0) sym_n))))
(assert
 (let ((?x100 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x111 (smul ?x100 in_s1)))
 (= (dim ?x111 1) sym_c))))
(assert
 (let ((?x100 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x111 (smul ?x100 in_s1)))
 (= (dim ?x111 2) sym_h))))
(assert
 (let ((?x100 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x111 (smul ?x100 in_s1)))
 (= (dim ?x111 3) sym_w))))
(assert
 (let ((?x100 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x111 (smul ?x100 in_s1)))
 (let ((?x122 (add ?x100 ?x111)))
 (= (rank ?x122) 4)))))
(assert
 (let ((?x100 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x111 (smul ?x100 in_s1)))
 (let ((?x122 (add ?x100 ?x111)))
 (= (dim ?x122 0) sym_n)))))
(assert
 (let ((?x100 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x111 (smul ?x100 in_s1)))
 (let ((?x122 (add ?x100 ?x111)))
 (= (dim ?x122 1) sym_c)))))
(assert
 (let ((?x100 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x111 (smul ?x100 in_s1)))
 (let ((?x122 (add ?x100 ?x111)))
 (= (dim ?x122 2) sym_h)))))
(assert
 (let ((?x100 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x111 (smul ?x100 in_s1)))
 (let ((?x122 (add ?x100 ?x111)))
 (= (dim ?x122 3) sym_w)))))
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
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (add in_i1 ?x133)))
 (let ((?x155 (avgpool 3 3 1 1 1 1 1 1 0 ?x144)))
 (= (rank ?x155) 4)))))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (add in_i1 ?x133)))
 (let ((?x155 (avgpool 3 3 1 1 1 1 1 1 0 ?x144)))
 (= (dim ?x155 0) sym_n)))))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (add in_i1 ?x133)))
 (let ((?x155 (avgpool 3 3 1 1 1 1 1 1 0 ?x144)))
 (= (dim ?x155 1) sym_c)))))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (add in_i1 ?x133)))
 (let ((?x155 (avgpool 3 3 1 1 1 1 1 1 0 ?x144)))
 (= (dim ?x155 2) sym_h)))))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (add in_i1 ?x133)))
 (let ((?x155 (avgpool 3 3 1 1 1 1 1 1 0 ?x144)))
 (= (dim ?x155 3) sym_w)))))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
(let ((?x144 (add in_i1 ?x133)))
(let ((?x155 (avgpool 3 3 1 1 1 1 1 1 0 ?x144)))
(let ((?x100 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x111 (smul ?x100 in_s1)))
(let ((?x122 (add ?x100 ?x111)))
(and (distinct ?x122 ?x155) true))))))))
(check-sat)
