; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 68945
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
 (let (($x78 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x24 $x7 $x9 $x11 $x14 $x16 $x18 $x20)))
 (=> $x78 $x84))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x124 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x122 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x125 (= ?x122 ?x124)))
 (let (($x96 (>= dw 1)))
 (let (($x102 (>= dh 1)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x101 (>= g 1)))
 (let (($x119 (and $x101 $x9 $x11 $x102 $x96 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x119 $x125)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x166 (dim in_u1 2)))
 (= 1 ?x166)))
(assert
 (let ((?x168 (dim in_u1 3)))
 (= 1 ?x168)))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x177 (dim ?x170 2)))
 (= 1 ?x177))))
(assert
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x179 (dim ?x170 3)))
 (= 1 ?x179))))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x181) 4)))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x181 0) sym_n)))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x181 1) sym_c)))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x181 2) sym_h)))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x181 3) sym_w)))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x181)))
 (= (rank ?x192) 4))))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x181)))
 (= (dim ?x192 0) sym_n))))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x181)))
 (= (dim ?x192 1) sym_c))))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x181)))
 (= (dim ?x192 2) sym_h))))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x181)))
 (= (dim ?x192 3) sym_w))))
(assert
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x181)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 ?x192 ?x170)))
 (= (rank ?x203) 4))))))
(assert
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x181)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 ?x192 ?x170)))
 (= (dim ?x203 0) sym_n))))))
(assert
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x181)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 ?x192 ?x170)))
 (= (dim ?x203 1) sym_c))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x181)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 ?x192 ?x170)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x213)))))))))
(assert
 (let ((?x217 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x181)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 ?x192 ?x170)))
 (let ((?x215 (dim ?x203 3)))
 (= ?x215 ?x218)))))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (>= ?x213 0))))
(assert
 (let ((?x217 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (>= ?x218 0))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x222) 4)))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x222 0) sym_n)))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x222 1) sym_c)))
(assert
 (let ((?x212 (div (+ (- 1) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x213))))))
(assert
 (let ((?x217 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x218))))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (= (rank ?x233) 4))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 0) sym_n))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 1) sym_c))))
(assert
 (let ((?x212 (div (+ (- 1) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x213)))))))
(assert
 (let ((?x217 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x242 (dim ?x233 3)))
 (= ?x242 ?x218)))))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x233 in_u1)))
 (= (rank ?x244) 4)))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x233 in_u1)))
 (= (dim ?x244 0) sym_n)))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x233 in_u1)))
 (= (dim ?x244 1) sym_c)))))
(assert
 (let ((?x212 (div (+ (- 1) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x233 in_u1)))
 (let ((?x251 (dim ?x244 2)))
 (= ?x251 ?x213))))))))
(assert
 (let ((?x217 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x233 in_u1)))
 (let ((?x253 (dim ?x244 3)))
 (= ?x253 ?x218))))))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x233 in_u1)))
 (let ((?x255 (smul ?x244 in_s1)))
 (= (rank ?x255) 4))))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x233 in_u1)))
 (let ((?x255 (smul ?x244 in_s1)))
 (= (dim ?x255 0) sym_n))))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x233 in_u1)))
 (let ((?x255 (smul ?x244 in_s1)))
 (= (dim ?x255 1) sym_c))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x233 in_u1)))
 (let ((?x255 (smul ?x244 in_s1)))
 (let ((?x262 (dim ?x255 2)))
 (= ?x262 ?x213)))))))))
(assert
 (let ((?x217 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x233 in_u1)))
 (let ((?x255 (smul ?x244 in_s1)))
 (let ((?x264 (dim ?x255 3)))
 (= ?x264 ?x218)))))))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x233 (relu ?x222)))
(let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x233 in_u1)))
(let ((?x255 (smul ?x244 in_s1)))
(let ((?x170 (smul in_u1 in_s1)))
(let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x192 (relu ?x181)))
(let ((?x203 (conv 2 2 0 0 0 0 1 1 1 ?x192 ?x170)))
(and (distinct ?x203 ?x255) true))))))))))
(check-sat)
