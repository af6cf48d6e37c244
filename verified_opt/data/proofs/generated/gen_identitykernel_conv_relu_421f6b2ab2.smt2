; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 69539
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x188 (dim ?x181 2)))
 (= 3 ?x188))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x190 (dim ?x181 3)))
 (= 3 ?x190))))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x192) 4)))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x192 0) sym_n)))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x192 1) sym_c)))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x192 2) sym_h)))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x192 3) sym_w)))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (relu ?x192)))
 (= (rank ?x203) 4))))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (relu ?x192)))
 (= (dim ?x203 0) sym_n))))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (relu ?x192)))
 (= (dim ?x203 1) sym_c))))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (relu ?x192)))
 (= (dim ?x203 2) sym_h))))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (relu ?x192)))
 (= (dim ?x203 3) sym_w))))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 ?x192 in_u1)))
 (= (rank ?x214) 4))))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 ?x192 in_u1)))
 (= (dim ?x214 0) sym_n))))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 ?x192 in_u1)))
 (= (dim ?x214 1) sym_c))))
(assert
 (let ((?x223 (div (+ (- 1) sym_h) 2)))
 (let ((?x224 (+ 1 ?x223)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 ?x192 in_u1)))
 (let ((?x221 (dim ?x214 2)))
 (= ?x221 ?x224)))))))
(assert
 (let ((?x228 (div (+ (- 1) sym_w) 2)))
 (let ((?x229 (+ 1 ?x228)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 ?x192 in_u1)))
 (let ((?x226 (dim ?x214 3)))
 (= ?x226 ?x229)))))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (relu ?x192)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 ?x203 ?x181)))
 (= (rank ?x231) 4))))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (relu ?x192)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 ?x203 ?x181)))
 (= (dim ?x231 0) sym_n))))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (relu ?x192)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 ?x203 ?x181)))
 (= (dim ?x231 1) sym_c))))))
(assert
 (let ((?x223 (div (+ (- 1) sym_h) 2)))
 (let ((?x224 (+ 1 ?x223)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (relu ?x192)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 ?x203 ?x181)))
 (let ((?x238 (dim ?x231 2)))
 (= ?x238 ?x224)))))))))
(assert
 (let ((?x228 (div (+ (- 1) sym_w) 2)))
 (let ((?x229 (+ 1 ?x228)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (relu ?x192)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 ?x203 ?x181)))
 (let ((?x240 (dim ?x231 3)))
 (= ?x240 ?x229)))))))))
(assert
 (let ((?x223 (div (+ (- 1) sym_h) 2)))
 (let ((?x224 (+ 1 ?x223)))
 (>= ?x224 0))))
(assert
 (let ((?x228 (div (+ (- 1) sym_w) 2)))
 (let ((?x229 (+ 1 ?x228)))
 (>= ?x229 0))))
(assert
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x244) 4)))
(assert
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x244 0) sym_n)))
(assert
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x244 1) sym_c)))
(assert
 (let ((?x223 (div (+ (- 1) sym_h) 2)))
 (let ((?x224 (+ 1 ?x223)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x251 (dim ?x244 2)))
 (= ?x251 ?x224))))))
(assert
 (let ((?x228 (div (+ (- 1) sym_w) 2)))
 (let ((?x229 (+ 1 ?x228)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x253 (dim ?x244 3)))
 (= ?x253 ?x229))))))
(assert
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x255 (relu ?x244)))
 (= (rank ?x255) 4))))
(assert
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x255 (relu ?x244)))
 (= (dim ?x255 0) sym_n))))
(assert
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x255 (relu ?x244)))
 (= (dim ?x255 1) sym_c))))
(assert
 (let ((?x223 (div (+ (- 1) sym_h) 2)))
 (let ((?x224 (+ 1 ?x223)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x255 (relu ?x244)))
 (let ((?x262 (dim ?x255 2)))
 (= ?x262 ?x224)))))))
(assert
 (let ((?x228 (div (+ (- 1) sym_w) 2)))
 (let ((?x229 (+ 1 ?x228)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x255 (relu ?x244)))
 (let ((?x264 (dim ?x255 3)))
 (= ?x264 ?x229)))))))
(assert
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (conv 1 1 0 0 0 0 1 1 1 ?x244 in_u1)))
 (= (rank ?x266) 4))))
(assert
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (conv 1 1 0 0 0 0 1 1 1 ?x244 in_u1)))
 (= (dim ?x266 0) sym_n))))
(assert
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (conv 1 1 0 0 0 0 1 1 1 ?x244 in_u1)))
 (= (dim ?x266 1) sym_c))))
(assert
 (let ((?x223 (div (+ (- 1) sym_h) 2)))
 (let ((?x224 (+ 1 ?x223)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (conv 1 1 0 0 0 0 1 1 1 ?x244 in_u1)))
 (let ((?x273 (dim ?x266 2)))
 (= ?x273 ?x224)))))))
(assert
 (let ((?x228 (div (+ (- 1) sym_w) 2)))
 (let ((?x229 (+ 1 ?x228)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (conv 1 1 0 0 0 0 1 1 1 ?x244 in_u1)))
 (let ((?x275 (dim ?x266 3)))
 (= ?x275 ?x229)))))))
(assert
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x255 (relu ?x244)))
(let ((?x181 (idkernel4 sym_c 3 3)))
(let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x203 (relu ?x192)))
(let ((?x231 (conv 2 2 1 1 1 1 1 1 1 ?x203 ?x181)))
(let ((?x266 (conv 1 1 0 0 0 0 1 1 1 ?x244 in_u1)))
(let ((?x214 (conv 2 2 0 0 0 0 1 1 1 ?x192 in_u1)))
(or (and (distinct ?x214 ?x266) true) (and (distinct ?x231 ?x255) true)))))))))))
(check-sat)
