; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 77304
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_u1 () T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x75 (>= dw 1)))
 (let (($x73 (>= dh 1)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= g 1)))
 (let (($x76 (and (< 1 (* sh sw)) $x64 $x65 $x66 $x67 $x68 $x70 $x71 $x73 $x75)))
 (=> $x76 $x82)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x102 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x100 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x103 (= ?x100 ?x102)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x97 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x97 $x103))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x132 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x130 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x133 (= ?x130 ?x132)))
 (let (($x20 (>= dw 1)))
 (let (($x108 (>= dh 1)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x128 (and $x21 $x65 $x66 $x108 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x128 $x133)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x171 (dim in_k1 2)))
 (= 3 ?x171)))
(assert
 (let ((?x173 (dim in_k1 3)))
 (= 3 ?x173)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x182 (dim in_u1 2)))
 (= 1 ?x182)))
(assert
 (let ((?x184 (dim in_u1 3)))
 (= 1 ?x184)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x186 (idkernel4 sym_c 1 1)))
 (let ((?x193 (dim ?x186 2)))
 (= 1 ?x193))))
(assert
 (let ((?x186 (idkernel4 sym_c 1 1)))
 (let ((?x195 (dim ?x186 3)))
 (= 1 ?x195))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x197) 4)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x197 0) sym_n)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x197 1) sym_c)))
(assert
 (let ((?x205 (+ (- 2) sym_h)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x205)))))
(assert
 (let ((?x208 (+ (- 2) sym_w)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (dim ?x197 3)))
 (= ?x207 ?x208)))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (= (rank ?x210) 4))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (= (dim ?x210 0) sym_n))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (= (dim ?x210 1) sym_c))))
(assert
 (let ((?x205 (+ (- 2) sym_h)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x205))))))
(assert
 (let ((?x208 (+ (- 2) sym_w)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (let ((?x219 (dim ?x210 3)))
 (= ?x219 ?x208))))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 ?x197 in_u1)))
 (= (rank ?x221) 4))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 ?x197 in_u1)))
 (= (dim ?x221 0) sym_n))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 ?x197 in_u1)))
 (= (dim ?x221 1) sym_c))))
(assert
 (let ((?x231 (div (+ (- 3) sym_h) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 ?x197 in_u1)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x232)))))))
(assert
 (let ((?x236 (div (+ (- 3) sym_w) 2)))
 (let ((?x237 (+ 1 ?x236)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 ?x197 in_u1)))
 (let ((?x234 (dim ?x221 3)))
 (= ?x234 ?x237)))))))
(assert
 (let ((?x186 (idkernel4 sym_c 1 1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x210 ?x186)))
 (= (rank ?x239) 4))))))
(assert
 (let ((?x186 (idkernel4 sym_c 1 1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x210 ?x186)))
 (= (dim ?x239 0) sym_n))))))
(assert
 (let ((?x186 (idkernel4 sym_c 1 1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x210 ?x186)))
 (= (dim ?x239 1) sym_c))))))
(assert
 (let ((?x231 (div (+ (- 3) sym_h) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x186 (idkernel4 sym_c 1 1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x210 ?x186)))
 (let ((?x246 (dim ?x239 2)))
 (= ?x246 ?x232)))))))))
(assert
 (let ((?x236 (div (+ (- 3) sym_w) 2)))
 (let ((?x237 (+ 1 ?x236)))
 (let ((?x186 (idkernel4 sym_c 1 1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x210 ?x186)))
 (let ((?x248 (dim ?x239 3)))
 (= ?x248 ?x237)))))))))
(assert
 (let ((?x205 (+ (- 2) sym_h)))
 (>= ?x205 0)))
(assert
 (let ((?x208 (+ (- 2) sym_w)))
 (>= ?x208 0)))
(assert
 (let ((?x231 (div (+ (- 3) sym_h) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (>= ?x232 0))))
(assert
 (let ((?x236 (div (+ (- 3) sym_w) 2)))
 (let ((?x237 (+ 1 ?x236)))
 (>= ?x237 0))))
(assert
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x254) 4)))
(assert
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x254 0) sym_n)))
(assert
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x254 1) sym_c)))
(assert
 (let ((?x231 (div (+ (- 3) sym_h) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x261 (dim ?x254 2)))
 (= ?x261 ?x232))))))
(assert
 (let ((?x236 (div (+ (- 3) sym_w) 2)))
 (let ((?x237 (+ 1 ?x236)))
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x263 (dim ?x254 3)))
 (= ?x263 ?x237))))))
(assert
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x265 (relu ?x254)))
 (= (rank ?x265) 4))))
(assert
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x265 (relu ?x254)))
 (= (dim ?x265 0) sym_n))))
(assert
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x265 (relu ?x254)))
 (= (dim ?x265 1) sym_c))))
(assert
 (let ((?x231 (div (+ (- 3) sym_h) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x265 (relu ?x254)))
 (let ((?x272 (dim ?x265 2)))
 (= ?x272 ?x232)))))))
(assert
 (let ((?x236 (div (+ (- 3) sym_w) 2)))
 (let ((?x237 (+ 1 ?x236)))
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x265 (relu ?x254)))
 (let ((?x274 (dim ?x265 3)))
 (= ?x274 ?x237)))))))
(assert
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x276 (conv 1 1 0 0 0 0 1 1 1 ?x254 in_u1)))
 (= (rank ?x276) 4))))
(assert
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x276 (conv 1 1 0 0 0 0 1 1 1 ?x254 in_u1)))
 (= (dim ?x276 0) sym_n))))
(assert
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x276 (conv 1 1 0 0 0 0 1 1 1 ?x254 in_u1)))
 (= (dim ?x276 1) sym_c))))
(assert
 (let ((?x231 (div (+ (- 3) sym_h) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x276 (conv 1 1 0 0 0 0 1 1 1 ?x254 in_u1)))
 (let ((?x283 (dim ?x276 2)))
 (= ?x283 ?x232)))))))
(assert
 (let ((?x236 (div (+ (- 3) sym_w) 2)))
 (let ((?x237 (+ 1 ?x236)))
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x276 (conv 1 1 0 0 0 0 1 1 1 ?x254 in_u1)))
 (let ((?x285 (dim ?x276 3)))
 (= ?x285 ?x237)))))))
(assert
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x265 (relu ?x254)))
(let ((?x186 (idkernel4 sym_c 1 1)))
(let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x210 (relu ?x197)))
(let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x210 ?x186)))
(let ((?x276 (conv 1 1 0 0 0 0 1 1 1 ?x254 in_u1)))
(let ((?x221 (conv 2 2 0 0 0 0 1 1 1 ?x197 in_u1)))
(or (and (distinct ?x221 ?x276) true) (and (distinct ?x239 ?x265) true)))))))))))
(check-sat)
