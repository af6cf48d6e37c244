; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 46076
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x171 (dim ?x164 2)))
 (= 1 ?x171))))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x173 (dim ?x164 3)))
 (= 1 ?x173))))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x175) 4)))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x175 0) sym_n)))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x175 1) sym_c)))
(assert
 (let ((?x183 (+ (- 2) sym_h)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x183)))))
(assert
 (let ((?x186 (+ (- 2) sym_w)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (dim ?x175 3)))
 (= ?x185 ?x186)))))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x175)))
 (= (rank ?x188) 4))))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x175)))
 (= (dim ?x188 0) sym_n))))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x175)))
 (= (dim ?x188 1) sym_c))))
(assert
 (let ((?x183 (+ (- 2) sym_h)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x175)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x183))))))
(assert
 (let ((?x186 (+ (- 2) sym_w)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x175)))
 (let ((?x197 (dim ?x188 3)))
 (= ?x197 ?x186))))))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x175)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 ?x164)))
 (= (rank ?x199) 4))))))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x175)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 ?x164)))
 (= (dim ?x199 0) sym_n))))))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x175)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 ?x164)))
 (= (dim ?x199 1) sym_c))))))
(assert
 (let ((?x209 (div (+ (- 3) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x175)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 ?x164)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x210)))))))))
(assert
 (let ((?x214 (div (+ (- 3) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x175)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 ?x164)))
 (let ((?x212 (dim ?x199 3)))
 (= ?x212 ?x215)))))))))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x175)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 ?x164)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x164)))
 (= (rank ?x217) 4)))))))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x175)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 ?x164)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x164)))
 (= (dim ?x217 0) sym_n)))))))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x175)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 ?x164)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x164)))
 (= (dim ?x217 1) sym_c)))))))
(assert
 (let ((?x209 (div (+ (- 3) sym_h) 2)))
 (let ((?x225 (div ?x209 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x175)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 ?x164)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x164)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x226)))))))))))
(assert
 (let ((?x214 (div (+ (- 3) sym_w) 2)))
 (let ((?x229 (div ?x214 2)))
 (let ((?x230 (+ 1 ?x229)))
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x175)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 ?x164)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x164)))
 (let ((?x228 (dim ?x217 3)))
 (= ?x228 ?x230)))))))))))
(assert
 (let ((?x183 (+ (- 2) sym_h)))
 (>= ?x183 0)))
(assert
 (let ((?x186 (+ (- 2) sym_w)))
 (>= ?x186 0)))
(assert
 (let ((?x209 (div (+ (- 3) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (>= ?x210 0))))
(assert
 (let ((?x214 (div (+ (- 3) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (>= ?x215 0))))
(assert
 (let ((?x209 (div (+ (- 3) sym_h) 2)))
 (let ((?x225 (div ?x209 2)))
 (let ((?x226 (+ 1 ?x225)))
 (>= ?x226 0)))))
(assert
 (let ((?x214 (div (+ (- 3) sym_w) 2)))
 (let ((?x229 (div ?x214 2)))
 (let ((?x230 (+ 1 ?x229)))
 (>= ?x230 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x238 (idkernel4 sym_c 3 3)))
 (let ((?x245 (dim ?x238 2)))
 (= 3 ?x245))))
(assert
 (let ((?x238 (idkernel4 sym_c 3 3)))
 (let ((?x247 (dim ?x238 3)))
 (= 3 ?x247))))
(assert
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x249) 4)))
(assert
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x249 0) sym_n)))
(assert
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x249 1) sym_c)))
(assert
 (let ((?x209 (div (+ (- 3) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x210))))))
(assert
 (let ((?x214 (div (+ (- 3) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x215))))))
(assert
 (let ((?x238 (idkernel4 sym_c 3 3)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x238)))
 (= (rank ?x260) 4)))))
(assert
 (let ((?x238 (idkernel4 sym_c 3 3)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x238)))
 (= (dim ?x260 0) sym_n)))))
(assert
 (let ((?x238 (idkernel4 sym_c 3 3)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x238)))
 (= (dim ?x260 1) sym_c)))))
(assert
 (let ((?x209 (div (+ (- 3) sym_h) 2)))
 (let ((?x225 (div ?x209 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x238 (idkernel4 sym_c 3 3)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x238)))
 (let ((?x267 (dim ?x260 2)))
 (= ?x267 ?x226)))))))))
(assert
 (let ((?x214 (div (+ (- 3) sym_w) 2)))
 (let ((?x229 (div ?x214 2)))
 (let ((?x230 (+ 1 ?x229)))
 (let ((?x238 (idkernel4 sym_c 3 3)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x238)))
 (let ((?x269 (dim ?x260 3)))
 (= ?x269 ?x230)))))))))
(assert
 (let ((?x238 (idkernel4 sym_c 3 3)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x238)))
 (let ((?x271 (relu ?x260)))
 (= (rank ?x271) 4))))))
(assert
 (let ((?x238 (idkernel4 sym_c 3 3)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x238)))
 (let ((?x271 (relu ?x260)))
 (= (dim ?x271 0) sym_n))))))
(assert
 (let ((?x238 (idkernel4 sym_c 3 3)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x238)))
 (let ((?x271 (relu ?x260)))
 (= (dim ?x271 1) sym_c))))))
(assert
 (let ((?x209 (div (+ (- 3) sym_h) 2)))
 (let ((?x225 (div ?x209 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x238 (idkernel4 sym_c 3 3)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x238)))
 (let ((?x271 (relu ?x260)))
 (let ((?x278 (dim ?x271 2)))
 (= ?x278 ?x226))))))))))
(assert
 (let ((?x214 (div (+ (- 3) sym_w) 2)))
 (let ((?x229 (div ?x214 2)))
 (let ((?x230 (+ 1 ?x229)))
 (let ((?x238 (idkernel4 sym_c 3 3)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x238)))
 (let ((?x271 (relu ?x260)))
 (let ((?x280 (dim ?x271 3)))
 (= ?x280 ?x230))))))))))
(assert
 (let ((?x238 (idkernel4 sym_c 3 3)))
(let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x238)))
(let ((?x271 (relu ?x260)))
(let ((?x164 (idkernel4 sym_c 1 1)))
(let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x188 (relu ?x175)))
(let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 ?x164)))
(let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x164)))
(and (distinct ?x217 ?x271) true)))))))))))
(check-sat)
