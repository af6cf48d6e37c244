; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel1_after_conv, conv_smul_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 21362
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
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
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x109 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x110 (smul ?x109 S)))
 (let ((?x108 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x111 (= ?x108 ?x110)))
 (let (($x102 (= (rank W) 4)))
 (let (($x99 (= (rank X) 4)))
 (let (($x96 (>= dw 1)))
 (let (($x94 (>= dh 1)))
 (let (($x92 (>= pr 0)))
 (let (($x91 (>= pb 0)))
 (let (($x89 (>= pl 0)))
 (let (($x88 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x87 (>= sh 1)))
 (let (($x86 (>= g 1)))
 (let (($x106 (and $x86 $x87 $x64 $x88 $x89 $x91 $x92 $x94 $x96 $x99 $x102 (= (rank S) 0))))
 (=> $x106 $x111))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x123 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x109 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x124 (= ?x109 ?x123)))
 (let (($x102 (= (rank W) 4)))
 (let (($x99 (= (rank X) 4)))
 (let (($x96 (>= dw 1)))
 (let (($x94 (>= dh 1)))
 (let (($x92 (>= pr 0)))
 (let (($x91 (>= pb 0)))
 (let (($x89 (>= pl 0)))
 (let (($x88 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x87 (>= sh 1)))
 (let (($x86 (>= g 1)))
 (let (($x121 (and (< 1 (* sh sw)) $x86 $x87 $x64 $x88 $x89 $x91 $x92 $x94 $x96 $x99 $x102)))
 (=> $x121 $x124)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x148 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x146 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x149 (= ?x146 ?x148)))
 (let (($x143 (= (rank U) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= dw 1)))
 (let (($x135 (>= dh 1)))
 (let (($x64 (>= sw 1)))
 (let (($x87 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x144 (and $x21 $x87 $x64 $x135 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x28 $x143)))
 (=> $x144 $x149)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x189 (dim in_u1 2)))
 (= 1 ?x189)))
(assert
 (let ((?x191 (dim in_u1 3)))
 (= 1 ?x191)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x193 (idkernel4 sym_c 1 1)))
 (let ((?x200 (dim ?x193 2)))
 (= 1 ?x200))))
(assert
 (let ((?x193 (idkernel4 sym_c 1 1)))
 (let ((?x202 (dim ?x193 3)))
 (= 1 ?x202))))
(assert
 (let ((?x193 (idkernel4 sym_c 1 1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x193)))
 (= (rank ?x204) 4))))
(assert
 (let ((?x193 (idkernel4 sym_c 1 1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x193)))
 (= (dim ?x204 0) sym_n))))
(assert
 (let ((?x193 (idkernel4 sym_c 1 1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x193)))
 (= (dim ?x204 1) sym_c))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x193 (idkernel4 sym_c 1 1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x211 (dim ?x204 2)))
 (= ?x211 ?x215)))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x193 (idkernel4 sym_c 1 1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x217 (dim ?x204 3)))
 (= ?x217 ?x220)))))))
(assert
 (let ((?x193 (idkernel4 sym_c 1 1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x222 (smul ?x204 in_s1)))
 (= (rank ?x222) 4)))))
(assert
 (let ((?x193 (idkernel4 sym_c 1 1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x222 (smul ?x204 in_s1)))
 (= (dim ?x222 0) sym_n)))))
(assert
 (let ((?x193 (idkernel4 sym_c 1 1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x222 (smul ?x204 in_s1)))
 (= (dim ?x222 1) sym_c)))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x193 (idkernel4 sym_c 1 1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x222 (smul ?x204 in_s1)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x215))))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x193 (idkernel4 sym_c 1 1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x222 (smul ?x204 in_s1)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x220))))))))
(assert
 (let ((?x193 (idkernel4 sym_c 1 1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u1)))
 (= (rank ?x233) 4)))))
(assert
 (let ((?x193 (idkernel4 sym_c 1 1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u1)))
 (= (dim ?x233 0) sym_n)))))
(assert
 (let ((?x193 (idkernel4 sym_c 1 1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u1)))
 (= (dim ?x233 1) sym_c)))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x193 (idkernel4 sym_c 1 1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u1)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x215))))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x193 (idkernel4 sym_c 1 1)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u1)))
 (let ((?x242 (dim ?x233 3)))
 (= ?x242 ?x220))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (>= ?x215 0))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (>= ?x220 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x253 (dim ?x246 2)))
 (= 3 ?x253))))
(assert
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x255 (dim ?x246 3)))
 (= 3 ?x255))))
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
 (let ((?x268 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x268) 4)))
(assert
 (let ((?x268 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x268 0) sym_n)))
(assert
 (let ((?x268 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x268 1) sym_c)))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x268 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (dim ?x268 2)))
 (= ?x275 ?x215))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x268 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x277 (dim ?x268 3)))
 (= ?x277 ?x220))))))
(assert
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (smul in_i1 in_s1)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 ?x257 ?x246)))
 (= (rank ?x279) 4)))))
(assert
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (smul in_i1 in_s1)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 ?x257 ?x246)))
 (= (dim ?x279 0) sym_n)))))
(assert
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (smul in_i1 in_s1)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 ?x257 ?x246)))
 (= (dim ?x279 1) sym_c)))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (smul in_i1 in_s1)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 ?x257 ?x246)))
 (let ((?x286 (dim ?x279 2)))
 (= ?x286 ?x215))))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (smul in_i1 in_s1)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 ?x257 ?x246)))
 (let ((?x288 (dim ?x279 3)))
 (= ?x288 ?x220))))))))
(assert
 (let ((?x268 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x193 (idkernel4 sym_c 1 1)))
(let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x193)))
(let ((?x233 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u1)))
(let ((?x246 (idkernel4 sym_c 3 3)))
(let ((?x257 (smul in_i1 in_s1)))
(let ((?x279 (conv 2 2 1 1 1 1 1 1 1 ?x257 ?x246)))
(let ((?x222 (smul ?x204 in_s1)))
(or (and (distinct ?x222 ?x279) true) (and (distinct ?x233 ?x268) true)))))))))))
(check-sat)
