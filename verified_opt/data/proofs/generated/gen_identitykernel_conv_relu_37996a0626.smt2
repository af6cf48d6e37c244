; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_conv_idkernel, subsample_conv1x1
; z3 rlimit used: 16906
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x71 (idkernel4 c k k)))
 (let ((?x75 (conv s s p p p p 1 1 1 (relu X) ?x71)))
 (let ((?x73 (relu (conv s s p p p p 1 1 1 X ?x71))))
 (let (($x76 (= ?x73 ?x75)))
 (let (($x21 (>= k 1)))
 (let (($x18 (>= p 0)))
 (let (($x64 (>= s 1)))
 (let (($x70 (and $x64 $x18 $x21 (= (dim X 1) c) (= (rank X) 4))))
 (=> $x70 $x76))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x107 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x105 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x108 (= ?x105 ?x107)))
 (let (($x103 (= (rank W) 4)))
 (let (($x100 (= (rank X) 4)))
 (let (($x97 (>= dw 1)))
 (let (($x95 (>= dh 1)))
 (let (($x93 (>= pr 0)))
 (let (($x92 (>= pb 0)))
 (let (($x90 (>= pl 0)))
 (let (($x89 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x88 (>= sh 1)))
 (let (($x87 (>= g 1)))
 (let (($x104 (and (< 1 (* sh sw)) $x87 $x88 $x64 $x89 $x90 $x92 $x93 $x95 $x97 $x100 $x103)))
 (=> $x104 $x108)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x130 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x128 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x131 (= ?x128 ?x130)))
 (let (($x125 (= (rank X) 4)))
 (let (($x93 (>= pr 0)))
 (let (($x92 (>= pb 0)))
 (let (($x90 (>= pl 0)))
 (let (($x89 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x88 (>= sh 1)))
 (let (($x87 (>= kw 1)))
 (let (($x97 (>= kh 1)))
 (let (($x126 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x97 $x87 $x88 $x64 $x89 $x90 $x92 $x93 $x125)))
 (=> $x126 $x131)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x162 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x160 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x163 (= ?x160 ?x162)))
 (let (($x157 (= (rank U) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= dw 1)))
 (let (($x136 (>= dh 1)))
 (let (($x64 (>= sw 1)))
 (let (($x88 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x158 (and $x21 $x88 $x64 $x136 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x28 $x157)))
 (=> $x158 $x163)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (let ((?x202 (dim in_u1 2)))
 (= 1 ?x202)))
(assert
 (let ((?x204 (dim in_u1 3)))
 (= 1 ?x204)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x213 (dim ?x206 2)))
 (= 3 ?x213))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x215 (dim ?x206 3)))
 (= 3 ?x215))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x224 (dim ?x217 2)))
 (= 1 ?x224))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x226 (dim ?x217 3)))
 (= 1 ?x226))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x206)))
 (= (rank ?x228) 4))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x206)))
 (= (dim ?x228 0) sym_n))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x206)))
 (= (dim ?x228 1) sym_c))))
(assert
 (let ((?x236 (+ (- 2) sym_h)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x206)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x236))))))
(assert
 (let ((?x239 (+ (- 2) sym_w)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x206)))
 (let ((?x238 (dim ?x228 3)))
 (= ?x238 ?x239))))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x206)))
 (let ((?x241 (relu ?x228)))
 (= (rank ?x241) 4)))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x206)))
 (let ((?x241 (relu ?x228)))
 (= (dim ?x241 0) sym_n)))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x206)))
 (let ((?x241 (relu ?x228)))
 (= (dim ?x241 1) sym_c)))))
(assert
 (let ((?x236 (+ (- 2) sym_h)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x206)))
 (let ((?x241 (relu ?x228)))
 (let ((?x248 (dim ?x241 2)))
 (= ?x248 ?x236)))))))
(assert
 (let ((?x239 (+ (- 2) sym_w)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x206)))
 (let ((?x241 (relu ?x228)))
 (let ((?x250 (dim ?x241 3)))
 (= ?x250 ?x239)))))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x217)))
 (= (rank ?x252) 4))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x217)))
 (= (dim ?x252 0) sym_n))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x217)))
 (= (dim ?x252 1) sym_c))))
(assert
 (let ((?x261 (div (+ (- 1) sym_h) 2)))
 (let ((?x262 (+ 1 ?x261)))
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x259 (dim ?x252 2)))
 (= ?x259 ?x262)))))))
(assert
 (let ((?x266 (div (+ (- 1) sym_w) 2)))
 (let ((?x267 (+ 1 ?x266)))
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x264 (dim ?x252 3)))
 (= ?x264 ?x267)))))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x269 (relu ?x252)))
 (= (rank ?x269) 4)))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x269 (relu ?x252)))
 (= (dim ?x269 0) sym_n)))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x269 (relu ?x252)))
 (= (dim ?x269 1) sym_c)))))
(assert
 (let ((?x261 (div (+ (- 1) sym_h) 2)))
 (let ((?x262 (+ 1 ?x261)))
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x269 (relu ?x252)))
 (let ((?x276 (dim ?x269 2)))
 (= ?x276 ?x262))))))))
(assert
 (let ((?x266 (div (+ (- 1) sym_w) 2)))
 (let ((?x267 (+ 1 ?x266)))
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x269 (relu ?x252)))
 (let ((?x278 (dim ?x269 3)))
 (= ?x278 ?x267))))))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x269 (relu ?x252)))
 (let ((?x280 (conv 1 1 0 0 0 0 1 1 1 ?x269 in_u1)))
 (= (rank ?x280) 4))))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x269 (relu ?x252)))
 (let ((?x280 (conv 1 1 0 0 0 0 1 1 1 ?x269 in_u1)))
 (= (dim ?x280 0) sym_n))))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x269 (relu ?x252)))
 (let ((?x280 (conv 1 1 0 0 0 0 1 1 1 ?x269 in_u1)))
 (= (dim ?x280 1) sym_c2))))))
(assert
 (let ((?x261 (div (+ (- 1) sym_h) 2)))
 (let ((?x262 (+ 1 ?x261)))
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x269 (relu ?x252)))
 (let ((?x280 (conv 1 1 0 0 0 0 1 1 1 ?x269 in_u1)))
 (let ((?x287 (dim ?x280 2)))
 (= ?x287 ?x262)))))))))
(assert
 (let ((?x266 (div (+ (- 1) sym_w) 2)))
 (let ((?x267 (+ 1 ?x266)))
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x269 (relu ?x252)))
 (let ((?x280 (conv 1 1 0 0 0 0 1 1 1 ?x269 in_u1)))
 (let ((?x289 (dim ?x280 3)))
 (= ?x289 ?x267)))))))))
(assert
 (let ((?x236 (+ (- 2) sym_h)))
 (>= ?x236 0)))
(assert
 (let ((?x239 (+ (- 2) sym_w)))
 (>= ?x239 0)))
(assert
 (let ((?x261 (div (+ (- 1) sym_h) 2)))
 (let ((?x262 (+ 1 ?x261)))
 (>= ?x262 0))))
(assert
 (let ((?x266 (div (+ (- 1) sym_w) 2)))
 (let ((?x267 (+ 1 ?x266)))
 (>= ?x267 0))))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x295 (relu in_i1)))
 (let ((?x306 (conv 1 1 0 0 0 0 1 1 1 ?x295 ?x206)))
 (= (rank ?x306) 4)))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x295 (relu in_i1)))
 (let ((?x306 (conv 1 1 0 0 0 0 1 1 1 ?x295 ?x206)))
 (= (dim ?x306 0) sym_n)))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x295 (relu in_i1)))
 (let ((?x306 (conv 1 1 0 0 0 0 1 1 1 ?x295 ?x206)))
 (= (dim ?x306 1) sym_c)))))
(assert
 (let ((?x236 (+ (- 2) sym_h)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x295 (relu in_i1)))
 (let ((?x306 (conv 1 1 0 0 0 0 1 1 1 ?x295 ?x206)))
 (let ((?x313 (dim ?x306 2)))
 (= ?x313 ?x236)))))))
(assert
 (let ((?x239 (+ (- 2) sym_w)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x295 (relu in_i1)))
 (let ((?x306 (conv 1 1 0 0 0 0 1 1 1 ?x295 ?x206)))
 (let ((?x315 (dim ?x306 3)))
 (= ?x315 ?x239)))))))
(assert
 (let ((?x295 (relu in_i1)))
 (let ((?x317 (conv 2 2 0 0 0 0 1 1 1 ?x295 in_u1)))
 (= (rank ?x317) 4))))
(assert
 (let ((?x295 (relu in_i1)))
 (let ((?x317 (conv 2 2 0 0 0 0 1 1 1 ?x295 in_u1)))
 (= (dim ?x317 0) sym_n))))
(assert
 (let ((?x295 (relu in_i1)))
 (let ((?x317 (conv 2 2 0 0 0 0 1 1 1 ?x295 in_u1)))
 (= (dim ?x317 1) sym_c2))))
(assert
 (let ((?x261 (div (+ (- 1) sym_h) 2)))
 (let ((?x262 (+ 1 ?x261)))
 (let ((?x295 (relu in_i1)))
 (let ((?x317 (conv 2 2 0 0 0 0 1 1 1 ?x295 in_u1)))
 (let ((?x324 (dim ?x317 2)))
 (= ?x324 ?x262)))))))
(assert
 (let ((?x266 (div (+ (- 1) sym_w) 2)))
 (let ((?x267 (+ 1 ?x266)))
 (let ((?x295 (relu in_i1)))
 (let ((?x317 (conv 2 2 0 0 0 0 1 1 1 ?x295 in_u1)))
 (let ((?x326 (dim ?x317 3)))
 (= ?x326 ?x267)))))))
(assert
 (let ((?x295 (relu in_i1)))
(let ((?x317 (conv 2 2 0 0 0 0 1 1 1 ?x295 in_u1)))
(let ((?x217 (idkernel4 sym_c 1 1)))
(let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x217)))
(let ((?x269 (relu ?x252)))
(let ((?x280 (conv 1 1 0 0 0 0 1 1 1 ?x269 in_u1)))
(let ((?x206 (idkernel4 sym_c 3 3)))
(let ((?x306 (conv 1 1 0 0 0 0 1 1 1 ?x295 ?x206)))
(let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x206)))
(let ((?x241 (relu ?x228)))
(or (and (distinct ?x241 ?x306) true) (and (distinct ?x280 ?x317) true)))))))))))))
(check-sat)
