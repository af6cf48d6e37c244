; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 69952
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
 (let (($x97 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x97 $x103))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x138 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x136 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x139 (= ?x136 ?x138)))
 (let (($x20 (>= dw 1)))
 (let (($x120 (>= dh 1)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x109 (and $x21 $x65 $x66 $x120 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x109 $x139)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x177 (dim in_k1 2)))
 (= 3 ?x177)))
(assert
 (let ((?x179 (dim in_k1 3)))
 (= 3 ?x179)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x188 (dim in_u1 2)))
 (= 1 ?x188)))
(assert
 (let ((?x190 (dim in_u1 3)))
 (= 1 ?x190)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x192 (idkernel4 sym_c 1 1)))
 (let ((?x199 (dim ?x192 2)))
 (= 1 ?x199))))
(assert
 (let ((?x192 (idkernel4 sym_c 1 1)))
 (let ((?x201 (dim ?x192 3)))
 (= 1 ?x201))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x203) 4)))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x203 0) sym_n)))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x203 1) sym_c)))
(assert
 (let ((?x211 (+ (- 2) sym_h)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x211)))))
(assert
 (let ((?x214 (+ (- 2) sym_w)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x213 (dim ?x203 3)))
 (= ?x213 ?x214)))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (relu ?x203)))
 (= (rank ?x216) 4))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (relu ?x203)))
 (= (dim ?x216 0) sym_n))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (relu ?x203)))
 (= (dim ?x216 1) sym_c))))
(assert
 (let ((?x211 (+ (- 2) sym_h)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (relu ?x203)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x211))))))
(assert
 (let ((?x214 (+ (- 2) sym_w)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (relu ?x203)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x214))))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x203 in_u1)))
 (= (rank ?x227) 4))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x203 in_u1)))
 (= (dim ?x227 0) sym_n))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x203 in_u1)))
 (= (dim ?x227 1) sym_c))))
(assert
 (let ((?x237 (div (+ (- 3) sym_h) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x203 in_u1)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x238)))))))
(assert
 (let ((?x242 (div (+ (- 3) sym_w) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x203 in_u1)))
 (let ((?x240 (dim ?x227 3)))
 (= ?x240 ?x243)))))))
(assert
 (let ((?x192 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (relu ?x203)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x192)))
 (= (rank ?x245) 4))))))
(assert
 (let ((?x192 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (relu ?x203)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x192)))
 (= (dim ?x245 0) sym_n))))))
(assert
 (let ((?x192 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (relu ?x203)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x192)))
 (= (dim ?x245 1) sym_c))))))
(assert
 (let ((?x237 (div (+ (- 3) sym_h) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x192 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (relu ?x203)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x192)))
 (let ((?x252 (dim ?x245 2)))
 (= ?x252 ?x238)))))))))
(assert
 (let ((?x242 (div (+ (- 3) sym_w) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (let ((?x192 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (relu ?x203)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x192)))
 (let ((?x254 (dim ?x245 3)))
 (= ?x254 ?x243)))))))))
(assert
 (let ((?x211 (+ (- 2) sym_h)))
 (>= ?x211 0)))
(assert
 (let ((?x214 (+ (- 2) sym_w)))
 (>= ?x214 0)))
(assert
 (let ((?x237 (div (+ (- 3) sym_h) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (>= ?x238 0))))
(assert
 (let ((?x242 (div (+ (- 3) sym_w) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (>= ?x243 0))))
(assert
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x260) 4)))
(assert
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x260 0) sym_n)))
(assert
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x260 1) sym_c)))
(assert
 (let ((?x237 (div (+ (- 3) sym_h) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x267 (dim ?x260 2)))
 (= ?x267 ?x238))))))
(assert
 (let ((?x242 (div (+ (- 3) sym_w) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x269 (dim ?x260 3)))
 (= ?x269 ?x243))))))
(assert
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x271 (relu ?x260)))
 (= (rank ?x271) 4))))
(assert
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x271 (relu ?x260)))
 (= (dim ?x271 0) sym_n))))
(assert
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x271 (relu ?x260)))
 (= (dim ?x271 1) sym_c))))
(assert
 (let ((?x237 (div (+ (- 3) sym_h) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x271 (relu ?x260)))
 (let ((?x278 (dim ?x271 2)))
 (= ?x278 ?x238)))))))
(assert
 (let ((?x242 (div (+ (- 3) sym_w) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x271 (relu ?x260)))
 (let ((?x280 (dim ?x271 3)))
 (= ?x280 ?x243)))))))
(assert
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x282 (conv 1 1 0 0 0 0 1 1 1 ?x260 in_u1)))
 (= (rank ?x282) 4))))
(assert
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x282 (conv 1 1 0 0 0 0 1 1 1 ?x260 in_u1)))
 (= (dim ?x282 0) sym_n))))
(assert
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x282 (conv 1 1 0 0 0 0 1 1 1 ?x260 in_u1)))
 (= (dim ?x282 1) sym_c))))
(assert
 (let ((?x237 (div (+ (- 3) sym_h) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x282 (conv 1 1 0 0 0 0 1 1 1 ?x260 in_u1)))
 (let ((?x289 (dim ?x282 2)))
 (= ?x289 ?x238)))))))
(assert
 (let ((?x242 (div (+ (- 3) sym_w) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x282 (conv 1 1 0 0 0 0 1 1 1 ?x260 in_u1)))
 (let ((?x291 (dim ?x282 3)))
 (= ?x291 ?x243)))))))
(assert
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x271 (relu ?x260)))
(let ((?x192 (idkernel4 sym_c 1 1)))
(let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x216 (relu ?x203)))
(let ((?x245 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x192)))
(let ((?x282 (conv 1 1 0 0 0 0 1 1 1 ?x260 in_u1)))
(let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x203 in_u1)))
(or (and (distinct ?x227 ?x282) true) (and (distinct ?x245 ?x271) true)))))))))))
(check-sat)
