; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, maxpool_transpose_spatial, transpose4_relu
; z3 rlimit used: 69458
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
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
 (let (($x97 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x97 $x103))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x127 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x116 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (let (($x108 (= ?x116 ?x127)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x120 (and $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x120 $x108))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x146 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x144 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x147 (= ?x144 ?x146)))
 (let (($x19 (>= p3 0)))
 (let (($x18 (>= p2 0)))
 (let (($x67 (>= p1 0)))
 (let (($x71 (>= p0 0)))
 (let (($x141 (and $x71 $x67 $x18 $x19)))
 (=> $x141 $x147))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x184 (dim in_k1 2)))
 (= 3 ?x184)))
(assert
 (let ((?x186 (dim in_k1 3)))
 (= 3 ?x186)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x195 (dim ?x188 2)))
 (= 3 ?x195))))
(assert
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x197 (dim ?x188 3)))
 (= 3 ?x197))))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x199) 4)))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x199 0) sym_n)))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x199 1) sym_c2)))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x199 2) sym_h)))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x199 3) sym_w)))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (= (rank ?x210) 4))))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (= (dim ?x210 0) sym_n))))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (= (dim ?x210 1) sym_c2))))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (= (dim ?x210 2) sym_h))))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (= (dim ?x210 3) sym_w))))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (transpose4 0 1 3 2 ?x210)))
 (= (rank ?x221) 4)))))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (transpose4 0 1 3 2 ?x210)))
 (= (dim ?x221 0) sym_n)))))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (transpose4 0 1 3 2 ?x210)))
 (= (dim ?x221 1) sym_c2)))))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (transpose4 0 1 3 2 ?x210)))
 (= (dim ?x221 2) sym_w)))))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (transpose4 0 1 3 2 ?x210)))
 (= (dim ?x221 3) sym_h)))))
(assert
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (transpose4 0 1 3 2 ?x210)))
 (let ((?x232 (conv 2 2 1 1 1 1 1 1 1 ?x221 ?x188)))
 (= (rank ?x232) 4)))))))
(assert
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (transpose4 0 1 3 2 ?x210)))
 (let ((?x232 (conv 2 2 1 1 1 1 1 1 1 ?x221 ?x188)))
 (= (dim ?x232 0) sym_n)))))))
(assert
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (transpose4 0 1 3 2 ?x210)))
 (let ((?x232 (conv 2 2 1 1 1 1 1 1 1 ?x221 ?x188)))
 (= (dim ?x232 1) sym_c2)))))))
(assert
 (let ((?x241 (div (+ (- 1) sym_w) 2)))
 (let ((?x242 (+ 1 ?x241)))
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (transpose4 0 1 3 2 ?x210)))
 (let ((?x232 (conv 2 2 1 1 1 1 1 1 1 ?x221 ?x188)))
 (let ((?x239 (dim ?x232 2)))
 (= ?x239 ?x242))))))))))
(assert
 (let ((?x246 (div (+ (- 1) sym_h) 2)))
 (let ((?x247 (+ 1 ?x246)))
 (let ((?x188 (idkernel4 sym_c2 3 3)))
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (transpose4 0 1 3 2 ?x210)))
 (let ((?x232 (conv 2 2 1 1 1 1 1 1 1 ?x221 ?x188)))
 (let ((?x244 (dim ?x232 3)))
 (= ?x244 ?x247))))))))))
(assert
 (let ((?x241 (div (+ (- 1) sym_w) 2)))
 (let ((?x242 (+ 1 ?x241)))
 (>= ?x242 0))))
(assert
 (let ((?x246 (div (+ (- 1) sym_h) 2)))
 (let ((?x247 (+ 1 ?x246)))
 (>= ?x247 0))))
(assert
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x251) 4)))
(assert
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x251 0) sym_n)))
(assert
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x251 1) sym_c2)))
(assert
 (let ((?x246 (div (+ (- 1) sym_h) 2)))
 (let ((?x247 (+ 1 ?x246)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x258 (dim ?x251 2)))
 (= ?x258 ?x247))))))
(assert
 (let ((?x241 (div (+ (- 1) sym_w) 2)))
 (let ((?x242 (+ 1 ?x241)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x260 (dim ?x251 3)))
 (= ?x260 ?x242))))))
(assert
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (= (rank ?x262) 4))))
(assert
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (= (dim ?x262 0) sym_n))))
(assert
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (= (dim ?x262 1) sym_c2))))
(assert
 (let ((?x246 (div (+ (- 1) sym_h) 2)))
 (let ((?x247 (+ 1 ?x246)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (let ((?x269 (dim ?x262 2)))
 (= ?x269 ?x247)))))))
(assert
 (let ((?x241 (div (+ (- 1) sym_w) 2)))
 (let ((?x242 (+ 1 ?x241)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (let ((?x271 (dim ?x262 3)))
 (= ?x271 ?x242)))))))
(assert
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (let ((?x273 (transpose4 0 1 3 2 ?x262)))
 (= (rank ?x273) 4)))))
(assert
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (let ((?x273 (transpose4 0 1 3 2 ?x262)))
 (= (dim ?x273 0) sym_n)))))
(assert
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (let ((?x273 (transpose4 0 1 3 2 ?x262)))
 (= (dim ?x273 1) sym_c2)))))
(assert
 (let ((?x241 (div (+ (- 1) sym_w) 2)))
 (let ((?x242 (+ 1 ?x241)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (let ((?x273 (transpose4 0 1 3 2 ?x262)))
 (let ((?x280 (dim ?x273 2)))
 (= ?x280 ?x242))))))))
(assert
 (let ((?x246 (div (+ (- 1) sym_h) 2)))
 (let ((?x247 (+ 1 ?x246)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (relu ?x251)))
 (let ((?x273 (transpose4 0 1 3 2 ?x262)))
 (let ((?x282 (dim ?x273 3)))
 (= ?x282 ?x247))))))))
(assert
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x262 (relu ?x251)))
(let ((?x273 (transpose4 0 1 3 2 ?x262)))
(let ((?x188 (idkernel4 sym_c2 3 3)))
(let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x210 (relu ?x199)))
(let ((?x221 (transpose4 0 1 3 2 ?x210)))
(let ((?x232 (conv 2 2 1 1 1 1 1 1 1 ?x221 ?x188)))
(and (distinct ?x232 ?x273) true))))))))))
(check-sat)
