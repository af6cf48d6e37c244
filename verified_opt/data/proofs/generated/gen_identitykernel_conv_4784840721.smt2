; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel3_after_conv, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 15748
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
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x179 (dim in_u1 2)))
 (= 1 ?x179)))
(assert
 (let ((?x181 (dim in_u1 3)))
 (= 1 ?x181)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x190 (dim in_u2 2)))
 (= 1 ?x190)))
(assert
 (let ((?x192 (dim in_u2 3)))
 (= 1 ?x192)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x201 (dim ?x194 2)))
 (= 3 ?x201))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x203 (dim ?x194 3)))
 (= 3 ?x203))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x194)))
 (= (rank ?x205) 4))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x194)))
 (= (dim ?x205 0) sym_n))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x194)))
 (= (dim ?x205 1) sym_c))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x194)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x215)))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x194)))
 (let ((?x217 (dim ?x205 3)))
 (= ?x217 ?x220)))))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x194)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 ?x205 in_u1)))
 (= (rank ?x222) 4)))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x194)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 ?x205 in_u1)))
 (= (dim ?x222 0) sym_n)))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x194)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 ?x205 in_u1)))
 (= (dim ?x222 1) sym_c)))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x194)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 ?x205 in_u1)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x215))))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x194)))
 (let ((?x222 (conv 1 1 0 0 0 0 1 1 1 ?x205 in_u1)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x220))))))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x194)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u2)))
 (= (rank ?x233) 4)))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x194)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u2)))
 (= (dim ?x233 0) sym_n)))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x194)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u2)))
 (= (dim ?x233 1) sym_c)))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x241 (div ?x214 2)))
 (let ((?x242 (+ 1 ?x241)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x194)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u2)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x242)))))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x245 (div ?x219 2)))
 (let ((?x246 (+ 1 ?x245)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x194)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u2)))
 (let ((?x244 (dim ?x233 3)))
 (= ?x244 ?x246)))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (>= ?x215 0))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (>= ?x220 0))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x241 (div ?x214 2)))
 (let ((?x242 (+ 1 ?x241)))
 (>= ?x242 0)))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x245 (div ?x219 2)))
 (let ((?x246 (+ 1 ?x245)))
 (>= ?x246 0)))))
(assert
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (rank ?x252) 4)))
(assert
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (dim ?x252 0) sym_n)))
(assert
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (dim ?x252 1) sym_c)))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x259 (dim ?x252 2)))
 (= ?x259 ?x215))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x261 (dim ?x252 3)))
 (= ?x261 ?x220))))))
(assert
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x263) 4)))
(assert
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x263 0) sym_n)))
(assert
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x263 1) sym_c)))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x270 (dim ?x263 2)))
 (= ?x270 ?x215))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x272 (dim ?x263 3)))
 (= ?x272 ?x220))))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x274 (conv 2 2 1 1 1 1 1 1 1 ?x252 ?x194)))
 (= (rank ?x274) 4)))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x274 (conv 2 2 1 1 1 1 1 1 1 ?x252 ?x194)))
 (= (dim ?x274 0) sym_n)))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x274 (conv 2 2 1 1 1 1 1 1 1 ?x252 ?x194)))
 (= (dim ?x274 1) sym_c)))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x241 (div ?x214 2)))
 (let ((?x242 (+ 1 ?x241)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x274 (conv 2 2 1 1 1 1 1 1 1 ?x252 ?x194)))
 (let ((?x281 (dim ?x274 2)))
 (= ?x281 ?x242)))))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x245 (div ?x219 2)))
 (let ((?x246 (+ 1 ?x245)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x274 (conv 2 2 1 1 1 1 1 1 1 ?x252 ?x194)))
 (let ((?x283 (dim ?x274 3)))
 (= ?x283 ?x246)))))))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
(let ((?x252 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
(let ((?x274 (conv 2 2 1 1 1 1 1 1 1 ?x252 ?x194)))
(let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x194)))
(let ((?x233 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u2)))
(let ((?x263 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x222 (conv 1 1 0 0 0 0 1 1 1 ?x205 in_u1)))
(or (and (distinct ?x222 ?x263) true) (and (distinct ?x233 ?x274) true))))))))))
(check-sat)
