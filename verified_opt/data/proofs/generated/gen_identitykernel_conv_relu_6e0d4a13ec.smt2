; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 16075
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x88 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x89 (= ?x86 ?x88)))
 (let (($x84 (= (rank W) 4)))
 (let (($x81 (= (rank X) 4)))
 (let (($x78 (>= dw 1)))
 (let (($x76 (>= dh 1)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= g 1)))
 (let (($x85 (and (< 1 (* sh sw)) $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x76 $x78 $x81 $x84)))
 (=> $x85 $x89)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x111 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x109 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x112 (= ?x109 ?x111)))
 (let (($x106 (= (rank X) 4)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= kw 1)))
 (let (($x78 (>= kh 1)))
 (let (($x107 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x78 $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x106)))
 (=> $x107 $x112)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x143 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x141 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x144 (= ?x141 ?x143)))
 (let (($x138 (= (rank U) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= dw 1)))
 (let (($x117 (>= dh 1)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x139 (and $x21 $x68 $x69 $x117 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x28 $x138)))
 (=> $x139 $x144)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
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
 (let ((?x185 (dim in_u1 2)))
 (= 1 ?x185)))
(assert
 (let ((?x187 (dim in_u1 3)))
 (= 1 ?x187)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x196 (dim in_u2 2)))
 (= 1 ?x196)))
(assert
 (let ((?x198 (dim in_u2 3)))
 (= 1 ?x198)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x200 (idkernel4 sym_c2 1 1)))
 (let ((?x207 (dim ?x200 2)))
 (= 1 ?x207))))
(assert
 (let ((?x200 (idkernel4 sym_c2 1 1)))
 (let ((?x209 (dim ?x200 3)))
 (= 1 ?x209))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x211) 4)))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x211 0) sym_n)))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x211 1) sym_c2)))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x211 2) sym_h)))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x211 3) sym_w)))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x211)))
 (= (rank ?x222) 4))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x211)))
 (= (dim ?x222 0) sym_n))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x211)))
 (= (dim ?x222 1) sym_c2))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x211)))
 (= (dim ?x222 2) sym_h))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x211)))
 (= (dim ?x222 3) sym_w))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (= (rank ?x233) 4))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (= (dim ?x233 0) sym_n))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (= (dim ?x233 1) sym_c3))))
(assert
 (let ((?x242 (div (+ (- 1) sym_h) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x243)))))))
(assert
 (let ((?x247 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (+ 1 ?x247)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (let ((?x245 (dim ?x233 3)))
 (= ?x245 ?x248)))))))
(assert
 (let ((?x200 (idkernel4 sym_c2 1 1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x211)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x222 ?x200)))
 (= (rank ?x250) 4))))))
(assert
 (let ((?x200 (idkernel4 sym_c2 1 1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x211)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x222 ?x200)))
 (= (dim ?x250 0) sym_n))))))
(assert
 (let ((?x200 (idkernel4 sym_c2 1 1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x211)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x222 ?x200)))
 (= (dim ?x250 1) sym_c2))))))
(assert
 (let ((?x242 (div (+ (- 1) sym_h) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (let ((?x200 (idkernel4 sym_c2 1 1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x211)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x222 ?x200)))
 (let ((?x257 (dim ?x250 2)))
 (= ?x257 ?x243)))))))))
(assert
 (let ((?x247 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (+ 1 ?x247)))
 (let ((?x200 (idkernel4 sym_c2 1 1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x211)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x222 ?x200)))
 (let ((?x259 (dim ?x250 3)))
 (= ?x259 ?x248)))))))))
(assert
 (let ((?x242 (div (+ (- 1) sym_h) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (>= ?x243 0))))
(assert
 (let ((?x247 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (+ 1 ?x247)))
 (>= ?x248 0))))
(assert
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x263) 4)))
(assert
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x263 0) sym_n)))
(assert
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x263 1) sym_c2)))
(assert
 (let ((?x242 (div (+ (- 1) sym_h) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x270 (dim ?x263 2)))
 (= ?x270 ?x243))))))
(assert
 (let ((?x247 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (+ 1 ?x247)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x272 (dim ?x263 3)))
 (= ?x272 ?x248))))))
(assert
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x274 (relu ?x263)))
 (= (rank ?x274) 4))))
(assert
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x274 (relu ?x263)))
 (= (dim ?x274 0) sym_n))))
(assert
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x274 (relu ?x263)))
 (= (dim ?x274 1) sym_c2))))
(assert
 (let ((?x242 (div (+ (- 1) sym_h) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x274 (relu ?x263)))
 (let ((?x281 (dim ?x274 2)))
 (= ?x281 ?x243)))))))
(assert
 (let ((?x247 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (+ 1 ?x247)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x274 (relu ?x263)))
 (let ((?x283 (dim ?x274 3)))
 (= ?x283 ?x248)))))))
(assert
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x285 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u2)))
 (= (rank ?x285) 4))))
(assert
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x285 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u2)))
 (= (dim ?x285 0) sym_n))))
(assert
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x285 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u2)))
 (= (dim ?x285 1) sym_c3))))
(assert
 (let ((?x242 (div (+ (- 1) sym_h) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x285 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u2)))
 (let ((?x292 (dim ?x285 2)))
 (= ?x292 ?x243)))))))
(assert
 (let ((?x247 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (+ 1 ?x247)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x285 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u2)))
 (let ((?x294 (dim ?x285 3)))
 (= ?x294 ?x248)))))))
(assert
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x274 (relu ?x263)))
(let ((?x200 (idkernel4 sym_c2 1 1)))
(let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x222 (relu ?x211)))
(let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x222 ?x200)))
(let ((?x285 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u2)))
(let ((?x233 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
(or (and (distinct ?x233 ?x285) true) (and (distinct ?x250 ?x274) true)))))))))))
(check-sat)
