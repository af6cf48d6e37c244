; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_square, subsample_mul
; z3 rlimit used: 50337
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
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
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
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x48 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x49 (= ?x48 X)))
 (let (($x45 (= (dim X 1) c)))
 (let (($x46 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x45)))
 (=> $x46 $x49))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x76 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x73 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x77 (= ?x73 ?x76)))
 (=> (and (< 1 (* sh sw))) $x77)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x94 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x92 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x95 (= ?x92 ?x94)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x95)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x100 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x119 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (= ?x119 ?x100))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
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
 (let ((?x158 (dim in_k1 2)))
 (= 3 ?x158)))
(assert
 (let ((?x160 (dim in_k1 3)))
 (= 3 ?x160)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x169 (dim ?x162 2)))
 (= 3 ?x169))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x171 (dim ?x162 3)))
 (= 3 ?x171))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x173) 4)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x173 0) sym_n)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x173 1) sym_c)))
(assert
 (let ((?x181 (+ (- 2) sym_h)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x180 (dim ?x173 2)))
 (= ?x180 ?x181)))))
(assert
 (let ((?x184 (+ (- 2) sym_w)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (dim ?x173 3)))
 (= ?x183 ?x184)))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (relu ?x173)))
 (= (rank ?x186) 4))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (relu ?x173)))
 (= (dim ?x186 0) sym_n))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (relu ?x173)))
 (= (dim ?x186 1) sym_c))))
(assert
 (let ((?x181 (+ (- 2) sym_h)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (relu ?x173)))
 (let ((?x193 (dim ?x186 2)))
 (= ?x193 ?x181))))))
(assert
 (let ((?x184 (+ (- 2) sym_w)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (relu ?x173)))
 (let ((?x195 (dim ?x186 3)))
 (= ?x195 ?x184))))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (relu ?x173)))
 (let ((?x197 (mul ?x173 ?x186)))
 (= (rank ?x197) 4)))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (relu ?x173)))
 (let ((?x197 (mul ?x173 ?x186)))
 (= (dim ?x197 0) sym_n)))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (relu ?x173)))
 (let ((?x197 (mul ?x173 ?x186)))
 (= (dim ?x197 1) sym_c)))))
(assert
 (let ((?x181 (+ (- 2) sym_h)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (relu ?x173)))
 (let ((?x197 (mul ?x173 ?x186)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x181)))))))
(assert
 (let ((?x184 (+ (- 2) sym_w)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (relu ?x173)))
 (let ((?x197 (mul ?x173 ?x186)))
 (let ((?x206 (dim ?x197 3)))
 (= ?x206 ?x184)))))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (relu ?x173)))
 (let ((?x197 (mul ?x173 ?x186)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x197 ?x162)))
 (= (rank ?x208) 4)))))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (relu ?x173)))
 (let ((?x197 (mul ?x173 ?x186)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x197 ?x162)))
 (= (dim ?x208 0) sym_n)))))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (relu ?x173)))
 (let ((?x197 (mul ?x173 ?x186)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x197 ?x162)))
 (= (dim ?x208 1) sym_c)))))))
(assert
 (let ((?x218 (div (+ (- 3) sym_h) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (relu ?x173)))
 (let ((?x197 (mul ?x173 ?x186)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x197 ?x162)))
 (let ((?x215 (dim ?x208 2)))
 (= ?x215 ?x219))))))))))
(assert
 (let ((?x223 (div (+ (- 3) sym_w) 2)))
 (let ((?x224 (+ 1 ?x223)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (relu ?x173)))
 (let ((?x197 (mul ?x173 ?x186)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x197 ?x162)))
 (let ((?x221 (dim ?x208 3)))
 (= ?x221 ?x224))))))))))
(assert
 (let ((?x181 (+ (- 2) sym_h)))
 (>= ?x181 0)))
(assert
 (let ((?x184 (+ (- 2) sym_w)))
 (>= ?x184 0)))
(assert
 (let ((?x218 (div (+ (- 3) sym_h) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (>= ?x219 0))))
(assert
 (let ((?x223 (div (+ (- 3) sym_w) 2)))
 (let ((?x224 (+ 1 ?x223)))
 (>= ?x224 0))))
(assert
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x230) 4)))
(assert
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x230 0) sym_n)))
(assert
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x230 1) sym_c)))
(assert
 (let ((?x218 (div (+ (- 3) sym_h) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x237 (dim ?x230 2)))
 (= ?x237 ?x219))))))
(assert
 (let ((?x223 (div (+ (- 3) sym_w) 2)))
 (let ((?x224 (+ 1 ?x223)))
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x239 (dim ?x230 3)))
 (= ?x239 ?x224))))))
(assert
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x241 (relu ?x230)))
 (= (rank ?x241) 4))))
(assert
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x241 (relu ?x230)))
 (= (dim ?x241 0) sym_n))))
(assert
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x241 (relu ?x230)))
 (= (dim ?x241 1) sym_c))))
(assert
 (let ((?x218 (div (+ (- 3) sym_h) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x241 (relu ?x230)))
 (let ((?x248 (dim ?x241 2)))
 (= ?x248 ?x219)))))))
(assert
 (let ((?x223 (div (+ (- 3) sym_w) 2)))
 (let ((?x224 (+ 1 ?x223)))
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x241 (relu ?x230)))
 (let ((?x250 (dim ?x241 3)))
 (= ?x250 ?x224)))))))
(assert
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (mul ?x230 ?x241)))
 (= (rank ?x252) 4)))))
(assert
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (mul ?x230 ?x241)))
 (= (dim ?x252 0) sym_n)))))
(assert
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (mul ?x230 ?x241)))
 (= (dim ?x252 1) sym_c)))))
(assert
 (let ((?x218 (div (+ (- 3) sym_h) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (mul ?x230 ?x241)))
 (let ((?x259 (dim ?x252 2)))
 (= ?x259 ?x219))))))))
(assert
 (let ((?x223 (div (+ (- 3) sym_w) 2)))
 (let ((?x224 (+ 1 ?x223)))
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (mul ?x230 ?x241)))
 (let ((?x261 (dim ?x252 3)))
 (= ?x261 ?x224))))))))
(assert
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x241 (relu ?x230)))
(let ((?x252 (mul ?x230 ?x241)))
(let ((?x162 (idkernel4 sym_c 3 3)))
(let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x186 (relu ?x173)))
(let ((?x197 (mul ?x173 ?x186)))
(let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x197 ?x162)))
(and (distinct ?x208 ?x252) true))))))))))
(check-sat)
