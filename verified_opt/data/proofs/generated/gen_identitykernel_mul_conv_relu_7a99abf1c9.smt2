; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 79588
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
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
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x80 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x81 (smul ?x80 S)))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x74 (and $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73)))
 (=> $x74 $x82))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x80 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x81 (smul ?x80 S)))
 (let ((?x91 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x92 (= ?x91 ?x81)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x74 (and $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73)))
 (=> $x74 $x92))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x102 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x80 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x103 (= ?x80 ?x102)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x100 (and (< 1 (* sh sw)) $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73)))
 (=> $x100 $x103)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x125 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x123 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x126 (= ?x123 ?x125)))
 (let (($x20 (>= dw 1)))
 (let (($x114 (>= dh 1)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x121 (and $x21 $x63 $x64 $x114 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x121 $x126)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x167 (dim in_u1 2)))
 (= 1 ?x167)))
(assert
 (let ((?x169 (dim in_u1 3)))
 (= 1 ?x169)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x178 (dim ?x171 2)))
 (= 1 ?x178))))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x180 (dim ?x171 3)))
 (= 1 ?x180))))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x182 (smul in_u1 in_s1)))
 (let ((?x189 (dim ?x182 2)))
 (= 1 ?x189))))
(assert
 (let ((?x182 (smul in_u1 in_s1)))
 (let ((?x191 (dim ?x182 3)))
 (= 1 ?x191))))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (= (rank ?x193) 4))))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (= (dim ?x193 0) sym_n))))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (= (dim ?x193 1) sym_c))))
(assert
 (let ((?x203 (div (+ (- 1) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x204)))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x206 (dim ?x193 3)))
 (= ?x206 ?x209)))))))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x211 (relu ?x193)))
 (= (rank ?x211) 4)))))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x211 (relu ?x193)))
 (= (dim ?x211 0) sym_n)))))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x211 (relu ?x193)))
 (= (dim ?x211 1) sym_c)))))
(assert
 (let ((?x203 (div (+ (- 1) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x211 (relu ?x193)))
 (let ((?x218 (dim ?x211 2)))
 (= ?x218 ?x204))))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x211 (relu ?x193)))
 (let ((?x220 (dim ?x211 3)))
 (= ?x220 ?x209))))))))
(assert
 (let ((?x182 (smul in_u1 in_s1)))
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 ?x193 ?x182)))
 (= (rank ?x222) 4))))))
(assert
 (let ((?x182 (smul in_u1 in_s1)))
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 ?x193 ?x182)))
 (= (dim ?x222 0) sym_n))))))
(assert
 (let ((?x182 (smul in_u1 in_s1)))
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 ?x193 ?x182)))
 (= (dim ?x222 1) sym_c))))))
(assert
 (let ((?x203 (div (+ (- 1) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x182 (smul in_u1 in_s1)))
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 ?x193 ?x182)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x204)))))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x182 (smul in_u1 in_s1)))
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 ?x193 ?x182)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x209)))))))))
(assert
 (let ((?x203 (div (+ (- 1) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (>= ?x204 0))))
(assert
 (let ((?x208 (div (+ (- 1) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (>= ?x209 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x242 (dim ?x235 2)))
 (= 3 ?x242))))
(assert
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x244 (dim ?x235 3)))
 (= 3 ?x244))))
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
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (= (rank ?x257) 4))))
(assert
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (= (dim ?x257 0) sym_n))))
(assert
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (= (dim ?x257 1) sym_c))))
(assert
 (let ((?x203 (div (+ (- 1) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (let ((?x264 (dim ?x257 2)))
 (= ?x264 ?x204)))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (let ((?x266 (dim ?x257 3)))
 (= ?x266 ?x209)))))))
(assert
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (let ((?x268 (relu ?x257)))
 (= (rank ?x268) 4)))))
(assert
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (let ((?x268 (relu ?x257)))
 (= (dim ?x268 0) sym_n)))))
(assert
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (let ((?x268 (relu ?x257)))
 (= (dim ?x268 1) sym_c)))))
(assert
 (let ((?x203 (div (+ (- 1) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (let ((?x268 (relu ?x257)))
 (let ((?x275 (dim ?x268 2)))
 (= ?x275 ?x204))))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (let ((?x268 (relu ?x257)))
 (let ((?x277 (dim ?x268 3)))
 (= ?x277 ?x209))))))))
(assert
 (let ((?x246 (smul in_i1 in_s1)))
 (let ((?x279 (conv 2 2 0 0 0 0 1 1 1 ?x246 in_u1)))
 (= (rank ?x279) 4))))
(assert
 (let ((?x246 (smul in_i1 in_s1)))
 (let ((?x279 (conv 2 2 0 0 0 0 1 1 1 ?x246 in_u1)))
 (= (dim ?x279 0) sym_n))))
(assert
 (let ((?x246 (smul in_i1 in_s1)))
 (let ((?x279 (conv 2 2 0 0 0 0 1 1 1 ?x246 in_u1)))
 (= (dim ?x279 1) sym_c))))
(assert
 (let ((?x203 (div (+ (- 1) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x246 (smul in_i1 in_s1)))
 (let ((?x279 (conv 2 2 0 0 0 0 1 1 1 ?x246 in_u1)))
 (let ((?x286 (dim ?x279 2)))
 (= ?x286 ?x204)))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x246 (smul in_i1 in_s1)))
 (let ((?x279 (conv 2 2 0 0 0 0 1 1 1 ?x246 in_u1)))
 (let ((?x288 (dim ?x279 3)))
 (= ?x288 ?x209)))))))
(assert
 (let ((?x246 (smul in_i1 in_s1)))
(let ((?x279 (conv 2 2 0 0 0 0 1 1 1 ?x246 in_u1)))
(let ((?x182 (smul in_u1 in_s1)))
(let ((?x171 (idkernel4 sym_c 1 1)))
(let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
(let ((?x222 (conv 1 1 0 0 0 0 1 1 1 ?x193 ?x182)))
(let ((?x235 (idkernel4 sym_c 3 3)))
(let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
(let ((?x268 (relu ?x257)))
(let ((?x211 (relu ?x193)))
(or (and (distinct ?x211 ?x268) true) (and (distinct ?x222 ?x279) true)))))))))))))
(check-sat)
