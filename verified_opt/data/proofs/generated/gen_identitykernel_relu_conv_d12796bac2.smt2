; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_conv_idkernel
; z3 rlimit used: 77047
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
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
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
 (let (($x114 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x92 $x82 $x83 $x61 $x84 $x85 $x87 $x88)))
 (=> $x114 $x120))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x166 (dim ?x159 2)))
 (= 3 ?x166))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x168 (dim ?x159 3)))
 (= 3 ?x168))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x177 (dim ?x170 2)))
 (= 1 ?x177))))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x179 (dim ?x170 3)))
 (= 1 ?x179))))
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
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x181 (relu in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (= (rank ?x192) 4)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x181 (relu in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (= (dim ?x192 0) sym_n)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x181 (relu in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (= (dim ?x192 1) sym_c)))))
(assert
 (let ((?x202 (div (+ (- 3) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x181 (relu in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x203))))))))
(assert
 (let ((?x207 (div (+ (- 3) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x181 (relu in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (let ((?x205 (dim ?x192 3)))
 (= ?x205 ?x208))))))))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (relu in_i1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (= (rank ?x210) 4)))))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (relu in_i1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (= (dim ?x210 0) sym_n)))))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (relu in_i1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (= (dim ?x210 1) sym_c)))))
(assert
 (let ((?x219 (div (+ (- 1) sym_h) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (relu in_i1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x220))))))))
(assert
 (let ((?x224 (div (+ (- 1) sym_w) 2)))
 (let ((?x225 (+ 1 ?x224)))
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (relu in_i1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (let ((?x222 (dim ?x210 3)))
 (= ?x222 ?x225))))))))
(assert
 (let ((?x202 (div (+ (- 3) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (>= ?x203 0))))
(assert
 (let ((?x207 (div (+ (- 3) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (>= ?x208 0))))
(assert
 (let ((?x219 (div (+ (- 1) sym_h) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (>= ?x220 0))))
(assert
 (let ((?x224 (div (+ (- 1) sym_w) 2)))
 (let ((?x225 (+ 1 ?x224)))
 (>= ?x225 0))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (= (rank ?x231) 4))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (= (dim ?x231 0) sym_n))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (= (dim ?x231 1) sym_c))))
(assert
 (let ((?x219 (div (+ (- 1) sym_h) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x238 (dim ?x231 2)))
 (= ?x238 ?x220)))))))
(assert
 (let ((?x224 (div (+ (- 1) sym_w) 2)))
 (let ((?x225 (+ 1 ?x224)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x240 (dim ?x231 3)))
 (= ?x240 ?x225)))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x242 (relu ?x231)))
 (= (rank ?x242) 4)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x242 (relu ?x231)))
 (= (dim ?x242 0) sym_n)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x242 (relu ?x231)))
 (= (dim ?x242 1) sym_c)))))
(assert
 (let ((?x219 (div (+ (- 1) sym_h) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x242 (relu ?x231)))
 (let ((?x249 (dim ?x242 2)))
 (= ?x249 ?x220))))))))
(assert
 (let ((?x224 (div (+ (- 1) sym_w) 2)))
 (let ((?x225 (+ 1 ?x224)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x242 (relu ?x231)))
 (let ((?x251 (dim ?x242 3)))
 (= ?x251 ?x225))))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (rank ?x253) 4))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (dim ?x253 0) sym_n))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (dim ?x253 1) sym_c))))
(assert
 (let ((?x202 (div (+ (- 3) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x260 (dim ?x253 2)))
 (= ?x260 ?x203)))))))
(assert
 (let ((?x207 (div (+ (- 3) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x262 (dim ?x253 3)))
 (= ?x262 ?x208)))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x264 (relu ?x253)))
 (= (rank ?x264) 4)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x264 (relu ?x253)))
 (= (dim ?x264 0) sym_n)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x264 (relu ?x253)))
 (= (dim ?x264 1) sym_c)))))
(assert
 (let ((?x202 (div (+ (- 3) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x264 (relu ?x253)))
 (let ((?x271 (dim ?x264 2)))
 (= ?x271 ?x203))))))))
(assert
 (let ((?x207 (div (+ (- 3) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x264 (relu ?x253)))
 (let ((?x273 (dim ?x264 3)))
 (= ?x273 ?x208))))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
(let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
(let ((?x242 (relu ?x231)))
(let ((?x170 (idkernel4 sym_c 1 1)))
(let ((?x181 (relu in_i1)))
(let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
(let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x159)))
(let ((?x264 (relu ?x253)))
(let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
(or (and (distinct ?x192 ?x264) true) (and (distinct ?x210 ?x242) true))))))))))))
(check-sat)
