; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 76445
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
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x170) 4)))
(assert
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x170 0) sym_n)))
(assert
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x170 1) sym_c)))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x180))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x182 (dim ?x170 3)))
 (= ?x182 ?x185))))))
(assert
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x187 (relu ?x170)))
 (= (rank ?x187) 4))))
(assert
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x187 (relu ?x170)))
 (= (dim ?x187 0) sym_n))))
(assert
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x187 (relu ?x170)))
 (= (dim ?x187 1) sym_c))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x187 (relu ?x170)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x180)))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x187 (relu ?x170)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x185)))))))
(assert
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x187 (relu ?x170)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x187 in_u1)))
 (= (rank ?x198) 4)))))
(assert
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x187 (relu ?x170)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x187 in_u1)))
 (= (dim ?x198 0) sym_n)))))
(assert
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x187 (relu ?x170)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x187 in_u1)))
 (= (dim ?x198 1) sym_c)))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x187 (relu ?x170)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x187 in_u1)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x180))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x187 (relu ?x170)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x187 in_u1)))
 (let ((?x207 (dim ?x198 3)))
 (= ?x207 ?x185))))))))
(assert
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x187 (relu ?x170)))
 (let ((?x209 (conv 1 1 0 0 0 0 1 1 1 ?x187 in_u2)))
 (= (rank ?x209) 4)))))
(assert
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x187 (relu ?x170)))
 (let ((?x209 (conv 1 1 0 0 0 0 1 1 1 ?x187 in_u2)))
 (= (dim ?x209 0) sym_n)))))
(assert
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x187 (relu ?x170)))
 (let ((?x209 (conv 1 1 0 0 0 0 1 1 1 ?x187 in_u2)))
 (= (dim ?x209 1) sym_c)))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x187 (relu ?x170)))
 (let ((?x209 (conv 1 1 0 0 0 0 1 1 1 ?x187 in_u2)))
 (let ((?x216 (dim ?x209 2)))
 (= ?x216 ?x180))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x187 (relu ?x170)))
 (let ((?x209 (conv 1 1 0 0 0 0 1 1 1 ?x187 in_u2)))
 (let ((?x218 (dim ?x209 3)))
 (= ?x218 ?x185))))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (>= ?x180 0))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0))))
(assert
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x222) 4)))
(assert
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x222 0) sym_n)))
(assert
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x222 1) sym_c)))
(assert
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x222 2) sym_h)))
(assert
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x222 3) sym_w)))
(assert
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (= (rank ?x233) 4))))
(assert
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 0) sym_n))))
(assert
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 1) sym_c))))
(assert
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 2) sym_h))))
(assert
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 3) sym_w))))
(assert
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u1)))
 (= (rank ?x244) 4)))))
(assert
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u1)))
 (= (dim ?x244 0) sym_n)))))
(assert
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u1)))
 (= (dim ?x244 1) sym_c)))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u1)))
 (let ((?x251 (dim ?x244 2)))
 (= ?x251 ?x180))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u1)))
 (let ((?x253 (dim ?x244 3)))
 (= ?x253 ?x185))))))))
(assert
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u2)))
 (= (rank ?x255) 4)))))
(assert
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u2)))
 (= (dim ?x255 0) sym_n)))))
(assert
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u2)))
 (= (dim ?x255 1) sym_c)))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u2)))
 (let ((?x262 (dim ?x255 2)))
 (= ?x262 ?x180))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x255 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u2)))
 (let ((?x264 (dim ?x255 3)))
 (= ?x264 ?x185))))))))
(assert
 (let ((?x222 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x233 (relu ?x222)))
(let ((?x255 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u2)))
(let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x187 (relu ?x170)))
(let ((?x209 (conv 1 1 0 0 0 0 1 1 1 ?x187 in_u2)))
(let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u1)))
(let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x187 in_u1)))
(or (and (distinct ?x198 ?x244) true) (and (distinct ?x209 ?x255) true)))))))))))
(check-sat)
