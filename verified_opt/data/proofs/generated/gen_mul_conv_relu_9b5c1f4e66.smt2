; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 69310
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x163 (dim in_k1 2)))
 (= 3 ?x163)))
(assert
 (let ((?x165 (dim in_k1 3)))
 (= 3 ?x165)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x177 (dim in_u1 2)))
 (= 1 ?x177)))
(assert
 (let ((?x179 (dim in_u1 3)))
 (= 1 ?x179)))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x181 (smul in_u1 in_s1)))
 (let ((?x188 (dim ?x181 2)))
 (= 1 ?x188))))
(assert
 (let ((?x181 (smul in_u1 in_s1)))
 (let ((?x190 (dim ?x181 3)))
 (= 1 ?x190))))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x192) 4)))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x192 0) sym_n)))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x192 1) sym_c)))
(assert
 (let ((?x201 (+ (- 2) sym_h)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x201)))))
(assert
 (let ((?x204 (+ (- 2) sym_w)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x203 (dim ?x192 3)))
 (= ?x203 ?x204)))))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x192)))
 (= (rank ?x206) 4))))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x192)))
 (= (dim ?x206 0) sym_n))))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x192)))
 (= (dim ?x206 1) sym_c))))
(assert
 (let ((?x201 (+ (- 2) sym_h)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x192)))
 (let ((?x213 (dim ?x206 2)))
 (= ?x213 ?x201))))))
(assert
 (let ((?x204 (+ (- 2) sym_w)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x192)))
 (let ((?x215 (dim ?x206 3)))
 (= ?x215 ?x204))))))
(assert
 (let ((?x181 (smul in_u1 in_s1)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x192)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 ?x181)))
 (= (rank ?x217) 4))))))
(assert
 (let ((?x181 (smul in_u1 in_s1)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x192)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 ?x181)))
 (= (dim ?x217 0) sym_n))))))
(assert
 (let ((?x181 (smul in_u1 in_s1)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x192)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 ?x181)))
 (= (dim ?x217 1) sym_c))))))
(assert
 (let ((?x227 (div (+ (- 3) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x181 (smul in_u1 in_s1)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x192)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 ?x181)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x228)))))))))
(assert
 (let ((?x232 (div (+ (- 3) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x181 (smul in_u1 in_s1)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x192)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 ?x181)))
 (let ((?x230 (dim ?x217 3)))
 (= ?x230 ?x233)))))))))
(assert
 (let ((?x201 (+ (- 2) sym_h)))
 (>= ?x201 0)))
(assert
 (let ((?x204 (+ (- 2) sym_w)))
 (>= ?x204 0)))
(assert
 (let ((?x227 (div (+ (- 3) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (>= ?x228 0))))
(assert
 (let ((?x232 (div (+ (- 3) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (>= ?x233 0))))
(assert
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x239) 4)))
(assert
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x239 0) sym_n)))
(assert
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x239 1) sym_c)))
(assert
 (let ((?x227 (div (+ (- 3) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x246 (dim ?x239 2)))
 (= ?x246 ?x228))))))
(assert
 (let ((?x232 (div (+ (- 3) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x248 (dim ?x239 3)))
 (= ?x248 ?x233))))))
(assert
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x250 (relu ?x239)))
 (= (rank ?x250) 4))))
(assert
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x250 (relu ?x239)))
 (= (dim ?x250 0) sym_n))))
(assert
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x250 (relu ?x239)))
 (= (dim ?x250 1) sym_c))))
(assert
 (let ((?x227 (div (+ (- 3) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x257 (dim ?x250 2)))
 (= ?x257 ?x228)))))))
(assert
 (let ((?x232 (div (+ (- 3) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x259 (dim ?x250 3)))
 (= ?x259 ?x233)))))))
(assert
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (conv 1 1 0 0 0 0 1 1 1 ?x250 in_u1)))
 (= (rank ?x261) 4)))))
(assert
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (conv 1 1 0 0 0 0 1 1 1 ?x250 in_u1)))
 (= (dim ?x261 0) sym_n)))))
(assert
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (conv 1 1 0 0 0 0 1 1 1 ?x250 in_u1)))
 (= (dim ?x261 1) sym_c)))))
(assert
 (let ((?x227 (div (+ (- 3) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (conv 1 1 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x268 (dim ?x261 2)))
 (= ?x268 ?x228))))))))
(assert
 (let ((?x232 (div (+ (- 3) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (conv 1 1 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x270 (dim ?x261 3)))
 (= ?x270 ?x233))))))))
(assert
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (conv 1 1 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x272 (smul ?x261 in_s1)))
 (= (rank ?x272) 4))))))
(assert
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (conv 1 1 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x272 (smul ?x261 in_s1)))
 (= (dim ?x272 0) sym_n))))))
(assert
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (conv 1 1 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x272 (smul ?x261 in_s1)))
 (= (dim ?x272 1) sym_c))))))
(assert
 (let ((?x227 (div (+ (- 3) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (conv 1 1 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x272 (smul ?x261 in_s1)))
 (let ((?x279 (dim ?x272 2)))
 (= ?x279 ?x228)))))))))
(assert
 (let ((?x232 (div (+ (- 3) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (conv 1 1 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x272 (smul ?x261 in_s1)))
 (let ((?x281 (dim ?x272 3)))
 (= ?x281 ?x233)))))))))
(assert
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x250 (relu ?x239)))
(let ((?x261 (conv 1 1 0 0 0 0 1 1 1 ?x250 in_u1)))
(let ((?x272 (smul ?x261 in_s1)))
(let ((?x181 (smul in_u1 in_s1)))
(let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x206 (relu ?x192)))
(let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 ?x181)))
(and (distinct ?x217 ?x272) true))))))))))
(check-sat)
