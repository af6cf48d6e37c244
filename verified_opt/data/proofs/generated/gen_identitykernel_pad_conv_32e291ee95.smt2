; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, conv_idkernel, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 19372
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x104 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x102 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x96 (= (rank W) 4)))
 (let (($x93 (= (rank X) 4)))
 (let (($x90 (>= dw 1)))
 (let (($x89 (>= dh 1)))
 (let (($x88 (>= pr 0)))
 (let (($x87 (>= pb 0)))
 (let (($x86 (>= pl 0)))
 (let (($x85 (>= pt 0)))
 (let (($x84 (>= sw 1)))
 (let (($x83 (>= sh 1)))
 (let (($x81 (>= xr 0)))
 (let (($x18 (>= yb 0)))
 (let (($x80 (>= xl 0)))
 (let (($x19 (>= yt 0)))
 (let (($x79 (>= g 1)))
 (let (($x97 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x79 $x19 $x80 $x18 $x81 $x83 $x84 $x85 $x86 $x87 $x88 $x89 $x90 $x93 $x96)))
 (=> $x97 (= ?x102 ?x104)))))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x146 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x144 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x147 (= ?x144 ?x146)))
 (let (($x142 (= (rank W) 4)))
 (let (($x139 (= (rank X) 4)))
 (let (($x136 (>= dw 1)))
 (let (($x135 (>= dh 1)))
 (let (($x80 (>= pr 0)))
 (let (($x134 (>= pb 0)))
 (let (($x133 (>= pl 0)))
 (let (($x81 (>= pt 0)))
 (let (($x132 (>= sw 1)))
 (let (($x131 (>= sh 1)))
 (let (($x130 (>= g 1)))
 (let (($x143 (and (< 1 (* sh sw)) $x130 $x131 $x132 $x81 $x133 $x134 $x80 $x135 $x136 $x139 $x142)))
 (=> $x143 $x147)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x170 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x168 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x171 (= ?x168 ?x170)))
 (let (($x165 (= (rank U) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= dw 1)))
 (let (($x84 (>= dh 1)))
 (let (($x132 (>= sw 1)))
 (let (($x131 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x166 (and $x21 $x131 $x132 $x84 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x28 $x165)))
 (=> $x166 $x171)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x210 (dim in_u1 2)))
 (= 1 ?x210)))
(assert
 (let ((?x212 (dim in_u1 3)))
 (= 1 ?x212)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x214 (idkernel4 sym_c2 1 1)))
 (let ((?x221 (dim ?x214 2)))
 (= 1 ?x221))))
(assert
 (let ((?x214 (idkernel4 sym_c2 1 1)))
 (let ((?x223 (dim ?x214 3)))
 (= 1 ?x223))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x225 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x225 0) sym_c2)))
(assert
 (let ((?x225 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x225 1) sym_c)))
(assert
 (let ((?x225 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x232 (dim ?x225 2)))
 (= 3 ?x232))))
(assert
 (let ((?x225 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x234 (dim ?x225 3)))
 (= 3 ?x234))))
(assert
 (let ((?x225 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x225)))
 (= (rank ?x236) 4))))
(assert
 (let ((?x225 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x225)))
 (= (dim ?x236 0) sym_n))))
(assert
 (let ((?x225 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x225)))
 (= (dim ?x236 1) sym_c2))))
(assert
 (let ((?x245 (div (+ (- 1) sym_h) 2)))
 (let ((?x246 (+ 1 ?x245)))
 (let ((?x225 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x225)))
 (let ((?x243 (dim ?x236 2)))
 (= ?x243 ?x246)))))))
(assert
 (let ((?x250 (div (+ (- 1) sym_w) 2)))
 (let ((?x251 (+ 1 ?x250)))
 (let ((?x225 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x225)))
 (let ((?x248 (dim ?x236 3)))
 (= ?x248 ?x251)))))))
(assert
 (let ((?x214 (idkernel4 sym_c2 1 1)))
 (let ((?x225 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x225)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 ?x236 ?x214)))
 (= (rank ?x253) 4))))))
(assert
 (let ((?x214 (idkernel4 sym_c2 1 1)))
 (let ((?x225 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x225)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 ?x236 ?x214)))
 (= (dim ?x253 0) sym_n))))))
(assert
 (let ((?x214 (idkernel4 sym_c2 1 1)))
 (let ((?x225 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x225)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 ?x236 ?x214)))
 (= (dim ?x253 1) sym_c2))))))
(assert
 (let ((?x245 (div (+ (- 1) sym_h) 2)))
 (let ((?x261 (div ?x245 2)))
 (let ((?x262 (+ 1 ?x261)))
 (let ((?x214 (idkernel4 sym_c2 1 1)))
 (let ((?x225 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x225)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 ?x236 ?x214)))
 (let ((?x260 (dim ?x253 2)))
 (= ?x260 ?x262))))))))))
(assert
 (let ((?x250 (div (+ (- 1) sym_w) 2)))
 (let ((?x265 (div ?x250 2)))
 (let ((?x266 (+ 1 ?x265)))
 (let ((?x214 (idkernel4 sym_c2 1 1)))
 (let ((?x225 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x225)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 ?x236 ?x214)))
 (let ((?x264 (dim ?x253 3)))
 (= ?x264 ?x266))))))))))
(assert
 (let ((?x245 (div (+ (- 1) sym_h) 2)))
 (let ((?x246 (+ 1 ?x245)))
 (>= ?x246 0))))
(assert
 (let ((?x250 (div (+ (- 1) sym_w) 2)))
 (let ((?x251 (+ 1 ?x250)))
 (>= ?x251 0))))
(assert
 (let ((?x245 (div (+ (- 1) sym_h) 2)))
 (let ((?x261 (div ?x245 2)))
 (let ((?x262 (+ 1 ?x261)))
 (>= ?x262 0)))))
(assert
 (let ((?x250 (div (+ (- 1) sym_w) 2)))
 (let ((?x265 (div ?x250 2)))
 (let ((?x266 (+ 1 ?x265)))
 (>= ?x266 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x279 (dim ?x272 2)))
 (= 3 ?x279))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x281 (dim ?x272 3)))
 (= 3 ?x281))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x272)))
 (= (rank ?x283) 4))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x272)))
 (= (dim ?x283 0) sym_n))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x272)))
 (= (dim ?x283 1) sym_c))))
(assert
 (let ((?x245 (div (+ (- 1) sym_h) 2)))
 (let ((?x246 (+ 1 ?x245)))
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x272)))
 (let ((?x290 (dim ?x283 2)))
 (= ?x290 ?x246)))))))
(assert
 (let ((?x250 (div (+ (- 1) sym_w) 2)))
 (let ((?x251 (+ 1 ?x250)))
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x272)))
 (let ((?x292 (dim ?x283 3)))
 (= ?x292 ?x251)))))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x272)))
 (let ((?x294 (conv 2 2 0 0 0 0 1 1 1 ?x283 in_u1)))
 (= (rank ?x294) 4)))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x272)))
 (let ((?x294 (conv 2 2 0 0 0 0 1 1 1 ?x283 in_u1)))
 (= (dim ?x294 0) sym_n)))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x272)))
 (let ((?x294 (conv 2 2 0 0 0 0 1 1 1 ?x283 in_u1)))
 (= (dim ?x294 1) sym_c2)))))
(assert
 (let ((?x245 (div (+ (- 1) sym_h) 2)))
 (let ((?x261 (div ?x245 2)))
 (let ((?x262 (+ 1 ?x261)))
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x272)))
 (let ((?x294 (conv 2 2 0 0 0 0 1 1 1 ?x283 in_u1)))
 (let ((?x301 (dim ?x294 2)))
 (= ?x301 ?x262)))))))))
(assert
 (let ((?x250 (div (+ (- 1) sym_w) 2)))
 (let ((?x265 (div ?x250 2)))
 (let ((?x266 (+ 1 ?x265)))
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x272)))
 (let ((?x294 (conv 2 2 0 0 0 0 1 1 1 ?x283 in_u1)))
 (let ((?x303 (dim ?x294 3)))
 (= ?x303 ?x266)))))))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
(let ((?x283 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x272)))
(let ((?x294 (conv 2 2 0 0 0 0 1 1 1 ?x283 in_u1)))
(let ((?x214 (idkernel4 sym_c2 1 1)))
(let ((?x225 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x225)))
(let ((?x253 (conv 2 2 0 0 0 0 1 1 1 ?x236 ?x214)))
(and (distinct ?x253 ?x294) true)))))))))
(check-sat)
