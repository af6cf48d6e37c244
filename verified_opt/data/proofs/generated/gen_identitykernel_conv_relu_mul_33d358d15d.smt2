; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_square, subsample_mul
; z3 rlimit used: 69028
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x8 (mul X ?x6)))
 (let ((?x7 (mul ?x6 ?x6)))
 (= ?x7 ?x8)))) :pattern ( (mul (relu X) (relu X)) ) :pattern ( (mul X (relu X)) ) :qid relu_square))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x53 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x54 (= ?x53 X)))
 (let (($x50 (= (dim X 1) c)))
 (let (($x46 (>= kw 1)))
 (let (($x45 (>= kh 1)))
 (let (($x44 (>= pw 0)))
 (let (($x43 (>= ph 0)))
 (let (($x51 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x43 $x44 $x45 $x46 $x50)))
 (=> $x51 $x54))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x87 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x90 (= ?x87 ?x89)))
 (let (($x83 (>= dw 1)))
 (let (($x81 (>= dh 1)))
 (let (($x79 (>= pr 0)))
 (let (($x78 (>= pb 0)))
 (let (($x76 (>= pl 0)))
 (let (($x75 (>= pt 0)))
 (let (($x74 (>= sw 1)))
 (let (($x73 (>= sh 1)))
 (let (($x72 (>= g 1)))
 (let (($x84 (and (< 1 (* sh sw)) $x72 $x73 $x74 $x75 $x76 $x78 $x79 $x81 $x83)))
 (=> $x84 $x90)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x110 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x108 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x111 (= ?x108 ?x110)))
 (let (($x79 (>= pr 0)))
 (let (($x78 (>= pb 0)))
 (let (($x76 (>= pl 0)))
 (let (($x75 (>= pt 0)))
 (let (($x74 (>= sw 1)))
 (let (($x73 (>= sh 1)))
 (let (($x72 (>= kw 1)))
 (let (($x83 (>= kh 1)))
 (let (($x105 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x83 $x72 $x73 $x74 $x75 $x76 $x78 $x79)))
 (=> $x105 $x111))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x117 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x134 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (let (($x143 (= ?x134 ?x117)))
 (let (($x74 (>= sw 1)))
 (let (($x73 (>= sh 1)))
 (let (($x128 (and $x73 $x74)))
 (=> $x128 $x143))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x179 (dim in_k1 2)))
 (= 3 ?x179)))
(assert
 (let ((?x181 (dim in_k1 3)))
 (= 3 ?x181)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x190 (dim ?x183 2)))
 (= 3 ?x190))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x192 (dim ?x183 3)))
 (= 3 ?x192))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x194) 4)))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x194 0) sym_n)))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x194 1) sym_c)))
(assert
 (let ((?x202 (+ (- 2) sym_h)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x201 (dim ?x194 2)))
 (= ?x201 ?x202)))))
(assert
 (let ((?x205 (+ (- 2) sym_w)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (dim ?x194 3)))
 (= ?x204 ?x205)))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x194)))
 (= (rank ?x207) 4))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x194)))
 (= (dim ?x207 0) sym_n))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x194)))
 (= (dim ?x207 1) sym_c))))
(assert
 (let ((?x202 (+ (- 2) sym_h)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x194)))
 (let ((?x214 (dim ?x207 2)))
 (= ?x214 ?x202))))))
(assert
 (let ((?x205 (+ (- 2) sym_w)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x194)))
 (let ((?x216 (dim ?x207 3)))
 (= ?x216 ?x205))))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x194)))
 (let ((?x218 (mul ?x194 ?x207)))
 (= (rank ?x218) 4)))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x194)))
 (let ((?x218 (mul ?x194 ?x207)))
 (= (dim ?x218 0) sym_n)))))
(assert
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x194)))
 (let ((?x218 (mul ?x194 ?x207)))
 (= (dim ?x218 1) sym_c)))))
(assert
 (let ((?x202 (+ (- 2) sym_h)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x194)))
 (let ((?x218 (mul ?x194 ?x207)))
 (let ((?x225 (dim ?x218 2)))
 (= ?x225 ?x202)))))))
(assert
 (let ((?x205 (+ (- 2) sym_w)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x194)))
 (let ((?x218 (mul ?x194 ?x207)))
 (let ((?x227 (dim ?x218 3)))
 (= ?x227 ?x205)))))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x194)))
 (let ((?x218 (mul ?x194 ?x207)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 ?x218 ?x183)))
 (= (rank ?x229) 4)))))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x194)))
 (let ((?x218 (mul ?x194 ?x207)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 ?x218 ?x183)))
 (= (dim ?x229 0) sym_n)))))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x194)))
 (let ((?x218 (mul ?x194 ?x207)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 ?x218 ?x183)))
 (= (dim ?x229 1) sym_c)))))))
(assert
 (let ((?x239 (div (+ (- 3) sym_h) 2)))
 (let ((?x240 (+ 1 ?x239)))
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x194)))
 (let ((?x218 (mul ?x194 ?x207)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 ?x218 ?x183)))
 (let ((?x236 (dim ?x229 2)))
 (= ?x236 ?x240))))))))))
(assert
 (let ((?x244 (div (+ (- 3) sym_w) 2)))
 (let ((?x245 (+ 1 ?x244)))
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x194)))
 (let ((?x218 (mul ?x194 ?x207)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 ?x218 ?x183)))
 (let ((?x242 (dim ?x229 3)))
 (= ?x242 ?x245))))))))))
(assert
 (let ((?x202 (+ (- 2) sym_h)))
 (>= ?x202 0)))
(assert
 (let ((?x205 (+ (- 2) sym_w)))
 (>= ?x205 0)))
(assert
 (let ((?x239 (div (+ (- 3) sym_h) 2)))
 (let ((?x240 (+ 1 ?x239)))
 (>= ?x240 0))))
(assert
 (let ((?x244 (div (+ (- 3) sym_w) 2)))
 (let ((?x245 (+ 1 ?x244)))
 (>= ?x245 0))))
(assert
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x251) 4)))
(assert
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x251 0) sym_n)))
(assert
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x251 1) sym_c)))
(assert
 (let ((?x239 (div (+ (- 3) sym_h) 2)))
 (let ((?x240 (+ 1 ?x239)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (dim ?x251 2)))
 (= ?x258 ?x240))))))
(assert
 (let ((?x244 (div (+ (- 3) sym_w) 2)))
 (let ((?x245 (+ 1 ?x244)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x260 (dim ?x251 3)))
 (= ?x260 ?x245))))))
(assert
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (= (rank ?x262) 4))))
(assert
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (= (dim ?x262 0) sym_n))))
(assert
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (= (dim ?x262 1) sym_c))))
(assert
 (let ((?x239 (div (+ (- 3) sym_h) 2)))
 (let ((?x240 (+ 1 ?x239)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (let ((?x269 (dim ?x262 2)))
 (= ?x269 ?x240)))))))
(assert
 (let ((?x244 (div (+ (- 3) sym_w) 2)))
 (let ((?x245 (+ 1 ?x244)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (let ((?x271 (dim ?x262 3)))
 (= ?x271 ?x245)))))))
(assert
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (let ((?x273 (mul ?x251 ?x262)))
 (= (rank ?x273) 4)))))
(assert
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (let ((?x273 (mul ?x251 ?x262)))
 (= (dim ?x273 0) sym_n)))))
(assert
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (let ((?x273 (mul ?x251 ?x262)))
 (= (dim ?x273 1) sym_c)))))
(assert
 (let ((?x239 (div (+ (- 3) sym_h) 2)))
 (let ((?x240 (+ 1 ?x239)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (let ((?x273 (mul ?x251 ?x262)))
 (let ((?x280 (dim ?x273 2)))
 (= ?x280 ?x240))))))))
(assert
 (let ((?x244 (div (+ (- 3) sym_w) 2)))
 (let ((?x245 (+ 1 ?x244)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (let ((?x273 (mul ?x251 ?x262)))
 (let ((?x282 (dim ?x273 3)))
 (= ?x282 ?x245))))))))
(assert
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x262 (relu ?x251)))
(let ((?x273 (mul ?x251 ?x262)))
(let ((?x183 (idkernel4 sym_c 3 3)))
(let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x207 (relu ?x194)))
(let ((?x218 (mul ?x194 ?x207)))
(let ((?x229 (conv 2 2 1 1 1 1 1 1 1 ?x218 ?x183)))
(and (distinct ?x229 ?x273) true))))))))))
(check-sat)
