; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 16043
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x88 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x89 (= ?x86 ?x88)))
 (let (($x84 (= (rank W) 4)))
 (let (($x81 (= (rank X) 4)))
 (let (($x78 (>= dw 1)))
 (let (($x76 (>= dh 1)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= g 1)))
 (let (($x85 (and (< 1 (* sh sw)) $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x76 $x78 $x81 $x84)))
 (=> $x85 $x89)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x111 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x109 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x112 (= ?x109 ?x111)))
 (let (($x106 (= (rank X) 4)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= kw 1)))
 (let (($x78 (>= kh 1)))
 (let (($x107 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x78 $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x106)))
 (=> $x107 $x112)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x143 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x141 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x144 (= ?x141 ?x143)))
 (let (($x138 (= (rank U) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= dw 1)))
 (let (($x117 (>= dh 1)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x139 (and $x21 $x68 $x69 $x117 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x28 $x138)))
 (=> $x139 $x144)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x181 (dim in_k1 2)))
 (= 3 ?x181)))
(assert
 (let ((?x183 (dim in_k1 3)))
 (= 3 ?x183)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x192 (dim in_u1 2)))
 (= 1 ?x192)))
(assert
 (let ((?x194 (dim in_u1 3)))
 (= 1 ?x194)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x196 (idkernel4 sym_c 1 1)))
 (let ((?x203 (dim ?x196 2)))
 (= 1 ?x203))))
(assert
 (let ((?x196 (idkernel4 sym_c 1 1)))
 (let ((?x205 (dim ?x196 3)))
 (= 1 ?x205))))
(assert
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x207) 4)))
(assert
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x207 0) sym_n)))
(assert
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x207 1) sym_c)))
(assert
 (let ((?x215 (+ (- 2) sym_h)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (dim ?x207 2)))
 (= ?x214 ?x215)))))
(assert
 (let ((?x218 (+ (- 2) sym_w)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x217 (dim ?x207 3)))
 (= ?x217 ?x218)))))
(assert
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x207)))
 (= (rank ?x220) 4))))
(assert
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x207)))
 (= (dim ?x220 0) sym_n))))
(assert
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x207)))
 (= (dim ?x220 1) sym_c))))
(assert
 (let ((?x215 (+ (- 2) sym_h)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x207)))
 (let ((?x227 (dim ?x220 2)))
 (= ?x227 ?x215))))))
(assert
 (let ((?x218 (+ (- 2) sym_w)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x207)))
 (let ((?x229 (dim ?x220 3)))
 (= ?x229 ?x218))))))
(assert
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 ?x207 in_u1)))
 (= (rank ?x231) 4))))
(assert
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 ?x207 in_u1)))
 (= (dim ?x231 0) sym_n))))
(assert
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 ?x207 in_u1)))
 (= (dim ?x231 1) sym_c))))
(assert
 (let ((?x241 (div (+ (- 3) sym_h) 2)))
 (let ((?x242 (+ 1 ?x241)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 ?x207 in_u1)))
 (let ((?x238 (dim ?x231 2)))
 (= ?x238 ?x242)))))))
(assert
 (let ((?x246 (div (+ (- 3) sym_w) 2)))
 (let ((?x247 (+ 1 ?x246)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 ?x207 in_u1)))
 (let ((?x244 (dim ?x231 3)))
 (= ?x244 ?x247)))))))
(assert
 (let ((?x196 (idkernel4 sym_c 1 1)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x207)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x220 ?x196)))
 (= (rank ?x249) 4))))))
(assert
 (let ((?x196 (idkernel4 sym_c 1 1)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x207)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x220 ?x196)))
 (= (dim ?x249 0) sym_n))))))
(assert
 (let ((?x196 (idkernel4 sym_c 1 1)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x207)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x220 ?x196)))
 (= (dim ?x249 1) sym_c))))))
(assert
 (let ((?x241 (div (+ (- 3) sym_h) 2)))
 (let ((?x242 (+ 1 ?x241)))
 (let ((?x196 (idkernel4 sym_c 1 1)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x207)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x220 ?x196)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x242)))))))))
(assert
 (let ((?x246 (div (+ (- 3) sym_w) 2)))
 (let ((?x247 (+ 1 ?x246)))
 (let ((?x196 (idkernel4 sym_c 1 1)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x220 (relu ?x207)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x220 ?x196)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x247)))))))))
(assert
 (let ((?x215 (+ (- 2) sym_h)))
 (>= ?x215 0)))
(assert
 (let ((?x218 (+ (- 2) sym_w)))
 (>= ?x218 0)))
(assert
 (let ((?x241 (div (+ (- 3) sym_h) 2)))
 (let ((?x242 (+ 1 ?x241)))
 (>= ?x242 0))))
(assert
 (let ((?x246 (div (+ (- 3) sym_w) 2)))
 (let ((?x247 (+ 1 ?x246)))
 (>= ?x247 0))))
(assert
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x264) 4)))
(assert
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x264 0) sym_n)))
(assert
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x264 1) sym_c)))
(assert
 (let ((?x241 (div (+ (- 3) sym_h) 2)))
 (let ((?x242 (+ 1 ?x241)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x271 (dim ?x264 2)))
 (= ?x271 ?x242))))))
(assert
 (let ((?x246 (div (+ (- 3) sym_w) 2)))
 (let ((?x247 (+ 1 ?x246)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x273 (dim ?x264 3)))
 (= ?x273 ?x247))))))
(assert
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x275 (relu ?x264)))
 (= (rank ?x275) 4))))
(assert
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x275 (relu ?x264)))
 (= (dim ?x275 0) sym_n))))
(assert
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x275 (relu ?x264)))
 (= (dim ?x275 1) sym_c))))
(assert
 (let ((?x241 (div (+ (- 3) sym_h) 2)))
 (let ((?x242 (+ 1 ?x241)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x282 (dim ?x275 2)))
 (= ?x282 ?x242)))))))
(assert
 (let ((?x246 (div (+ (- 3) sym_w) 2)))
 (let ((?x247 (+ 1 ?x246)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x284 (dim ?x275 3)))
 (= ?x284 ?x247)))))))
(assert
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x286 (conv 1 1 0 0 0 0 1 1 1 ?x264 in_u1)))
 (= (rank ?x286) 4))))
(assert
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x286 (conv 1 1 0 0 0 0 1 1 1 ?x264 in_u1)))
 (= (dim ?x286 0) sym_n))))
(assert
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x286 (conv 1 1 0 0 0 0 1 1 1 ?x264 in_u1)))
 (= (dim ?x286 1) sym_c))))
(assert
 (let ((?x241 (div (+ (- 3) sym_h) 2)))
 (let ((?x242 (+ 1 ?x241)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x286 (conv 1 1 0 0 0 0 1 1 1 ?x264 in_u1)))
 (let ((?x293 (dim ?x286 2)))
 (= ?x293 ?x242)))))))
(assert
 (let ((?x246 (div (+ (- 3) sym_w) 2)))
 (let ((?x247 (+ 1 ?x246)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x286 (conv 1 1 0 0 0 0 1 1 1 ?x264 in_u1)))
 (let ((?x295 (dim ?x286 3)))
 (= ?x295 ?x247)))))))
(assert
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x275 (relu ?x264)))
(let ((?x196 (idkernel4 sym_c 1 1)))
(let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x220 (relu ?x207)))
(let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x220 ?x196)))
(let ((?x286 (conv 1 1 0 0 0 0 1 1 1 ?x264 in_u1)))
(let ((?x231 (conv 2 2 0 0 0 0 1 1 1 ?x207 in_u1)))
(or (and (distinct ?x231 ?x286) true) (and (distinct ?x249 ?x275) true)))))))))))
(check-sat)
