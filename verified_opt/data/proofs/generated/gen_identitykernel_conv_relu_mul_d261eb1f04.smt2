; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_square, subsample_mul
; z3 rlimit used: 76213
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x8 (mul X ?x6)))
 (let ((?x7 (mul ?x6 ?x6)))
 (= ?x7 ?x8)))) :pattern ( (mul (relu X) (relu X)) ) :pattern ( (mul X (relu X)) ) :qid relu_square))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x53 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x54 (= ?x53 X)))
 (let (($x50 (= (dim X 1) c)))
 (let (($x46 (>= kw 1)))
 (let (($x45 (>= kh 1)))
 (let (($x44 (>= pw 0)))
 (let (($x43 (>= ph 0)))
 (let (($x51 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x43 $x44 $x45 $x46 $x50)))
 (=> $x51 $x54))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x87 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x90 (= ?x87 ?x89)))
 (let (($x83 (>= dw 1)))
 (let (($x81 (>= dh 1)))
 (let (($x79 (>= pr 0)))
 (let (($x78 (>= pb 0)))
 (let (($x76 (>= pl 0)))
 (let (($x75 (>= pt 0)))
 (let (($x74 (>= sw 1)))
 (let (($x73 (>= sh 1)))
 (let (($x72 (>= g 1)))
 (let (($x84 (and (< 1 (* sh sw)) $x72 $x73 $x74 $x75 $x76 $x78 $x79 $x81 $x83)))
 (=> $x84 $x90)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x110 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x108 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x111 (= ?x108 ?x110)))
 (let (($x79 (>= pr 0)))
 (let (($x78 (>= pb 0)))
 (let (($x76 (>= pl 0)))
 (let (($x75 (>= pt 0)))
 (let (($x74 (>= sw 1)))
 (let (($x73 (>= sh 1)))
 (let (($x72 (>= kw 1)))
 (let (($x83 (>= kh 1)))
 (let (($x105 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x83 $x72 $x73 $x74 $x75 $x76 $x78 $x79)))
 (=> $x105 $x111))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x136 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x125 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (let (($x137 (= ?x125 ?x136)))
 (let (($x74 (>= sw 1)))
 (let (($x73 (>= sh 1)))
 (let (($x116 (and $x73 $x74)))
 (=> $x116 $x137))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
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
 (let ((?x173 (dim in_u1 2)))
 (= 1 ?x173)))
(assert
 (let ((?x175 (dim in_u1 3)))
 (= 1 ?x175)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x177 (idkernel4 sym_c 3 3)))
 (let ((?x184 (dim ?x177 2)))
 (= 3 ?x184))))
(assert
 (let ((?x177 (idkernel4 sym_c 3 3)))
 (let ((?x186 (dim ?x177 3)))
 (= 3 ?x186))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x188) 4)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x188 0) sym_n)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x188 1) sym_c)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x188 2) sym_h)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x188 3) sym_w)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x188)))
 (= (rank ?x199) 4))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x188)))
 (= (dim ?x199 0) sym_n))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x188)))
 (= (dim ?x199 1) sym_c))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x188)))
 (= (dim ?x199 2) sym_h))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x188)))
 (= (dim ?x199 3) sym_w))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x210 (mul ?x188 ?x199)))
 (= (rank ?x210) 4)))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x210 (mul ?x188 ?x199)))
 (= (dim ?x210 0) sym_n)))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x210 (mul ?x188 ?x199)))
 (= (dim ?x210 1) sym_c)))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x210 (mul ?x188 ?x199)))
 (= (dim ?x210 2) sym_h)))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x210 (mul ?x188 ?x199)))
 (= (dim ?x210 3) sym_w)))))
(assert
 (let ((?x177 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x210 (mul ?x188 ?x199)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x177)))
 (= (rank ?x221) 4)))))))
(assert
 (let ((?x177 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x210 (mul ?x188 ?x199)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x177)))
 (= (dim ?x221 0) sym_n)))))))
(assert
 (let ((?x177 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x210 (mul ?x188 ?x199)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x177)))
 (= (dim ?x221 1) sym_c)))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x177 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x210 (mul ?x188 ?x199)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x177)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x231))))))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x177 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x210 (mul ?x188 ?x199)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x177)))
 (let ((?x233 (dim ?x221 3)))
 (= ?x233 ?x236))))))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (>= ?x231 0))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (>= ?x236 0))))
(assert
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x240) 4)))
(assert
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x240 0) sym_n)))
(assert
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x240 1) sym_c)))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (dim ?x240 2)))
 (= ?x247 ?x231))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (dim ?x240 3)))
 (= ?x249 ?x236))))))
(assert
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x251 (relu ?x240)))
 (= (rank ?x251) 4))))
(assert
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x251 (relu ?x240)))
 (= (dim ?x251 0) sym_n))))
(assert
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x251 (relu ?x240)))
 (= (dim ?x251 1) sym_c))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x251 (relu ?x240)))
 (let ((?x258 (dim ?x251 2)))
 (= ?x258 ?x231)))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x251 (relu ?x240)))
 (let ((?x260 (dim ?x251 3)))
 (= ?x260 ?x236)))))))
(assert
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x251 (relu ?x240)))
 (let ((?x262 (mul ?x240 ?x251)))
 (= (rank ?x262) 4)))))
(assert
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x251 (relu ?x240)))
 (let ((?x262 (mul ?x240 ?x251)))
 (= (dim ?x262 0) sym_n)))))
(assert
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x251 (relu ?x240)))
 (let ((?x262 (mul ?x240 ?x251)))
 (= (dim ?x262 1) sym_c)))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x251 (relu ?x240)))
 (let ((?x262 (mul ?x240 ?x251)))
 (let ((?x269 (dim ?x262 2)))
 (= ?x269 ?x231))))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x251 (relu ?x240)))
 (let ((?x262 (mul ?x240 ?x251)))
 (let ((?x271 (dim ?x262 3)))
 (= ?x271 ?x236))))))))
(assert
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x251 (relu ?x240)))
(let ((?x262 (mul ?x240 ?x251)))
(let ((?x177 (idkernel4 sym_c 3 3)))
(let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x199 (relu ?x188)))
(let ((?x210 (mul ?x188 ?x199)))
(let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x177)))
(and (distinct ?x221 ?x262) true))))))))))
(check-sat)
