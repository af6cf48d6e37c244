; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 5463
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
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
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x116 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x114 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x117 (= ?x114 ?x116)))
 (let (($x111 (= (rank U) 4)))
 (let (($x109 (= (rank X) 4)))
 (let (($x83 (>= dw 1)))
 (let (($x91 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x88 (>= g 1)))
 (let (($x112 (and $x88 $x12 $x13 $x91 $x83 (= 1 (dim U 2)) (= 1 (dim U 3)) $x109 $x111)))
 (=> $x112 $x117)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x154 (dim in_k1 2)))
 (= 3 ?x154)))
(assert
 (let ((?x156 (dim in_k1 3)))
 (= 3 ?x156)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x165 (dim in_u1 2)))
 (= 1 ?x165)))
(assert
 (let ((?x167 (dim in_u1 3)))
 (= 1 ?x167)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x176 (dim in_u2 2)))
 (= 1 ?x176)))
(assert
 (let ((?x178 (dim in_u2 3)))
 (= 1 ?x178)))
(assert
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x180) 4)))
(assert
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x180 0) sym_n)))
(assert
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x180 1) sym_c)))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x187 (dim ?x180 2)))
 (= ?x187 ?x190))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x192 (dim ?x180 3)))
 (= ?x192 ?x195))))))
(assert
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x180)))
 (= (rank ?x197) 4))))
(assert
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x180)))
 (= (dim ?x197 0) sym_n))))
(assert
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x180)))
 (= (dim ?x197 1) sym_c))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x180)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x190)))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x180)))
 (let ((?x206 (dim ?x197 3)))
 (= ?x206 ?x195)))))))
(assert
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x197 in_u1)))
 (= (rank ?x208) 4)))))
(assert
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x197 in_u1)))
 (= (dim ?x208 0) sym_n)))))
(assert
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x197 in_u1)))
 (= (dim ?x208 1) sym_c)))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x197 in_u1)))
 (let ((?x215 (dim ?x208 2)))
 (= ?x215 ?x190))))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x197 in_u1)))
 (let ((?x217 (dim ?x208 3)))
 (= ?x217 ?x195))))))))
(assert
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x180)))
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 ?x197 in_u2)))
 (= (rank ?x219) 4)))))
(assert
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x180)))
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 ?x197 in_u2)))
 (= (dim ?x219 0) sym_n)))))
(assert
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x180)))
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 ?x197 in_u2)))
 (= (dim ?x219 1) sym_c)))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x180)))
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 ?x197 in_u2)))
 (let ((?x226 (dim ?x219 2)))
 (= ?x226 ?x190))))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x180)))
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 ?x197 in_u2)))
 (let ((?x228 (dim ?x219 3)))
 (= ?x228 ?x195))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (>= ?x190 0))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (>= ?x195 0))))
(assert
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x232) 4)))
(assert
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x232 0) sym_n)))
(assert
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x232 1) sym_c)))
(assert
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x232 2) sym_h)))
(assert
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x232 3) sym_w)))
(assert
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x243 (relu ?x232)))
 (= (rank ?x243) 4))))
(assert
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x243 (relu ?x232)))
 (= (dim ?x243 0) sym_n))))
(assert
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x243 (relu ?x232)))
 (= (dim ?x243 1) sym_c))))
(assert
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x243 (relu ?x232)))
 (= (dim ?x243 2) sym_h))))
(assert
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x243 (relu ?x232)))
 (= (dim ?x243 3) sym_w))))
(assert
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x243 (relu ?x232)))
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 ?x243 in_u1)))
 (= (rank ?x254) 4)))))
(assert
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x243 (relu ?x232)))
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 ?x243 in_u1)))
 (= (dim ?x254 0) sym_n)))))
(assert
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x243 (relu ?x232)))
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 ?x243 in_u1)))
 (= (dim ?x254 1) sym_c)))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x243 (relu ?x232)))
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 ?x243 in_u1)))
 (let ((?x261 (dim ?x254 2)))
 (= ?x261 ?x190))))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x243 (relu ?x232)))
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 ?x243 in_u1)))
 (let ((?x263 (dim ?x254 3)))
 (= ?x263 ?x195))))))))
(assert
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x243 (relu ?x232)))
 (let ((?x265 (conv 2 2 0 0 0 0 1 1 1 ?x243 in_u2)))
 (= (rank ?x265) 4)))))
(assert
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x243 (relu ?x232)))
 (let ((?x265 (conv 2 2 0 0 0 0 1 1 1 ?x243 in_u2)))
 (= (dim ?x265 0) sym_n)))))
(assert
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x243 (relu ?x232)))
 (let ((?x265 (conv 2 2 0 0 0 0 1 1 1 ?x243 in_u2)))
 (= (dim ?x265 1) sym_c)))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x243 (relu ?x232)))
 (let ((?x265 (conv 2 2 0 0 0 0 1 1 1 ?x243 in_u2)))
 (let ((?x272 (dim ?x265 2)))
 (= ?x272 ?x190))))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x243 (relu ?x232)))
 (let ((?x265 (conv 2 2 0 0 0 0 1 1 1 ?x243 in_u2)))
 (let ((?x274 (dim ?x265 3)))
 (= ?x274 ?x195))))))))
(assert
 (let ((?x232 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x243 (relu ?x232)))
(let ((?x265 (conv 2 2 0 0 0 0 1 1 1 ?x243 in_u2)))
(let ((?x180 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x197 (relu ?x180)))
(let ((?x219 (conv 1 1 0 0 0 0 1 1 1 ?x197 in_u2)))
(let ((?x254 (conv 2 2 0 0 0 0 1 1 1 ?x243 in_u1)))
(let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x197 in_u1)))
(or (and (distinct ?x208 ?x254) true) (and (distinct ?x219 ?x265) true)))))))))))
(check-sat)
