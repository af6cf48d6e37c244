; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, smul_concat
; z3 rlimit used: 74212
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
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
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x13 (concat ax (smul A S) (smul B S))))
 (let ((?x10 (smul (concat ax A B) S)))
 (= ?x10 ?x13))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x60 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x58 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (let (($x61 (= ?x58 ?x60)))
 (let (($x54 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0))))
 (=> $x54 $x61))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (avgpool 3 3 1 1 1 1 1 1 0 ?x94)))
 (= (rank ?x105) 4))))
(assert
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (avgpool 3 3 1 1 1 1 1 1 0 ?x94)))
 (= (dim ?x105 0) sym_n))))
(assert
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (avgpool 3 3 1 1 1 1 1 1 0 ?x94)))
 (= (dim ?x105 1) sym_c))))
(assert
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (avgpool 3 3 1 1 1 1 1 1 0 ?x94)))
 (= (dim ?x105 2) sym_h))))
(assert
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (avgpool 3 3 1 1 1 1 1 1 0 ?x94)))
 (= (dim ?x105 3) sym_w))))
(assert
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (avgpool 3 3 1 1 1 1 1 1 0 ?x94)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (= (rank ?x116) 4)))))
(assert
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (avgpool 3 3 1 1 1 1 1 1 0 ?x94)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (= (dim ?x116 0) sym_n)))))
(assert
 (let ((?x122 (* 2 sym_c)))
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (avgpool 3 3 1 1 1 1 1 1 0 ?x94)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (let ((?x121 (dim ?x116 1)))
 (= ?x121 ?x122)))))))
(assert
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (avgpool 3 3 1 1 1 1 1 1 0 ?x94)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (= (dim ?x116 2) sym_h)))))
(assert
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (avgpool 3 3 1 1 1 1 1 1 0 ?x94)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (= (dim ?x116 3) sym_w)))))
(assert
 (let ((?x122 (* 2 sym_c)))
 (>= ?x122 0)))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x129) 4)))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x129 0) sym_n)))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x129 1) sym_c)))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x129 2) sym_h)))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x129 3) sym_w)))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (= (rank ?x140) 4))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (= (dim ?x140 0) sym_n))))
(assert
 (let ((?x122 (* 2 sym_c)))
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (let ((?x145 (dim ?x140 1)))
 (= ?x145 ?x122))))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (= (dim ?x140 2) sym_h))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (= (dim ?x140 3) sym_w))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (let ((?x151 (smul ?x140 in_s1)))
 (= (rank ?x151) 4)))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (let ((?x151 (smul ?x140 in_s1)))
 (= (dim ?x151 0) sym_n)))))
(assert
 (let ((?x122 (* 2 sym_c)))
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (let ((?x151 (smul ?x140 in_s1)))
 (let ((?x156 (dim ?x151 1)))
 (= ?x156 ?x122)))))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (let ((?x151 (smul ?x140 in_s1)))
 (= (dim ?x151 2) sym_h)))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (let ((?x151 (smul ?x140 in_s1)))
 (= (dim ?x151 3) sym_w)))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x140 (concat 1 in_i1 ?x129)))
(let ((?x151 (smul ?x140 in_s1)))
(let ((?x94 (smul in_i1 in_s1)))
(let ((?x105 (avgpool 3 3 1 1 1 1 1 1 0 ?x94)))
(let ((?x116 (concat 1 ?x94 ?x105)))
(and (distinct ?x116 ?x151) true))))))))
(check-sat)
