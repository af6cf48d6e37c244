; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel3_after_conv, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 71560
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
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
(declare-fun in_i2 () T)
(declare-fun in_u1 () T)
(declare-fun relu (T) T)
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
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x61 (+ q p)))
 (let ((?x73 (- ?x61 1)))
 (let ((?x72 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x75 (= ?x72 (conv s s ?x73 ?x73 ?x73 ?x73 1 1 1 X W))))
 (let (($x66 (= (dim W 0) m)))
 (let (($x64 (>= p 0)))
 (let (($x18 (>= q 0)))
 (let (($x63 (>= s 1)))
 (=> (and (<= 1 ?x61) $x63 $x18 $x64 $x66) $x75))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x106 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x104 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x107 (= ?x104 ?x106)))
 (let (($x100 (>= dw 1)))
 (let (($x98 (>= dh 1)))
 (let (($x96 (>= pr 0)))
 (let (($x95 (>= pb 0)))
 (let (($x93 (>= pl 0)))
 (let (($x64 (>= pt 0)))
 (let (($x63 (>= sw 1)))
 (let (($x92 (>= sh 1)))
 (let (($x91 (>= g 1)))
 (let (($x101 (and (< 1 (* sh sw)) $x91 $x92 $x63 $x64 $x93 $x95 $x96 $x98 $x100)))
 (=> $x101 $x107)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x128 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x126 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x129 (= ?x126 ?x128)))
 (let (($x20 (>= dw 1)))
 (let (($x118 (>= dh 1)))
 (let (($x63 (>= sw 1)))
 (let (($x92 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x124 (and $x21 $x92 $x63 $x118 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x124 $x129)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x178 (dim in_u1 2)))
 (= 1 ?x178)))
(assert
 (let ((?x180 (dim in_u1 3)))
 (= 1 ?x180)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x189 (dim ?x182 2)))
 (= 1 ?x189))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x191 (dim ?x182 3)))
 (= 1 ?x191))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x182)))
 (= (rank ?x193) 4))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x182)))
 (= (dim ?x193 0) sym_n))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x182)))
 (= (dim ?x193 1) sym_c))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x182)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x203)))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x182)))
 (let ((?x205 (dim ?x193 3)))
 (= ?x205 ?x208)))))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x182)))
 (= (rank ?x210) 4))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x182)))
 (= (dim ?x210 0) sym_n))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x182)))
 (= (dim ?x210 1) sym_c))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x182)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x203)))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x182)))
 (let ((?x219 (dim ?x210 3)))
 (= ?x219 ?x208)))))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x182)))
 (let ((?x221 (relu ?x210)))
 (= (rank ?x221) 4)))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x182)))
 (let ((?x221 (relu ?x210)))
 (= (dim ?x221 0) sym_n)))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x182)))
 (let ((?x221 (relu ?x210)))
 (= (dim ?x221 1) sym_c)))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x182)))
 (let ((?x221 (relu ?x210)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x203))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x182)))
 (let ((?x221 (relu ?x210)))
 (let ((?x230 (dim ?x221 3)))
 (= ?x230 ?x208))))))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x182)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 ?x193 in_u1)))
 (= (rank ?x232) 4)))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x182)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 ?x193 in_u1)))
 (= (dim ?x232 0) sym_n)))))
(assert
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x182)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 ?x193 in_u1)))
 (= (dim ?x232 1) sym_c)))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x182)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 ?x193 in_u1)))
 (let ((?x239 (dim ?x232 2)))
 (= ?x239 ?x203))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x182 (idkernel4 sym_c 1 1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x182)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 ?x193 in_u1)))
 (let ((?x241 (dim ?x232 3)))
 (= ?x241 ?x208))))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (>= ?x203 0))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (>= ?x208 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x252 (dim ?x245 2)))
 (= 3 ?x252))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x254 (dim ?x245 3)))
 (= 3 ?x254))))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x256) 4)))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x256 0) sym_n)))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x256 1) sym_c)))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x256 2) sym_h)))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x256 3) sym_w)))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x245)))
 (= (rank ?x267) 4))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x245)))
 (= (dim ?x267 0) sym_n))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x245)))
 (= (dim ?x267 1) sym_c))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x245)))
 (let ((?x274 (dim ?x267 2)))
 (= ?x274 ?x203)))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x245)))
 (let ((?x276 (dim ?x267 3)))
 (= ?x276 ?x208)))))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x245)))
 (let ((?x278 (relu ?x267)))
 (= (rank ?x278) 4)))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x245)))
 (let ((?x278 (relu ?x267)))
 (= (dim ?x278 0) sym_n)))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x245)))
 (let ((?x278 (relu ?x267)))
 (= (dim ?x278 1) sym_c)))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x245)))
 (let ((?x278 (relu ?x267)))
 (let ((?x285 (dim ?x278 2)))
 (= ?x285 ?x203))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x245)))
 (let ((?x278 (relu ?x267)))
 (let ((?x287 (dim ?x278 3)))
 (= ?x287 ?x208))))))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x289 (conv 2 2 1 1 1 1 1 1 1 ?x256 ?x245)))
 (= (rank ?x289) 4)))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x289 (conv 2 2 1 1 1 1 1 1 1 ?x256 ?x245)))
 (= (dim ?x289 0) sym_n)))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x289 (conv 2 2 1 1 1 1 1 1 1 ?x256 ?x245)))
 (= (dim ?x289 1) sym_c)))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x289 (conv 2 2 1 1 1 1 1 1 1 ?x256 ?x245)))
 (let ((?x296 (dim ?x289 2)))
 (= ?x296 ?x203))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x289 (conv 2 2 1 1 1 1 1 1 1 ?x256 ?x245)))
 (let ((?x298 (dim ?x289 3)))
 (= ?x298 ?x208))))))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
(let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x289 (conv 2 2 1 1 1 1 1 1 1 ?x256 ?x245)))
(let ((?x182 (idkernel4 sym_c 1 1)))
(let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x182)))
(let ((?x232 (conv 1 1 0 0 0 0 1 1 1 ?x193 in_u1)))
(let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x245)))
(let ((?x278 (relu ?x267)))
(let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x182)))
(let ((?x221 (relu ?x210)))
(or (and (distinct ?x221 ?x278) true) (and (distinct ?x232 ?x289) true)))))))))))))
(check-sat)
