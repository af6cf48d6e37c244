; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_conv_idkernel
; z3 rlimit used: 17993
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x71 (idkernel4 c k k)))
 (let ((?x75 (conv s s p p p p 1 1 1 (relu X) ?x71)))
 (let ((?x73 (relu (conv s s p p p p 1 1 1 X ?x71))))
 (let (($x76 (= ?x73 ?x75)))
 (let (($x21 (>= k 1)))
 (let (($x18 (>= p 0)))
 (let (($x64 (>= s 1)))
 (let (($x70 (and $x64 $x18 $x21 (= (dim X 1) c) (= (rank X) 4))))
 (=> $x70 $x76))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x107 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x105 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x108 (= ?x105 ?x107)))
 (let (($x103 (= (rank W) 4)))
 (let (($x100 (= (rank X) 4)))
 (let (($x97 (>= dw 1)))
 (let (($x95 (>= dh 1)))
 (let (($x93 (>= pr 0)))
 (let (($x92 (>= pb 0)))
 (let (($x90 (>= pl 0)))
 (let (($x89 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x88 (>= sh 1)))
 (let (($x87 (>= g 1)))
 (let (($x104 (and (< 1 (* sh sw)) $x87 $x88 $x64 $x89 $x90 $x92 $x93 $x95 $x97 $x100 $x103)))
 (=> $x104 $x108)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x130 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x128 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x131 (= ?x128 ?x130)))
 (let (($x125 (= (rank X) 4)))
 (let (($x93 (>= pr 0)))
 (let (($x92 (>= pb 0)))
 (let (($x90 (>= pl 0)))
 (let (($x89 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x88 (>= sh 1)))
 (let (($x87 (>= kw 1)))
 (let (($x97 (>= kh 1)))
 (let (($x126 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x97 $x87 $x88 $x64 $x89 $x90 $x92 $x93 $x125)))
 (=> $x126 $x131)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x176 (dim ?x169 2)))
 (= 3 ?x176))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x178 (dim ?x169 3)))
 (= 3 ?x178))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x187 (dim ?x180 2)))
 (= 1 ?x187))))
(assert
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x189 (dim ?x180 3)))
 (= 1 ?x189))))
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
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x191 (relu in_i1)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x191 ?x169)))
 (= (rank ?x202) 4)))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x191 (relu in_i1)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x191 ?x169)))
 (= (dim ?x202 0) sym_n)))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x191 (relu in_i1)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x191 ?x169)))
 (= (dim ?x202 1) sym_c)))))
(assert
 (let ((?x212 (div (+ (- 3) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x191 (relu in_i1)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x191 ?x169)))
 (let ((?x209 (dim ?x202 2)))
 (= ?x209 ?x213))))))))
(assert
 (let ((?x217 (div (+ (- 3) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x191 (relu in_i1)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x191 ?x169)))
 (let ((?x215 (dim ?x202 3)))
 (= ?x215 ?x218))))))))
(assert
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (relu in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x191 ?x180)))
 (= (rank ?x220) 4)))))
(assert
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (relu in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x191 ?x180)))
 (= (dim ?x220 0) sym_n)))))
(assert
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (relu in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x191 ?x180)))
 (= (dim ?x220 1) sym_c)))))
(assert
 (let ((?x229 (div (+ (- 1) sym_h) 2)))
 (let ((?x230 (+ 1 ?x229)))
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (relu in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x191 ?x180)))
 (let ((?x227 (dim ?x220 2)))
 (= ?x227 ?x230))))))))
(assert
 (let ((?x234 (div (+ (- 1) sym_w) 2)))
 (let ((?x235 (+ 1 ?x234)))
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (relu in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x191 ?x180)))
 (let ((?x232 (dim ?x220 3)))
 (= ?x232 ?x235))))))))
(assert
 (let ((?x212 (div (+ (- 3) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (>= ?x213 0))))
(assert
 (let ((?x217 (div (+ (- 3) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (>= ?x218 0))))
(assert
 (let ((?x229 (div (+ (- 1) sym_h) 2)))
 (let ((?x230 (+ 1 ?x229)))
 (>= ?x230 0))))
(assert
 (let ((?x234 (div (+ (- 1) sym_w) 2)))
 (let ((?x235 (+ 1 ?x234)))
 (>= ?x235 0))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x169)))
 (= (rank ?x241) 4))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x169)))
 (= (dim ?x241 0) sym_n))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x169)))
 (= (dim ?x241 1) sym_c))))
(assert
 (let ((?x229 (div (+ (- 1) sym_h) 2)))
 (let ((?x230 (+ 1 ?x229)))
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x169)))
 (let ((?x248 (dim ?x241 2)))
 (= ?x248 ?x230)))))))
(assert
 (let ((?x234 (div (+ (- 1) sym_w) 2)))
 (let ((?x235 (+ 1 ?x234)))
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x169)))
 (let ((?x250 (dim ?x241 3)))
 (= ?x250 ?x235)))))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x169)))
 (let ((?x252 (relu ?x241)))
 (= (rank ?x252) 4)))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x169)))
 (let ((?x252 (relu ?x241)))
 (= (dim ?x252 0) sym_n)))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x169)))
 (let ((?x252 (relu ?x241)))
 (= (dim ?x252 1) sym_c)))))
(assert
 (let ((?x229 (div (+ (- 1) sym_h) 2)))
 (let ((?x230 (+ 1 ?x229)))
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x169)))
 (let ((?x252 (relu ?x241)))
 (let ((?x259 (dim ?x252 2)))
 (= ?x259 ?x230))))))))
(assert
 (let ((?x234 (div (+ (- 1) sym_w) 2)))
 (let ((?x235 (+ 1 ?x234)))
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x169)))
 (let ((?x252 (relu ?x241)))
 (let ((?x261 (dim ?x252 3)))
 (= ?x261 ?x235))))))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (= (rank ?x263) 4))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (= (dim ?x263 0) sym_n))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (= (dim ?x263 1) sym_c))))
(assert
 (let ((?x212 (div (+ (- 3) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (let ((?x270 (dim ?x263 2)))
 (= ?x270 ?x213)))))))
(assert
 (let ((?x217 (div (+ (- 3) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (let ((?x272 (dim ?x263 3)))
 (= ?x272 ?x218)))))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (let ((?x274 (relu ?x263)))
 (= (rank ?x274) 4)))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (let ((?x274 (relu ?x263)))
 (= (dim ?x274 0) sym_n)))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (let ((?x274 (relu ?x263)))
 (= (dim ?x274 1) sym_c)))))
(assert
 (let ((?x212 (div (+ (- 3) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (let ((?x274 (relu ?x263)))
 (let ((?x281 (dim ?x274 2)))
 (= ?x281 ?x213))))))))
(assert
 (let ((?x217 (div (+ (- 3) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (let ((?x274 (relu ?x263)))
 (let ((?x283 (dim ?x274 3)))
 (= ?x283 ?x218))))))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
(let ((?x241 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x169)))
(let ((?x252 (relu ?x241)))
(let ((?x180 (idkernel4 sym_c 1 1)))
(let ((?x191 (relu in_i1)))
(let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x191 ?x180)))
(let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
(let ((?x274 (relu ?x263)))
(let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x191 ?x169)))
(or (and (distinct ?x202 ?x274) true) (and (distinct ?x220 ?x252) true))))))))))))
(check-sat)
