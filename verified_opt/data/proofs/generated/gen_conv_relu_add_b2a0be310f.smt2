; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_add, subsample_conv1x1
; z3 rlimit used: 23580
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun relu (T) T)
(declare-fun add (T T) T)
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
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x122 (add (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x119 (maxpool 1 1 sh sw 0 0 0 0 (add X Y))))
 (let (($x123 (= ?x119 ?x122)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x117 (and (= (dim X 0) (dim Y 0)) (= (dim X 1) (dim Y 1)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) $x12 $x13 (= (rank X) 4) (= (rank Y) 4))))
 (=> $x117 $x123))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (add X Y)) ) :pattern ( (add (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_add))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x148 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x146 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x149 (= ?x146 ?x148)))
 (let (($x143 (= (rank U) 4)))
 (let (($x141 (= (rank X) 4)))
 (let (($x133 (>= dw 1)))
 (let (($x132 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x131 (>= g 1)))
 (let (($x144 (and $x131 $x12 $x13 $x132 $x133 (= 1 (dim U 2)) (= 1 (dim U 3)) $x141 $x143)))
 (=> $x144 $x149)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x186 (dim in_k1 2)))
 (= 3 ?x186)))
(assert
 (let ((?x188 (dim in_k1 3)))
 (= 3 ?x188)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x197 (dim in_u1 2)))
 (= 1 ?x197)))
(assert
 (let ((?x199 (dim in_u1 3)))
 (= 1 ?x199)))
(assert
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x201) 4)))
(assert
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x201 0) sym_n)))
(assert
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x201 1) sym_c)))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x211))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x213 (dim ?x201 3)))
 (= ?x213 ?x216))))))
(assert
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (relu ?x201)))
 (= (rank ?x218) 4))))
(assert
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (relu ?x201)))
 (= (dim ?x218 0) sym_n))))
(assert
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (relu ?x201)))
 (= (dim ?x218 1) sym_c))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (relu ?x201)))
 (let ((?x225 (dim ?x218 2)))
 (= ?x225 ?x211)))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (relu ?x201)))
 (let ((?x227 (dim ?x218 3)))
 (= ?x227 ?x216)))))))
(assert
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (relu ?x201)))
 (let ((?x229 (add ?x201 ?x218)))
 (= (rank ?x229) 4)))))
(assert
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (relu ?x201)))
 (let ((?x229 (add ?x201 ?x218)))
 (= (dim ?x229 0) sym_n)))))
(assert
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (relu ?x201)))
 (let ((?x229 (add ?x201 ?x218)))
 (= (dim ?x229 1) sym_c)))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (relu ?x201)))
 (let ((?x229 (add ?x201 ?x218)))
 (let ((?x236 (dim ?x229 2)))
 (= ?x236 ?x211))))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (relu ?x201)))
 (let ((?x229 (add ?x201 ?x218)))
 (let ((?x238 (dim ?x229 3)))
 (= ?x238 ?x216))))))))
(assert
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (relu ?x201)))
 (let ((?x229 (add ?x201 ?x218)))
 (let ((?x240 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (= (rank ?x240) 4))))))
(assert
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (relu ?x201)))
 (let ((?x229 (add ?x201 ?x218)))
 (let ((?x240 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (= (dim ?x240 0) sym_n))))))
(assert
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (relu ?x201)))
 (let ((?x229 (add ?x201 ?x218)))
 (let ((?x240 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (= (dim ?x240 1) sym_c))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (relu ?x201)))
 (let ((?x229 (add ?x201 ?x218)))
 (let ((?x240 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x247 (dim ?x240 2)))
 (= ?x247 ?x211)))))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (relu ?x201)))
 (let ((?x229 (add ?x201 ?x218)))
 (let ((?x240 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x249 (dim ?x240 3)))
 (= ?x249 ?x216)))))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (>= ?x211 0))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (>= ?x216 0))))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x253) 4)))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x253 0) sym_n)))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x253 1) sym_c)))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x253 2) sym_h)))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x253 3) sym_w)))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x264 (relu ?x253)))
 (= (rank ?x264) 4))))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x264 (relu ?x253)))
 (= (dim ?x264 0) sym_n))))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x264 (relu ?x253)))
 (= (dim ?x264 1) sym_c))))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x264 (relu ?x253)))
 (= (dim ?x264 2) sym_h))))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x264 (relu ?x253)))
 (= (dim ?x264 3) sym_w))))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (add ?x253 ?x264)))
 (= (rank ?x275) 4)))))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (add ?x253 ?x264)))
 (= (dim ?x275 0) sym_n)))))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (add ?x253 ?x264)))
 (= (dim ?x275 1) sym_c)))))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (add ?x253 ?x264)))
 (= (dim ?x275 2) sym_h)))))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (add ?x253 ?x264)))
 (= (dim ?x275 3) sym_w)))))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (add ?x253 ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 in_u1)))
 (= (rank ?x286) 4))))))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (add ?x253 ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 in_u1)))
 (= (dim ?x286 0) sym_n))))))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (add ?x253 ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 in_u1)))
 (= (dim ?x286 1) sym_c))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (add ?x253 ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 in_u1)))
 (let ((?x293 (dim ?x286 2)))
 (= ?x293 ?x211)))))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (add ?x253 ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 in_u1)))
 (let ((?x295 (dim ?x286 3)))
 (= ?x295 ?x216)))))))))
(assert
 (let ((?x253 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x264 (relu ?x253)))
(let ((?x275 (add ?x253 ?x264)))
(let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 in_u1)))
(let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x218 (relu ?x201)))
(let ((?x229 (add ?x201 ?x218)))
(let ((?x240 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
(and (distinct ?x240 ?x286) true))))))))))
(check-sat)
