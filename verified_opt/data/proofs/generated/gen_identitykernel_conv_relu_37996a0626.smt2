; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_conv_idkernel, subsample_conv1x1
; z3 rlimit used: 69651
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
(declare-fun sym_c2 () Int)
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x66 (idkernel4 c k k)))
 (let ((?x70 (conv s s p p p p 1 1 1 (relu X) ?x66)))
 (let ((?x68 (relu (conv s s p p p p 1 1 1 X ?x66))))
 (let (($x71 (= ?x68 ?x70)))
 (let (($x21 (>= k 1)))
 (let (($x18 (>= p 0)))
 (let (($x61 (>= s 1)))
 (let (($x65 (and $x61 $x18 $x21 (= (dim X 1) c))))
 (=> $x65 $x71))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x98 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x96 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x99 (= ?x96 ?x98)))
 (let (($x92 (>= dw 1)))
 (let (($x90 (>= dh 1)))
 (let (($x88 (>= pr 0)))
 (let (($x87 (>= pb 0)))
 (let (($x85 (>= pl 0)))
 (let (($x84 (>= pt 0)))
 (let (($x61 (>= sw 1)))
 (let (($x83 (>= sh 1)))
 (let (($x82 (>= g 1)))
 (let (($x93 (and (< 1 (* sh sw)) $x82 $x83 $x61 $x84 $x85 $x87 $x88 $x90 $x92)))
 (=> $x93 $x99)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x119 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x117 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x120 (= ?x117 ?x119)))
 (let (($x88 (>= pr 0)))
 (let (($x87 (>= pb 0)))
 (let (($x85 (>= pl 0)))
 (let (($x84 (>= pt 0)))
 (let (($x61 (>= sw 1)))
 (let (($x83 (>= sh 1)))
 (let (($x82 (>= kw 1)))
 (let (($x92 (>= kh 1)))
 (let (($x114 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x92 $x82 $x83 $x61 $x84 $x85 $x87 $x88)))
 (=> $x114 $x120))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x155 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x153 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x156 (= ?x153 ?x155)))
 (let (($x20 (>= dw 1)))
 (let (($x137 (>= dh 1)))
 (let (($x61 (>= sw 1)))
 (let (($x83 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x126 (and $x21 $x83 $x61 $x137 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x126 $x156)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x196 (dim in_u1 2)))
 (= 1 ?x196)))
(assert
 (let ((?x198 (dim in_u1 3)))
 (= 1 ?x198)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x207 (dim ?x200 2)))
 (= 3 ?x207))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x209 (dim ?x200 3)))
 (= 3 ?x209))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x211 (idkernel4 sym_c 1 1)))
 (let ((?x218 (dim ?x211 2)))
 (= 1 ?x218))))
(assert
 (let ((?x211 (idkernel4 sym_c 1 1)))
 (let ((?x220 (dim ?x211 3)))
 (= 1 ?x220))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x200)))
 (= (rank ?x222) 4))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x200)))
 (= (dim ?x222 0) sym_n))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x200)))
 (= (dim ?x222 1) sym_c))))
(assert
 (let ((?x230 (+ (- 2) sym_h)))
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x200)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x230))))))
(assert
 (let ((?x233 (+ (- 2) sym_w)))
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x200)))
 (let ((?x232 (dim ?x222 3)))
 (= ?x232 ?x233))))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x200)))
 (let ((?x235 (relu ?x222)))
 (= (rank ?x235) 4)))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x200)))
 (let ((?x235 (relu ?x222)))
 (= (dim ?x235 0) sym_n)))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x200)))
 (let ((?x235 (relu ?x222)))
 (= (dim ?x235 1) sym_c)))))
(assert
 (let ((?x230 (+ (- 2) sym_h)))
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x200)))
 (let ((?x235 (relu ?x222)))
 (let ((?x242 (dim ?x235 2)))
 (= ?x242 ?x230)))))))
(assert
 (let ((?x233 (+ (- 2) sym_w)))
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x200)))
 (let ((?x235 (relu ?x222)))
 (let ((?x244 (dim ?x235 3)))
 (= ?x244 ?x233)))))))
(assert
 (let ((?x211 (idkernel4 sym_c 1 1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (= (rank ?x246) 4))))
(assert
 (let ((?x211 (idkernel4 sym_c 1 1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (= (dim ?x246 0) sym_n))))
(assert
 (let ((?x211 (idkernel4 sym_c 1 1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (= (dim ?x246 1) sym_c))))
(assert
 (let ((?x255 (div (+ (- 1) sym_h) 2)))
 (let ((?x256 (+ 1 ?x255)))
 (let ((?x211 (idkernel4 sym_c 1 1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (let ((?x253 (dim ?x246 2)))
 (= ?x253 ?x256)))))))
(assert
 (let ((?x260 (div (+ (- 1) sym_w) 2)))
 (let ((?x261 (+ 1 ?x260)))
 (let ((?x211 (idkernel4 sym_c 1 1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (let ((?x258 (dim ?x246 3)))
 (= ?x258 ?x261)))))))
(assert
 (let ((?x211 (idkernel4 sym_c 1 1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (let ((?x263 (relu ?x246)))
 (= (rank ?x263) 4)))))
(assert
 (let ((?x211 (idkernel4 sym_c 1 1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (let ((?x263 (relu ?x246)))
 (= (dim ?x263 0) sym_n)))))
(assert
 (let ((?x211 (idkernel4 sym_c 1 1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (let ((?x263 (relu ?x246)))
 (= (dim ?x263 1) sym_c)))))
(assert
 (let ((?x255 (div (+ (- 1) sym_h) 2)))
 (let ((?x256 (+ 1 ?x255)))
 (let ((?x211 (idkernel4 sym_c 1 1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (let ((?x263 (relu ?x246)))
 (let ((?x270 (dim ?x263 2)))
 (= ?x270 ?x256))))))))
(assert
 (let ((?x260 (div (+ (- 1) sym_w) 2)))
 (let ((?x261 (+ 1 ?x260)))
 (let ((?x211 (idkernel4 sym_c 1 1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (let ((?x263 (relu ?x246)))
 (let ((?x272 (dim ?x263 3)))
 (= ?x272 ?x261))))))))
(assert
 (let ((?x211 (idkernel4 sym_c 1 1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (let ((?x263 (relu ?x246)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (= (rank ?x274) 4))))))
(assert
 (let ((?x211 (idkernel4 sym_c 1 1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (let ((?x263 (relu ?x246)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (= (dim ?x274 0) sym_n))))))
(assert
 (let ((?x211 (idkernel4 sym_c 1 1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (let ((?x263 (relu ?x246)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (= (dim ?x274 1) sym_c2))))))
(assert
 (let ((?x255 (div (+ (- 1) sym_h) 2)))
 (let ((?x256 (+ 1 ?x255)))
 (let ((?x211 (idkernel4 sym_c 1 1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (let ((?x263 (relu ?x246)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (let ((?x281 (dim ?x274 2)))
 (= ?x281 ?x256)))))))))
(assert
 (let ((?x260 (div (+ (- 1) sym_w) 2)))
 (let ((?x261 (+ 1 ?x260)))
 (let ((?x211 (idkernel4 sym_c 1 1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (let ((?x263 (relu ?x246)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (let ((?x283 (dim ?x274 3)))
 (= ?x283 ?x261)))))))))
(assert
 (let ((?x230 (+ (- 2) sym_h)))
 (>= ?x230 0)))
(assert
 (let ((?x233 (+ (- 2) sym_w)))
 (>= ?x233 0)))
(assert
 (let ((?x255 (div (+ (- 1) sym_h) 2)))
 (let ((?x256 (+ 1 ?x255)))
 (>= ?x256 0))))
(assert
 (let ((?x260 (div (+ (- 1) sym_w) 2)))
 (let ((?x261 (+ 1 ?x260)))
 (>= ?x261 0))))
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
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x289 (relu in_i1)))
 (let ((?x300 (conv 1 1 0 0 0 0 1 1 1 ?x289 ?x200)))
 (= (rank ?x300) 4)))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x289 (relu in_i1)))
 (let ((?x300 (conv 1 1 0 0 0 0 1 1 1 ?x289 ?x200)))
 (= (dim ?x300 0) sym_n)))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x289 (relu in_i1)))
 (let ((?x300 (conv 1 1 0 0 0 0 1 1 1 ?x289 ?x200)))
 (= (dim ?x300 1) sym_c)))))
(assert
 (let ((?x230 (+ (- 2) sym_h)))
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x289 (relu in_i1)))
 (let ((?x300 (conv 1 1 0 0 0 0 1 1 1 ?x289 ?x200)))
 (let ((?x307 (dim ?x300 2)))
 (= ?x307 ?x230)))))))
(assert
 (let ((?x233 (+ (- 2) sym_w)))
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x289 (relu in_i1)))
 (let ((?x300 (conv 1 1 0 0 0 0 1 1 1 ?x289 ?x200)))
 (let ((?x309 (dim ?x300 3)))
 (= ?x309 ?x233)))))))
(assert
 (let ((?x289 (relu in_i1)))
 (let ((?x311 (conv 2 2 0 0 0 0 1 1 1 ?x289 in_u1)))
 (= (rank ?x311) 4))))
(assert
 (let ((?x289 (relu in_i1)))
 (let ((?x311 (conv 2 2 0 0 0 0 1 1 1 ?x289 in_u1)))
 (= (dim ?x311 0) sym_n))))
(assert
 (let ((?x289 (relu in_i1)))
 (let ((?x311 (conv 2 2 0 0 0 0 1 1 1 ?x289 in_u1)))
 (= (dim ?x311 1) sym_c2))))
(assert
 (let ((?x255 (div (+ (- 1) sym_h) 2)))
 (let ((?x256 (+ 1 ?x255)))
 (let ((?x289 (relu in_i1)))
 (let ((?x311 (conv 2 2 0 0 0 0 1 1 1 ?x289 in_u1)))
 (let ((?x318 (dim ?x311 2)))
 (= ?x318 ?x256)))))))
(assert
 (let ((?x260 (div (+ (- 1) sym_w) 2)))
 (let ((?x261 (+ 1 ?x260)))
 (let ((?x289 (relu in_i1)))
 (let ((?x311 (conv 2 2 0 0 0 0 1 1 1 ?x289 in_u1)))
 (let ((?x320 (dim ?x311 3)))
 (= ?x320 ?x261)))))))
(assert
 (let ((?x289 (relu in_i1)))
(let ((?x311 (conv 2 2 0 0 0 0 1 1 1 ?x289 in_u1)))
(let ((?x211 (idkernel4 sym_c 1 1)))
(let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
(let ((?x263 (relu ?x246)))
(let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
(let ((?x200 (idkernel4 sym_c 3 3)))
(let ((?x300 (conv 1 1 0 0 0 0 1 1 1 ?x289 ?x200)))
(let ((?x222 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x200)))
(let ((?x235 (relu ?x222)))
(or (and (distinct ?x235 ?x300) true) (and (distinct ?x274 ?x311) true)))))))))))))
(check-sat)
