; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, mul_comm, subsample_mul
; z3 rlimit used: 140446
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun mul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
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
 (forall ((X T) (Y T) )(! (let ((?x149 (mul Y X)))
 (let ((?x148 (mul X Y)))
 (let (($x150 (= ?x148 ?x149)))
 (let (($x146 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x139 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x133 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x126 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x120 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x114 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x147 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x114 $x120 $x126 $x133 $x139 $x146)))
 (=> $x147 $x150))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x201 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x198 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (let (($x202 (= ?x198 ?x201)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x196 (and $x68 $x69 (= (rank X) 4) (= (rank Y) 4))))
 (=> $x196 $x202))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c2))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x249 (dim in_k1 2)))
 (= 3 ?x249)))
(assert
 (let ((?x251 (dim in_k1 3)))
 (= 3 ?x251)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x253 (idkernel4 sym_c2 3 3)))
 (let ((?x260 (dim ?x253 2)))
 (= 3 ?x260))))
(assert
 (let ((?x253 (idkernel4 sym_c2 3 3)))
 (let ((?x262 (dim ?x253 3)))
 (= 3 ?x262))))
(assert
 (let ((?x264 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x264) 4)))
(assert
 (let ((?x264 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x264 0) sym_n)))
(assert
 (let ((?x264 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x264 1) sym_c2)))
(assert
 (let ((?x264 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x264 2) sym_h)))
(assert
 (let ((?x264 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x264 3) sym_w)))
(assert
 (let ((?x264 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x275 (mul in_i2 ?x264)))
 (= (rank ?x275) 4))))
(assert
 (let ((?x264 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x275 (mul in_i2 ?x264)))
 (= (dim ?x275 0) sym_n))))
(assert
 (let ((?x264 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x275 (mul in_i2 ?x264)))
 (= (dim ?x275 1) sym_c2))))
(assert
 (let ((?x264 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x275 (mul in_i2 ?x264)))
 (= (dim ?x275 2) sym_h))))
(assert
 (let ((?x264 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x275 (mul in_i2 ?x264)))
 (= (dim ?x275 3) sym_w))))
(assert
 (let ((?x253 (idkernel4 sym_c2 3 3)))
 (let ((?x264 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x275 (mul in_i2 ?x264)))
 (let ((?x286 (conv 2 2 1 1 1 1 1 1 1 ?x275 ?x253)))
 (= (rank ?x286) 4))))))
(assert
 (let ((?x253 (idkernel4 sym_c2 3 3)))
 (let ((?x264 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x275 (mul in_i2 ?x264)))
 (let ((?x286 (conv 2 2 1 1 1 1 1 1 1 ?x275 ?x253)))
 (= (dim ?x286 0) sym_n))))))
(assert
 (let ((?x253 (idkernel4 sym_c2 3 3)))
 (let ((?x264 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x275 (mul in_i2 ?x264)))
 (let ((?x286 (conv 2 2 1 1 1 1 1 1 1 ?x275 ?x253)))
 (= (dim ?x286 1) sym_c2))))))
(assert
 (let ((?x296 (div (+ (- 1) sym_h) 2)))
 (let ((?x297 (+ 1 ?x296)))
 (let ((?x253 (idkernel4 sym_c2 3 3)))
 (let ((?x264 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x275 (mul in_i2 ?x264)))
 (let ((?x286 (conv 2 2 1 1 1 1 1 1 1 ?x275 ?x253)))
 (let ((?x293 (dim ?x286 2)))
 (= ?x293 ?x297)))))))))
(assert
 (let ((?x301 (div (+ (- 1) sym_w) 2)))
 (let ((?x302 (+ 1 ?x301)))
 (let ((?x253 (idkernel4 sym_c2 3 3)))
 (let ((?x264 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x275 (mul in_i2 ?x264)))
 (let ((?x286 (conv 2 2 1 1 1 1 1 1 1 ?x275 ?x253)))
 (let ((?x299 (dim ?x286 3)))
 (= ?x299 ?x302)))))))))
(assert
 (let ((?x296 (div (+ (- 1) sym_h) 2)))
 (let ((?x297 (+ 1 ?x296)))
 (>= ?x297 0))))
(assert
 (let ((?x301 (div (+ (- 1) sym_w) 2)))
 (let ((?x302 (+ 1 ?x301)))
 (>= ?x302 0))))
(assert
 (let ((?x306 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x306) 4)))
(assert
 (let ((?x306 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x306 0) sym_n)))
(assert
 (let ((?x306 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x306 1) sym_c2)))
(assert
 (let ((?x296 (div (+ (- 1) sym_h) 2)))
 (let ((?x297 (+ 1 ?x296)))
 (let ((?x306 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x313 (dim ?x306 2)))
 (= ?x313 ?x297))))))
(assert
 (let ((?x301 (div (+ (- 1) sym_w) 2)))
 (let ((?x302 (+ 1 ?x301)))
 (let ((?x306 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x315 (dim ?x306 3)))
 (= ?x315 ?x302))))))
(assert
 (let ((?x253 (idkernel4 sym_c2 3 3)))
 (let ((?x317 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x253)))
 (= (rank ?x317) 4))))
(assert
 (let ((?x253 (idkernel4 sym_c2 3 3)))
 (let ((?x317 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x253)))
 (= (dim ?x317 0) sym_n))))
(assert
 (let ((?x253 (idkernel4 sym_c2 3 3)))
 (let ((?x317 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x253)))
 (= (dim ?x317 1) sym_c2))))
(assert
 (let ((?x296 (div (+ (- 1) sym_h) 2)))
 (let ((?x297 (+ 1 ?x296)))
 (let ((?x253 (idkernel4 sym_c2 3 3)))
 (let ((?x317 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x253)))
 (let ((?x324 (dim ?x317 2)))
 (= ?x324 ?x297)))))))
(assert
 (let ((?x301 (div (+ (- 1) sym_w) 2)))
 (let ((?x302 (+ 1 ?x301)))
 (let ((?x253 (idkernel4 sym_c2 3 3)))
 (let ((?x317 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x253)))
 (let ((?x326 (dim ?x317 3)))
 (= ?x326 ?x302)))))))
(assert
 (let ((?x253 (idkernel4 sym_c2 3 3)))
 (let ((?x317 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x253)))
 (let ((?x306 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x328 (mul ?x306 ?x317)))
 (= (rank ?x328) 4))))))
(assert
 (let ((?x253 (idkernel4 sym_c2 3 3)))
 (let ((?x317 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x253)))
 (let ((?x306 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x328 (mul ?x306 ?x317)))
 (= (dim ?x328 0) sym_n))))))
(assert
 (let ((?x253 (idkernel4 sym_c2 3 3)))
 (let ((?x317 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x253)))
 (let ((?x306 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x328 (mul ?x306 ?x317)))
 (= (dim ?x328 1) sym_c2))))))
(assert
 (let ((?x296 (div (+ (- 1) sym_h) 2)))
 (let ((?x297 (+ 1 ?x296)))
 (let ((?x253 (idkernel4 sym_c2 3 3)))
 (let ((?x317 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x253)))
 (let ((?x306 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x328 (mul ?x306 ?x317)))
 (let ((?x335 (dim ?x328 2)))
 (= ?x335 ?x297)))))))))
(assert
 (let ((?x301 (div (+ (- 1) sym_w) 2)))
 (let ((?x302 (+ 1 ?x301)))
 (let ((?x253 (idkernel4 sym_c2 3 3)))
 (let ((?x317 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x253)))
 (let ((?x306 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x328 (mul ?x306 ?x317)))
 (let ((?x337 (dim ?x328 3)))
 (= ?x337 ?x302)))))))))
(assert
 (let ((?x253 (idkernel4 sym_c2 3 3)))
(let ((?x317 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x253)))
(let ((?x306 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x328 (mul ?x306 ?x317)))
(let ((?x264 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x275 (mul in_i2 ?x264)))
(let ((?x286 (conv 2 2 1 1 1 1 1 1 1 ?x275 ?x253)))
(and (distinct ?x286 ?x328) true)))))))))
(check-sat)
