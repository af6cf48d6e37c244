; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_concat_batch, subsample_conv1x1
; z3 rlimit used: 34866
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x88 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x89 (= ?x86 ?x88)))
 (let (($x84 (= (rank W) 4)))
 (let (($x81 (= (rank X) 4)))
 (let (($x78 (>= dw 1)))
 (let (($x76 (>= dh 1)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= g 1)))
 (let (($x85 (and (< 1 (* sh sw)) $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x76 $x78 $x81 $x84)))
 (=> $x85 $x89)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x118 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y))))
 (let ((?x115 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x119 (= ?x115 ?x118)))
 (let (($x81 (= (rank X) 4)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= kw 1)))
 (let (($x78 (>= kh 1)))
 (let (($x113 (and (= (dim X 1) (dim Y 1)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) $x78 $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x81 (= (rank Y) 4))))
 (=> $x113 $x119)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x139 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x137 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x140 (= ?x137 ?x139)))
 (let (($x134 (= (rank U) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= dw 1)))
 (let (($x127 (>= dh 1)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x135 (and $x21 $x68 $x69 $x127 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x28 $x134)))
 (=> $x135 $x140)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x177 (dim in_u1 2)))
 (= 1 ?x177)))
(assert
 (let ((?x179 (dim in_u1 3)))
 (= 1 ?x179)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x188 (dim ?x181 2)))
 (= 1 ?x188))))
(assert
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x190 (dim ?x181 3)))
 (= 1 ?x190))))
(assert
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (= (rank ?x192) 4))))
(assert
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (= (dim ?x192 0) sym_n))))
(assert
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (= (dim ?x192 1) sym_c))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x203)))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x205 (dim ?x192 3)))
 (= ?x205 ?x208)))))))
(assert
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x192 in_u1)))
 (= (rank ?x210) 4)))))
(assert
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x192 in_u1)))
 (= (dim ?x210 0) sym_n)))))
(assert
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x192 in_u1)))
 (= (dim ?x210 1) sym_c)))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x192 in_u1)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x203))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x192 in_u1)))
 (let ((?x219 (dim ?x210 3)))
 (= ?x219 ?x208))))))))
(assert
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x192 in_u1)))
 (let ((?x221 (concat 0 ?x210 ?x192)))
 (= (rank ?x221) 4))))))
(assert
 (let ((?x225 (* 2 sym_n)))
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x192 in_u1)))
 (let ((?x221 (concat 0 ?x210 ?x192)))
 (let ((?x224 (dim ?x221 0)))
 (= ?x224 ?x225))))))))
(assert
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x192 in_u1)))
 (let ((?x221 (concat 0 ?x210 ?x192)))
 (= (dim ?x221 1) sym_c))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x192 in_u1)))
 (let ((?x221 (concat 0 ?x210 ?x192)))
 (let ((?x229 (dim ?x221 2)))
 (= ?x229 ?x203)))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x192 in_u1)))
 (let ((?x221 (concat 0 ?x210 ?x192)))
 (let ((?x231 (dim ?x221 3)))
 (= ?x231 ?x208)))))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (>= ?x203 0))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (>= ?x208 0))))
(assert
 (let ((?x225 (* 2 sym_n)))
 (>= ?x225 0)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x243 (dim ?x236 2)))
 (= 3 ?x243))))
(assert
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x245 (dim ?x236 3)))
 (= 3 ?x245))))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x247) 4)))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x247 0) sym_n)))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x247 1) sym_c)))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x247 2) sym_h)))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x247 3) sym_w)))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (concat 0 ?x247 in_i1)))
 (= (rank ?x258) 4))))
(assert
 (let ((?x225 (* 2 sym_n)))
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (concat 0 ?x247 in_i1)))
 (let ((?x261 (dim ?x258 0)))
 (= ?x261 ?x225))))))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (concat 0 ?x247 in_i1)))
 (= (dim ?x258 1) sym_c))))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (concat 0 ?x247 in_i1)))
 (= (dim ?x258 2) sym_h))))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (concat 0 ?x247 in_i1)))
 (= (dim ?x258 3) sym_w))))
(assert
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (concat 0 ?x247 in_i1)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x236)))
 (= (rank ?x269) 4))))))
(assert
 (let ((?x225 (* 2 sym_n)))
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (concat 0 ?x247 in_i1)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x236)))
 (let ((?x272 (dim ?x269 0)))
 (= ?x272 ?x225))))))))
(assert
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (concat 0 ?x247 in_i1)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x236)))
 (= (dim ?x269 1) sym_c))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (concat 0 ?x247 in_i1)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x236)))
 (let ((?x276 (dim ?x269 2)))
 (= ?x276 ?x203)))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (concat 0 ?x247 in_i1)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x236)))
 (let ((?x278 (dim ?x269 3)))
 (= ?x278 ?x208)))))))))
(assert
 (let ((?x236 (idkernel4 sym_c 3 3)))
(let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x258 (concat 0 ?x247 in_i1)))
(let ((?x269 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x236)))
(let ((?x181 (idkernel4 sym_c 1 1)))
(let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
(let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x192 in_u1)))
(let ((?x221 (concat 0 ?x210 ?x192)))
(and (distinct ?x221 ?x269) true))))))))))
(check-sat)
