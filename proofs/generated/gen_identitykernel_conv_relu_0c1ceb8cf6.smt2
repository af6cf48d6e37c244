; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_idkernel, conv_strided_subsample, maxpool_relu, relu_conv_idkernel
; z3 rlimit used: 52262
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
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x88 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x90 (conv s s p p p p 1 1 1 ?x88 (idkernel4 m k k))))
 (let ((?x86 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x87 (conv 1 1 0 0 0 0 1 1 1 ?x86 U)))
 (let (($x91 (= ?x87 ?x90)))
 (let (($x78 (= (dim U 1) c)))
 (let (($x76 (= (dim U 0) m)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x84 (and $x20 $x76 $x78 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x84 $x91)))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x112 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x110 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x113 (= ?x110 ?x112)))
 (=> (and (< 1 (* sh sw))) $x113)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x130 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x128 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x131 (= ?x128 ?x130)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x131)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x184 (dim in_u1 2)))
 (= 1 ?x184)))
(assert
 (let ((?x186 (dim in_u1 3)))
 (= 1 ?x186)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x195 (dim ?x188 2)))
 (= 3 ?x195))))
(assert
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x197 (dim ?x188 3)))
 (= 3 ?x197))))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x199 (idkernel4 sym_c2 1 1)))
 (let ((?x206 (dim ?x199 2)))
 (= 1 ?x206))))
(assert
 (let ((?x199 (idkernel4 sym_c2 1 1)))
 (let ((?x208 (dim ?x199 3)))
 (= 1 ?x208))))
(assert
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x210) 4)))
(assert
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x210 0) sym_n)))
(assert
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x210 1) sym_c2)))
(assert
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x210 2) sym_h)))
(assert
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x210 3) sym_w)))
(assert
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (= (rank ?x221) 4)))))
(assert
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (= (dim ?x221 0) sym_n)))))
(assert
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (= (dim ?x221 1) sym_c2)))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x231))))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (let ((?x233 (dim ?x221 3)))
 (= ?x233 ?x236))))))))
(assert
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (let ((?x238 (relu ?x221)))
 (= (rank ?x238) 4))))))
(assert
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (let ((?x238 (relu ?x221)))
 (= (dim ?x238 0) sym_n))))))
(assert
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (let ((?x238 (relu ?x221)))
 (= (dim ?x238 1) sym_c2))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (let ((?x238 (relu ?x221)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x231)))))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (let ((?x238 (relu ?x221)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x236)))))))))
(assert
 (let ((?x199 (idkernel4 sym_c2 1 1)))
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (let ((?x238 (relu ?x221)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x199)))
 (= (rank ?x249) 4))))))))
(assert
 (let ((?x199 (idkernel4 sym_c2 1 1)))
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (let ((?x238 (relu ?x221)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x199)))
 (= (dim ?x249 0) sym_n))))))))
(assert
 (let ((?x199 (idkernel4 sym_c2 1 1)))
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (let ((?x238 (relu ?x221)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x199)))
 (= (dim ?x249 1) sym_c2))))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x257 (div ?x230 2)))
 (let ((?x258 (+ 1 ?x257)))
 (let ((?x199 (idkernel4 sym_c2 1 1)))
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (let ((?x238 (relu ?x221)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x199)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x258))))))))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x261 (div ?x235 2)))
 (let ((?x262 (+ 1 ?x261)))
 (let ((?x199 (idkernel4 sym_c2 1 1)))
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (let ((?x238 (relu ?x221)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x199)))
 (let ((?x260 (dim ?x249 3)))
 (= ?x260 ?x262))))))))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (>= ?x231 0))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (>= ?x236 0))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x257 (div ?x230 2)))
 (let ((?x258 (+ 1 ?x257)))
 (>= ?x258 0)))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x261 (div ?x235 2)))
 (let ((?x262 (+ 1 ?x261)))
 (>= ?x262 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x268 (idkernel4 sym_c 3 3)))
 (let ((?x275 (dim ?x268 2)))
 (= 3 ?x275))))
(assert
 (let ((?x268 (idkernel4 sym_c 3 3)))
 (let ((?x277 (dim ?x268 3)))
 (= 3 ?x277))))
(assert
 (let ((?x268 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x268)))
 (= (rank ?x279) 4))))
(assert
 (let ((?x268 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x268)))
 (= (dim ?x279 0) sym_n))))
(assert
 (let ((?x268 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x268)))
 (= (dim ?x279 1) sym_c))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x268 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x268)))
 (let ((?x286 (dim ?x279 2)))
 (= ?x286 ?x231)))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x268 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x268)))
 (let ((?x288 (dim ?x279 3)))
 (= ?x288 ?x236)))))))
(assert
 (let ((?x268 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x268)))
 (let ((?x290 (conv 2 2 0 0 0 0 1 1 1 ?x279 in_u1)))
 (= (rank ?x290) 4)))))
(assert
 (let ((?x268 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x268)))
 (let ((?x290 (conv 2 2 0 0 0 0 1 1 1 ?x279 in_u1)))
 (= (dim ?x290 0) sym_n)))))
(assert
 (let ((?x268 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x268)))
 (let ((?x290 (conv 2 2 0 0 0 0 1 1 1 ?x279 in_u1)))
 (= (dim ?x290 1) sym_c2)))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x257 (div ?x230 2)))
 (let ((?x258 (+ 1 ?x257)))
 (let ((?x268 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x268)))
 (let ((?x290 (conv 2 2 0 0 0 0 1 1 1 ?x279 in_u1)))
 (let ((?x297 (dim ?x290 2)))
 (= ?x297 ?x258)))))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x261 (div ?x235 2)))
 (let ((?x262 (+ 1 ?x261)))
 (let ((?x268 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x268)))
 (let ((?x290 (conv 2 2 0 0 0 0 1 1 1 ?x279 in_u1)))
 (let ((?x299 (dim ?x290 3)))
 (= ?x299 ?x262)))))))))
(assert
 (let ((?x268 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x268)))
 (let ((?x290 (conv 2 2 0 0 0 0 1 1 1 ?x279 in_u1)))
 (let ((?x301 (relu ?x290)))
 (= (rank ?x301) 4))))))
(assert
 (let ((?x268 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x268)))
 (let ((?x290 (conv 2 2 0 0 0 0 1 1 1 ?x279 in_u1)))
 (let ((?x301 (relu ?x290)))
 (= (dim ?x301 0) sym_n))))))
(assert
 (let ((?x268 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x268)))
 (let ((?x290 (conv 2 2 0 0 0 0 1 1 1 ?x279 in_u1)))
 (let ((?x301 (relu ?x290)))
 (= (dim ?x301 1) sym_c2))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x257 (div ?x230 2)))
 (let ((?x258 (+ 1 ?x257)))
 (let ((?x268 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x268)))
 (let ((?x290 (conv 2 2 0 0 0 0 1 1 1 ?x279 in_u1)))
 (let ((?x301 (relu ?x290)))
 (let ((?x308 (dim ?x301 2)))
 (= ?x308 ?x258))))))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x261 (div ?x235 2)))
 (let ((?x262 (+ 1 ?x261)))
 (let ((?x268 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x268)))
 (let ((?x290 (conv 2 2 0 0 0 0 1 1 1 ?x279 in_u1)))
 (let ((?x301 (relu ?x290)))
 (let ((?x310 (dim ?x301 3)))
 (= ?x310 ?x262))))))))))
(assert
 (let ((?x268 (idkernel4 sym_c 3 3)))
(let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x268)))
(let ((?x290 (conv 2 2 0 0 0 0 1 1 1 ?x279 in_u1)))
(let ((?x301 (relu ?x290)))
(let ((?x199 (idkernel4 sym_c2 1 1)))
(let ((?x188 (idkernel4 sym_c2 3 3)))
(let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
(let ((?x238 (relu ?x221)))
(let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x199)))
(and (distinct ?x249 ?x301) true))))))))))))
(check-sat)
