; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel3_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 70690
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x28 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x29 (= ?x28 X)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x26 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25)))
 (=> $x26 $x29))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x61 (+ q p)))
 (let ((?x73 (- ?x61 1)))
 (let ((?x72 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x75 (= ?x72 (conv s s ?x73 ?x73 ?x73 ?x73 1 1 1 X W))))
 (let (($x66 (= (dim W 0) m)))
 (let (($x64 (>= p 0)))
 (let (($x18 (>= q 0)))
 (let (($x63 (>= s 1)))
 (=> (and (<= 1 ?x61) $x63 $x18 $x64 $x66) $x75))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x106 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x104 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x107 (= ?x104 ?x106)))
 (let (($x64 (>= pt 0)))
 (let (($x63 (>= sw 1)))
 (let (($x99 (and (>= g 1) (>= sh 1) $x63 $x64 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x99 $x107))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x106 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x116 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x117 (= ?x116 ?x106)))
 (let (($x64 (>= pt 0)))
 (let (($x63 (>= sw 1)))
 (let (($x99 (and (>= g 1) (>= sh 1) $x63 $x64 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x99 $x117))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x153 (dim ?x146 2)))
 (= 1 ?x153))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x155 (dim ?x146 3)))
 (= 1 ?x155))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (smul ?x146 in_s1)))
 (let ((?x164 (dim ?x157 2)))
 (= 1 ?x164)))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (smul ?x146 in_s1)))
 (let ((?x166 (dim ?x157 3)))
 (= 1 ?x166)))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (smul ?x146 in_s1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (= (rank ?x168) 4)))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (smul ?x146 in_s1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (= (dim ?x168 0) sym_n)))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (smul ?x146 in_s1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (= (dim ?x168 1) sym_c)))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (smul ?x146 in_s1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (= (dim ?x168 2) sym_h)))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (smul ?x146 in_s1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (= (dim ?x168 3) sym_w)))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (smul ?x146 in_s1)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x157)))
 (= (rank ?x179) 4)))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (smul ?x146 in_s1)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x157)))
 (= (dim ?x179 0) sym_n)))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (smul ?x146 in_s1)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x157)))
 (= (dim ?x179 1) sym_c)))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (smul ?x146 in_s1)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x157)))
 (let ((?x186 (dim ?x179 2)))
 (= ?x186 ?x189))))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (smul ?x146 in_s1)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x157)))
 (let ((?x191 (dim ?x179 3)))
 (= ?x191 ?x194))))))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (smul ?x146 in_s1)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x157)))
 (let ((?x196 (relu ?x179)))
 (= (rank ?x196) 4))))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (smul ?x146 in_s1)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x157)))
 (let ((?x196 (relu ?x179)))
 (= (dim ?x196 0) sym_n))))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (smul ?x146 in_s1)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x157)))
 (let ((?x196 (relu ?x179)))
 (= (dim ?x196 1) sym_c))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (smul ?x146 in_s1)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x157)))
 (let ((?x196 (relu ?x179)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x189)))))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (smul ?x146 in_s1)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x157)))
 (let ((?x196 (relu ?x179)))
 (let ((?x205 (dim ?x196 3)))
 (= ?x205 ?x194)))))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (>= ?x189 0))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (>= ?x194 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x209 (idkernel4 sym_c 3 3)))
 (let ((?x216 (dim ?x209 2)))
 (= 3 ?x216))))
(assert
 (let ((?x209 (idkernel4 sym_c 3 3)))
 (let ((?x218 (dim ?x209 3)))
 (= 3 ?x218))))
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
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x209 (idkernel4 sym_c 3 3)))
 (let ((?x231 (smul ?x209 in_s1)))
 (let ((?x238 (dim ?x231 2)))
 (= 3 ?x238)))))
(assert
 (let ((?x209 (idkernel4 sym_c 3 3)))
 (let ((?x231 (smul ?x209 in_s1)))
 (let ((?x240 (dim ?x231 3)))
 (= 3 ?x240)))))
(assert
 (let ((?x209 (idkernel4 sym_c 3 3)))
 (let ((?x231 (smul ?x209 in_s1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (= (rank ?x242) 4)))))
(assert
 (let ((?x209 (idkernel4 sym_c 3 3)))
 (let ((?x231 (smul ?x209 in_s1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (= (dim ?x242 0) sym_n)))))
(assert
 (let ((?x209 (idkernel4 sym_c 3 3)))
 (let ((?x231 (smul ?x209 in_s1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (= (dim ?x242 1) sym_c)))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x209 (idkernel4 sym_c 3 3)))
 (let ((?x231 (smul ?x209 in_s1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x249 (dim ?x242 2)))
 (= ?x249 ?x189))))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x209 (idkernel4 sym_c 3 3)))
 (let ((?x231 (smul ?x209 in_s1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x251 (dim ?x242 3)))
 (= ?x251 ?x194))))))))
(assert
 (let ((?x209 (idkernel4 sym_c 3 3)))
 (let ((?x231 (smul ?x209 in_s1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x253 (relu ?x242)))
 (= (rank ?x253) 4))))))
(assert
 (let ((?x209 (idkernel4 sym_c 3 3)))
 (let ((?x231 (smul ?x209 in_s1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x253 (relu ?x242)))
 (= (dim ?x253 0) sym_n))))))
(assert
 (let ((?x209 (idkernel4 sym_c 3 3)))
 (let ((?x231 (smul ?x209 in_s1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x253 (relu ?x242)))
 (= (dim ?x253 1) sym_c))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x209 (idkernel4 sym_c 3 3)))
 (let ((?x231 (smul ?x209 in_s1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x253 (relu ?x242)))
 (let ((?x260 (dim ?x253 2)))
 (= ?x260 ?x189)))))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x209 (idkernel4 sym_c 3 3)))
 (let ((?x231 (smul ?x209 in_s1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x253 (relu ?x242)))
 (let ((?x262 (dim ?x253 3)))
 (= ?x262 ?x194)))))))))
(assert
 (let ((?x209 (idkernel4 sym_c 3 3)))
(let ((?x231 (smul ?x209 in_s1)))
(let ((?x242 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
(let ((?x253 (relu ?x242)))
(let ((?x146 (idkernel4 sym_c 1 1)))
(let ((?x157 (smul ?x146 in_s1)))
(let ((?x179 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x157)))
(let ((?x196 (relu ?x179)))
(let ((?x220 (smul in_i1 in_s1)))
(let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
(or (and (distinct ?x168 ?x220) true) (and (distinct ?x196 ?x253) true)))))))))))))
(check-sat)
