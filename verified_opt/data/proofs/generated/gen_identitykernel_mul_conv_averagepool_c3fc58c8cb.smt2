; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, conv_idkernel, conv_idkernel1_after_conv, conv_smul_x
; z3 rlimit used: 21314
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x76 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x78 (= ?x76 (conv s s q q q q 1 1 1 X W))))
 (let (($x18 (>= q 0)))
 (let (($x64 (>= s 1)))
 (let (($x73 (and $x64 $x18 (= (dim W 0) m) (= (rank X) 4) (= (rank W) 4))))
 (=> $x73 $x78)))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x110 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x108 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x111 (= ?x108 ?x110)))
 (let (($x99 (= (rank X) 4)))
 (let (($x96 (>= dw 1)))
 (let (($x92 (>= pr 0)))
 (let (($x91 (>= pb 0)))
 (let (($x89 (>= pl 0)))
 (let (($x88 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x87 (>= sh 1)))
 (let (($x86 (>= g 1)))
 (let (($x106 (and $x86 $x87 $x64 $x88 $x89 $x91 $x92 (>= dh 1) $x96 $x99 (= (rank W) 4) (= (rank S) 0))))
 (=> $x106 $x111)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x125 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x123 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (let (($x126 (= ?x123 ?x125)))
 (let (($x99 (= (rank X) 4)))
 (let (($x92 (>= pr 0)))
 (let (($x91 (>= pb 0)))
 (let (($x89 (>= pl 0)))
 (let (($x88 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x87 (>= sh 1)))
 (let (($x86 (>= kw 1)))
 (let (($x96 (>= kh 1)))
 (let (($x121 (and (>= ci 0) $x96 $x86 $x87 $x64 $x88 $x89 $x91 $x92 $x99 (= (rank S) 0))))
 (=> $x121 $x126)))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x164 (dim ?x157 2)))
 (= 3 ?x164))))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x166 (dim ?x157 3)))
 (= 3 ?x166))))
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
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x157)))
 (= (rank ?x179) 4)))))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x157)))
 (= (dim ?x179 0) sym_n)))))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x157)))
 (= (dim ?x179 1) sym_c)))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x157)))
 (let ((?x186 (dim ?x179 2)))
 (= ?x186 ?x190))))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x157)))
 (let ((?x192 (dim ?x179 3)))
 (= ?x192 ?x195))))))))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x157)))
 (let ((?x197 (avgpool 3 3 1 1 1 1 1 1 0 ?x179)))
 (= (rank ?x197) 4))))))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x157)))
 (let ((?x197 (avgpool 3 3 1 1 1 1 1 1 0 ?x179)))
 (= (dim ?x197 0) sym_n))))))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x157)))
 (let ((?x197 (avgpool 3 3 1 1 1 1 1 1 0 ?x179)))
 (= (dim ?x197 1) sym_c))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x157)))
 (let ((?x197 (avgpool 3 3 1 1 1 1 1 1 0 ?x179)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x190)))))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x157)))
 (let ((?x197 (avgpool 3 3 1 1 1 1 1 1 0 ?x179)))
 (let ((?x206 (dim ?x197 3)))
 (= ?x206 ?x195)))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (>= ?x190 0))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (>= ?x195 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x217 (dim ?x210 2)))
 (= 1 ?x217))))
(assert
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x219 (dim ?x210 3)))
 (= 1 ?x219))))
(assert
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (= (rank ?x221) 4))))
(assert
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (= (dim ?x221 0) sym_n))))
(assert
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (= (dim ?x221 1) sym_c))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x190)))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (let ((?x230 (dim ?x221 3)))
 (= ?x230 ?x195)))))))
(assert
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (let ((?x232 (avgpool 3 3 1 1 1 1 1 1 0 ?x221)))
 (= (rank ?x232) 4)))))
(assert
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (let ((?x232 (avgpool 3 3 1 1 1 1 1 1 0 ?x221)))
 (= (dim ?x232 0) sym_n)))))
(assert
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (let ((?x232 (avgpool 3 3 1 1 1 1 1 1 0 ?x221)))
 (= (dim ?x232 1) sym_c)))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (let ((?x232 (avgpool 3 3 1 1 1 1 1 1 0 ?x221)))
 (let ((?x239 (dim ?x232 2)))
 (= ?x239 ?x190))))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (let ((?x232 (avgpool 3 3 1 1 1 1 1 1 0 ?x221)))
 (let ((?x241 (dim ?x232 3)))
 (= ?x241 ?x195))))))))
(assert
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (let ((?x232 (avgpool 3 3 1 1 1 1 1 1 0 ?x221)))
 (let ((?x243 (smul ?x232 in_s1)))
 (= (rank ?x243) 4))))))
(assert
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (let ((?x232 (avgpool 3 3 1 1 1 1 1 1 0 ?x221)))
 (let ((?x243 (smul ?x232 in_s1)))
 (= (dim ?x243 0) sym_n))))))
(assert
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (let ((?x232 (avgpool 3 3 1 1 1 1 1 1 0 ?x221)))
 (let ((?x243 (smul ?x232 in_s1)))
 (= (dim ?x243 1) sym_c))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (let ((?x232 (avgpool 3 3 1 1 1 1 1 1 0 ?x221)))
 (let ((?x243 (smul ?x232 in_s1)))
 (let ((?x250 (dim ?x243 2)))
 (= ?x250 ?x190)))))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (let ((?x232 (avgpool 3 3 1 1 1 1 1 1 0 ?x221)))
 (let ((?x243 (smul ?x232 in_s1)))
 (let ((?x252 (dim ?x243 3)))
 (= ?x252 ?x195)))))))))
(assert
 (let ((?x210 (idkernel4 sym_c 1 1)))
(let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
(let ((?x232 (avgpool 3 3 1 1 1 1 1 1 0 ?x221)))
(let ((?x243 (smul ?x232 in_s1)))
(let ((?x157 (idkernel4 sym_c 3 3)))
(let ((?x168 (smul in_i1 in_s1)))
(let ((?x179 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x157)))
(let ((?x197 (avgpool 3 3 1 1 1 1 1 1 0 ?x179)))
(and (distinct ?x197 ?x243) true))))))))))
(check-sat)
