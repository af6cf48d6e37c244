; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 76662
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x31 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x32 (smul ?x31 S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x25 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x25 $x33))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x62 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x31 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x63 (= ?x31 ?x62)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x60 (and (< 1 (* sh sw)) $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x60 $x63)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x83 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x81 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x84 (= ?x81 ?x83)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= kw 1)))
 (let (($x24 (>= kh 1)))
 (let (($x78 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x24 $x7 $x9 $x11 $x14 $x16 $x18 $x20)))
 (=> $x78 $x84))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x118 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x116 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x119 (= ?x116 ?x118)))
 (let (($x89 (>= dw 1)))
 (let (($x97 (>= dh 1)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x94 (>= g 1)))
 (let (($x113 (and $x94 $x9 $x11 $x97 $x89 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x113 $x119)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x157 (dim in_k1 2)))
 (= 3 ?x157)))
(assert
 (let ((?x159 (dim in_k1 3)))
 (= 3 ?x159)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x171 (dim in_u1 2)))
 (= 1 ?x171)))
(assert
 (let ((?x173 (dim in_u1 3)))
 (= 1 ?x173)))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x175 (smul in_u1 in_s1)))
 (let ((?x182 (dim ?x175 2)))
 (= 1 ?x182))))
(assert
 (let ((?x175 (smul in_u1 in_s1)))
 (let ((?x184 (dim ?x175 3)))
 (= 1 ?x184))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x186) 4)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x186 0) sym_n)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x186 1) sym_c)))
(assert
 (let ((?x195 (+ (- 2) sym_h)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (dim ?x186 2)))
 (= ?x193 ?x195)))))
(assert
 (let ((?x198 (+ (- 2) sym_w)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (dim ?x186 3)))
 (= ?x197 ?x198)))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x200 (relu ?x186)))
 (= (rank ?x200) 4))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x200 (relu ?x186)))
 (= (dim ?x200 0) sym_n))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x200 (relu ?x186)))
 (= (dim ?x200 1) sym_c))))
(assert
 (let ((?x195 (+ (- 2) sym_h)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x200 (relu ?x186)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x195))))))
(assert
 (let ((?x198 (+ (- 2) sym_w)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x200 (relu ?x186)))
 (let ((?x209 (dim ?x200 3)))
 (= ?x209 ?x198))))))
(assert
 (let ((?x175 (smul in_u1 in_s1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x200 (relu ?x186)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x200 ?x175)))
 (= (rank ?x211) 4))))))
(assert
 (let ((?x175 (smul in_u1 in_s1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x200 (relu ?x186)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x200 ?x175)))
 (= (dim ?x211 0) sym_n))))))
(assert
 (let ((?x175 (smul in_u1 in_s1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x200 (relu ?x186)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x200 ?x175)))
 (= (dim ?x211 1) sym_c))))))
(assert
 (let ((?x221 (div (+ (- 3) sym_h) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x175 (smul in_u1 in_s1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x200 (relu ?x186)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x200 ?x175)))
 (let ((?x218 (dim ?x211 2)))
 (= ?x218 ?x222)))))))))
(assert
 (let ((?x226 (div (+ (- 3) sym_w) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x175 (smul in_u1 in_s1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x200 (relu ?x186)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x200 ?x175)))
 (let ((?x224 (dim ?x211 3)))
 (= ?x224 ?x227)))))))))
(assert
 (let ((?x195 (+ (- 2) sym_h)))
 (>= ?x195 0)))
(assert
 (let ((?x198 (+ (- 2) sym_w)))
 (>= ?x198 0)))
(assert
 (let ((?x221 (div (+ (- 3) sym_h) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (>= ?x222 0))))
(assert
 (let ((?x226 (div (+ (- 3) sym_w) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (>= ?x227 0))))
(assert
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x233) 4)))
(assert
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x233 0) sym_n)))
(assert
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x233 1) sym_c)))
(assert
 (let ((?x221 (div (+ (- 3) sym_h) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x222))))))
(assert
 (let ((?x226 (div (+ (- 3) sym_w) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x242 (dim ?x233 3)))
 (= ?x242 ?x227))))))
(assert
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (= (rank ?x244) 4))))
(assert
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (= (dim ?x244 0) sym_n))))
(assert
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (= (dim ?x244 1) sym_c))))
(assert
 (let ((?x221 (div (+ (- 3) sym_h) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x251 (dim ?x244 2)))
 (= ?x251 ?x222)))))))
(assert
 (let ((?x226 (div (+ (- 3) sym_w) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x253 (dim ?x244 3)))
 (= ?x253 ?x227)))))))
(assert
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 ?x244 in_u1)))
 (= (rank ?x255) 4)))))
(assert
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 ?x244 in_u1)))
 (= (dim ?x255 0) sym_n)))))
(assert
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 ?x244 in_u1)))
 (= (dim ?x255 1) sym_c)))))
(assert
 (let ((?x221 (div (+ (- 3) sym_h) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 ?x244 in_u1)))
 (let ((?x262 (dim ?x255 2)))
 (= ?x262 ?x222))))))))
(assert
 (let ((?x226 (div (+ (- 3) sym_w) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 ?x244 in_u1)))
 (let ((?x264 (dim ?x255 3)))
 (= ?x264 ?x227))))))))
(assert
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 ?x244 in_u1)))
 (let ((?x266 (smul ?x255 in_s1)))
 (= (rank ?x266) 4))))))
(assert
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 ?x244 in_u1)))
 (let ((?x266 (smul ?x255 in_s1)))
 (= (dim ?x266 0) sym_n))))))
(assert
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 ?x244 in_u1)))
 (let ((?x266 (smul ?x255 in_s1)))
 (= (dim ?x266 1) sym_c))))))
(assert
 (let ((?x221 (div (+ (- 3) sym_h) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 ?x244 in_u1)))
 (let ((?x266 (smul ?x255 in_s1)))
 (let ((?x273 (dim ?x266 2)))
 (= ?x273 ?x222)))))))))
(assert
 (let ((?x226 (div (+ (- 3) sym_w) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 ?x244 in_u1)))
 (let ((?x266 (smul ?x255 in_s1)))
 (let ((?x275 (dim ?x266 3)))
 (= ?x275 ?x227)))))))))
(assert
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x244 (relu ?x233)))
(let ((?x255 (conv 1 1 0 0 0 0 1 1 1 ?x244 in_u1)))
(let ((?x266 (smul ?x255 in_s1)))
(let ((?x175 (smul in_u1 in_s1)))
(let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x200 (relu ?x186)))
(let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x200 ?x175)))
(and (distinct ?x211 ?x266) true))))))))))
(check-sat)
