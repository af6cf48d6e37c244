; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel3_after_conv, conv_strided_subsample, maxpool_relu, relu_conv_idkernel
; z3 rlimit used: 51883
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
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x56 (+ q p)))
 (let ((?x67 (- ?x56 1)))
 (let ((?x66 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x69 (= ?x66 (conv s s ?x67 ?x67 ?x67 ?x67 1 1 1 X W))))
 (=> (and (<= 1 ?x56) (= (dim W 0) m)) $x69))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x85 (idkernel4 c k k)))
 (let ((?x89 (conv s s p p p p 1 1 1 (relu X) ?x85)))
 (let ((?x87 (relu (conv s s p p p p 1 1 1 X ?x85))))
 (let (($x90 (= ?x87 ?x89)))
 (=> (and (= (dim X 1) c)) $x90))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x109 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x107 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x110 (= ?x107 ?x109)))
 (=> (and (< 1 (* sh sw))) $x110)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x127 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x125 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x128 (= ?x125 ?x127)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x128)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x178 (dim in_k1 2)))
 (= 3 ?x178)))
(assert
 (let ((?x180 (dim in_k1 3)))
 (= 3 ?x180)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x189 (dim ?x182 2)))
 (= 1 ?x189))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x191 (dim ?x182 3)))
 (= 1 ?x191))))
(assert
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x193) 4)))
(assert
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x193 0) sym_n)))
(assert
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x193 1) sym_c)))
(assert
 (let ((?x201 (+ (- 2) sym_h)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x201)))))
(assert
 (let ((?x204 (+ (- 2) sym_w)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x203 (dim ?x193 3)))
 (= ?x203 ?x204)))))
(assert
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x193)))
 (= (rank ?x206) 4))))
(assert
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x193)))
 (= (dim ?x206 0) sym_n))))
(assert
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x193)))
 (= (dim ?x206 1) sym_c))))
(assert
 (let ((?x201 (+ (- 2) sym_h)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x193)))
 (let ((?x213 (dim ?x206 2)))
 (= ?x213 ?x201))))))
(assert
 (let ((?x204 (+ (- 2) sym_w)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x193)))
 (let ((?x215 (dim ?x206 3)))
 (= ?x215 ?x204))))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x193)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 ?x182)))
 (= (rank ?x217) 4))))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x193)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 ?x182)))
 (= (dim ?x217 0) sym_n))))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x193)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 ?x182)))
 (= (dim ?x217 1) sym_c))))))
(assert
 (let ((?x227 (div (+ (- 3) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x193)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 ?x182)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x228)))))))))
(assert
 (let ((?x232 (div (+ (- 3) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x193)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 ?x182)))
 (let ((?x230 (dim ?x217 3)))
 (= ?x230 ?x233)))))))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x193)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 ?x182)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 ?x217 ?x182)))
 (= (rank ?x235) 4)))))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x193)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 ?x182)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 ?x217 ?x182)))
 (= (dim ?x235 0) sym_n)))))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x193)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 ?x182)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 ?x217 ?x182)))
 (= (dim ?x235 1) sym_c)))))))
(assert
 (let ((?x227 (div (+ (- 3) sym_h) 2)))
 (let ((?x243 (div ?x227 2)))
 (let ((?x244 (+ 1 ?x243)))
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x193)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 ?x182)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 ?x217 ?x182)))
 (let ((?x242 (dim ?x235 2)))
 (= ?x242 ?x244)))))))))))
(assert
 (let ((?x232 (div (+ (- 3) sym_w) 2)))
 (let ((?x247 (div ?x232 2)))
 (let ((?x248 (+ 1 ?x247)))
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x193)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 ?x182)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 ?x217 ?x182)))
 (let ((?x246 (dim ?x235 3)))
 (= ?x246 ?x248)))))))))))
(assert
 (let ((?x201 (+ (- 2) sym_h)))
 (>= ?x201 0)))
(assert
 (let ((?x204 (+ (- 2) sym_w)))
 (>= ?x204 0)))
(assert
 (let ((?x227 (div (+ (- 3) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (>= ?x228 0))))
(assert
 (let ((?x232 (div (+ (- 3) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (>= ?x233 0))))
(assert
 (let ((?x227 (div (+ (- 3) sym_h) 2)))
 (let ((?x243 (div ?x227 2)))
 (let ((?x244 (+ 1 ?x243)))
 (>= ?x244 0)))))
(assert
 (let ((?x232 (div (+ (- 3) sym_w) 2)))
 (let ((?x247 (div ?x232 2)))
 (let ((?x248 (+ 1 ?x247)))
 (>= ?x248 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x256 (idkernel4 sym_c 3 3)))
 (let ((?x263 (dim ?x256 2)))
 (= 3 ?x263))))
(assert
 (let ((?x256 (idkernel4 sym_c 3 3)))
 (let ((?x265 (dim ?x256 3)))
 (= 3 ?x265))))
(assert
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x267) 4)))
(assert
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x267 0) sym_n)))
(assert
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x267 1) sym_c)))
(assert
 (let ((?x227 (div (+ (- 3) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x274 (dim ?x267 2)))
 (= ?x274 ?x228))))))
(assert
 (let ((?x232 (div (+ (- 3) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x276 (dim ?x267 3)))
 (= ?x276 ?x233))))))
(assert
 (let ((?x256 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 ?x267 ?x256)))
 (= (rank ?x278) 4)))))
(assert
 (let ((?x256 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 ?x267 ?x256)))
 (= (dim ?x278 0) sym_n)))))
(assert
 (let ((?x256 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 ?x267 ?x256)))
 (= (dim ?x278 1) sym_c)))))
(assert
 (let ((?x227 (div (+ (- 3) sym_h) 2)))
 (let ((?x243 (div ?x227 2)))
 (let ((?x244 (+ 1 ?x243)))
 (let ((?x256 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 ?x267 ?x256)))
 (let ((?x285 (dim ?x278 2)))
 (= ?x285 ?x244)))))))))
(assert
 (let ((?x232 (div (+ (- 3) sym_w) 2)))
 (let ((?x247 (div ?x232 2)))
 (let ((?x248 (+ 1 ?x247)))
 (let ((?x256 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 ?x267 ?x256)))
 (let ((?x287 (dim ?x278 3)))
 (= ?x287 ?x248)))))))))
(assert
 (let ((?x256 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 ?x267 ?x256)))
 (let ((?x289 (relu ?x278)))
 (= (rank ?x289) 4))))))
(assert
 (let ((?x256 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 ?x267 ?x256)))
 (let ((?x289 (relu ?x278)))
 (= (dim ?x289 0) sym_n))))))
(assert
 (let ((?x256 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 ?x267 ?x256)))
 (let ((?x289 (relu ?x278)))
 (= (dim ?x289 1) sym_c))))))
(assert
 (let ((?x227 (div (+ (- 3) sym_h) 2)))
 (let ((?x243 (div ?x227 2)))
 (let ((?x244 (+ 1 ?x243)))
 (let ((?x256 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 ?x267 ?x256)))
 (let ((?x289 (relu ?x278)))
 (let ((?x296 (dim ?x289 2)))
 (= ?x296 ?x244))))))))))
(assert
 (let ((?x232 (div (+ (- 3) sym_w) 2)))
 (let ((?x247 (div ?x232 2)))
 (let ((?x248 (+ 1 ?x247)))
 (let ((?x256 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 ?x267 ?x256)))
 (let ((?x289 (relu ?x278)))
 (let ((?x298 (dim ?x289 3)))
 (= ?x298 ?x248))))))))))
(assert
 (let ((?x256 (idkernel4 sym_c 3 3)))
(let ((?x267 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x278 (conv 2 2 1 1 1 1 1 1 1 ?x267 ?x256)))
(let ((?x289 (relu ?x278)))
(let ((?x182 (idkernel4 sym_c 1 1)))
(let ((?x193 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x206 (relu ?x193)))
(let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 ?x182)))
(let ((?x235 (conv 2 2 0 0 0 0 1 1 1 ?x217 ?x182)))
(and (distinct ?x235 ?x289) true)))))))))))
(check-sat)
