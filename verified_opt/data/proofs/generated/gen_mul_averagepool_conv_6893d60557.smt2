; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, conv_smul_w, conv_smul_x
; z3 rlimit used: 8037
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x40 (= ?x37 ?x39)))
 (let (($x28 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x35 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 (>= dh 1) $x24 $x28 (= (rank W) 4) (= (rank S) 0))))
 (=> $x35 $x40)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x66 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x67 (= ?x66 ?x39)))
 (let (($x28 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x35 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 (>= dh 1) $x24 $x28 (= (rank W) 4) (= (rank S) 0))))
 (=> $x35 $x67)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x79 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x77 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (let (($x80 (= ?x77 ?x79)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= kw 1)))
 (let (($x24 (>= kh 1)))
 (let (($x75 (and (>= ci 0) $x24 $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x28 (= (rank S) 0))))
 (=> $x75 $x80)))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (let ((?x118 (dim in_k1 2)))
 (= 3 ?x118)))
(assert
 (let ((?x120 (dim in_k1 3)))
 (= 3 ?x120)))
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
 (let ((?x125 (smul in_i1 in_s1)))
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 ?x125)))
 (= (rank ?x136) 4))))
(assert
 (let ((?x125 (smul in_i1 in_s1)))
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 ?x125)))
 (= (dim ?x136 0) sym_n))))
(assert
 (let ((?x125 (smul in_i1 in_s1)))
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 ?x125)))
 (= (dim ?x136 1) sym_c))))
(assert
 (let ((?x125 (smul in_i1 in_s1)))
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 ?x125)))
 (= (dim ?x136 2) sym_h))))
(assert
 (let ((?x125 (smul in_i1 in_s1)))
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 ?x125)))
 (= (dim ?x136 3) sym_w))))
(assert
 (let ((?x125 (smul in_i1 in_s1)))
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 ?x125)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 ?x136 in_k1)))
 (= (rank ?x147) 4)))))
(assert
 (let ((?x125 (smul in_i1 in_s1)))
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 ?x125)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 ?x136 in_k1)))
 (= (dim ?x147 0) sym_n)))))
(assert
 (let ((?x125 (smul in_i1 in_s1)))
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 ?x125)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 ?x136 in_k1)))
 (= (dim ?x147 1) sym_c2)))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x125 (smul in_i1 in_s1)))
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 ?x125)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 ?x136 in_k1)))
 (let ((?x154 (dim ?x147 2)))
 (= ?x154 ?x158))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x125 (smul in_i1 in_s1)))
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 ?x125)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 ?x136 in_k1)))
 (let ((?x160 (dim ?x147 3)))
 (= ?x160 ?x163))))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (>= ?x158 0))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (>= ?x163 0))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x174 (dim ?x167 2)))
 (= 3 ?x174))))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x176 (dim ?x167 3)))
 (= 3 ?x176))))
(assert
 (let ((?x178 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x178) 4)))
(assert
 (let ((?x178 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x178 0) sym_n)))
(assert
 (let ((?x178 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x178 1) sym_c)))
(assert
 (let ((?x178 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x178 2) sym_h)))
(assert
 (let ((?x178 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x178 3) sym_w)))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x178 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 ?x178 ?x167)))
 (= (rank ?x189) 4)))))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x178 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 ?x178 ?x167)))
 (= (dim ?x189 0) sym_n)))))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x178 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 ?x178 ?x167)))
 (= (dim ?x189 1) sym_c2)))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x178 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 ?x178 ?x167)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x158))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x178 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 ?x178 ?x167)))
 (let ((?x198 (dim ?x189 3)))
 (= ?x198 ?x163))))))))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
(let ((?x178 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x189 (conv 2 2 1 1 1 1 1 1 1 ?x178 ?x167)))
(let ((?x125 (smul in_i1 in_s1)))
(let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 ?x125)))
(let ((?x147 (conv 2 2 1 1 1 1 1 1 1 ?x136 in_k1)))
(and (distinct ?x147 ?x189) true))))))))
(check-sat)
