; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, avgpool_transpose_spatial, transpose4_smul
; z3 rlimit used: 74598
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
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
 (let (($x24 (>= pr 0)))
 (let (($x18 (>= pt 0)))
 (let (($x25 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) $x18 (>= pl 0) (>= pb 0) $x24)))
 (=> $x25 $x32))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
 )
(assert
 (forall ((X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x62 (transpose4 0 1 3 2 (avgpool kw kh sw sh pl pt pr pb ci X))))
 (let ((?x60 (avgpool kh kw sh sw pt pl pb pr ci (transpose4 0 1 3 2 X))))
 (let (($x63 (= ?x60 ?x62)))
 (let (($x24 (>= pr 0)))
 (let (($x18 (>= pt 0)))
 (let (($x25 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) $x18 (>= pl 0) (>= pb 0) $x24)))
 (=> $x25 $x63))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (avgpool kw kh sw sh pl pt pr pb ci X)) ) :qid avgpool_transpose_spatial))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x78 (smul (transpose4 p0 p1 p2 p3 X) S)))
 (let ((?x76 (transpose4 p0 p1 p2 p3 (smul X S))))
 (let (($x79 (= ?x76 ?x78)))
 (let (($x18 (>= p1 0)))
 (let (($x24 (>= p0 0)))
 (let (($x72 (and $x24 $x18 (>= p2 0) (>= p3 0))))
 (=> $x72 $x79))))))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
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
 (= (rank (transpose4 0 1 3 2 (smul in_i1 in_s1))) 4))
(assert
 (let ((?x110 (smul in_i1 in_s1)))
 (let ((?x121 (transpose4 0 1 3 2 ?x110)))
 (= (dim ?x121 0) sym_n))))
(assert
 (let ((?x110 (smul in_i1 in_s1)))
 (let ((?x121 (transpose4 0 1 3 2 ?x110)))
 (= (dim ?x121 1) sym_c))))
(assert
 (let ((?x110 (smul in_i1 in_s1)))
 (let ((?x121 (transpose4 0 1 3 2 ?x110)))
 (= (dim ?x121 2) sym_w))))
(assert
 (let ((?x110 (smul in_i1 in_s1)))
 (let ((?x121 (transpose4 0 1 3 2 ?x110)))
 (= (dim ?x121 3) sym_h))))
(assert
 (let ((?x110 (smul in_i1 in_s1)))
 (let ((?x121 (transpose4 0 1 3 2 ?x110)))
 (let ((?x132 (avgpool 3 3 1 1 1 1 1 1 0 ?x121)))
 (= (rank ?x132) 4)))))
(assert
 (let ((?x110 (smul in_i1 in_s1)))
 (let ((?x121 (transpose4 0 1 3 2 ?x110)))
 (let ((?x132 (avgpool 3 3 1 1 1 1 1 1 0 ?x121)))
 (= (dim ?x132 0) sym_n)))))
(assert
 (let ((?x110 (smul in_i1 in_s1)))
 (let ((?x121 (transpose4 0 1 3 2 ?x110)))
 (let ((?x132 (avgpool 3 3 1 1 1 1 1 1 0 ?x121)))
 (= (dim ?x132 1) sym_c)))))
(assert
 (let ((?x110 (smul in_i1 in_s1)))
 (let ((?x121 (transpose4 0 1 3 2 ?x110)))
 (let ((?x132 (avgpool 3 3 1 1 1 1 1 1 0 ?x121)))
 (= (dim ?x132 2) sym_w)))))
(assert
 (let ((?x110 (smul in_i1 in_s1)))
 (let ((?x121 (transpose4 0 1 3 2 ?x110)))
 (let ((?x132 (avgpool 3 3 1 1 1 1 1 1 0 ?x121)))
 (= (dim ?x132 3) sym_h)))))
(assert
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x143) 4)))
(assert
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x143 0) sym_n)))
(assert
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x143 1) sym_c)))
(assert
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x143 2) sym_h)))
(assert
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x143 3) sym_w)))
(assert
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (= (rank ?x154) 4))))
(assert
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (= (dim ?x154 0) sym_n))))
(assert
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (= (dim ?x154 1) sym_c))))
(assert
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (= (dim ?x154 2) sym_w))))
(assert
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (= (dim ?x154 3) sym_h))))
(assert
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (let ((?x165 (smul ?x154 in_s1)))
 (= (rank ?x165) 4)))))
(assert
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (let ((?x165 (smul ?x154 in_s1)))
 (= (dim ?x165 0) sym_n)))))
(assert
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (let ((?x165 (smul ?x154 in_s1)))
 (= (dim ?x165 1) sym_c)))))
(assert
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (let ((?x165 (smul ?x154 in_s1)))
 (= (dim ?x165 2) sym_w)))))
(assert
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (let ((?x165 (smul ?x154 in_s1)))
 (= (dim ?x165 3) sym_h)))))
(assert
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x154 (transpose4 0 1 3 2 ?x143)))
(let ((?x165 (smul ?x154 in_s1)))
(let ((?x110 (smul in_i1 in_s1)))
(let ((?x121 (transpose4 0 1 3 2 ?x110)))
(let ((?x132 (avgpool 3 3 1 1 1 1 1 1 0 ?x121)))
(and (distinct ?x132 ?x165) true))))))))
(check-sat)
