; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1, subsample_mul
; z3 rlimit used: 7798
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun relu (T) T)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x37 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x35 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x38 (= ?x35 ?x37)))
 (let (($x33 (= (rank W) 4)))
 (let (($x30 (= (rank X) 4)))
 (let (($x26 (>= dw 1)))
 (let (($x24 (>= dh 1)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= g 1)))
 (let (($x34 (and (< 1 (* sh sw)) $x11 $x12 $x13 $x16 $x18 $x20 $x22 $x24 $x26 $x30 $x33)))
 (=> $x34 $x38)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x77 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x75 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x78 (= ?x75 ?x77)))
 (let (($x72 (= (rank X) 4)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= kw 1)))
 (let (($x26 (>= kh 1)))
 (let (($x73 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x26 $x11 $x12 $x13 $x16 $x18 $x20 $x22 $x72)))
 (=> $x73 $x78)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x108 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x105 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (let (($x109 (= ?x105 ?x108)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x103 (and $x12 $x13 (= (rank X) 4) (= (rank Y) 4))))
 (=> $x103 $x109))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x136 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x134 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x137 (= ?x134 ?x136)))
 (let (($x131 (= (rank U) 4)))
 (let (($x129 (= (rank X) 4)))
 (let (($x119 (>= dw 1)))
 (let (($x118 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x117 (>= g 1)))
 (let (($x132 (and $x117 $x12 $x13 $x118 $x119 (= 1 (dim U 2)) (= 1 (dim U 3)) $x129 $x131)))
 (=> $x132 $x137)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x174 (dim in_k1 2)))
 (= 3 ?x174)))
(assert
 (let ((?x176 (dim in_k1 3)))
 (= 3 ?x176)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x185 (dim in_u1 2)))
 (= 1 ?x185)))
(assert
 (let ((?x187 (dim in_u1 3)))
 (= 1 ?x187)))
(assert
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x189) 4)))
(assert
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x189 0) sym_n)))
(assert
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x189 1) sym_c)))
(assert
 (let ((?x198 (div (+ (- 1) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x199))))))
(assert
 (let ((?x203 (div (+ (- 1) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x201 (dim ?x189 3)))
 (= ?x201 ?x204))))))
(assert
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x189)))
 (= (rank ?x206) 4))))
(assert
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x189)))
 (= (dim ?x206 0) sym_n))))
(assert
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x189)))
 (= (dim ?x206 1) sym_c))))
(assert
 (let ((?x198 (div (+ (- 1) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x189)))
 (let ((?x213 (dim ?x206 2)))
 (= ?x213 ?x199)))))))
(assert
 (let ((?x203 (div (+ (- 1) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x189)))
 (let ((?x215 (dim ?x206 3)))
 (= ?x215 ?x204)))))))
(assert
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x189)))
 (let ((?x217 (mul ?x189 ?x206)))
 (= (rank ?x217) 4)))))
(assert
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x189)))
 (let ((?x217 (mul ?x189 ?x206)))
 (= (dim ?x217 0) sym_n)))))
(assert
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x189)))
 (let ((?x217 (mul ?x189 ?x206)))
 (= (dim ?x217 1) sym_c)))))
(assert
 (let ((?x198 (div (+ (- 1) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x189)))
 (let ((?x217 (mul ?x189 ?x206)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x199))))))))
(assert
 (let ((?x203 (div (+ (- 1) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x189)))
 (let ((?x217 (mul ?x189 ?x206)))
 (let ((?x226 (dim ?x217 3)))
 (= ?x226 ?x204))))))))
(assert
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x189)))
 (let ((?x217 (mul ?x189 ?x206)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 ?x217 in_u1)))
 (= (rank ?x228) 4))))))
(assert
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x189)))
 (let ((?x217 (mul ?x189 ?x206)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 ?x217 in_u1)))
 (= (dim ?x228 0) sym_n))))))
(assert
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x189)))
 (let ((?x217 (mul ?x189 ?x206)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 ?x217 in_u1)))
 (= (dim ?x228 1) sym_c))))))
(assert
 (let ((?x198 (div (+ (- 1) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x189)))
 (let ((?x217 (mul ?x189 ?x206)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 ?x217 in_u1)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x199)))))))))
(assert
 (let ((?x203 (div (+ (- 1) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x206 (relu ?x189)))
 (let ((?x217 (mul ?x189 ?x206)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 ?x217 in_u1)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x204)))))))))
(assert
 (let ((?x198 (div (+ (- 1) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (>= ?x199 0))))
(assert
 (let ((?x203 (div (+ (- 1) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (>= ?x204 0))))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x241) 4)))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x241 0) sym_n)))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x241 1) sym_c)))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x241 2) sym_h)))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x241 3) sym_w)))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x252 (relu ?x241)))
 (= (rank ?x252) 4))))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x252 (relu ?x241)))
 (= (dim ?x252 0) sym_n))))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x252 (relu ?x241)))
 (= (dim ?x252 1) sym_c))))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x252 (relu ?x241)))
 (= (dim ?x252 2) sym_h))))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x252 (relu ?x241)))
 (= (dim ?x252 3) sym_w))))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x252 (relu ?x241)))
 (let ((?x263 (mul ?x241 ?x252)))
 (= (rank ?x263) 4)))))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x252 (relu ?x241)))
 (let ((?x263 (mul ?x241 ?x252)))
 (= (dim ?x263 0) sym_n)))))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x252 (relu ?x241)))
 (let ((?x263 (mul ?x241 ?x252)))
 (= (dim ?x263 1) sym_c)))))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x252 (relu ?x241)))
 (let ((?x263 (mul ?x241 ?x252)))
 (= (dim ?x263 2) sym_h)))))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x252 (relu ?x241)))
 (let ((?x263 (mul ?x241 ?x252)))
 (= (dim ?x263 3) sym_w)))))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x252 (relu ?x241)))
 (let ((?x263 (mul ?x241 ?x252)))
 (let ((?x274 (conv 2 2 0 0 0 0 1 1 1 ?x263 in_u1)))
 (= (rank ?x274) 4))))))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x252 (relu ?x241)))
 (let ((?x263 (mul ?x241 ?x252)))
 (let ((?x274 (conv 2 2 0 0 0 0 1 1 1 ?x263 in_u1)))
 (= (dim ?x274 0) sym_n))))))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x252 (relu ?x241)))
 (let ((?x263 (mul ?x241 ?x252)))
 (let ((?x274 (conv 2 2 0 0 0 0 1 1 1 ?x263 in_u1)))
 (= (dim ?x274 1) sym_c))))))
(assert
 (let ((?x198 (div (+ (- 1) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x252 (relu ?x241)))
 (let ((?x263 (mul ?x241 ?x252)))
 (let ((?x274 (conv 2 2 0 0 0 0 1 1 1 ?x263 in_u1)))
 (let ((?x281 (dim ?x274 2)))
 (= ?x281 ?x199)))))))))
(assert
 (let ((?x203 (div (+ (- 1) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x252 (relu ?x241)))
 (let ((?x263 (mul ?x241 ?x252)))
 (let ((?x274 (conv 2 2 0 0 0 0 1 1 1 ?x263 in_u1)))
 (let ((?x283 (dim ?x274 3)))
 (= ?x283 ?x204)))))))))
(assert
 (let ((?x241 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x252 (relu ?x241)))
(let ((?x263 (mul ?x241 ?x252)))
(let ((?x274 (conv 2 2 0 0 0 0 1 1 1 ?x263 in_u1)))
(let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x206 (relu ?x189)))
(let ((?x217 (mul ?x189 ?x206)))
(let ((?x228 (conv 1 1 0 0 0 0 1 1 1 ?x217 in_u1)))
(and (distinct ?x228 ?x274) true))))))))))
(check-sat)
