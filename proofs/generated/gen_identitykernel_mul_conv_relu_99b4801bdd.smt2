; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 51865
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x66 (smul ?x65 S)))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x64 ?x66)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x76 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x77 (= ?x65 ?x76)))
 (=> (and (< 1 (* sh sw))) $x77)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x94 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x92 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x95 (= ?x92 ?x94)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x95)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x129 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x127 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x130 (= ?x127 ?x129)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x130)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x171 (dim in_u1 2)))
 (= 1 ?x171)))
(assert
 (let ((?x173 (dim in_u1 3)))
 (= 1 ?x173)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x182 (dim ?x175 2)))
 (= 3 ?x182))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x184 (dim ?x175 3)))
 (= 3 ?x184))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (smul ?x175 in_s1)))
 (let ((?x193 (dim ?x186 2)))
 (= 3 ?x193)))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (smul ?x175 in_s1)))
 (let ((?x195 (dim ?x186 3)))
 (= 3 ?x195)))))
(assert
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x197) 4)))
(assert
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x197 0) sym_n)))
(assert
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x197 1) sym_c)))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x207))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (dim ?x197 3)))
 (= ?x209 ?x212))))))
(assert
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x197)))
 (= (rank ?x214) 4))))
(assert
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x197)))
 (= (dim ?x214 0) sym_n))))
(assert
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x197)))
 (= (dim ?x214 1) sym_c))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x197)))
 (let ((?x221 (dim ?x214 2)))
 (= ?x221 ?x207)))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x197)))
 (let ((?x223 (dim ?x214 3)))
 (= ?x223 ?x212)))))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (smul ?x175 in_s1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x197)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x186)))
 (= (rank ?x225) 4)))))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (smul ?x175 in_s1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x197)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x186)))
 (= (dim ?x225 0) sym_n)))))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (smul ?x175 in_s1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x197)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x186)))
 (= (dim ?x225 1) sym_c)))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (div ?x206 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (smul ?x175 in_s1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x197)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x186)))
 (let ((?x232 (dim ?x225 2)))
 (= ?x232 ?x234)))))))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x237 (div ?x211 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (smul ?x175 in_s1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x197)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x186)))
 (let ((?x236 (dim ?x225 3)))
 (= ?x236 ?x238)))))))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (>= ?x207 0))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (>= ?x212 0))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (div ?x206 2)))
 (let ((?x234 (+ 1 ?x233)))
 (>= ?x234 0)))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x237 (div ?x211 2)))
 (let ((?x238 (+ 1 ?x237)))
 (>= ?x238 0)))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x251 (dim ?x244 2)))
 (= 1 ?x251))))
(assert
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x253 (dim ?x244 3)))
 (= 1 ?x253))))
(assert
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (= (rank ?x255) 4))))
(assert
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (= (dim ?x255 0) sym_n))))
(assert
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (= (dim ?x255 1) sym_c))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (let ((?x262 (dim ?x255 2)))
 (= ?x262 ?x207)))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (let ((?x264 (dim ?x255 3)))
 (= ?x264 ?x212)))))))
(assert
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (= (rank ?x266) 4)))))
(assert
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (= (dim ?x266 0) sym_n)))))
(assert
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (= (dim ?x266 1) sym_c)))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (div ?x206 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x273 (dim ?x266 2)))
 (= ?x273 ?x234)))))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x237 (div ?x211 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x275 (dim ?x266 3)))
 (= ?x275 ?x238)))))))))
(assert
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x277 (relu ?x266)))
 (= (rank ?x277) 4))))))
(assert
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x277 (relu ?x266)))
 (= (dim ?x277 0) sym_n))))))
(assert
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x277 (relu ?x266)))
 (= (dim ?x277 1) sym_c))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (div ?x206 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x277 (relu ?x266)))
 (let ((?x284 (dim ?x277 2)))
 (= ?x284 ?x234))))))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x237 (div ?x211 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x277 (relu ?x266)))
 (let ((?x286 (dim ?x277 3)))
 (= ?x286 ?x238))))))))))
(assert
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x277 (relu ?x266)))
 (let ((?x288 (smul ?x277 in_s1)))
 (= (rank ?x288) 4)))))))
(assert
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x277 (relu ?x266)))
 (let ((?x288 (smul ?x277 in_s1)))
 (= (dim ?x288 0) sym_n)))))))
(assert
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x277 (relu ?x266)))
 (let ((?x288 (smul ?x277 in_s1)))
 (= (dim ?x288 1) sym_c)))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (div ?x206 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x277 (relu ?x266)))
 (let ((?x288 (smul ?x277 in_s1)))
 (let ((?x295 (dim ?x288 2)))
 (= ?x295 ?x234)))))))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x237 (div ?x211 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x244 (idkernel4 sym_c 1 1)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x277 (relu ?x266)))
 (let ((?x288 (smul ?x277 in_s1)))
 (let ((?x297 (dim ?x288 3)))
 (= ?x297 ?x238)))))))))))
(assert
 (let ((?x244 (idkernel4 sym_c 1 1)))
(let ((?x255 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x244)))
(let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
(let ((?x277 (relu ?x266)))
(let ((?x288 (smul ?x277 in_s1)))
(let ((?x175 (idkernel4 sym_c 3 3)))
(let ((?x186 (smul ?x175 in_s1)))
(let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x214 (relu ?x197)))
(let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x186)))
(and (distinct ?x225 ?x288) true))))))))))))
(check-sat)
