; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, mul_comm, subsample_mul
; z3 rlimit used: 113986
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
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
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
 (forall ((X T) (Y T) )(! (let ((?x141 (mul Y X)))
 (let ((?x140 (mul X Y)))
 (let (($x142 (= ?x140 ?x141)))
 (let (($x137 (= (dim X 5) (dim Y 5))))
 (let (($x131 (= (dim X 4) (dim Y 4))))
 (let (($x126 (= (dim X 3) (dim Y 3))))
 (let (($x120 (= (dim X 2) (dim Y 2))))
 (let (($x115 (= (dim X 1) (dim Y 1))))
 (let (($x110 (= (dim X 0) (dim Y 0))))
 (let (($x139 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x110) (=> (> (- (rank X) 0) 1) $x115) (=> (> (- (rank X) 0) 2) $x120) (=> (> (- (rank X) 0) 3) $x126) (=> (> (- (rank X) 0) 4) $x131) (=> (> (- (rank X) 0) 5) $x137))))
 (=> $x139 $x142))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x175 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x173 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x176 (= ?x173 ?x175)))
 (let (($x170 (= (rank X) 4)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= kw 1)))
 (let (($x78 (>= kh 1)))
 (let (($x171 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x78 $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x170)))
 (=> $x171 $x176)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x205 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x202 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (let (($x206 (= ?x202 ?x205)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x200 (and $x68 $x69 (= (rank X) 4) (= (rank Y) 4))))
 (=> $x200 $x206))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
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
 (let ((?x240 (dim in_u1 2)))
 (= 1 ?x240)))
(assert
 (let ((?x242 (dim in_u1 3)))
 (= 1 ?x242)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x244 (idkernel4 sym_c 3 3)))
 (let ((?x251 (dim ?x244 2)))
 (= 3 ?x251))))
(assert
 (let ((?x244 (idkernel4 sym_c 3 3)))
 (let ((?x253 (dim ?x244 3)))
 (= 3 ?x253))))
(assert
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x255) 4)))
(assert
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x255 0) sym_n)))
(assert
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x255 1) sym_c)))
(assert
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x255 2) sym_h)))
(assert
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x255 3) sym_w)))
(assert
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (relu ?x255)))
 (= (rank ?x266) 4))))
(assert
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (relu ?x255)))
 (= (dim ?x266 0) sym_n))))
(assert
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (relu ?x255)))
 (= (dim ?x266 1) sym_c))))
(assert
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (relu ?x255)))
 (= (dim ?x266 2) sym_h))))
(assert
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (relu ?x255)))
 (= (dim ?x266 3) sym_w))))
(assert
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (relu ?x255)))
 (let ((?x277 (mul ?x255 ?x266)))
 (= (rank ?x277) 4)))))
(assert
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (relu ?x255)))
 (let ((?x277 (mul ?x255 ?x266)))
 (= (dim ?x277 0) sym_n)))))
(assert
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (relu ?x255)))
 (let ((?x277 (mul ?x255 ?x266)))
 (= (dim ?x277 1) sym_c)))))
(assert
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (relu ?x255)))
 (let ((?x277 (mul ?x255 ?x266)))
 (= (dim ?x277 2) sym_h)))))
(assert
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (relu ?x255)))
 (let ((?x277 (mul ?x255 ?x266)))
 (= (dim ?x277 3) sym_w)))))
(assert
 (let ((?x244 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (relu ?x255)))
 (let ((?x277 (mul ?x255 ?x266)))
 (let ((?x288 (conv 2 2 1 1 1 1 1 1 1 ?x277 ?x244)))
 (= (rank ?x288) 4)))))))
(assert
 (let ((?x244 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (relu ?x255)))
 (let ((?x277 (mul ?x255 ?x266)))
 (let ((?x288 (conv 2 2 1 1 1 1 1 1 1 ?x277 ?x244)))
 (= (dim ?x288 0) sym_n)))))))
(assert
 (let ((?x244 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (relu ?x255)))
 (let ((?x277 (mul ?x255 ?x266)))
 (let ((?x288 (conv 2 2 1 1 1 1 1 1 1 ?x277 ?x244)))
 (= (dim ?x288 1) sym_c)))))))
(assert
 (let ((?x297 (div (+ (- 1) sym_h) 2)))
 (let ((?x298 (+ 1 ?x297)))
 (let ((?x244 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (relu ?x255)))
 (let ((?x277 (mul ?x255 ?x266)))
 (let ((?x288 (conv 2 2 1 1 1 1 1 1 1 ?x277 ?x244)))
 (let ((?x295 (dim ?x288 2)))
 (= ?x295 ?x298))))))))))
(assert
 (let ((?x302 (div (+ (- 1) sym_w) 2)))
 (let ((?x303 (+ 1 ?x302)))
 (let ((?x244 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (relu ?x255)))
 (let ((?x277 (mul ?x255 ?x266)))
 (let ((?x288 (conv 2 2 1 1 1 1 1 1 1 ?x277 ?x244)))
 (let ((?x300 (dim ?x288 3)))
 (= ?x300 ?x303))))))))))
(assert
 (let ((?x297 (div (+ (- 1) sym_h) 2)))
 (let ((?x298 (+ 1 ?x297)))
 (>= ?x298 0))))
(assert
 (let ((?x302 (div (+ (- 1) sym_w) 2)))
 (let ((?x303 (+ 1 ?x302)))
 (>= ?x303 0))))
(assert
 (let ((?x307 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x307) 4)))
(assert
 (let ((?x307 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x307 0) sym_n)))
(assert
 (let ((?x307 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x307 1) sym_c)))
(assert
 (let ((?x297 (div (+ (- 1) sym_h) 2)))
 (let ((?x298 (+ 1 ?x297)))
 (let ((?x307 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x314 (dim ?x307 2)))
 (= ?x314 ?x298))))))
(assert
 (let ((?x302 (div (+ (- 1) sym_w) 2)))
 (let ((?x303 (+ 1 ?x302)))
 (let ((?x307 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x316 (dim ?x307 3)))
 (= ?x316 ?x303))))))
(assert
 (let ((?x307 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x318 (relu ?x307)))
 (= (rank ?x318) 4))))
(assert
 (let ((?x307 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x318 (relu ?x307)))
 (= (dim ?x318 0) sym_n))))
(assert
 (let ((?x307 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x318 (relu ?x307)))
 (= (dim ?x318 1) sym_c))))
(assert
 (let ((?x297 (div (+ (- 1) sym_h) 2)))
 (let ((?x298 (+ 1 ?x297)))
 (let ((?x307 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x318 (relu ?x307)))
 (let ((?x325 (dim ?x318 2)))
 (= ?x325 ?x298)))))))
(assert
 (let ((?x302 (div (+ (- 1) sym_w) 2)))
 (let ((?x303 (+ 1 ?x302)))
 (let ((?x307 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x318 (relu ?x307)))
 (let ((?x327 (dim ?x318 3)))
 (= ?x327 ?x303)))))))
(assert
 (let ((?x307 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x318 (relu ?x307)))
 (let ((?x329 (mul ?x307 ?x318)))
 (= (rank ?x329) 4)))))
(assert
 (let ((?x307 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x318 (relu ?x307)))
 (let ((?x329 (mul ?x307 ?x318)))
 (= (dim ?x329 0) sym_n)))))
(assert
 (let ((?x307 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x318 (relu ?x307)))
 (let ((?x329 (mul ?x307 ?x318)))
 (= (dim ?x329 1) sym_c)))))
(assert
 (let ((?x297 (div (+ (- 1) sym_h) 2)))
 (let ((?x298 (+ 1 ?x297)))
 (let ((?x307 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x318 (relu ?x307)))
 (let ((?x329 (mul ?x307 ?x318)))
 (let ((?x336 (dim ?x329 2)))
 (= ?x336 ?x298))))))))
(assert
 (let ((?x302 (div (+ (- 1) sym_w) 2)))
 (let ((?x303 (+ 1 ?x302)))
 (let ((?x307 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x318 (relu ?x307)))
 (let ((?x329 (mul ?x307 ?x318)))
 (let ((?x338 (dim ?x329 3)))
 (= ?x338 ?x303))))))))
(assert
 (let ((?x307 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x318 (relu ?x307)))
(let ((?x329 (mul ?x307 ?x318)))
(let ((?x244 (idkernel4 sym_c 3 3)))
(let ((?x255 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x266 (relu ?x255)))
(let ((?x277 (mul ?x255 ?x266)))
(let ((?x288 (conv 2 2 1 1 1 1 1 1 1 ?x277 ?x244)))
(and (distinct ?x288 ?x329) true))))))))))
(check-sat)
