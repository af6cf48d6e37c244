; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 69154
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
 (let ((?x170 (dim in_u1 2)))
 (= 1 ?x170)))
(assert
 (let ((?x172 (dim in_u1 3)))
 (= 1 ?x172)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x181 (dim in_u2 2)))
 (= 1 ?x181)))
(assert
 (let ((?x183 (dim in_u2 3)))
 (= 1 ?x183)))
(assert
 (= (rank (smul in_u2 in_s1)) 4))
(assert
 (= (dim (smul in_u2 in_s1) 0) sym_c3))
(assert
 (= (dim (smul in_u2 in_s1) 1) sym_c2))
(assert
 (let ((?x185 (smul in_u2 in_s1)))
 (let ((?x192 (dim ?x185 2)))
 (= 1 ?x192))))
(assert
 (let ((?x185 (smul in_u2 in_s1)))
 (let ((?x194 (dim ?x185 3)))
 (= 1 ?x194))))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x196) 4)))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x196 0) sym_n)))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x196 1) sym_c2)))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x196 2) sym_h)))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x196 3) sym_w)))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (= (rank ?x207) 4))))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (= (dim ?x207 0) sym_n))))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (= (dim ?x207 1) sym_c2))))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (= (dim ?x207 2) sym_h))))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (= (dim ?x207 3) sym_w))))
(assert
 (let ((?x185 (smul in_u2 in_s1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 ?x207 ?x185)))
 (= (rank ?x218) 4))))))
(assert
 (let ((?x185 (smul in_u2 in_s1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 ?x207 ?x185)))
 (= (dim ?x218 0) sym_n))))))
(assert
 (let ((?x185 (smul in_u2 in_s1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 ?x207 ?x185)))
 (= (dim ?x218 1) sym_c3))))))
(assert
 (let ((?x227 (div (+ (- 1) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x185 (smul in_u2 in_s1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 ?x207 ?x185)))
 (let ((?x225 (dim ?x218 2)))
 (= ?x225 ?x228)))))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x185 (smul in_u2 in_s1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 ?x207 ?x185)))
 (let ((?x230 (dim ?x218 3)))
 (= ?x230 ?x233)))))))))
(assert
 (let ((?x227 (div (+ (- 1) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (>= ?x228 0))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (>= ?x233 0))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x237) 4)))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x237 0) sym_n)))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x237 1) sym_c2)))
(assert
 (let ((?x227 (div (+ (- 1) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x244 (dim ?x237 2)))
 (= ?x244 ?x228))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x246 (dim ?x237 3)))
 (= ?x246 ?x233))))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (= (rank ?x248) 4))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (= (dim ?x248 0) sym_n))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (= (dim ?x248 1) sym_c2))))
(assert
 (let ((?x227 (div (+ (- 1) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x255 (dim ?x248 2)))
 (= ?x255 ?x228)))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x257 (dim ?x248 3)))
 (= ?x257 ?x233)))))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u2)))
 (= (rank ?x259) 4)))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u2)))
 (= (dim ?x259 0) sym_n)))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u2)))
 (= (dim ?x259 1) sym_c3)))))
(assert
 (let ((?x227 (div (+ (- 1) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u2)))
 (let ((?x266 (dim ?x259 2)))
 (= ?x266 ?x228))))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u2)))
 (let ((?x268 (dim ?x259 3)))
 (= ?x268 ?x233))))))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u2)))
 (let ((?x270 (smul ?x259 in_s1)))
 (= (rank ?x270) 4))))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u2)))
 (let ((?x270 (smul ?x259 in_s1)))
 (= (dim ?x270 0) sym_n))))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u2)))
 (let ((?x270 (smul ?x259 in_s1)))
 (= (dim ?x270 1) sym_c3))))))
(assert
 (let ((?x227 (div (+ (- 1) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u2)))
 (let ((?x270 (smul ?x259 in_s1)))
 (let ((?x277 (dim ?x270 2)))
 (= ?x277 ?x228)))))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u2)))
 (let ((?x270 (smul ?x259 in_s1)))
 (let ((?x279 (dim ?x270 3)))
 (= ?x279 ?x233)))))))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x248 (relu ?x237)))
(let ((?x259 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u2)))
(let ((?x270 (smul ?x259 in_s1)))
(let ((?x185 (smul in_u2 in_s1)))
(let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x207 (relu ?x196)))
(let ((?x218 (conv 2 2 0 0 0 0 1 1 1 ?x207 ?x185)))
(and (distinct ?x218 ?x270) true))))))))))
(check-sat)
