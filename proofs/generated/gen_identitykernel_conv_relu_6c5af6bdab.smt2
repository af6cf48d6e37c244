; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_idkernel, conv_strided_subsample, maxpool_relu, relu_conv_idkernel
; z3 rlimit used: 51769
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
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (relu ?x210)))
 (= (rank ?x221) 4))))
(assert
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (relu ?x210)))
 (= (dim ?x221 0) sym_n))))
(assert
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (relu ?x210)))
 (= (dim ?x221 1) sym_c2))))
(assert
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (relu ?x210)))
 (= (dim ?x221 2) sym_h))))
(assert
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (relu ?x210)))
 (= (dim ?x221 3) sym_w))))
(assert
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x221 ?x188)))
 (= (rank ?x232) 4))))))
(assert
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x221 ?x188)))
 (= (dim ?x232 0) sym_n))))))
(assert
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x221 ?x188)))
 (= (dim ?x232 1) sym_c2))))))
(assert
 (let ((?x242 (div (+ (- 3) sym_h) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x221 ?x188)))
 (let ((?x239 (dim ?x232 2)))
 (= ?x239 ?x243)))))))))
(assert
 (let ((?x247 (div (+ (- 3) sym_w) 2)))
 (let ((?x248 (+ 1 ?x247)))
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x221 ?x188)))
 (let ((?x245 (dim ?x232 3)))
 (= ?x245 ?x248)))))))))
(assert
 (let ((?x199 (idkernel4 sym_c2 1 1)))
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x221 ?x188)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x232 ?x199)))
 (= (rank ?x250) 4))))))))
(assert
 (let ((?x199 (idkernel4 sym_c2 1 1)))
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x221 ?x188)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x232 ?x199)))
 (= (dim ?x250 0) sym_n))))))))
(assert
 (let ((?x199 (idkernel4 sym_c2 1 1)))
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x221 ?x188)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x232 ?x199)))
 (= (dim ?x250 1) sym_c2))))))))
(assert
 (let ((?x242 (div (+ (- 3) sym_h) 2)))
 (let ((?x258 (div ?x242 2)))
 (let ((?x259 (+ 1 ?x258)))
 (let ((?x199 (idkernel4 sym_c2 1 1)))
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x221 ?x188)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x232 ?x199)))
 (let ((?x257 (dim ?x250 2)))
 (= ?x257 ?x259))))))))))))
(assert
 (let ((?x247 (div (+ (- 3) sym_w) 2)))
 (let ((?x262 (div ?x247 2)))
 (let ((?x263 (+ 1 ?x262)))
 (let ((?x199 (idkernel4 sym_c2 1 1)))
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x221 ?x188)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x232 ?x199)))
 (let ((?x261 (dim ?x250 3)))
 (= ?x261 ?x263))))))))))))
(assert
 (let ((?x242 (div (+ (- 3) sym_h) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (>= ?x243 0))))
(assert
 (let ((?x247 (div (+ (- 3) sym_w) 2)))
 (let ((?x248 (+ 1 ?x247)))
 (>= ?x248 0))))
(assert
 (let ((?x242 (div (+ (- 3) sym_h) 2)))
 (let ((?x258 (div ?x242 2)))
 (let ((?x259 (+ 1 ?x258)))
 (>= ?x259 0)))))
(assert
 (let ((?x247 (div (+ (- 3) sym_w) 2)))
 (let ((?x262 (div ?x247 2)))
 (let ((?x263 (+ 1 ?x262)))
 (>= ?x263 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x269 (idkernel4 sym_c 3 3)))
 (let ((?x276 (dim ?x269 2)))
 (= 3 ?x276))))
(assert
 (let ((?x269 (idkernel4 sym_c 3 3)))
 (let ((?x278 (dim ?x269 3)))
 (= 3 ?x278))))
(assert
 (let ((?x269 (idkernel4 sym_c 3 3)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x269)))
 (= (rank ?x280) 4))))
(assert
 (let ((?x269 (idkernel4 sym_c 3 3)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x269)))
 (= (dim ?x280 0) sym_n))))
(assert
 (let ((?x269 (idkernel4 sym_c 3 3)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x269)))
 (= (dim ?x280 1) sym_c))))
(assert
 (let ((?x242 (div (+ (- 3) sym_h) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (let ((?x269 (idkernel4 sym_c 3 3)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x269)))
 (let ((?x287 (dim ?x280 2)))
 (= ?x287 ?x243)))))))
(assert
 (let ((?x247 (div (+ (- 3) sym_w) 2)))
 (let ((?x248 (+ 1 ?x247)))
 (let ((?x269 (idkernel4 sym_c 3 3)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x269)))
 (let ((?x289 (dim ?x280 3)))
 (= ?x289 ?x248)))))))
(assert
 (let ((?x269 (idkernel4 sym_c 3 3)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x269)))
 (let ((?x291 (conv 2 2 0 0 0 0 1 1 1 ?x280 in_u1)))
 (= (rank ?x291) 4)))))
(assert
 (let ((?x269 (idkernel4 sym_c 3 3)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x269)))
 (let ((?x291 (conv 2 2 0 0 0 0 1 1 1 ?x280 in_u1)))
 (= (dim ?x291 0) sym_n)))))
(assert
 (let ((?x269 (idkernel4 sym_c 3 3)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x269)))
 (let ((?x291 (conv 2 2 0 0 0 0 1 1 1 ?x280 in_u1)))
 (= (dim ?x291 1) sym_c2)))))
(assert
 (let ((?x242 (div (+ (- 3) sym_h) 2)))
 (let ((?x258 (div ?x242 2)))
 (let ((?x259 (+ 1 ?x258)))
 (let ((?x269 (idkernel4 sym_c 3 3)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x269)))
 (let ((?x291 (conv 2 2 0 0 0 0 1 1 1 ?x280 in_u1)))
 (let ((?x298 (dim ?x291 2)))
 (= ?x298 ?x259)))))))))
(assert
 (let ((?x247 (div (+ (- 3) sym_w) 2)))
 (let ((?x262 (div ?x247 2)))
 (let ((?x263 (+ 1 ?x262)))
 (let ((?x269 (idkernel4 sym_c 3 3)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x269)))
 (let ((?x291 (conv 2 2 0 0 0 0 1 1 1 ?x280 in_u1)))
 (let ((?x300 (dim ?x291 3)))
 (= ?x300 ?x263)))))))))
(assert
 (let ((?x269 (idkernel4 sym_c 3 3)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x269)))
 (let ((?x291 (conv 2 2 0 0 0 0 1 1 1 ?x280 in_u1)))
 (let ((?x302 (relu ?x291)))
 (= (rank ?x302) 4))))))
(assert
 (let ((?x269 (idkernel4 sym_c 3 3)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x269)))
 (let ((?x291 (conv 2 2 0 0 0 0 1 1 1 ?x280 in_u1)))
 (let ((?x302 (relu ?x291)))
 (= (dim ?x302 0) sym_n))))))
(assert
 (let ((?x269 (idkernel4 sym_c 3 3)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x269)))
 (let ((?x291 (conv 2 2 0 0 0 0 1 1 1 ?x280 in_u1)))
 (let ((?x302 (relu ?x291)))
 (= (dim ?x302 1) sym_c2))))))
(assert
 (let ((?x242 (div (+ (- 3) sym_h) 2)))
 (let ((?x258 (div ?x242 2)))
 (let ((?x259 (+ 1 ?x258)))
 (let ((?x269 (idkernel4 sym_c 3 3)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x269)))
 (let ((?x291 (conv 2 2 0 0 0 0 1 1 1 ?x280 in_u1)))
 (let ((?x302 (relu ?x291)))
 (let ((?x309 (dim ?x302 2)))
 (= ?x309 ?x259))))))))))
(assert
 (let ((?x247 (div (+ (- 3) sym_w) 2)))
 (let ((?x262 (div ?x247 2)))
 (let ((?x263 (+ 1 ?x262)))
 (let ((?x269 (idkernel4 sym_c 3 3)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x269)))
 (let ((?x291 (conv 2 2 0 0 0 0 1 1 1 ?x280 in_u1)))
 (let ((?x302 (relu ?x291)))
 (let ((?x311 (dim ?x302 3)))
 (= ?x311 ?x263))))))))))
(assert
 (let ((?x269 (idkernel4 sym_c 3 3)))
(let ((?x280 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x269)))
(let ((?x291 (conv 2 2 0 0 0 0 1 1 1 ?x280 in_u1)))
(let ((?x302 (relu ?x291)))
(let ((?x199 (idkernel4 sym_c2 1 1)))
(let ((?x188 (idkernel4 sym_c2 3 3)))
(let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x221 (relu ?x210)))
(let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x221 ?x188)))
(let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x232 ?x199)))
(and (distinct ?x250 ?x302) true))))))))))))
(check-sat)
