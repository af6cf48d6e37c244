; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel1_after_conv, conv_strided_subsample, relu_conv_idkernel, subsample_conv1x1
; z3 rlimit used: 79593
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
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
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x69 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x71 (= ?x69 (conv s s q q q q 1 1 1 X W))))
 (let (($x18 (>= q 0)))
 (let (($x61 (>= s 1)))
 (let (($x65 (and $x61 $x18 (= (dim W 0) m))))
 (=> $x65 $x71)))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x81 (idkernel4 c k k)))
 (let ((?x85 (conv s s p p p p 1 1 1 (relu X) ?x81)))
 (let ((?x83 (relu (conv s s p p p p 1 1 1 X ?x81))))
 (let (($x86 (= ?x83 ?x85)))
 (let (($x21 (>= k 1)))
 (let (($x18 (>= p 0)))
 (let (($x61 (>= s 1)))
 (let (($x80 (and $x61 $x18 $x21 (= (dim X 1) c))))
 (=> $x80 $x86))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x113 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x111 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x114 (= ?x111 ?x113)))
 (let (($x107 (>= dw 1)))
 (let (($x105 (>= dh 1)))
 (let (($x103 (>= pr 0)))
 (let (($x102 (>= pb 0)))
 (let (($x100 (>= pl 0)))
 (let (($x99 (>= pt 0)))
 (let (($x61 (>= sw 1)))
 (let (($x98 (>= sh 1)))
 (let (($x97 (>= g 1)))
 (let (($x108 (and (< 1 (* sh sw)) $x97 $x98 $x61 $x99 $x100 $x102 $x103 $x105 $x107)))
 (=> $x108 $x114)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x136 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x134 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x137 (= ?x134 ?x136)))
 (let (($x20 (>= dw 1)))
 (let (($x125 (>= dh 1)))
 (let (($x61 (>= sw 1)))
 (let (($x98 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x132 (and $x21 $x98 $x61 $x125 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x132 $x137)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x175 (dim in_u1 2)))
 (= 1 ?x175)))
(assert
 (let ((?x177 (dim in_u1 3)))
 (= 1 ?x177)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x186 (dim ?x179 2)))
 (= 1 ?x186))))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x188 (dim ?x179 3)))
 (= 1 ?x188))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x190) 4)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 0) sym_n)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 1) sym_c)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 2) sym_h)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 3) sym_w)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (rank ?x201) 4))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 0) sym_n))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 1) sym_c))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 2) sym_h))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 3) sym_w))))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x179)))
 (= (rank ?x212) 4))))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x179)))
 (= (dim ?x212 0) sym_n))))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x179)))
 (= (dim ?x212 1) sym_c))))
(assert
 (let ((?x222 (div (+ (- 1) sym_h) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x179)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x223)))))))
(assert
 (let ((?x227 (div (+ (- 1) sym_w) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x179)))
 (let ((?x225 (dim ?x212 3)))
 (= ?x225 ?x228)))))))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x179)))
 (let ((?x230 (relu ?x212)))
 (= (rank ?x230) 4)))))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x179)))
 (let ((?x230 (relu ?x212)))
 (= (dim ?x230 0) sym_n)))))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x179)))
 (let ((?x230 (relu ?x212)))
 (= (dim ?x230 1) sym_c)))))
(assert
 (let ((?x222 (div (+ (- 1) sym_h) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x179)))
 (let ((?x230 (relu ?x212)))
 (let ((?x237 (dim ?x230 2)))
 (= ?x237 ?x223))))))))
(assert
 (let ((?x227 (div (+ (- 1) sym_w) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x179)))
 (let ((?x230 (relu ?x212)))
 (let ((?x239 (dim ?x230 3)))
 (= ?x239 ?x228))))))))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (= (rank ?x241) 4))))))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (= (dim ?x241 0) sym_n))))))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (= (dim ?x241 1) sym_c))))))
(assert
 (let ((?x222 (div (+ (- 1) sym_h) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (let ((?x248 (dim ?x241 2)))
 (= ?x248 ?x223)))))))))
(assert
 (let ((?x227 (div (+ (- 1) sym_w) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (let ((?x250 (dim ?x241 3)))
 (= ?x250 ?x228)))))))))
(assert
 (let ((?x222 (div (+ (- 1) sym_h) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (>= ?x223 0))))
(assert
 (let ((?x227 (div (+ (- 1) sym_w) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (>= ?x228 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x261 (dim ?x254 2)))
 (= 3 ?x261))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x263 (dim ?x254 3)))
 (= 3 ?x263))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (= (rank ?x265) 4))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (= (dim ?x265 0) sym_n))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (= (dim ?x265 1) sym_c))))
(assert
 (let ((?x222 (div (+ (- 1) sym_h) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (let ((?x272 (dim ?x265 2)))
 (= ?x272 ?x223)))))))
(assert
 (let ((?x227 (div (+ (- 1) sym_w) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (let ((?x274 (dim ?x265 3)))
 (= ?x274 ?x228)))))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (let ((?x276 (relu ?x265)))
 (= (rank ?x276) 4)))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (let ((?x276 (relu ?x265)))
 (= (dim ?x276 0) sym_n)))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (let ((?x276 (relu ?x265)))
 (= (dim ?x276 1) sym_c)))))
(assert
 (let ((?x222 (div (+ (- 1) sym_h) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (let ((?x276 (relu ?x265)))
 (let ((?x283 (dim ?x276 2)))
 (= ?x283 ?x223))))))))
(assert
 (let ((?x227 (div (+ (- 1) sym_w) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (let ((?x276 (relu ?x265)))
 (let ((?x285 (dim ?x276 3)))
 (= ?x285 ?x228))))))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (let ((?x287 (conv 1 1 0 0 0 0 1 1 1 ?x265 in_u1)))
 (= (rank ?x287) 4)))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (let ((?x287 (conv 1 1 0 0 0 0 1 1 1 ?x265 in_u1)))
 (= (dim ?x287 0) sym_n)))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (let ((?x287 (conv 1 1 0 0 0 0 1 1 1 ?x265 in_u1)))
 (= (dim ?x287 1) sym_c)))))
(assert
 (let ((?x222 (div (+ (- 1) sym_h) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (let ((?x287 (conv 1 1 0 0 0 0 1 1 1 ?x265 in_u1)))
 (let ((?x294 (dim ?x287 2)))
 (= ?x294 ?x223))))))))
(assert
 (let ((?x227 (div (+ (- 1) sym_w) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (let ((?x287 (conv 1 1 0 0 0 0 1 1 1 ?x265 in_u1)))
 (let ((?x296 (dim ?x287 3)))
 (= ?x296 ?x228))))))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (let ((?x287 (conv 1 1 0 0 0 0 1 1 1 ?x265 in_u1)))
 (let ((?x298 (relu ?x287)))
 (= (rank ?x298) 4))))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (let ((?x287 (conv 1 1 0 0 0 0 1 1 1 ?x265 in_u1)))
 (let ((?x298 (relu ?x287)))
 (= (dim ?x298 0) sym_n))))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (let ((?x287 (conv 1 1 0 0 0 0 1 1 1 ?x265 in_u1)))
 (let ((?x298 (relu ?x287)))
 (= (dim ?x298 1) sym_c))))))
(assert
 (let ((?x222 (div (+ (- 1) sym_h) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (let ((?x287 (conv 1 1 0 0 0 0 1 1 1 ?x265 in_u1)))
 (let ((?x298 (relu ?x287)))
 (let ((?x305 (dim ?x298 2)))
 (= ?x305 ?x223)))))))))
(assert
 (let ((?x227 (div (+ (- 1) sym_w) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
 (let ((?x287 (conv 1 1 0 0 0 0 1 1 1 ?x265 in_u1)))
 (let ((?x298 (relu ?x287)))
 (let ((?x307 (dim ?x298 3)))
 (= ?x307 ?x228)))))))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
(let ((?x265 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x254)))
(let ((?x287 (conv 1 1 0 0 0 0 1 1 1 ?x265 in_u1)))
(let ((?x298 (relu ?x287)))
(let ((?x179 (idkernel4 sym_c 1 1)))
(let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x201 (relu ?x190)))
(let ((?x241 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
(let ((?x276 (relu ?x265)))
(let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x179)))
(let ((?x230 (relu ?x212)))
(or (and (distinct ?x230 ?x276) true) (and (distinct ?x241 ?x298) true))))))))))))))
(check-sat)
