; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel1_after_conv, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 17492
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x108 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x106 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x109 (= ?x106 ?x108)))
 (let (($x104 (= (rank W) 4)))
 (let (($x101 (= (rank X) 4)))
 (let (($x98 (>= dw 1)))
 (let (($x96 (>= dh 1)))
 (let (($x94 (>= pr 0)))
 (let (($x93 (>= pb 0)))
 (let (($x91 (>= pl 0)))
 (let (($x90 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x89 (>= sh 1)))
 (let (($x88 (>= g 1)))
 (let (($x105 (and (< 1 (* sh sw)) $x88 $x89 $x64 $x90 $x91 $x93 $x94 $x96 $x98 $x101 $x104)))
 (=> $x105 $x109)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x133 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x131 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x134 (= ?x131 ?x133)))
 (let (($x128 (= (rank U) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= dw 1)))
 (let (($x120 (>= dh 1)))
 (let (($x64 (>= sw 1)))
 (let (($x89 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x129 (and $x21 $x89 $x64 $x120 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x28 $x128)))
 (=> $x129 $x134)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x171 (dim in_u1 2)))
 (= 1 ?x171)))
(assert
 (let ((?x173 (dim in_u1 3)))
 (= 1 ?x173)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x182 (dim ?x175 2)))
 (= 1 ?x182))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x184 (dim ?x175 3)))
 (= 1 ?x184))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x186) 4)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 0) sym_n)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 1) sym_c)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 2) sym_h)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 3) sym_w)))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (= (rank ?x197) 4))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (= (dim ?x197 0) sym_n))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (= (dim ?x197 1) sym_c))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x208)))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x210 (dim ?x197 3)))
 (= ?x210 ?x213)))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x215 (relu ?x197)))
 (= (rank ?x215) 4)))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x215 (relu ?x197)))
 (= (dim ?x215 0) sym_n)))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x215 (relu ?x197)))
 (= (dim ?x215 1) sym_c)))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x215 (relu ?x197)))
 (let ((?x222 (dim ?x215 2)))
 (= ?x222 ?x208))))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x215 (relu ?x197)))
 (let ((?x224 (dim ?x215 3)))
 (= ?x224 ?x213))))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (conv 2 2 0 0 0 0 1 1 1 ?x186 ?x175)))
 (= (rank ?x226) 4)))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (conv 2 2 0 0 0 0 1 1 1 ?x186 ?x175)))
 (= (dim ?x226 0) sym_n)))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (conv 2 2 0 0 0 0 1 1 1 ?x186 ?x175)))
 (= (dim ?x226 1) sym_c)))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (conv 2 2 0 0 0 0 1 1 1 ?x186 ?x175)))
 (let ((?x233 (dim ?x226 2)))
 (= ?x233 ?x208))))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (conv 2 2 0 0 0 0 1 1 1 ?x186 ?x175)))
 (let ((?x235 (dim ?x226 3)))
 (= ?x235 ?x213))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (>= ?x208 0))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (>= ?x213 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x246 (dim ?x239 2)))
 (= 3 ?x246))))
(assert
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x248 (dim ?x239 3)))
 (= 3 ?x248))))
(assert
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (= (rank ?x250) 4))))
(assert
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (= (dim ?x250 0) sym_n))))
(assert
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (= (dim ?x250 1) sym_c))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x257 (dim ?x250 2)))
 (= ?x257 ?x208)))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x259 (dim ?x250 3)))
 (= ?x259 ?x213)))))))
(assert
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x261 (relu ?x250)))
 (= (rank ?x261) 4)))))
(assert
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x261 (relu ?x250)))
 (= (dim ?x261 0) sym_n)))))
(assert
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x261 (relu ?x250)))
 (= (dim ?x261 1) sym_c)))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x261 (relu ?x250)))
 (let ((?x268 (dim ?x261 2)))
 (= ?x268 ?x208))))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x261 (relu ?x250)))
 (let ((?x270 (dim ?x261 3)))
 (= ?x270 ?x213))))))))
(assert
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x272 (conv 1 1 0 0 0 0 1 1 1 ?x250 in_u1)))
 (= (rank ?x272) 4)))))
(assert
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x272 (conv 1 1 0 0 0 0 1 1 1 ?x250 in_u1)))
 (= (dim ?x272 0) sym_n)))))
(assert
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x272 (conv 1 1 0 0 0 0 1 1 1 ?x250 in_u1)))
 (= (dim ?x272 1) sym_c)))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x272 (conv 1 1 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x279 (dim ?x272 2)))
 (= ?x279 ?x208))))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x272 (conv 1 1 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x281 (dim ?x272 3)))
 (= ?x281 ?x213))))))))
(assert
 (let ((?x239 (idkernel4 sym_c 3 3)))
(let ((?x250 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
(let ((?x272 (conv 1 1 0 0 0 0 1 1 1 ?x250 in_u1)))
(let ((?x175 (idkernel4 sym_c 1 1)))
(let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x226 (conv 2 2 0 0 0 0 1 1 1 ?x186 ?x175)))
(let ((?x261 (relu ?x250)))
(let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
(let ((?x215 (relu ?x197)))
(or (and (distinct ?x215 ?x261) true) (and (distinct ?x226 ?x272) true))))))))))))
(check-sat)
