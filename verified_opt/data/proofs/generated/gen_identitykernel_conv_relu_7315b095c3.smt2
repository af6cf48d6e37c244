; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel3_after_conv, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 78956
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
 (let ((?x74 (- ?x61 1)))
 (let ((?x73 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x76 (= ?x73 (conv s s ?x74 ?x74 ?x74 ?x74 1 1 1 X W))))
 (let (($x67 (= (dim W 0) m)))
 (let (($x65 (>= p 0)))
 (let (($x18 (>= q 0)))
 (let (($x64 (>= s 1)))
 (=> (and (<= 1 ?x61) (>= 1 p) $x64 $x18 $x65 $x67) $x76))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x108 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x106 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x109 (= ?x106 ?x108)))
 (let (($x102 (>= dw 1)))
 (let (($x100 (>= dh 1)))
 (let (($x98 (>= pr 0)))
 (let (($x97 (>= pb 0)))
 (let (($x95 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x94 (>= sh 1)))
 (let (($x93 (>= g 1)))
 (let (($x103 (and (< 1 (* sh sw)) $x93 $x94 $x64 $x65 $x95 $x97 $x98 $x100 $x102)))
 (=> $x103 $x109)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x130 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x128 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x131 (= ?x128 ?x130)))
 (let (($x20 (>= dw 1)))
 (let (($x120 (>= dh 1)))
 (let (($x64 (>= sw 1)))
 (let (($x94 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x126 (and $x21 $x94 $x64 $x120 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x126 $x131)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x180 (dim in_u1 2)))
 (= 1 ?x180)))
(assert
 (let ((?x182 (dim in_u1 3)))
 (= 1 ?x182)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x191 (dim ?x184 2)))
 (= 1 ?x191))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x193 (dim ?x184 3)))
 (= 1 ?x193))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x184)))
 (= (rank ?x195) 4))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x184)))
 (= (dim ?x195 0) sym_n))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x184)))
 (= (dim ?x195 1) sym_c))))
(assert
 (let ((?x204 (div (+ (- 1) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x184)))
 (let ((?x202 (dim ?x195 2)))
 (= ?x202 ?x205)))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x184)))
 (let ((?x207 (dim ?x195 3)))
 (= ?x207 ?x210)))))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x184)))
 (= (rank ?x212) 4))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x184)))
 (= (dim ?x212 0) sym_n))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x184)))
 (= (dim ?x212 1) sym_c))))
(assert
 (let ((?x204 (div (+ (- 1) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x184)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x205)))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x184)))
 (let ((?x221 (dim ?x212 3)))
 (= ?x221 ?x210)))))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x184)))
 (let ((?x223 (relu ?x212)))
 (= (rank ?x223) 4)))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x184)))
 (let ((?x223 (relu ?x212)))
 (= (dim ?x223 0) sym_n)))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x184)))
 (let ((?x223 (relu ?x212)))
 (= (dim ?x223 1) sym_c)))))
(assert
 (let ((?x204 (div (+ (- 1) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x184)))
 (let ((?x223 (relu ?x212)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x205))))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x184)))
 (let ((?x223 (relu ?x212)))
 (let ((?x232 (dim ?x223 3)))
 (= ?x232 ?x210))))))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x184)))
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u1)))
 (= (rank ?x234) 4)))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x184)))
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u1)))
 (= (dim ?x234 0) sym_n)))))
(assert
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x184)))
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u1)))
 (= (dim ?x234 1) sym_c)))))
(assert
 (let ((?x204 (div (+ (- 1) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x184)))
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u1)))
 (let ((?x241 (dim ?x234 2)))
 (= ?x241 ?x205))))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x184 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x184)))
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u1)))
 (let ((?x243 (dim ?x234 3)))
 (= ?x243 ?x210))))))))
(assert
 (let ((?x204 (div (+ (- 1) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (>= ?x205 0))))
(assert
 (let ((?x209 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (>= ?x210 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x247 (idkernel4 sym_c 3 3)))
 (let ((?x254 (dim ?x247 2)))
 (= 3 ?x254))))
(assert
 (let ((?x247 (idkernel4 sym_c 3 3)))
 (let ((?x256 (dim ?x247 3)))
 (= 3 ?x256))))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x258) 4)))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x258 0) sym_n)))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x258 1) sym_c)))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x258 2) sym_h)))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x258 3) sym_w)))
(assert
 (let ((?x247 (idkernel4 sym_c 3 3)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x247)))
 (= (rank ?x269) 4))))
(assert
 (let ((?x247 (idkernel4 sym_c 3 3)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x247)))
 (= (dim ?x269 0) sym_n))))
(assert
 (let ((?x247 (idkernel4 sym_c 3 3)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x247)))
 (= (dim ?x269 1) sym_c))))
(assert
 (let ((?x204 (div (+ (- 1) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x247 (idkernel4 sym_c 3 3)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x247)))
 (let ((?x276 (dim ?x269 2)))
 (= ?x276 ?x205)))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x247 (idkernel4 sym_c 3 3)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x247)))
 (let ((?x278 (dim ?x269 3)))
 (= ?x278 ?x210)))))))
(assert
 (let ((?x247 (idkernel4 sym_c 3 3)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x247)))
 (let ((?x280 (relu ?x269)))
 (= (rank ?x280) 4)))))
(assert
 (let ((?x247 (idkernel4 sym_c 3 3)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x247)))
 (let ((?x280 (relu ?x269)))
 (= (dim ?x280 0) sym_n)))))
(assert
 (let ((?x247 (idkernel4 sym_c 3 3)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x247)))
 (let ((?x280 (relu ?x269)))
 (= (dim ?x280 1) sym_c)))))
(assert
 (let ((?x204 (div (+ (- 1) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x247 (idkernel4 sym_c 3 3)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x247)))
 (let ((?x280 (relu ?x269)))
 (let ((?x287 (dim ?x280 2)))
 (= ?x287 ?x205))))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x247 (idkernel4 sym_c 3 3)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x247)))
 (let ((?x280 (relu ?x269)))
 (let ((?x289 (dim ?x280 3)))
 (= ?x289 ?x210))))))))
(assert
 (let ((?x247 (idkernel4 sym_c 3 3)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x247)))
 (= (rank ?x291) 4)))))
(assert
 (let ((?x247 (idkernel4 sym_c 3 3)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x247)))
 (= (dim ?x291 0) sym_n)))))
(assert
 (let ((?x247 (idkernel4 sym_c 3 3)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x247)))
 (= (dim ?x291 1) sym_c)))))
(assert
 (let ((?x204 (div (+ (- 1) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x247 (idkernel4 sym_c 3 3)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x247)))
 (let ((?x298 (dim ?x291 2)))
 (= ?x298 ?x205))))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x247 (idkernel4 sym_c 3 3)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x247)))
 (let ((?x300 (dim ?x291 3)))
 (= ?x300 ?x210))))))))
(assert
 (let ((?x247 (idkernel4 sym_c 3 3)))
(let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x291 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x247)))
(let ((?x184 (idkernel4 sym_c 1 1)))
(let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x184)))
(let ((?x234 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u1)))
(let ((?x269 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x247)))
(let ((?x280 (relu ?x269)))
(let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x184)))
(let ((?x223 (relu ?x212)))
(or (and (distinct ?x223 ?x280) true) (and (distinct ?x234 ?x291) true)))))))))))))
(check-sat)
