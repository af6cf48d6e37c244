; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_square, subsample_mul
; z3 rlimit used: 68845
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
 (let (($x105 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x83 $x72 $x73 $x74 $x75 $x76 $x78 $x79)))
 (=> $x105 $x111))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x117 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x134 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (let (($x143 (= ?x134 ?x117)))
 (let (($x74 (>= sw 1)))
 (let (($x73 (>= sh 1)))
 (let (($x128 (and $x73 $x74)))
 (=> $x128 $x143))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
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
 (let ((?x179 (dim in_u1 2)))
 (= 1 ?x179)))
(assert
 (let ((?x181 (dim in_u1 3)))
 (= 1 ?x181)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x190 (dim ?x183 2)))
 (= 3 ?x190))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x192 (dim ?x183 3)))
 (= 3 ?x192))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x194) 4)))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x194 0) sym_n)))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x194 1) sym_c)))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x194 2) sym_h)))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x194 3) sym_w)))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (relu ?x194)))
 (= (rank ?x205) 4))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (relu ?x194)))
 (= (dim ?x205 0) sym_n))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (relu ?x194)))
 (= (dim ?x205 1) sym_c))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (relu ?x194)))
 (= (dim ?x205 2) sym_h))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (relu ?x194)))
 (= (dim ?x205 3) sym_w))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (relu ?x194)))
 (let ((?x216 (mul ?x194 ?x205)))
 (= (rank ?x216) 4)))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (relu ?x194)))
 (let ((?x216 (mul ?x194 ?x205)))
 (= (dim ?x216 0) sym_n)))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (relu ?x194)))
 (let ((?x216 (mul ?x194 ?x205)))
 (= (dim ?x216 1) sym_c)))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (relu ?x194)))
 (let ((?x216 (mul ?x194 ?x205)))
 (= (dim ?x216 2) sym_h)))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (relu ?x194)))
 (let ((?x216 (mul ?x194 ?x205)))
 (= (dim ?x216 3) sym_w)))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (relu ?x194)))
 (let ((?x216 (mul ?x194 ?x205)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x183)))
 (= (rank ?x227) 4)))))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (relu ?x194)))
 (let ((?x216 (mul ?x194 ?x205)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x183)))
 (= (dim ?x227 0) sym_n)))))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (relu ?x194)))
 (let ((?x216 (mul ?x194 ?x205)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x183)))
 (= (dim ?x227 1) sym_c)))))))
(assert
 (let ((?x236 (div (+ (- 1) sym_h) 2)))
 (let ((?x237 (+ 1 ?x236)))
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (relu ?x194)))
 (let ((?x216 (mul ?x194 ?x205)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x183)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x237))))))))))
(assert
 (let ((?x241 (div (+ (- 1) sym_w) 2)))
 (let ((?x242 (+ 1 ?x241)))
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (relu ?x194)))
 (let ((?x216 (mul ?x194 ?x205)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x183)))
 (let ((?x239 (dim ?x227 3)))
 (= ?x239 ?x242))))))))))
(assert
 (let ((?x236 (div (+ (- 1) sym_h) 2)))
 (let ((?x237 (+ 1 ?x236)))
 (>= ?x237 0))))
(assert
 (let ((?x241 (div (+ (- 1) sym_w) 2)))
 (let ((?x242 (+ 1 ?x241)))
 (>= ?x242 0))))
(assert
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x246) 4)))
(assert
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x246 0) sym_n)))
(assert
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x246 1) sym_c)))
(assert
 (let ((?x236 (div (+ (- 1) sym_h) 2)))
 (let ((?x237 (+ 1 ?x236)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x253 (dim ?x246 2)))
 (= ?x253 ?x237))))))
(assert
 (let ((?x241 (div (+ (- 1) sym_w) 2)))
 (let ((?x242 (+ 1 ?x241)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x255 (dim ?x246 3)))
 (= ?x255 ?x242))))))
(assert
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x257 (relu ?x246)))
 (= (rank ?x257) 4))))
(assert
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x257 (relu ?x246)))
 (= (dim ?x257 0) sym_n))))
(assert
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x257 (relu ?x246)))
 (= (dim ?x257 1) sym_c))))
(assert
 (let ((?x236 (div (+ (- 1) sym_h) 2)))
 (let ((?x237 (+ 1 ?x236)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x257 (relu ?x246)))
 (let ((?x264 (dim ?x257 2)))
 (= ?x264 ?x237)))))))
(assert
 (let ((?x241 (div (+ (- 1) sym_w) 2)))
 (let ((?x242 (+ 1 ?x241)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x257 (relu ?x246)))
 (let ((?x266 (dim ?x257 3)))
 (= ?x266 ?x242)))))))
(assert
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x257 (relu ?x246)))
 (let ((?x268 (mul ?x246 ?x257)))
 (= (rank ?x268) 4)))))
(assert
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x257 (relu ?x246)))
 (let ((?x268 (mul ?x246 ?x257)))
 (= (dim ?x268 0) sym_n)))))
(assert
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x257 (relu ?x246)))
 (let ((?x268 (mul ?x246 ?x257)))
 (= (dim ?x268 1) sym_c)))))
(assert
 (let ((?x236 (div (+ (- 1) sym_h) 2)))
 (let ((?x237 (+ 1 ?x236)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x257 (relu ?x246)))
 (let ((?x268 (mul ?x246 ?x257)))
 (let ((?x275 (dim ?x268 2)))
 (= ?x275 ?x237))))))))
(assert
 (let ((?x241 (div (+ (- 1) sym_w) 2)))
 (let ((?x242 (+ 1 ?x241)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x257 (relu ?x246)))
 (let ((?x268 (mul ?x246 ?x257)))
 (let ((?x277 (dim ?x268 3)))
 (= ?x277 ?x242))))))))
(assert
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x257 (relu ?x246)))
(let ((?x268 (mul ?x246 ?x257)))
(let ((?x183 (idkernel4 sym_c 3 3)))
(let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x205 (relu ?x194)))
(let ((?x216 (mul ?x194 ?x205)))
(let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x183)))
(and (distinct ?x227 ?x268) true))))))))))
(check-sat)
