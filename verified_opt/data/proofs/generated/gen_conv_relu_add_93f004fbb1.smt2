; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_add, subsample_conv1x1
; z3 rlimit used: 22313
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
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
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
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x108 (add (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x105 (maxpool 1 1 sh sw 0 0 0 0 (add X Y))))
 (let (($x109 (= ?x105 ?x108)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x103 (and $x12 $x13 (= (rank X) 4) (= (rank Y) 4))))
 (=> $x103 $x109))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (add X Y)) ) :pattern ( (add (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_add))
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
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
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
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x178 (dim in_u1 2)))
 (= 1 ?x178)))
(assert
 (let ((?x180 (dim in_u1 3)))
 (= 1 ?x180)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x189 (dim in_u2 2)))
 (= 1 ?x189)))
(assert
 (let ((?x191 (dim in_u2 3)))
 (= 1 ?x191)))
(assert
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x193) 4)))
(assert
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x193 0) sym_n)))
(assert
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x193 1) sym_c2)))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x203))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (dim ?x193 3)))
 (= ?x205 ?x208))))))
(assert
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x210 (relu ?x193)))
 (= (rank ?x210) 4))))
(assert
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x210 (relu ?x193)))
 (= (dim ?x210 0) sym_n))))
(assert
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x210 (relu ?x193)))
 (= (dim ?x210 1) sym_c2))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x210 (relu ?x193)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x203)))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x210 (relu ?x193)))
 (let ((?x219 (dim ?x210 3)))
 (= ?x219 ?x208)))))))
(assert
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x210 (relu ?x193)))
 (let ((?x221 (add ?x193 ?x210)))
 (= (rank ?x221) 4)))))
(assert
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x210 (relu ?x193)))
 (let ((?x221 (add ?x193 ?x210)))
 (= (dim ?x221 0) sym_n)))))
(assert
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x210 (relu ?x193)))
 (let ((?x221 (add ?x193 ?x210)))
 (= (dim ?x221 1) sym_c2)))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x210 (relu ?x193)))
 (let ((?x221 (add ?x193 ?x210)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x203))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x210 (relu ?x193)))
 (let ((?x221 (add ?x193 ?x210)))
 (let ((?x230 (dim ?x221 3)))
 (= ?x230 ?x208))))))))
(assert
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x210 (relu ?x193)))
 (let ((?x221 (add ?x193 ?x210)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 ?x221 in_u2)))
 (= (rank ?x232) 4))))))
(assert
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x210 (relu ?x193)))
 (let ((?x221 (add ?x193 ?x210)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 ?x221 in_u2)))
 (= (dim ?x232 0) sym_n))))))
(assert
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x210 (relu ?x193)))
 (let ((?x221 (add ?x193 ?x210)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 ?x221 in_u2)))
 (= (dim ?x232 1) sym_c3))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x210 (relu ?x193)))
 (let ((?x221 (add ?x193 ?x210)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 ?x221 in_u2)))
 (let ((?x239 (dim ?x232 2)))
 (= ?x239 ?x203)))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x210 (relu ?x193)))
 (let ((?x221 (add ?x193 ?x210)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 ?x221 in_u2)))
 (let ((?x241 (dim ?x232 3)))
 (= ?x241 ?x208)))))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (>= ?x203 0))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (>= ?x208 0))))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x245) 4)))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x245 0) sym_n)))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x245 1) sym_c2)))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x245 2) sym_h)))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x245 3) sym_w)))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (= (rank ?x256) 4))))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 0) sym_n))))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 1) sym_c2))))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 2) sym_h))))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 3) sym_w))))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (add ?x245 ?x256)))
 (= (rank ?x267) 4)))))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (add ?x245 ?x256)))
 (= (dim ?x267 0) sym_n)))))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (add ?x245 ?x256)))
 (= (dim ?x267 1) sym_c2)))))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (add ?x245 ?x256)))
 (= (dim ?x267 2) sym_h)))))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (add ?x245 ?x256)))
 (= (dim ?x267 3) sym_w)))))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (add ?x245 ?x256)))
 (let ((?x278 (conv 2 2 0 0 0 0 1 1 1 ?x267 in_u2)))
 (= (rank ?x278) 4))))))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (add ?x245 ?x256)))
 (let ((?x278 (conv 2 2 0 0 0 0 1 1 1 ?x267 in_u2)))
 (= (dim ?x278 0) sym_n))))))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (add ?x245 ?x256)))
 (let ((?x278 (conv 2 2 0 0 0 0 1 1 1 ?x267 in_u2)))
 (= (dim ?x278 1) sym_c3))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (add ?x245 ?x256)))
 (let ((?x278 (conv 2 2 0 0 0 0 1 1 1 ?x267 in_u2)))
 (let ((?x285 (dim ?x278 2)))
 (= ?x285 ?x203)))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (add ?x245 ?x256)))
 (let ((?x278 (conv 2 2 0 0 0 0 1 1 1 ?x267 in_u2)))
 (let ((?x287 (dim ?x278 3)))
 (= ?x287 ?x208)))))))))
(assert
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x256 (relu ?x245)))
(let ((?x267 (add ?x245 ?x256)))
(let ((?x278 (conv 2 2 0 0 0 0 1 1 1 ?x267 in_u2)))
(let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x210 (relu ?x193)))
(let ((?x221 (add ?x193 ?x210)))
(let ((?x232 (conv 1 1 0 0 0 0 1 1 1 ?x221 in_u2)))
(and (distinct ?x232 ?x278) true))))))))))
(check-sat)
