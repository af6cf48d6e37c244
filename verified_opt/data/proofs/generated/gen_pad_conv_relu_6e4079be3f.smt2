; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 68650
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x50 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x48 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x40 (>= dw 1)))
 (let (($x39 (>= dh 1)))
 (let (($x38 (>= pr 0)))
 (let (($x37 (>= pb 0)))
 (let (($x36 (>= pl 0)))
 (let (($x35 (>= pt 0)))
 (let (($x34 (>= sw 1)))
 (let (($x32 (>= sh 1)))
 (let (($x30 (>= xr 0)))
 (let (($x29 (>= yb 0)))
 (let (($x28 (>= xl 0)))
 (let (($x27 (>= yt 0)))
 (let (($x25 (>= g 1)))
 (let (($x41 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x25 $x27 $x28 $x29 $x30 $x32 $x34 $x35 $x36 $x37 $x38 $x39 $x40)))
 (=> $x41 (= ?x48 ?x50)))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x107 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x105 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x108 (= ?x105 ?x107)))
 (let (($x101 (>= dw 1)))
 (let (($x100 (>= dh 1)))
 (let (($x28 (>= pr 0)))
 (let (($x99 (>= pb 0)))
 (let (($x98 (>= pl 0)))
 (let (($x30 (>= pt 0)))
 (let (($x97 (>= sw 1)))
 (let (($x96 (>= sh 1)))
 (let (($x95 (>= g 1)))
 (let (($x102 (and (< 1 (* sh sw)) $x95 $x96 $x97 $x30 $x98 $x99 $x28 $x100 $x101)))
 (=> $x102 $x108)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x129 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x127 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x130 (= ?x127 ?x129)))
 (let (($x28 (>= pr 0)))
 (let (($x99 (>= pb 0)))
 (let (($x98 (>= pl 0)))
 (let (($x30 (>= pt 0)))
 (let (($x97 (>= sw 1)))
 (let (($x96 (>= sh 1)))
 (let (($x95 (>= kw 1)))
 (let (($x101 (>= kh 1)))
 (let (($x124 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x101 $x95 $x96 $x97 $x30 $x98 $x99 $x28)))
 (=> $x124 $x130))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x169 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x167 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x170 (= ?x167 ?x169)))
 (let (($x148 (>= dw 1)))
 (let (($x34 (>= dh 1)))
 (let (($x97 (>= sw 1)))
 (let (($x96 (>= sh 1)))
 (let (($x147 (>= g 1)))
 (let (($x164 (and $x147 $x96 $x97 $x34 $x148 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x164 $x170)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x208 (dim in_u1 2)))
 (= 1 ?x208)))
(assert
 (let ((?x210 (dim in_u1 3)))
 (= 1 ?x210)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x212 0) sym_c)))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x212 1) sym_c)))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x219 (dim ?x212 2)))
 (= 3 ?x219))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x221 (dim ?x212 3)))
 (= 3 ?x221))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (= (rank ?x223) 4))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (= (dim ?x223 0) sym_n))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (= (dim ?x223 1) sym_c))))
(assert
 (let ((?x232 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x233)))))))
(assert
 (let ((?x237 (div (+ (- 1) sym_w) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x235 (dim ?x223 3)))
 (= ?x235 ?x238)))))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x240 (relu ?x223)))
 (= (rank ?x240) 4)))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x240 (relu ?x223)))
 (= (dim ?x240 0) sym_n)))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x240 (relu ?x223)))
 (= (dim ?x240 1) sym_c)))))
(assert
 (let ((?x232 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x240 (relu ?x223)))
 (let ((?x247 (dim ?x240 2)))
 (= ?x247 ?x233))))))))
(assert
 (let ((?x237 (div (+ (- 1) sym_w) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x240 (relu ?x223)))
 (let ((?x249 (dim ?x240 3)))
 (= ?x249 ?x238))))))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x240 (relu ?x223)))
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 ?x240 ?x212)))
 (= (rank ?x251) 4))))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x240 (relu ?x223)))
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 ?x240 ?x212)))
 (= (dim ?x251 0) sym_n))))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x240 (relu ?x223)))
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 ?x240 ?x212)))
 (= (dim ?x251 1) sym_c))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x240 (relu ?x223)))
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 ?x240 ?x212)))
 (let ((?x258 (dim ?x251 2)))
 (= ?x258 ?x233)))))))))
(assert
 (let ((?x237 (div (+ (- 1) sym_w) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x240 (relu ?x223)))
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 ?x240 ?x212)))
 (let ((?x260 (dim ?x251 3)))
 (= ?x260 ?x238)))))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (>= ?x233 0))))
(assert
 (let ((?x237 (div (+ (- 1) sym_w) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (>= ?x238 0))))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x264) 4)))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x264 0) sym_n)))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x264 1) sym_c)))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x264 2) sym_h)))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x264 3) sym_w)))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (= (rank ?x275) 4))))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (= (dim ?x275 0) sym_n))))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (= (dim ?x275 1) sym_c))))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (= (dim ?x275 2) sym_h))))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (= (dim ?x275 3) sym_w))))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 in_u1)))
 (= (rank ?x286) 4)))))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 in_u1)))
 (= (dim ?x286 0) sym_n)))))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 in_u1)))
 (= (dim ?x286 1) sym_c)))))
(assert
 (let ((?x232 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 in_u1)))
 (let ((?x293 (dim ?x286 2)))
 (= ?x293 ?x233))))))))
(assert
 (let ((?x237 (div (+ (- 1) sym_w) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 in_u1)))
 (let ((?x295 (dim ?x286 3)))
 (= ?x295 ?x238))))))))
(assert
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x275 (relu ?x264)))
(let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 in_u1)))
(let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
(let ((?x240 (relu ?x223)))
(let ((?x251 (conv 1 1 1 1 1 1 1 1 1 ?x240 ?x212)))
(and (distinct ?x251 ?x286) true)))))))))
(check-sat)
