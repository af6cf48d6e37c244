; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 76575
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x26 (>= dw 1)))
 (let (($x24 (>= dh 1)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= g 1)))
 (let (($x27 (and (< 1 (* sh sw)) $x11 $x12 $x13 $x16 $x18 $x20 $x22 $x24 $x26)))
 (=> $x27 $x33)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x70 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x68 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x71 (= ?x68 ?x70)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= kw 1)))
 (let (($x26 (>= kh 1)))
 (let (($x65 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x26 $x11 $x12 $x13 $x16 $x18 $x20 $x22)))
 (=> $x65 $x71))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x105 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x103 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x106 (= ?x103 ?x105)))
 (let (($x76 (>= dw 1)))
 (let (($x84 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x81 (>= g 1)))
 (let (($x100 (and $x81 $x12 $x13 $x84 $x76 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x100 $x106)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x144 (dim in_k1 2)))
 (= 3 ?x144)))
(assert
 (let ((?x146 (dim in_k1 3)))
 (= 3 ?x146)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x155 (dim in_u1 2)))
 (= 1 ?x155)))
(assert
 (let ((?x157 (dim in_u1 3)))
 (= 1 ?x157)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x166 (dim in_u2 2)))
 (= 1 ?x166)))
(assert
 (let ((?x168 (dim in_u2 3)))
 (= 1 ?x168)))
(assert
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x170) 4)))
(assert
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x170 0) sym_n)))
(assert
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x170 1) sym_c)))
(assert
 (let ((?x180 (div (+ (- 3) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x181))))))
(assert
 (let ((?x185 (div (+ (- 3) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (dim ?x170 3)))
 (= ?x183 ?x186))))))
(assert
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x170)))
 (= (rank ?x188) 4))))
(assert
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x170)))
 (= (dim ?x188 0) sym_n))))
(assert
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x170)))
 (= (dim ?x188 1) sym_c))))
(assert
 (let ((?x180 (div (+ (- 3) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x170)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x181)))))))
(assert
 (let ((?x185 (div (+ (- 3) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x170)))
 (let ((?x197 (dim ?x188 3)))
 (= ?x197 ?x186)))))))
(assert
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x170)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (= (rank ?x199) 4)))))
(assert
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x170)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (= (dim ?x199 0) sym_n)))))
(assert
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x170)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (= (dim ?x199 1) sym_c)))))
(assert
 (let ((?x180 (div (+ (- 3) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x170)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x181))))))))
(assert
 (let ((?x185 (div (+ (- 3) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x170)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x186))))))))
(assert
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x170)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u2)))
 (= (rank ?x210) 4))))))
(assert
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x170)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u2)))
 (= (dim ?x210 0) sym_n))))))
(assert
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x170)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u2)))
 (= (dim ?x210 1) sym_c))))))
(assert
 (let ((?x180 (div (+ (- 3) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x170)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u2)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x181)))))))))
(assert
 (let ((?x185 (div (+ (- 3) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x170)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u2)))
 (let ((?x219 (dim ?x210 3)))
 (= ?x219 ?x186)))))))))
(assert
 (let ((?x180 (div (+ (- 3) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (>= ?x181 0))))
(assert
 (let ((?x185 (div (+ (- 3) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (>= ?x186 0))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x223) 4)))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x223 0) sym_n)))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x223 1) sym_c)))
(assert
 (let ((?x232 (+ (- 2) sym_h)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x232)))))
(assert
 (let ((?x235 (+ (- 2) sym_w)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x234 (dim ?x223 3)))
 (= ?x234 ?x235)))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x237 (relu ?x223)))
 (= (rank ?x237) 4))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x237 (relu ?x223)))
 (= (dim ?x237 0) sym_n))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x237 (relu ?x223)))
 (= (dim ?x237 1) sym_c))))
(assert
 (let ((?x232 (+ (- 2) sym_h)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x237 (relu ?x223)))
 (let ((?x244 (dim ?x237 2)))
 (= ?x244 ?x232))))))
(assert
 (let ((?x235 (+ (- 2) sym_w)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x237 (relu ?x223)))
 (let ((?x246 (dim ?x237 3)))
 (= ?x246 ?x235))))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x237 (relu ?x223)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 ?x237 in_u1)))
 (= (rank ?x248) 4)))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x237 (relu ?x223)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 ?x237 in_u1)))
 (= (dim ?x248 0) sym_n)))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x237 (relu ?x223)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 ?x237 in_u1)))
 (= (dim ?x248 1) sym_c)))))
(assert
 (let ((?x232 (+ (- 2) sym_h)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x237 (relu ?x223)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 ?x237 in_u1)))
 (let ((?x255 (dim ?x248 2)))
 (= ?x255 ?x232)))))))
(assert
 (let ((?x235 (+ (- 2) sym_w)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x237 (relu ?x223)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 ?x237 in_u1)))
 (let ((?x257 (dim ?x248 3)))
 (= ?x257 ?x235)))))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x237 (relu ?x223)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 ?x237 in_u1)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 ?x248 in_u2)))
 (= (rank ?x259) 4))))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x237 (relu ?x223)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 ?x237 in_u1)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 ?x248 in_u2)))
 (= (dim ?x259 0) sym_n))))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x237 (relu ?x223)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 ?x237 in_u1)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 ?x248 in_u2)))
 (= (dim ?x259 1) sym_c))))))
(assert
 (let ((?x180 (div (+ (- 3) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x237 (relu ?x223)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 ?x237 in_u1)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 ?x248 in_u2)))
 (let ((?x266 (dim ?x259 2)))
 (= ?x266 ?x181)))))))))
(assert
 (let ((?x185 (div (+ (- 3) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x237 (relu ?x223)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 ?x237 in_u1)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 ?x248 in_u2)))
 (let ((?x268 (dim ?x259 3)))
 (= ?x268 ?x186)))))))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x237 (relu ?x223)))
(let ((?x248 (conv 1 1 0 0 0 0 1 1 1 ?x237 in_u1)))
(let ((?x259 (conv 2 2 0 0 0 0 1 1 1 ?x248 in_u2)))
(let ((?x170 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x188 (relu ?x170)))
(let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
(let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u2)))
(and (distinct ?x210 ?x259) true))))))))))
(check-sat)
