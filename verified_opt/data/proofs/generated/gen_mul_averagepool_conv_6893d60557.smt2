; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, conv_smul_w, conv_smul_x
; z3 rlimit used: 75251
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x24 (>= dw 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x25 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 (>= dh 1) $x24)))
 (=> $x25 $x33))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x59 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x60 (= ?x59 ?x32)))
 (let (($x24 (>= dw 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x25 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 (>= dh 1) $x24)))
 (=> $x25 $x60))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x71 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x69 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (let (($x72 (= ?x69 ?x71)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= kw 1)))
 (let (($x24 (>= kh 1)))
 (let (($x67 (and (>= ci 0) $x24 $x7 $x9 $x11 $x14 $x16 $x18 $x20)))
 (=> $x67 $x72))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x111 (dim in_k1 2)))
 (= 3 ?x111)))
(assert
 (let ((?x113 (dim in_k1 3)))
 (= 3 ?x113)))
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
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 ?x118)))
 (= (rank ?x129) 4))))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 ?x118)))
 (= (dim ?x129 0) sym_n))))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 ?x118)))
 (= (dim ?x129 1) sym_c))))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 ?x118)))
 (= (dim ?x129 2) sym_h))))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 ?x118)))
 (= (dim ?x129 3) sym_w))))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 ?x118)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 ?x129 in_k1)))
 (= (rank ?x140) 4)))))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 ?x118)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 ?x129 in_k1)))
 (= (dim ?x140 0) sym_n)))))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 ?x118)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 ?x129 in_k1)))
 (= (dim ?x140 1) sym_c2)))))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 ?x118)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 ?x129 in_k1)))
 (let ((?x147 (dim ?x140 2)))
 (= ?x147 ?x151))))))))
(assert
 (let ((?x155 (div (+ (- 1) sym_w) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 ?x118)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 ?x129 in_k1)))
 (let ((?x153 (dim ?x140 3)))
 (= ?x153 ?x156))))))))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (>= ?x151 0))))
(assert
 (let ((?x155 (div (+ (- 1) sym_w) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (>= ?x156 0))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x167 (dim ?x160 2)))
 (= 3 ?x167))))
(assert
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x169 (dim ?x160 3)))
 (= 3 ?x169))))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x171) 4)))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x171 0) sym_n)))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x171 1) sym_c)))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x171 2) sym_h)))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x171 3) sym_w)))
(assert
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x171 ?x160)))
 (= (rank ?x182) 4)))))
(assert
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x171 ?x160)))
 (= (dim ?x182 0) sym_n)))))
(assert
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x171 ?x160)))
 (= (dim ?x182 1) sym_c2)))))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x171 ?x160)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x151))))))))
(assert
 (let ((?x155 (div (+ (- 1) sym_w) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x171 ?x160)))
 (let ((?x191 (dim ?x182 3)))
 (= ?x191 ?x156))))))))
(assert
 (let ((?x160 (smul in_k1 in_s1)))
(let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x171 ?x160)))
(let ((?x118 (smul in_i1 in_s1)))
(let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 ?x118)))
(let ((?x140 (conv 2 2 1 1 1 1 1 1 1 ?x129 in_k1)))
(and (distinct ?x140 ?x182) true))))))))
(check-sat)
