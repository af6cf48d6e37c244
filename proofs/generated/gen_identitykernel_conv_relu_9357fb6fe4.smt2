; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 50923
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x68 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x69 (= ?x65 ?x68)))
 (=> (and (< 1 (* sh sw))) $x69)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x86 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x84 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x87 (= ?x84 ?x86)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x87)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x121 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x119 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x122 (= ?x119 ?x121)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x122)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x160 (dim in_k1 2)))
 (= 3 ?x160)))
(assert
 (let ((?x162 (dim in_k1 3)))
 (= 3 ?x162)))
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x182 (dim ?x175 2)))
 (= 1 ?x182))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x184 (dim ?x175 3)))
 (= 1 ?x184))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x186) 4)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x186 0) sym_n)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x186 1) sym_c)))
(assert
 (let ((?x194 (+ (- 2) sym_h)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (dim ?x186 2)))
 (= ?x193 ?x194)))))
(assert
 (let ((?x197 (+ (- 2) sym_w)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x196 (dim ?x186 3)))
 (= ?x196 ?x197)))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x186)))
 (= (rank ?x199) 4))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x186)))
 (= (dim ?x199 0) sym_n))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x186)))
 (= (dim ?x199 1) sym_c))))
(assert
 (let ((?x194 (+ (- 2) sym_h)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x186)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x194))))))
(assert
 (let ((?x197 (+ (- 2) sym_w)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x186)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x197))))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_u1)))
 (= (rank ?x210) 4))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_u1)))
 (= (dim ?x210 0) sym_n))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_u1)))
 (= (dim ?x210 1) sym_c))))
(assert
 (let ((?x220 (div (+ (- 3) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_u1)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x221)))))))
(assert
 (let ((?x225 (div (+ (- 3) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_u1)))
 (let ((?x223 (dim ?x210 3)))
 (= ?x223 ?x226)))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x186)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x175)))
 (= (rank ?x228) 4))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x186)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x175)))
 (= (dim ?x228 0) sym_n))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x186)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x175)))
 (= (dim ?x228 1) sym_c))))))
(assert
 (let ((?x220 (div (+ (- 3) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x186)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x175)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x221)))))))))
(assert
 (let ((?x225 (div (+ (- 3) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x186)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x175)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x226)))))))))
(assert
 (let ((?x194 (+ (- 2) sym_h)))
 (>= ?x194 0)))
(assert
 (let ((?x197 (+ (- 2) sym_w)))
 (>= ?x197 0)))
(assert
 (let ((?x220 (div (+ (- 3) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (>= ?x221 0))))
(assert
 (let ((?x225 (div (+ (- 3) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (>= ?x226 0))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x243) 4)))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x243 0) sym_n)))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x243 1) sym_c)))
(assert
 (let ((?x220 (div (+ (- 3) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x250 (dim ?x243 2)))
 (= ?x250 ?x221))))))
(assert
 (let ((?x225 (div (+ (- 3) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x252 (dim ?x243 3)))
 (= ?x252 ?x226))))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x254 (relu ?x243)))
 (= (rank ?x254) 4))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x254 (relu ?x243)))
 (= (dim ?x254 0) sym_n))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x254 (relu ?x243)))
 (= (dim ?x254 1) sym_c))))
(assert
 (let ((?x220 (div (+ (- 3) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x261 (dim ?x254 2)))
 (= ?x261 ?x221)))))))
(assert
 (let ((?x225 (div (+ (- 3) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x263 (dim ?x254 3)))
 (= ?x263 ?x226)))))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x265 (conv 1 1 0 0 0 0 1 1 1 ?x243 in_u1)))
 (= (rank ?x265) 4))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x265 (conv 1 1 0 0 0 0 1 1 1 ?x243 in_u1)))
 (= (dim ?x265 0) sym_n))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x265 (conv 1 1 0 0 0 0 1 1 1 ?x243 in_u1)))
 (= (dim ?x265 1) sym_c))))
(assert
 (let ((?x220 (div (+ (- 3) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x265 (conv 1 1 0 0 0 0 1 1 1 ?x243 in_u1)))
 (let ((?x272 (dim ?x265 2)))
 (= ?x272 ?x221)))))))
(assert
 (let ((?x225 (div (+ (- 3) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x265 (conv 1 1 0 0 0 0 1 1 1 ?x243 in_u1)))
 (let ((?x274 (dim ?x265 3)))
 (= ?x274 ?x226)))))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x254 (relu ?x243)))
(let ((?x175 (idkernel4 sym_c 1 1)))
(let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x199 (relu ?x186)))
(let ((?x228 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x175)))
(let ((?x265 (conv 1 1 0 0 0 0 1 1 1 ?x243 in_u1)))
(let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_u1)))
(or (and (distinct ?x210 ?x265) true) (and (distinct ?x228 ?x254) true)))))))))))
(check-sat)
