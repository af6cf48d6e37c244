; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 76921
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x75 (>= dw 1)))
 (let (($x73 (>= dh 1)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= g 1)))
 (let (($x76 (and (< 1 (* sh sw)) $x64 $x65 $x66 $x67 $x68 $x70 $x71 $x73 $x75)))
 (=> $x76 $x82)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x102 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x100 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x103 (= ?x100 ?x102)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x97 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x97 $x103))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x132 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x130 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x133 (= ?x130 ?x132)))
 (let (($x20 (>= dw 1)))
 (let (($x108 (>= dh 1)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x128 (and $x21 $x65 $x66 $x108 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x128 $x133)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_u1)))
 (= (rank ?x208) 4))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_u1)))
 (= (dim ?x208 0) sym_n))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_u1)))
 (= (dim ?x208 1) sym_c))))
(assert
 (let ((?x217 (div (+ (- 1) sym_h) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_u1)))
 (let ((?x215 (dim ?x208 2)))
 (= ?x215 ?x218)))))))
(assert
 (let ((?x222 (div (+ (- 1) sym_w) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_u1)))
 (let ((?x220 (dim ?x208 3)))
 (= ?x220 ?x223)))))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x197 ?x175)))
 (= (rank ?x225) 4))))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x197 ?x175)))
 (= (dim ?x225 0) sym_n))))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x197 ?x175)))
 (= (dim ?x225 1) sym_c))))))
(assert
 (let ((?x217 (div (+ (- 1) sym_h) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x197 ?x175)))
 (let ((?x232 (dim ?x225 2)))
 (= ?x232 ?x218)))))))))
(assert
 (let ((?x222 (div (+ (- 1) sym_w) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x197 ?x175)))
 (let ((?x234 (dim ?x225 3)))
 (= ?x234 ?x223)))))))))
(assert
 (let ((?x217 (div (+ (- 1) sym_h) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (>= ?x218 0))))
(assert
 (let ((?x222 (div (+ (- 1) sym_w) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (>= ?x223 0))))
(assert
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x238) 4)))
(assert
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x238 0) sym_n)))
(assert
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x238 1) sym_c)))
(assert
 (let ((?x217 (div (+ (- 1) sym_h) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x218))))))
(assert
 (let ((?x222 (div (+ (- 1) sym_w) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x223))))))
(assert
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (relu ?x238)))
 (= (rank ?x249) 4))))
(assert
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (relu ?x238)))
 (= (dim ?x249 0) sym_n))))
(assert
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (relu ?x238)))
 (= (dim ?x249 1) sym_c))))
(assert
 (let ((?x217 (div (+ (- 1) sym_h) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (relu ?x238)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x218)))))))
(assert
 (let ((?x222 (div (+ (- 1) sym_w) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (relu ?x238)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x223)))))))
(assert
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x238 in_u1)))
 (= (rank ?x260) 4))))
(assert
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x238 in_u1)))
 (= (dim ?x260 0) sym_n))))
(assert
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x238 in_u1)))
 (= (dim ?x260 1) sym_c))))
(assert
 (let ((?x217 (div (+ (- 1) sym_h) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x238 in_u1)))
 (let ((?x267 (dim ?x260 2)))
 (= ?x267 ?x218)))))))
(assert
 (let ((?x222 (div (+ (- 1) sym_w) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x238 in_u1)))
 (let ((?x269 (dim ?x260 3)))
 (= ?x269 ?x223)))))))
(assert
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x249 (relu ?x238)))
(let ((?x175 (idkernel4 sym_c 3 3)))
(let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x197 (relu ?x186)))
(let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x197 ?x175)))
(let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x238 in_u1)))
(let ((?x208 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_u1)))
(or (and (distinct ?x208 ?x260) true) (and (distinct ?x225 ?x249) true)))))))))))
(check-sat)
