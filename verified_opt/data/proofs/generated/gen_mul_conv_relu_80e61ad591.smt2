; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 76506
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
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
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
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
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
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x164 (dim in_u1 2)))
 (= 1 ?x164)))
(assert
 (let ((?x166 (dim in_u1 3)))
 (= 1 ?x166)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x175 (dim in_u2 2)))
 (= 1 ?x175)))
(assert
 (let ((?x177 (dim in_u2 3)))
 (= 1 ?x177)))
(assert
 (= (rank (smul in_u2 in_s1)) 4))
(assert
 (= (dim (smul in_u2 in_s1) 0) sym_c3))
(assert
 (= (dim (smul in_u2 in_s1) 1) sym_c2))
(assert
 (let ((?x179 (smul in_u2 in_s1)))
 (let ((?x186 (dim ?x179 2)))
 (= 1 ?x186))))
(assert
 (let ((?x179 (smul in_u2 in_s1)))
 (let ((?x188 (dim ?x179 3)))
 (= 1 ?x188))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x190) 4)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 0) sym_n)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 1) sym_c2)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 2) sym_h)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 3) sym_w)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (rank ?x201) 4))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 0) sym_n))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 1) sym_c2))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 2) sym_h))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 3) sym_w))))
(assert
 (let ((?x179 (smul in_u2 in_s1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (= (rank ?x212) 4))))))
(assert
 (let ((?x179 (smul in_u2 in_s1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (= (dim ?x212 0) sym_n))))))
(assert
 (let ((?x179 (smul in_u2 in_s1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (= (dim ?x212 1) sym_c3))))))
(assert
 (let ((?x221 (div (+ (- 1) sym_h) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x179 (smul in_u2 in_s1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x222)))))))))
(assert
 (let ((?x226 (div (+ (- 1) sym_w) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x179 (smul in_u2 in_s1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (let ((?x224 (dim ?x212 3)))
 (= ?x224 ?x227)))))))))
(assert
 (let ((?x221 (div (+ (- 1) sym_h) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (>= ?x222 0))))
(assert
 (let ((?x226 (div (+ (- 1) sym_w) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (>= ?x227 0))))
(assert
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x231) 4)))
(assert
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x231 0) sym_n)))
(assert
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x231 1) sym_c2)))
(assert
 (let ((?x221 (div (+ (- 1) sym_h) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x238 (dim ?x231 2)))
 (= ?x238 ?x222))))))
(assert
 (let ((?x226 (div (+ (- 1) sym_w) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x240 (dim ?x231 3)))
 (= ?x240 ?x227))))))
(assert
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (= (rank ?x242) 4))))
(assert
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (= (dim ?x242 0) sym_n))))
(assert
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (= (dim ?x242 1) sym_c2))))
(assert
 (let ((?x221 (div (+ (- 1) sym_h) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x249 (dim ?x242 2)))
 (= ?x249 ?x222)))))))
(assert
 (let ((?x226 (div (+ (- 1) sym_w) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x251 (dim ?x242 3)))
 (= ?x251 ?x227)))))))
(assert
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u2)))
 (= (rank ?x253) 4)))))
(assert
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u2)))
 (= (dim ?x253 0) sym_n)))))
(assert
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u2)))
 (= (dim ?x253 1) sym_c3)))))
(assert
 (let ((?x221 (div (+ (- 1) sym_h) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u2)))
 (let ((?x260 (dim ?x253 2)))
 (= ?x260 ?x222))))))))
(assert
 (let ((?x226 (div (+ (- 1) sym_w) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u2)))
 (let ((?x262 (dim ?x253 3)))
 (= ?x262 ?x227))))))))
(assert
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u2)))
 (let ((?x264 (smul ?x253 in_s1)))
 (= (rank ?x264) 4))))))
(assert
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u2)))
 (let ((?x264 (smul ?x253 in_s1)))
 (= (dim ?x264 0) sym_n))))))
(assert
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u2)))
 (let ((?x264 (smul ?x253 in_s1)))
 (= (dim ?x264 1) sym_c3))))))
(assert
 (let ((?x221 (div (+ (- 1) sym_h) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u2)))
 (let ((?x264 (smul ?x253 in_s1)))
 (let ((?x271 (dim ?x264 2)))
 (= ?x271 ?x222)))))))))
(assert
 (let ((?x226 (div (+ (- 1) sym_w) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u2)))
 (let ((?x264 (smul ?x253 in_s1)))
 (let ((?x273 (dim ?x264 3)))
 (= ?x273 ?x227)))))))))
(assert
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x242 (relu ?x231)))
(let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u2)))
(let ((?x264 (smul ?x253 in_s1)))
(let ((?x179 (smul in_u2 in_s1)))
(let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x201 (relu ?x190)))
(let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
(and (distinct ?x212 ?x264) true))))))))))
(check-sat)
