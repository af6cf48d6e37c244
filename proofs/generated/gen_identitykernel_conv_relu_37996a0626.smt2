; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_conv_idkernel, subsample_conv1x1
; z3 rlimit used: 50758
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x60 (idkernel4 c k k)))
 (let ((?x64 (conv s s p p p p 1 1 1 (relu X) ?x60)))
 (let ((?x62 (relu (conv s s p p p p 1 1 1 X ?x60))))
 (let (($x65 (= ?x62 ?x64)))
 (=> (and (= (dim X 1) c)) $x65))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x85 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x82 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x86 (= ?x82 ?x85)))
 (=> (and (< 1 (* sh sw))) $x86)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x103 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x101 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x104 (= ?x101 ?x103)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x104)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x138 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x136 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x139 (= ?x136 ?x138)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x139)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_c2 1))
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x201 (dim ?x194 2)))
 (= 1 ?x201))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x203 (dim ?x194 3)))
 (= 1 ?x203))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x183)))
 (= (rank ?x205) 4))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x183)))
 (= (dim ?x205 0) sym_n))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x183)))
 (= (dim ?x205 1) sym_c))))
(assert
 (let ((?x213 (+ (- 2) sym_h)))
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x183)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x213))))))
(assert
 (let ((?x216 (+ (- 2) sym_w)))
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x183)))
 (let ((?x215 (dim ?x205 3)))
 (= ?x215 ?x216))))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x183)))
 (let ((?x218 (relu ?x205)))
 (= (rank ?x218) 4)))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x183)))
 (let ((?x218 (relu ?x205)))
 (= (dim ?x218 0) sym_n)))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x183)))
 (let ((?x218 (relu ?x205)))
 (= (dim ?x218 1) sym_c)))))
(assert
 (let ((?x213 (+ (- 2) sym_h)))
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x183)))
 (let ((?x218 (relu ?x205)))
 (let ((?x225 (dim ?x218 2)))
 (= ?x225 ?x213)))))))
(assert
 (let ((?x216 (+ (- 2) sym_w)))
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x183)))
 (let ((?x218 (relu ?x205)))
 (let ((?x227 (dim ?x218 3)))
 (= ?x227 ?x216)))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (= (rank ?x229) 4))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (= (dim ?x229 0) sym_n))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (= (dim ?x229 1) sym_c))))
(assert
 (let ((?x238 (div (+ (- 1) sym_h) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x236 (dim ?x229 2)))
 (= ?x236 ?x239)))))))
(assert
 (let ((?x243 (div (+ (- 1) sym_w) 2)))
 (let ((?x244 (+ 1 ?x243)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x241 (dim ?x229 3)))
 (= ?x241 ?x244)))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x246 (relu ?x229)))
 (= (rank ?x246) 4)))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x246 (relu ?x229)))
 (= (dim ?x246 0) sym_n)))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x246 (relu ?x229)))
 (= (dim ?x246 1) sym_c)))))
(assert
 (let ((?x238 (div (+ (- 1) sym_h) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x246 (relu ?x229)))
 (let ((?x253 (dim ?x246 2)))
 (= ?x253 ?x239))))))))
(assert
 (let ((?x243 (div (+ (- 1) sym_w) 2)))
 (let ((?x244 (+ 1 ?x243)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x246 (relu ?x229)))
 (let ((?x255 (dim ?x246 3)))
 (= ?x255 ?x244))))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x246 (relu ?x229)))
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 ?x246 in_u1)))
 (= (rank ?x257) 4))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x246 (relu ?x229)))
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 ?x246 in_u1)))
 (= (dim ?x257 0) sym_n))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x246 (relu ?x229)))
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 ?x246 in_u1)))
 (= (dim ?x257 1) sym_c2))))))
(assert
 (let ((?x238 (div (+ (- 1) sym_h) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x246 (relu ?x229)))
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 ?x246 in_u1)))
 (let ((?x264 (dim ?x257 2)))
 (= ?x264 ?x239)))))))))
(assert
 (let ((?x243 (div (+ (- 1) sym_w) 2)))
 (let ((?x244 (+ 1 ?x243)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x246 (relu ?x229)))
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 ?x246 in_u1)))
 (let ((?x266 (dim ?x257 3)))
 (= ?x266 ?x244)))))))))
(assert
 (let ((?x213 (+ (- 2) sym_h)))
 (>= ?x213 0)))
(assert
 (let ((?x216 (+ (- 2) sym_w)))
 (>= ?x216 0)))
(assert
 (let ((?x238 (div (+ (- 1) sym_h) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (>= ?x239 0))))
(assert
 (let ((?x243 (div (+ (- 1) sym_w) 2)))
 (let ((?x244 (+ 1 ?x243)))
 (>= ?x244 0))))
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
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x272 (relu in_i1)))
 (let ((?x283 (conv 1 1 0 0 0 0 1 1 1 ?x272 ?x183)))
 (= (rank ?x283) 4)))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x272 (relu in_i1)))
 (let ((?x283 (conv 1 1 0 0 0 0 1 1 1 ?x272 ?x183)))
 (= (dim ?x283 0) sym_n)))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x272 (relu in_i1)))
 (let ((?x283 (conv 1 1 0 0 0 0 1 1 1 ?x272 ?x183)))
 (= (dim ?x283 1) sym_c)))))
(assert
 (let ((?x213 (+ (- 2) sym_h)))
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x272 (relu in_i1)))
 (let ((?x283 (conv 1 1 0 0 0 0 1 1 1 ?x272 ?x183)))
 (let ((?x290 (dim ?x283 2)))
 (= ?x290 ?x213)))))))
(assert
 (let ((?x216 (+ (- 2) sym_w)))
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x272 (relu in_i1)))
 (let ((?x283 (conv 1 1 0 0 0 0 1 1 1 ?x272 ?x183)))
 (let ((?x292 (dim ?x283 3)))
 (= ?x292 ?x216)))))))
(assert
 (let ((?x272 (relu in_i1)))
 (let ((?x294 (conv 2 2 0 0 0 0 1 1 1 ?x272 in_u1)))
 (= (rank ?x294) 4))))
(assert
 (let ((?x272 (relu in_i1)))
 (let ((?x294 (conv 2 2 0 0 0 0 1 1 1 ?x272 in_u1)))
 (= (dim ?x294 0) sym_n))))
(assert
 (let ((?x272 (relu in_i1)))
 (let ((?x294 (conv 2 2 0 0 0 0 1 1 1 ?x272 in_u1)))
 (= (dim ?x294 1) sym_c2))))
(assert
 (let ((?x238 (div (+ (- 1) sym_h) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (let ((?x272 (relu in_i1)))
 (let ((?x294 (conv 2 2 0 0 0 0 1 1 1 ?x272 in_u1)))
 (let ((?x301 (dim ?x294 2)))
 (= ?x301 ?x239)))))))
(assert
 (let ((?x243 (div (+ (- 1) sym_w) 2)))
 (let ((?x244 (+ 1 ?x243)))
 (let ((?x272 (relu in_i1)))
 (let ((?x294 (conv 2 2 0 0 0 0 1 1 1 ?x272 in_u1)))
 (let ((?x303 (dim ?x294 3)))
 (= ?x303 ?x244)))))))
(assert
 (let ((?x272 (relu in_i1)))
(let ((?x294 (conv 2 2 0 0 0 0 1 1 1 ?x272 in_u1)))
(let ((?x194 (idkernel4 sym_c 1 1)))
(let ((?x229 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
(let ((?x246 (relu ?x229)))
(let ((?x257 (conv 1 1 0 0 0 0 1 1 1 ?x246 in_u1)))
(let ((?x183 (idkernel4 sym_c 3 3)))
(let ((?x283 (conv 1 1 0 0 0 0 1 1 1 ?x272 ?x183)))
(let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x183)))
(let ((?x218 (relu ?x205)))
(or (and (distinct ?x218 ?x283) true) (and (distinct ?x257 ?x294) true)))))))))))))
(check-sat)
