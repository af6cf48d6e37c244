; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel1_after_conv, conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 22634
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_s1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x76 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x78 (= ?x76 (conv s s q q q q 1 1 1 X W))))
 (let (($x18 (>= q 0)))
 (let (($x64 (>= s 1)))
 (let (($x73 (and $x64 $x18 (= (dim W 0) m) (= (rank X) 4) (= (rank W) 4))))
 (=> $x73 $x78)))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x109 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x110 (smul ?x109 S)))
 (let ((?x108 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x111 (= ?x108 ?x110)))
 (let (($x102 (= (rank W) 4)))
 (let (($x99 (= (rank X) 4)))
 (let (($x96 (>= dw 1)))
 (let (($x94 (>= dh 1)))
 (let (($x92 (>= pr 0)))
 (let (($x91 (>= pb 0)))
 (let (($x89 (>= pl 0)))
 (let (($x88 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x87 (>= sh 1)))
 (let (($x86 (>= g 1)))
 (let (($x106 (and $x86 $x87 $x64 $x88 $x89 $x91 $x92 $x94 $x96 $x99 $x102 (= (rank S) 0))))
 (=> $x106 $x111))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x109 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x110 (smul ?x109 S)))
 (let ((?x120 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x121 (= ?x120 ?x110)))
 (let (($x102 (= (rank W) 4)))
 (let (($x99 (= (rank X) 4)))
 (let (($x96 (>= dw 1)))
 (let (($x94 (>= dh 1)))
 (let (($x92 (>= pr 0)))
 (let (($x91 (>= pb 0)))
 (let (($x89 (>= pl 0)))
 (let (($x88 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x87 (>= sh 1)))
 (let (($x86 (>= g 1)))
 (let (($x106 (and $x86 $x87 $x64 $x88 $x89 $x91 $x92 $x94 $x96 $x99 $x102 (= (rank S) 0))))
 (=> $x106 $x121))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x131 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x109 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x132 (= ?x109 ?x131)))
 (let (($x102 (= (rank W) 4)))
 (let (($x99 (= (rank X) 4)))
 (let (($x96 (>= dw 1)))
 (let (($x94 (>= dh 1)))
 (let (($x92 (>= pr 0)))
 (let (($x91 (>= pb 0)))
 (let (($x89 (>= pl 0)))
 (let (($x88 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x87 (>= sh 1)))
 (let (($x86 (>= g 1)))
 (let (($x129 (and (< 1 (* sh sw)) $x86 $x87 $x64 $x88 $x89 $x91 $x92 $x94 $x96 $x99 $x102)))
 (=> $x129 $x132)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x184 (dim ?x177 2)))
 (= 1 ?x184))))
(assert
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x186 (dim ?x177 3)))
 (= 1 ?x186))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x195 (dim ?x188 2)))
 (= 1 ?x195)))))
(assert
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x197 (dim ?x188 3)))
 (= 1 ?x197)))))
(assert
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x177)))
 (= (rank ?x199) 4))))
(assert
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x177)))
 (= (dim ?x199 0) sym_n))))
(assert
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x177)))
 (= (dim ?x199 1) sym_c))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x177)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x210)))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x177)))
 (let ((?x212 (dim ?x199 3)))
 (= ?x212 ?x215)))))))
(assert
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x177)))
 (let ((?x217 (relu ?x199)))
 (= (rank ?x217) 4)))))
(assert
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x177)))
 (let ((?x217 (relu ?x199)))
 (= (dim ?x217 0) sym_n)))))
(assert
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x177)))
 (let ((?x217 (relu ?x199)))
 (= (dim ?x217 1) sym_c)))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x177)))
 (let ((?x217 (relu ?x199)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x210))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x177)))
 (let ((?x217 (relu ?x199)))
 (let ((?x226 (dim ?x217 3)))
 (= ?x226 ?x215))))))))
(assert
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x188)))
 (= (rank ?x228) 4)))))
(assert
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x188)))
 (= (dim ?x228 0) sym_n)))))
(assert
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x188)))
 (= (dim ?x228 1) sym_c)))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x210))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x177 (idkernel4 sym_c 1 1)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x215))))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (>= ?x210 0))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (>= ?x215 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x241 (idkernel4 sym_c 3 3)))
 (let ((?x248 (dim ?x241 2)))
 (= 3 ?x248))))
(assert
 (let ((?x241 (idkernel4 sym_c 3 3)))
 (let ((?x250 (dim ?x241 3)))
 (= 3 ?x250))))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (let ((?x241 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x241)))
 (= (rank ?x263) 4))))
(assert
 (let ((?x241 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x241)))
 (= (dim ?x263 0) sym_n))))
(assert
 (let ((?x241 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x241)))
 (= (dim ?x263 1) sym_c))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x241 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x241)))
 (let ((?x270 (dim ?x263 2)))
 (= ?x270 ?x210)))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x241 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x241)))
 (let ((?x272 (dim ?x263 3)))
 (= ?x272 ?x215)))))))
(assert
 (let ((?x241 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x241)))
 (let ((?x274 (relu ?x263)))
 (= (rank ?x274) 4)))))
(assert
 (let ((?x241 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x241)))
 (let ((?x274 (relu ?x263)))
 (= (dim ?x274 0) sym_n)))))
(assert
 (let ((?x241 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x241)))
 (let ((?x274 (relu ?x263)))
 (= (dim ?x274 1) sym_c)))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x241 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x241)))
 (let ((?x274 (relu ?x263)))
 (let ((?x281 (dim ?x274 2)))
 (= ?x281 ?x210))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x241 (idkernel4 sym_c 3 3)))
 (let ((?x263 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x241)))
 (let ((?x274 (relu ?x263)))
 (let ((?x283 (dim ?x274 3)))
 (= ?x283 ?x215))))))))
(assert
 (let ((?x241 (idkernel4 sym_c 3 3)))
 (let ((?x252 (smul in_i1 in_s1)))
 (let ((?x285 (conv 2 2 1 1 1 1 1 1 1 ?x252 ?x241)))
 (= (rank ?x285) 4)))))
(assert
 (let ((?x241 (idkernel4 sym_c 3 3)))
 (let ((?x252 (smul in_i1 in_s1)))
 (let ((?x285 (conv 2 2 1 1 1 1 1 1 1 ?x252 ?x241)))
 (= (dim ?x285 0) sym_n)))))
(assert
 (let ((?x241 (idkernel4 sym_c 3 3)))
 (let ((?x252 (smul in_i1 in_s1)))
 (let ((?x285 (conv 2 2 1 1 1 1 1 1 1 ?x252 ?x241)))
 (= (dim ?x285 1) sym_c)))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x241 (idkernel4 sym_c 3 3)))
 (let ((?x252 (smul in_i1 in_s1)))
 (let ((?x285 (conv 2 2 1 1 1 1 1 1 1 ?x252 ?x241)))
 (let ((?x292 (dim ?x285 2)))
 (= ?x292 ?x210))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x241 (idkernel4 sym_c 3 3)))
 (let ((?x252 (smul in_i1 in_s1)))
 (let ((?x285 (conv 2 2 1 1 1 1 1 1 1 ?x252 ?x241)))
 (let ((?x294 (dim ?x285 3)))
 (= ?x294 ?x215))))))))
(assert
 (let ((?x241 (idkernel4 sym_c 3 3)))
(let ((?x252 (smul in_i1 in_s1)))
(let ((?x285 (conv 2 2 1 1 1 1 1 1 1 ?x252 ?x241)))
(let ((?x177 (idkernel4 sym_c 1 1)))
(let ((?x188 (smul ?x177 in_s1)))
(let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x188)))
(let ((?x263 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x241)))
(let ((?x274 (relu ?x263)))
(let ((?x199 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x177)))
(let ((?x217 (relu ?x199)))
(or (and (distinct ?x217 ?x274) true) (and (distinct ?x228 ?x285) true)))))))))))))
(check-sat)
