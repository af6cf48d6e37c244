; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_idkernel, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 19821
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x92 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x90 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x93 (= ?x90 ?x92)))
 (let (($x87 (= (rank W) 4)))
 (let (($x85 (= (rank X) 4)))
 (let (($x76 (>= dw 1)))
 (let (($x74 (>= dh 1)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= g 1)))
 (let (($x88 (and $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x74 $x76 (= 1 (dim W 2)) (= 1 (dim W 3)) $x85 $x87)))
 (=> $x88 $x93)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x109 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x107 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x110 (= ?x107 ?x109)))
 (let (($x87 (= (rank W) 4)))
 (let (($x85 (= (rank X) 4)))
 (let (($x76 (>= dw 1)))
 (let (($x74 (>= dh 1)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= g 1)))
 (let (($x106 (and (< 1 (* sh sw)) $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x74 $x76 $x85 $x87)))
 (=> $x106 $x110)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x133 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x131 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x134 (= ?x131 ?x133)))
 (let (($x128 (= (rank U) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= dw 1)))
 (let (($x121 (>= dh 1)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x129 (and $x21 $x66 $x67 $x121 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x28 $x128)))
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
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (= (rank ?x186) 4))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (= (dim ?x186 0) sym_n))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (= (dim ?x186 1) sym_c))))
(assert
 (let ((?x196 (div (+ (- 1) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x193 (dim ?x186 2)))
 (= ?x193 ?x197)))))))
(assert
 (let ((?x201 (div (+ (- 1) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x199 (dim ?x186 3)))
 (= ?x199 ?x202)))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x204 (relu ?x186)))
 (= (rank ?x204) 4)))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x204 (relu ?x186)))
 (= (dim ?x204 0) sym_n)))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x204 (relu ?x186)))
 (= (dim ?x204 1) sym_c)))))
(assert
 (let ((?x196 (div (+ (- 1) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x204 (relu ?x186)))
 (let ((?x211 (dim ?x204 2)))
 (= ?x211 ?x197))))))))
(assert
 (let ((?x201 (div (+ (- 1) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x204 (relu ?x186)))
 (let ((?x213 (dim ?x204 3)))
 (= ?x213 ?x202))))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x215 (transpose4 0 1 3 2 ?x186)))
 (= (rank ?x215) 4)))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x215 (transpose4 0 1 3 2 ?x186)))
 (= (dim ?x215 0) sym_n)))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x215 (transpose4 0 1 3 2 ?x186)))
 (= (dim ?x215 1) sym_c)))))
(assert
 (let ((?x201 (div (+ (- 1) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x215 (transpose4 0 1 3 2 ?x186)))
 (let ((?x222 (dim ?x215 2)))
 (= ?x222 ?x202))))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x215 (transpose4 0 1 3 2 ?x186)))
 (let ((?x224 (dim ?x215 3)))
 (= ?x224 ?x197))))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x215 (transpose4 0 1 3 2 ?x186)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x215 in_u1)))
 (= (rank ?x226) 4))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x215 (transpose4 0 1 3 2 ?x186)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x215 in_u1)))
 (= (dim ?x226 0) sym_n))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x215 (transpose4 0 1 3 2 ?x186)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x215 in_u1)))
 (= (dim ?x226 1) sym_c))))))
(assert
 (let ((?x201 (div (+ (- 1) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x215 (transpose4 0 1 3 2 ?x186)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x215 in_u1)))
 (let ((?x233 (dim ?x226 2)))
 (= ?x233 ?x202)))))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x215 (transpose4 0 1 3 2 ?x186)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x215 in_u1)))
 (let ((?x235 (dim ?x226 3)))
 (= ?x235 ?x197)))))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (>= ?x197 0))))
(assert
 (let ((?x201 (div (+ (- 1) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (>= ?x202 0))))
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
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x261 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (= (rank ?x261) 4))))
(assert
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x261 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (= (dim ?x261 0) sym_n))))
(assert
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x261 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (= (dim ?x261 1) sym_c))))
(assert
 (let ((?x196 (div (+ (- 1) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x261 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x268 (dim ?x261 2)))
 (= ?x268 ?x197)))))))
(assert
 (let ((?x201 (div (+ (- 1) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x261 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x270 (dim ?x261 3)))
 (= ?x270 ?x202)))))))
(assert
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x261 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x272 (relu ?x261)))
 (= (rank ?x272) 4)))))
(assert
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x261 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x272 (relu ?x261)))
 (= (dim ?x272 0) sym_n)))))
(assert
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x261 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x272 (relu ?x261)))
 (= (dim ?x272 1) sym_c)))))
(assert
 (let ((?x196 (div (+ (- 1) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x261 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x272 (relu ?x261)))
 (let ((?x279 (dim ?x272 2)))
 (= ?x279 ?x197))))))))
(assert
 (let ((?x201 (div (+ (- 1) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x239 (idkernel4 sym_c 3 3)))
 (let ((?x261 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
 (let ((?x272 (relu ?x261)))
 (let ((?x281 (dim ?x272 3)))
 (= ?x281 ?x202))))))))
(assert
 (let ((?x250 (transpose4 0 1 3 2 in_i1)))
 (let ((?x283 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (= (rank ?x283) 4))))
(assert
 (let ((?x250 (transpose4 0 1 3 2 in_i1)))
 (let ((?x283 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (= (dim ?x283 0) sym_n))))
(assert
 (let ((?x250 (transpose4 0 1 3 2 in_i1)))
 (let ((?x283 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (= (dim ?x283 1) sym_c))))
(assert
 (let ((?x201 (div (+ (- 1) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x250 (transpose4 0 1 3 2 in_i1)))
 (let ((?x283 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x290 (dim ?x283 2)))
 (= ?x290 ?x202)))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x250 (transpose4 0 1 3 2 in_i1)))
 (let ((?x283 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x292 (dim ?x283 3)))
 (= ?x292 ?x197)))))))
(assert
 (let ((?x250 (transpose4 0 1 3 2 in_i1)))
(let ((?x283 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
(let ((?x175 (idkernel4 sym_c 1 1)))
(let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
(let ((?x215 (transpose4 0 1 3 2 ?x186)))
(let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x215 in_u1)))
(let ((?x239 (idkernel4 sym_c 3 3)))
(let ((?x261 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x239)))
(let ((?x272 (relu ?x261)))
(let ((?x204 (relu ?x186)))
(or (and (distinct ?x204 ?x272) true) (and (distinct ?x226 ?x283) true)))))))))))))
(check-sat)
