; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1, subsample_mul
; z3 rlimit used: 50740
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun mul (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
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
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x92 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x111 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (= ?x111 ?x92))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x132 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x130 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x133 (= ?x130 ?x132)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x133)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x186) 4)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 0) sym_n)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 1) sym_c)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 2) sym_h)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 3) sym_w)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (= (rank ?x197) 4))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (= (dim ?x197 0) sym_n))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (= (dim ?x197 1) sym_c))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (= (dim ?x197 2) sym_h))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (= (dim ?x197 3) sym_w))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (mul in_i1 ?x197)))
 (= (rank ?x208) 4)))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (mul in_i1 ?x197)))
 (= (dim ?x208 0) sym_n)))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (mul in_i1 ?x197)))
 (= (dim ?x208 1) sym_c)))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (mul in_i1 ?x197)))
 (= (dim ?x208 2) sym_h)))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (mul in_i1 ?x197)))
 (= (dim ?x208 3) sym_w)))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (mul in_i1 ?x197)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 ?x208 ?x175)))
 (= (rank ?x219) 4)))))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (mul in_i1 ?x197)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 ?x208 ?x175)))
 (= (dim ?x219 0) sym_n)))))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (mul in_i1 ?x197)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 ?x208 ?x175)))
 (= (dim ?x219 1) sym_c)))))))
(assert
 (let ((?x228 (div (+ (- 1) sym_h) 2)))
 (let ((?x229 (+ 1 ?x228)))
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (mul in_i1 ?x197)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 ?x208 ?x175)))
 (let ((?x226 (dim ?x219 2)))
 (= ?x226 ?x229))))))))))
(assert
 (let ((?x233 (div (+ (- 1) sym_w) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (mul in_i1 ?x197)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 ?x208 ?x175)))
 (let ((?x231 (dim ?x219 3)))
 (= ?x231 ?x234))))))))))
(assert
 (let ((?x228 (div (+ (- 1) sym_h) 2)))
 (let ((?x229 (+ 1 ?x228)))
 (>= ?x229 0))))
(assert
 (let ((?x233 (div (+ (- 1) sym_w) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (>= ?x234 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x245 (dim ?x238 2)))
 (= 1 ?x245))))
(assert
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x247 (dim ?x238 3)))
 (= 1 ?x247))))
(assert
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (= (rank ?x249) 4))))
(assert
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (= (dim ?x249 0) sym_n))))
(assert
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (= (dim ?x249 1) sym_c))))
(assert
 (let ((?x228 (div (+ (- 1) sym_h) 2)))
 (let ((?x229 (+ 1 ?x228)))
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x229)))))))
(assert
 (let ((?x233 (div (+ (- 1) sym_w) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x234)))))))
(assert
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (= (rank ?x260) 4)))))
(assert
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (= (dim ?x260 0) sym_n)))))
(assert
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (= (dim ?x260 1) sym_c)))))
(assert
 (let ((?x228 (div (+ (- 1) sym_h) 2)))
 (let ((?x229 (+ 1 ?x228)))
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x267 (dim ?x260 2)))
 (= ?x267 ?x229))))))))
(assert
 (let ((?x233 (div (+ (- 1) sym_w) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x269 (dim ?x260 3)))
 (= ?x269 ?x234))))))))
(assert
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x271 (relu ?x260)))
 (= (rank ?x271) 4))))))
(assert
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x271 (relu ?x260)))
 (= (dim ?x271 0) sym_n))))))
(assert
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x271 (relu ?x260)))
 (= (dim ?x271 1) sym_c))))))
(assert
 (let ((?x228 (div (+ (- 1) sym_h) 2)))
 (let ((?x229 (+ 1 ?x228)))
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x271 (relu ?x260)))
 (let ((?x278 (dim ?x271 2)))
 (= ?x278 ?x229)))))))))
(assert
 (let ((?x233 (div (+ (- 1) sym_w) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x271 (relu ?x260)))
 (let ((?x280 (dim ?x271 3)))
 (= ?x280 ?x234)))))))))
(assert
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x271 (relu ?x260)))
 (let ((?x282 (mul ?x249 ?x271)))
 (= (rank ?x282) 4)))))))
(assert
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x271 (relu ?x260)))
 (let ((?x282 (mul ?x249 ?x271)))
 (= (dim ?x282 0) sym_n)))))))
(assert
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x271 (relu ?x260)))
 (let ((?x282 (mul ?x249 ?x271)))
 (= (dim ?x282 1) sym_c)))))))
(assert
 (let ((?x228 (div (+ (- 1) sym_h) 2)))
 (let ((?x229 (+ 1 ?x228)))
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x271 (relu ?x260)))
 (let ((?x282 (mul ?x249 ?x271)))
 (let ((?x289 (dim ?x282 2)))
 (= ?x289 ?x229))))))))))
(assert
 (let ((?x233 (div (+ (- 1) sym_w) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x238 (idkernel4 sym_c 1 1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x271 (relu ?x260)))
 (let ((?x282 (mul ?x249 ?x271)))
 (let ((?x291 (dim ?x282 3)))
 (= ?x291 ?x234))))))))))
(assert
 (let ((?x238 (idkernel4 sym_c 1 1)))
(let ((?x249 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x238)))
(let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
(let ((?x271 (relu ?x260)))
(let ((?x282 (mul ?x249 ?x271)))
(let ((?x175 (idkernel4 sym_c 3 3)))
(let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x197 (relu ?x186)))
(let ((?x208 (mul in_i1 ?x197)))
(let ((?x219 (conv 2 2 1 1 1 1 1 1 1 ?x208 ?x175)))
(and (distinct ?x219 ?x282) true))))))))))))
(check-sat)
