; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, smul_concat
; z3 rlimit used: 110960
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun rank (T) Int)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x22 (concat ax (smul A S) (smul B S))))
 (let ((?x19 (smul (concat ax A B) S)))
 (let (($x23 (= ?x19 ?x22)))
 (let (($x16 (and (>= (rank A) 1) (>= (rank B) 1) (= (rank S) 0))))
 (=> $x16 $x23))))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x76 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x74 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (let (($x77 (= ?x74 ?x76)))
 (let (($x72 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (= (rank X) 4) (= (rank S) 0))))
 (=> $x72 $x77))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (= (rank ?x120) 4))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (= (dim ?x120 0) sym_n))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (= (dim ?x120 1) sym_c))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (= (dim ?x120 2) sym_h))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (= (dim ?x120 3) sym_w))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (let ((?x131 (concat 1 ?x109 ?x120)))
 (= (rank ?x131) 4)))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (let ((?x131 (concat 1 ?x109 ?x120)))
 (= (dim ?x131 0) sym_n)))))
(assert
 (let ((?x137 (* 2 sym_c)))
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (let ((?x131 (concat 1 ?x109 ?x120)))
 (let ((?x136 (dim ?x131 1)))
 (= ?x136 ?x137)))))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (let ((?x131 (concat 1 ?x109 ?x120)))
 (= (dim ?x131 2) sym_h)))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
 (let ((?x131 (concat 1 ?x109 ?x120)))
 (= (dim ?x131 3) sym_w)))))
(assert
 (let ((?x137 (* 2 sym_c)))
 (>= ?x137 0)))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x144) 4)))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x144 0) sym_n)))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x144 1) sym_c)))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x144 2) sym_h)))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x144 3) sym_w)))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (concat 1 in_i1 ?x144)))
 (= (rank ?x155) 4))))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (concat 1 in_i1 ?x144)))
 (= (dim ?x155 0) sym_n))))
(assert
 (let ((?x137 (* 2 sym_c)))
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (concat 1 in_i1 ?x144)))
 (let ((?x160 (dim ?x155 1)))
 (= ?x160 ?x137))))))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (concat 1 in_i1 ?x144)))
 (= (dim ?x155 2) sym_h))))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (concat 1 in_i1 ?x144)))
 (= (dim ?x155 3) sym_w))))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (concat 1 in_i1 ?x144)))
 (let ((?x166 (smul ?x155 in_s1)))
 (= (rank ?x166) 4)))))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (concat 1 in_i1 ?x144)))
 (let ((?x166 (smul ?x155 in_s1)))
 (= (dim ?x166 0) sym_n)))))
(assert
 (let ((?x137 (* 2 sym_c)))
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (concat 1 in_i1 ?x144)))
 (let ((?x166 (smul ?x155 in_s1)))
 (let ((?x171 (dim ?x166 1)))
 (= ?x171 ?x137)))))))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (concat 1 in_i1 ?x144)))
 (let ((?x166 (smul ?x155 in_s1)))
 (= (dim ?x166 2) sym_h)))))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (concat 1 in_i1 ?x144)))
 (let ((?x166 (smul ?x155 in_s1)))
 (= (dim ?x166 3) sym_w)))))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x155 (concat 1 in_i1 ?x144)))
(let ((?x166 (smul ?x155 in_s1)))
(let ((?x109 (smul in_i1 in_s1)))
(let ((?x120 (avgpool 3 3 1 1 1 1 1 1 0 ?x109)))
(let ((?x131 (concat 1 ?x109 ?x120)))
(and (distinct ?x131 ?x166) true))))))))
(check-sat)
