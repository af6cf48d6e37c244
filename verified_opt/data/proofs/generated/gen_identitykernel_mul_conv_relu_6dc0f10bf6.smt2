; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel3_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 78062
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
 (let ((?x74 (- ?x61 1)))
 (let ((?x73 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x76 (= ?x73 (conv s s ?x74 ?x74 ?x74 ?x74 1 1 1 X W))))
 (let (($x67 (= (dim W 0) m)))
 (let (($x65 (>= p 0)))
 (let (($x18 (>= q 0)))
 (let (($x64 (>= s 1)))
 (=> (and (<= 1 ?x61) (>= 1 p) $x64 $x18 $x65 $x67) $x76))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x108 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x106 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x109 (= ?x106 ?x108)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x101 (and (>= g 1) (>= sh 1) $x64 $x65 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x101 $x109))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x108 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x118 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x119 (= ?x118 ?x108)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x101 (and (>= g 1) (>= sh 1) $x64 $x65 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x101 $x119))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x155 (dim ?x148 2)))
 (= 1 ?x155))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x157 (dim ?x148 3)))
 (= 1 ?x157))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x166 (dim ?x159 2)))
 (= 1 ?x166)))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x168 (dim ?x159 3)))
 (= 1 ?x168)))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (dim ?x170 0) sym_n)))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (dim ?x170 1) sym_c)))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (dim ?x170 2) sym_h)))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (dim ?x170 3) sym_w)))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (rank ?x181) 4)))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (dim ?x181 0) sym_n)))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (dim ?x181 1) sym_c)))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x191))))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x193 (dim ?x181 3)))
 (= ?x193 ?x196))))))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x198 (relu ?x181)))
 (= (rank ?x198) 4))))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x198 (relu ?x181)))
 (= (dim ?x198 0) sym_n))))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x198 (relu ?x181)))
 (= (dim ?x198 1) sym_c))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x198 (relu ?x181)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x191)))))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x198 (relu ?x181)))
 (let ((?x207 (dim ?x198 3)))
 (= ?x207 ?x196)))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (>= ?x191 0))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (>= ?x196 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x218 (dim ?x211 2)))
 (= 3 ?x218))))
(assert
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x220 (dim ?x211 3)))
 (= 3 ?x220))))
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
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x233 (smul ?x211 in_s1)))
 (let ((?x240 (dim ?x233 2)))
 (= 3 ?x240)))))
(assert
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x233 (smul ?x211 in_s1)))
 (let ((?x242 (dim ?x233 3)))
 (= 3 ?x242)))))
(assert
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x233 (smul ?x211 in_s1)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x233)))
 (= (rank ?x244) 4)))))
(assert
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x233 (smul ?x211 in_s1)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x233)))
 (= (dim ?x244 0) sym_n)))))
(assert
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x233 (smul ?x211 in_s1)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x233)))
 (= (dim ?x244 1) sym_c)))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x233 (smul ?x211 in_s1)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x233)))
 (let ((?x251 (dim ?x244 2)))
 (= ?x251 ?x191))))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x233 (smul ?x211 in_s1)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x233)))
 (let ((?x253 (dim ?x244 3)))
 (= ?x253 ?x196))))))))
(assert
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x233 (smul ?x211 in_s1)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x233)))
 (let ((?x255 (relu ?x244)))
 (= (rank ?x255) 4))))))
(assert
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x233 (smul ?x211 in_s1)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x233)))
 (let ((?x255 (relu ?x244)))
 (= (dim ?x255 0) sym_n))))))
(assert
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x233 (smul ?x211 in_s1)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x233)))
 (let ((?x255 (relu ?x244)))
 (= (dim ?x255 1) sym_c))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x233 (smul ?x211 in_s1)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x233)))
 (let ((?x255 (relu ?x244)))
 (let ((?x262 (dim ?x255 2)))
 (= ?x262 ?x191)))))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x233 (smul ?x211 in_s1)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x233)))
 (let ((?x255 (relu ?x244)))
 (let ((?x264 (dim ?x255 3)))
 (= ?x264 ?x196)))))))))
(assert
 (let ((?x211 (idkernel4 sym_c 3 3)))
(let ((?x233 (smul ?x211 in_s1)))
(let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x233)))
(let ((?x255 (relu ?x244)))
(let ((?x148 (idkernel4 sym_c 1 1)))
(let ((?x159 (smul ?x148 in_s1)))
(let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
(let ((?x198 (relu ?x181)))
(let ((?x222 (smul in_i1 in_s1)))
(let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
(or (and (distinct ?x170 ?x222) true) (and (distinct ?x198 ?x255) true)))))))))))))
(check-sat)
