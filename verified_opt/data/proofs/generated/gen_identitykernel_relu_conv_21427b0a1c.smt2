; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_conv_idkernel
; z3 rlimit used: 76654
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
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x181 ?x159)))
 (= (rank ?x192) 4)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x181 (relu in_i1)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x181 ?x159)))
 (= (dim ?x192 0) sym_n)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x181 (relu in_i1)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x181 ?x159)))
 (= (dim ?x192 1) sym_c)))))
(assert
 (let ((?x200 (+ (- 2) sym_h)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x181 (relu in_i1)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x181 ?x159)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x200)))))))
(assert
 (let ((?x203 (+ (- 2) sym_w)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x181 (relu in_i1)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x181 ?x159)))
 (let ((?x202 (dim ?x192 3)))
 (= ?x202 ?x203)))))))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (relu in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (= (rank ?x205) 4)))))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (relu in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (= (dim ?x205 0) sym_n)))))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (relu in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (= (dim ?x205 1) sym_c)))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (relu in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x215))))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (relu in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (let ((?x217 (dim ?x205 3)))
 (= ?x217 ?x220))))))))
(assert
 (let ((?x200 (+ (- 2) sym_h)))
 (>= ?x200 0)))
(assert
 (let ((?x203 (+ (- 2) sym_w)))
 (>= ?x203 0)))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (>= ?x215 0))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (>= ?x220 0))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (rank ?x226) 4))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (dim ?x226 0) sym_n))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (dim ?x226 1) sym_c))))
(assert
 (let ((?x200 (+ (- 2) sym_h)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x233 (dim ?x226 2)))
 (= ?x233 ?x200))))))
(assert
 (let ((?x203 (+ (- 2) sym_w)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x235 (dim ?x226 3)))
 (= ?x235 ?x203))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x237 (relu ?x226)))
 (= (rank ?x237) 4)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x237 (relu ?x226)))
 (= (dim ?x237 0) sym_n)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x237 (relu ?x226)))
 (= (dim ?x237 1) sym_c)))))
(assert
 (let ((?x200 (+ (- 2) sym_h)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x237 (relu ?x226)))
 (let ((?x244 (dim ?x237 2)))
 (= ?x244 ?x200)))))))
(assert
 (let ((?x203 (+ (- 2) sym_w)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x237 (relu ?x226)))
 (let ((?x246 (dim ?x237 3)))
 (= ?x246 ?x203)))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (= (rank ?x248) 4))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (= (dim ?x248 0) sym_n))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (= (dim ?x248 1) sym_c))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x255 (dim ?x248 2)))
 (= ?x255 ?x215)))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x257 (dim ?x248 3)))
 (= ?x257 ?x220)))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x259 (relu ?x248)))
 (= (rank ?x259) 4)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x259 (relu ?x248)))
 (= (dim ?x259 0) sym_n)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x259 (relu ?x248)))
 (= (dim ?x259 1) sym_c)))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x259 (relu ?x248)))
 (let ((?x266 (dim ?x259 2)))
 (= ?x266 ?x215))))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x259 (relu ?x248)))
 (let ((?x268 (dim ?x259 3)))
 (= ?x268 ?x220))))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
(let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
(let ((?x259 (relu ?x248)))
(let ((?x170 (idkernel4 sym_c 1 1)))
(let ((?x181 (relu in_i1)))
(let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
(let ((?x226 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
(let ((?x237 (relu ?x226)))
(let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x181 ?x159)))
(or (and (distinct ?x192 ?x237) true) (and (distinct ?x205 ?x259) true))))))))))))
(check-sat)
