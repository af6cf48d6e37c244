; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, avgpool_transpose_spatial, transpose4_smul
; z3 rlimit used: 7539
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
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
 (let (($x28 (= (rank X) 4)))
 (let (($x24 (>= pr 0)))
 (let (($x22 (>= pb 0)))
 (let (($x20 (>= pl 0)))
 (let (($x18 (>= pt 0)))
 (let (($x16 (>= sw 1)))
 (let (($x14 (>= sh 1)))
 (let (($x12 (>= kw 1)))
 (let (($x10 (>= kh 1)))
 (let (($x7 (>= ci 0)))
 (let (($x32 (and $x7 $x10 $x12 $x14 $x16 $x18 $x20 $x22 $x24 $x28 (= (rank S) 0))))
 (=> $x32 $x37))))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
 )
(assert
 (forall ((X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x68 (transpose4 0 1 3 2 (avgpool kw kh sw sh pl pt pr pb ci X))))
 (let ((?x66 (avgpool kh kw sh sw pt pl pb pr ci (transpose4 0 1 3 2 X))))
 (let (($x69 (= ?x66 ?x68)))
 (let (($x28 (= (rank X) 4)))
 (let (($x24 (>= pr 0)))
 (let (($x22 (>= pb 0)))
 (let (($x20 (>= pl 0)))
 (let (($x18 (>= pt 0)))
 (let (($x16 (>= sw 1)))
 (let (($x14 (>= sh 1)))
 (let (($x12 (>= kw 1)))
 (let (($x10 (>= kh 1)))
 (let (($x7 (>= ci 0)))
 (let (($x62 (and $x7 $x10 $x12 $x14 $x16 $x18 $x20 $x22 $x24 $x28)))
 (=> $x62 $x69))))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (avgpool kw kh sw sh pl pt pr pb ci X)) ) :qid avgpool_transpose_spatial))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x89 (smul (transpose4 p0 p1 p2 p3 X) S)))
 (let ((?x87 (transpose4 p0 p1 p2 p3 (smul X S))))
 (let (($x90 (= ?x87 ?x89)))
 (let (($x18 (>= p1 0)))
 (let (($x24 (>= p0 0)))
 (let (($x85 (and $x24 $x18 (>= p2 0) (>= p3 0) (= (rank X) 4) (= (rank S) 0))))
 (=> $x85 $x90))))))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
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
 (let ((?x120 (smul in_i1 in_s1)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (= (dim ?x131 0) sym_n))))
(assert
 (let ((?x120 (smul in_i1 in_s1)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (= (dim ?x131 1) sym_c))))
(assert
 (let ((?x120 (smul in_i1 in_s1)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (= (dim ?x131 2) sym_w))))
(assert
 (let ((?x120 (smul in_i1 in_s1)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (= (dim ?x131 3) sym_h))))
(assert
 (let ((?x120 (smul in_i1 in_s1)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (let ((?x142 (avgpool 3 3 1 1 1 1 1 1 0 ?x131)))
 (= (rank ?x142) 4)))))
(assert
 (let ((?x120 (smul in_i1 in_s1)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (let ((?x142 (avgpool 3 3 1 1 1 1 1 1 0 ?x131)))
 (= (dim ?x142 0) sym_n)))))
(assert
 (let ((?x120 (smul in_i1 in_s1)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (let ((?x142 (avgpool 3 3 1 1 1 1 1 1 0 ?x131)))
 (= (dim ?x142 1) sym_c)))))
(assert
 (let ((?x120 (smul in_i1 in_s1)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (let ((?x142 (avgpool 3 3 1 1 1 1 1 1 0 ?x131)))
 (= (dim ?x142 2) sym_w)))))
(assert
 (let ((?x120 (smul in_i1 in_s1)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (let ((?x142 (avgpool 3 3 1 1 1 1 1 1 0 ?x131)))
 (= (dim ?x142 3) sym_h)))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x153) 4)))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x153 0) sym_n)))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x153 1) sym_c)))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x153 2) sym_h)))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x153 3) sym_w)))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (transpose4 0 1 3 2 ?x153)))
 (= (rank ?x164) 4))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (transpose4 0 1 3 2 ?x153)))
 (= (dim ?x164 0) sym_n))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (transpose4 0 1 3 2 ?x153)))
 (= (dim ?x164 1) sym_c))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (transpose4 0 1 3 2 ?x153)))
 (= (dim ?x164 2) sym_w))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (transpose4 0 1 3 2 ?x153)))
 (= (dim ?x164 3) sym_h))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (transpose4 0 1 3 2 ?x153)))
 (let ((?x175 (smul ?x164 in_s1)))
 (= (rank ?x175) 4)))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (transpose4 0 1 3 2 ?x153)))
 (let ((?x175 (smul ?x164 in_s1)))
 (= (dim ?x175 0) sym_n)))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (transpose4 0 1 3 2 ?x153)))
 (let ((?x175 (smul ?x164 in_s1)))
 (= (dim ?x175 1) sym_c)))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (transpose4 0 1 3 2 ?x153)))
 (let ((?x175 (smul ?x164 in_s1)))
 (= (dim ?x175 2) sym_w)))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (transpose4 0 1 3 2 ?x153)))
 (let ((?x175 (smul ?x164 in_s1)))
 (= (dim ?x175 3) sym_h)))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x164 (transpose4 0 1 3 2 ?x153)))
(let ((?x175 (smul ?x164 in_s1)))
(let ((?x120 (smul in_i1 in_s1)))
(let ((?x131 (transpose4 0 1 3 2 ?x120)))
(let ((?x142 (avgpool 3 3 1 1 1 1 1 1 0 ?x131)))
(and (distinct ?x142 ?x175) true))))))))
(check-sat)
