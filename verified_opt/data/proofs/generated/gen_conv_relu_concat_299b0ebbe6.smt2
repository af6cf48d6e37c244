; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_concat_batch, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 69781
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun concat (Int T T) T)
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
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x26 (>= dw 1)))
 (let (($x24 (>= dh 1)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= g 1)))
 (let (($x27 (and (< 1 (* sh sw)) $x11 $x12 $x13 $x16 $x18 $x20 $x22 $x24 $x26)))
 (=> $x27 $x33)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x66 (maxpool kh kw sh sw pt pl pb pr Y)))
 (let ((?x67 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) ?x66)))
 (let ((?x64 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x68 (= ?x64 ?x67)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= kw 1)))
 (let (($x26 (>= kh 1)))
 (let (($x61 (and $x26 $x11 $x12 $x13 $x16 $x18 $x20 $x22)))
 (=> $x61 $x68)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x66 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x83 (relu ?x66)))
 (let ((?x82 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x84 (= ?x82 ?x83)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= kw 1)))
 (let (($x26 (>= kh 1)))
 (let (($x80 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x26 $x11 $x12 $x13 $x16 $x18 $x20 $x22)))
 (=> $x80 $x84)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x124 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x122 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x125 (= ?x122 ?x124)))
 (let (($x96 (>= dw 1)))
 (let (($x102 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x101 (>= g 1)))
 (let (($x119 (and $x101 $x12 $x13 $x102 $x96 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x119 $x125)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x167 (dim in_u1 2)))
 (= 1 ?x167)))
(assert
 (let ((?x169 (dim in_u1 3)))
 (= 1 ?x169)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x178 (dim in_u2 2)))
 (= 1 ?x178)))
(assert
 (let ((?x180 (dim in_u2 3)))
 (= 1 ?x180)))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x182) 4)))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x182 0) sym_n)))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x182 1) sym_c2)))
(assert
 (let ((?x191 (div (+ (- 1) sym_h) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x192))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_w) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (dim ?x182 3)))
 (= ?x194 ?x197))))))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x182)))
 (= (rank ?x199) 4))))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x182)))
 (= (dim ?x199 0) sym_n))))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x182)))
 (= (dim ?x199 1) sym_c2))))
(assert
 (let ((?x191 (div (+ (- 1) sym_h) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x182)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x192)))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_w) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x182)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x197)))))))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x182)))
 (let ((?x210 (concat 0 ?x182 ?x199)))
 (= (rank ?x210) 4)))))
(assert
 (let ((?x214 (* 2 sym_n)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x182)))
 (let ((?x210 (concat 0 ?x182 ?x199)))
 (let ((?x213 (dim ?x210 0)))
 (= ?x213 ?x214)))))))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x182)))
 (let ((?x210 (concat 0 ?x182 ?x199)))
 (= (dim ?x210 1) sym_c2)))))
(assert
 (let ((?x191 (div (+ (- 1) sym_h) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x182)))
 (let ((?x210 (concat 0 ?x182 ?x199)))
 (let ((?x218 (dim ?x210 2)))
 (= ?x218 ?x192))))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_w) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x182)))
 (let ((?x210 (concat 0 ?x182 ?x199)))
 (let ((?x220 (dim ?x210 3)))
 (= ?x220 ?x197))))))))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x182)))
 (let ((?x210 (concat 0 ?x182 ?x199)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 ?x210 in_u2)))
 (= (rank ?x222) 4))))))
(assert
 (let ((?x214 (* 2 sym_n)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x182)))
 (let ((?x210 (concat 0 ?x182 ?x199)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 ?x210 in_u2)))
 (let ((?x225 (dim ?x222 0)))
 (= ?x225 ?x214))))))))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x182)))
 (let ((?x210 (concat 0 ?x182 ?x199)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 ?x210 in_u2)))
 (= (dim ?x222 1) sym_c3))))))
(assert
 (let ((?x191 (div (+ (- 1) sym_h) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x182)))
 (let ((?x210 (concat 0 ?x182 ?x199)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 ?x210 in_u2)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x192)))))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_w) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x182)))
 (let ((?x210 (concat 0 ?x182 ?x199)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 ?x210 in_u2)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x197)))))))))
(assert
 (let ((?x191 (div (+ (- 1) sym_h) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (>= ?x192 0))))
(assert
 (let ((?x196 (div (+ (- 1) sym_w) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (>= ?x197 0))))
(assert
 (let ((?x214 (* 2 sym_n)))
 (>= ?x214 0)))
(assert
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x236) 4)))
(assert
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x236 0) sym_n)))
(assert
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x236 1) sym_c2)))
(assert
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x236 2) sym_h)))
(assert
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x236 3) sym_w)))
(assert
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (relu ?x236)))
 (= (rank ?x247) 4))))
(assert
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (relu ?x236)))
 (= (dim ?x247 0) sym_n))))
(assert
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (relu ?x236)))
 (= (dim ?x247 1) sym_c2))))
(assert
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (relu ?x236)))
 (= (dim ?x247 2) sym_h))))
(assert
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (relu ?x236)))
 (= (dim ?x247 3) sym_w))))
(assert
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (= (rank ?x258) 4)))))
(assert
 (let ((?x214 (* 2 sym_n)))
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (let ((?x261 (dim ?x258 0)))
 (= ?x261 ?x214)))))))
(assert
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (= (dim ?x258 1) sym_c2)))))
(assert
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (= (dim ?x258 2) sym_h)))))
(assert
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (= (dim ?x258 3) sym_w)))))
(assert
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (let ((?x269 (conv 2 2 0 0 0 0 1 1 1 ?x258 in_u2)))
 (= (rank ?x269) 4))))))
(assert
 (let ((?x214 (* 2 sym_n)))
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (let ((?x269 (conv 2 2 0 0 0 0 1 1 1 ?x258 in_u2)))
 (let ((?x272 (dim ?x269 0)))
 (= ?x272 ?x214))))))))
(assert
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (let ((?x269 (conv 2 2 0 0 0 0 1 1 1 ?x258 in_u2)))
 (= (dim ?x269 1) sym_c3))))))
(assert
 (let ((?x191 (div (+ (- 1) sym_h) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (let ((?x269 (conv 2 2 0 0 0 0 1 1 1 ?x258 in_u2)))
 (let ((?x276 (dim ?x269 2)))
 (= ?x276 ?x192)))))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_w) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (let ((?x269 (conv 2 2 0 0 0 0 1 1 1 ?x258 in_u2)))
 (let ((?x278 (dim ?x269 3)))
 (= ?x278 ?x197)))))))))
(assert
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x247 (relu ?x236)))
(let ((?x258 (concat 0 ?x236 ?x247)))
(let ((?x269 (conv 2 2 0 0 0 0 1 1 1 ?x258 in_u2)))
(let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x199 (relu ?x182)))
(let ((?x210 (concat 0 ?x182 ?x199)))
(let ((?x222 (conv 1 1 0 0 0 0 1 1 1 ?x210 in_u2)))
(and (distinct ?x222 ?x269) true))))))))))
(check-sat)
