; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_mul
; z3 rlimit used: 141162
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
(declare-fun mul (T T) T)
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
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x141 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x138 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (let (($x142 (= ?x138 ?x141)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x136 (and $x68 $x69 (= (rank X) 4) (= (rank Y) 4))))
 (=> $x136 $x142))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
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
 (= (rank (mul in_i1 (relu in_i1))) 4))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 0) sym_n))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (relu in_i1)))
 (let ((?x192 (mul in_i1 ?x181)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 ?x192 ?x170)))
 (= (rank ?x203) 4))))))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (relu in_i1)))
 (let ((?x192 (mul in_i1 ?x181)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 ?x192 ?x170)))
 (= (dim ?x203 0) sym_n))))))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (relu in_i1)))
 (let ((?x192 (mul in_i1 ?x181)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 ?x192 ?x170)))
 (= (dim ?x203 1) sym_c))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (relu in_i1)))
 (let ((?x192 (mul in_i1 ?x181)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 ?x192 ?x170)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x213)))))))))
(assert
 (let ((?x217 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (relu in_i1)))
 (let ((?x192 (mul in_i1 ?x181)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 ?x192 ?x170)))
 (let ((?x215 (dim ?x203 3)))
 (= ?x215 ?x218)))))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (>= ?x213 0))))
(assert
 (let ((?x217 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (>= ?x218 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x222 (idkernel4 sym_c 3 3)))
 (let ((?x229 (dim ?x222 2)))
 (= 3 ?x229))))
(assert
 (let ((?x222 (idkernel4 sym_c 3 3)))
 (let ((?x231 (dim ?x222 3)))
 (= 3 ?x231))))
(assert
 (let ((?x222 (idkernel4 sym_c 3 3)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (= (rank ?x233) 4))))
(assert
 (let ((?x222 (idkernel4 sym_c 3 3)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (= (dim ?x233 0) sym_n))))
(assert
 (let ((?x222 (idkernel4 sym_c 3 3)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (= (dim ?x233 1) sym_c))))
(assert
 (let ((?x212 (div (+ (- 1) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x222 (idkernel4 sym_c 3 3)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x213)))))))
(assert
 (let ((?x217 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x222 (idkernel4 sym_c 3 3)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x242 (dim ?x233 3)))
 (= ?x242 ?x218)))))))
(assert
 (let ((?x222 (idkernel4 sym_c 3 3)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x244 (relu ?x233)))
 (= (rank ?x244) 4)))))
(assert
 (let ((?x222 (idkernel4 sym_c 3 3)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x244 (relu ?x233)))
 (= (dim ?x244 0) sym_n)))))
(assert
 (let ((?x222 (idkernel4 sym_c 3 3)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x244 (relu ?x233)))
 (= (dim ?x244 1) sym_c)))))
(assert
 (let ((?x212 (div (+ (- 1) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x222 (idkernel4 sym_c 3 3)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x244 (relu ?x233)))
 (let ((?x251 (dim ?x244 2)))
 (= ?x251 ?x213))))))))
(assert
 (let ((?x217 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x222 (idkernel4 sym_c 3 3)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x244 (relu ?x233)))
 (let ((?x253 (dim ?x244 3)))
 (= ?x253 ?x218))))))))
(assert
 (let ((?x222 (idkernel4 sym_c 3 3)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (mul ?x233 ?x244)))
 (= (rank ?x255) 4))))))
(assert
 (let ((?x222 (idkernel4 sym_c 3 3)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (mul ?x233 ?x244)))
 (= (dim ?x255 0) sym_n))))))
(assert
 (let ((?x222 (idkernel4 sym_c 3 3)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (mul ?x233 ?x244)))
 (= (dim ?x255 1) sym_c))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x222 (idkernel4 sym_c 3 3)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (mul ?x233 ?x244)))
 (let ((?x262 (dim ?x255 2)))
 (= ?x262 ?x213)))))))))
(assert
 (let ((?x217 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x222 (idkernel4 sym_c 3 3)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (mul ?x233 ?x244)))
 (let ((?x264 (dim ?x255 3)))
 (= ?x264 ?x218)))))))))
(assert
 (let ((?x222 (idkernel4 sym_c 3 3)))
(let ((?x233 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x222)))
(let ((?x244 (relu ?x233)))
(let ((?x255 (mul ?x233 ?x244)))
(let ((?x170 (idkernel4 sym_c 1 1)))
(let ((?x181 (relu in_i1)))
(let ((?x192 (mul in_i1 ?x181)))
(let ((?x203 (conv 2 2 0 0 0 0 1 1 1 ?x192 ?x170)))
(and (distinct ?x203 ?x255) true))))))))))
(check-sat)
