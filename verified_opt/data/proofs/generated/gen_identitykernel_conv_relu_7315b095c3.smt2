; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel3_after_conv, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 18137
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_u1 () T)
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
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x64 (+ q p)))
 (let ((?x79 (- ?x64 1)))
 (let ((?x78 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x81 (= ?x78 (conv s s ?x79 ?x79 ?x79 ?x79 1 1 1 X W))))
 (let (($x28 (= (rank W) 4)))
 (let (($x73 (= (rank X) 4)))
 (let (($x70 (= (dim W 0) m)))
 (let (($x68 (>= p 0)))
 (let (($x18 (>= q 0)))
 (let (($x67 (>= s 1)))
 (=> (and (<= 1 ?x64) (>= 1 p) $x67 $x18 $x68 $x70 $x73 $x28) $x81))))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x117 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x115 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x118 (= ?x115 ?x117)))
 (let (($x113 (= (rank W) 4)))
 (let (($x110 (= (rank X) 4)))
 (let (($x107 (>= dw 1)))
 (let (($x105 (>= dh 1)))
 (let (($x103 (>= pr 0)))
 (let (($x102 (>= pb 0)))
 (let (($x100 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x99 (>= sh 1)))
 (let (($x98 (>= g 1)))
 (let (($x114 (and (< 1 (* sh sw)) $x98 $x99 $x67 $x68 $x100 $x102 $x103 $x105 $x107 $x110 $x113)))
 (=> $x114 $x118)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x141 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x139 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x142 (= ?x139 ?x141)))
 (let (($x136 (= (rank U) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= dw 1)))
 (let (($x129 (>= dh 1)))
 (let (($x67 (>= sw 1)))
 (let (($x99 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x137 (and $x21 $x99 $x67 $x129 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x28 $x136)))
 (=> $x137 $x142)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x190 (dim in_u1 2)))
 (= 1 ?x190)))
(assert
 (let ((?x192 (dim in_u1 3)))
 (= 1 ?x192)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x201 (dim ?x194 2)))
 (= 1 ?x201))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x203 (dim ?x194 3)))
 (= 1 ?x203))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (= (rank ?x205) 4))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (= (dim ?x205 0) sym_n))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (= (dim ?x205 1) sym_c))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x215)))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x217 (dim ?x205 3)))
 (= ?x217 ?x220)))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x194)))
 (= (rank ?x222) 4))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x194)))
 (= (dim ?x222 0) sym_n))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x194)))
 (= (dim ?x222 1) sym_c))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x194)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x215)))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x194)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x220)))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x194)))
 (let ((?x233 (relu ?x222)))
 (= (rank ?x233) 4)))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x194)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 0) sym_n)))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x194)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 1) sym_c)))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x194)))
 (let ((?x233 (relu ?x222)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x215))))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x194)))
 (let ((?x233 (relu ?x222)))
 (let ((?x242 (dim ?x233 3)))
 (= ?x242 ?x220))))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x205 in_u1)))
 (= (rank ?x244) 4)))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x205 in_u1)))
 (= (dim ?x244 0) sym_n)))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x205 in_u1)))
 (= (dim ?x244 1) sym_c)))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x205 in_u1)))
 (let ((?x251 (dim ?x244 2)))
 (= ?x251 ?x215))))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x205 in_u1)))
 (let ((?x253 (dim ?x244 3)))
 (= ?x253 ?x220))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (>= ?x215 0))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (>= ?x220 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x257 (idkernel4 sym_c 3 3)))
 (let ((?x264 (dim ?x257 2)))
 (= 3 ?x264))))
(assert
 (let ((?x257 (idkernel4 sym_c 3 3)))
 (let ((?x266 (dim ?x257 3)))
 (= 3 ?x266))))
(assert
 (let ((?x268 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x268) 4)))
(assert
 (let ((?x268 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x268 0) sym_n)))
(assert
 (let ((?x268 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x268 1) sym_c)))
(assert
 (let ((?x268 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x268 2) sym_h)))
(assert
 (let ((?x268 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x268 3) sym_w)))
(assert
 (let ((?x257 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x257)))
 (= (rank ?x279) 4))))
(assert
 (let ((?x257 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x257)))
 (= (dim ?x279 0) sym_n))))
(assert
 (let ((?x257 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x257)))
 (= (dim ?x279 1) sym_c))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x257 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x257)))
 (let ((?x286 (dim ?x279 2)))
 (= ?x286 ?x215)))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x257 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x257)))
 (let ((?x288 (dim ?x279 3)))
 (= ?x288 ?x220)))))))
(assert
 (let ((?x257 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x257)))
 (let ((?x290 (relu ?x279)))
 (= (rank ?x290) 4)))))
(assert
 (let ((?x257 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x257)))
 (let ((?x290 (relu ?x279)))
 (= (dim ?x290 0) sym_n)))))
(assert
 (let ((?x257 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x257)))
 (let ((?x290 (relu ?x279)))
 (= (dim ?x290 1) sym_c)))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x257 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x257)))
 (let ((?x290 (relu ?x279)))
 (let ((?x297 (dim ?x290 2)))
 (= ?x297 ?x215))))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x257 (idkernel4 sym_c 3 3)))
 (let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x257)))
 (let ((?x290 (relu ?x279)))
 (let ((?x299 (dim ?x290 3)))
 (= ?x299 ?x220))))))))
(assert
 (let ((?x257 (idkernel4 sym_c 3 3)))
 (let ((?x268 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x301 (conv 2 2 1 1 1 1 1 1 1 ?x268 ?x257)))
 (= (rank ?x301) 4)))))
(assert
 (let ((?x257 (idkernel4 sym_c 3 3)))
 (let ((?x268 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x301 (conv 2 2 1 1 1 1 1 1 1 ?x268 ?x257)))
 (= (dim ?x301 0) sym_n)))))
(assert
 (let ((?x257 (idkernel4 sym_c 3 3)))
 (let ((?x268 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x301 (conv 2 2 1 1 1 1 1 1 1 ?x268 ?x257)))
 (= (dim ?x301 1) sym_c)))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x257 (idkernel4 sym_c 3 3)))
 (let ((?x268 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x301 (conv 2 2 1 1 1 1 1 1 1 ?x268 ?x257)))
 (let ((?x308 (dim ?x301 2)))
 (= ?x308 ?x215))))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x257 (idkernel4 sym_c 3 3)))
 (let ((?x268 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x301 (conv 2 2 1 1 1 1 1 1 1 ?x268 ?x257)))
 (let ((?x310 (dim ?x301 3)))
 (= ?x310 ?x220))))))))
(assert
 (let ((?x257 (idkernel4 sym_c 3 3)))
(let ((?x268 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x301 (conv 2 2 1 1 1 1 1 1 1 ?x268 ?x257)))
(let ((?x194 (idkernel4 sym_c 1 1)))
(let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x194)))
(let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x205 in_u1)))
(let ((?x279 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x257)))
(let ((?x290 (relu ?x279)))
(let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x194)))
(let ((?x233 (relu ?x222)))
(or (and (distinct ?x233 ?x290) true) (and (distinct ?x244 ?x301) true)))))))))))))
(check-sat)
