; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, conv_idkernel, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 46957
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_constant () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x82 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x79 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x70 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)))))
 (=> $x70 (= ?x79 ?x82))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x113 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x111 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x114 (= ?x111 ?x113)))
 (=> (and (< 1 (* sh sw))) $x114)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x132 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x130 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x133 (= ?x130 ?x132)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x133)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_constant 1))
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
 (let ((?x175 (dim in_u1 2)))
 (= 1 ?x175)))
(assert
 (let ((?x177 (dim in_u1 3)))
 (= 1 ?x177)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x179 (idkernel4 sym_c2 1 1)))
 (let ((?x186 (dim ?x179 2)))
 (= 1 ?x186))))
(assert
 (let ((?x179 (idkernel4 sym_c2 1 1)))
 (let ((?x188 (dim ?x179 3)))
 (= 1 ?x188))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x190 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x190 0) sym_c2)))
(assert
 (let ((?x190 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x190 1) sym_c)))
(assert
 (let ((?x190 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x197 (dim ?x190 2)))
 (= 3 ?x197))))
(assert
 (let ((?x190 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x199 (dim ?x190 3)))
 (= 3 ?x199))))
(assert
 (let ((?x190 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x190)))
 (= (rank ?x201) 4))))
(assert
 (let ((?x190 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x190)))
 (= (dim ?x201 0) sym_n))))
(assert
 (let ((?x190 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x190)))
 (= (dim ?x201 1) sym_c2))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x190 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x190)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x211)))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x190 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x190)))
 (let ((?x213 (dim ?x201 3)))
 (= ?x213 ?x216)))))))
(assert
 (let ((?x179 (idkernel4 sym_c2 1 1)))
 (let ((?x190 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x190)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (= (rank ?x218) 4))))))
(assert
 (let ((?x179 (idkernel4 sym_c2 1 1)))
 (let ((?x190 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x190)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (= (dim ?x218 0) sym_n))))))
(assert
 (let ((?x179 (idkernel4 sym_c2 1 1)))
 (let ((?x190 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x190)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (= (dim ?x218 1) sym_c2))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x226 (div ?x210 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x179 (idkernel4 sym_c2 1 1)))
 (let ((?x190 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x190)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (let ((?x225 (dim ?x218 2)))
 (= ?x225 ?x227))))))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x230 (div ?x215 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x179 (idkernel4 sym_c2 1 1)))
 (let ((?x190 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x190)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (let ((?x229 (dim ?x218 3)))
 (= ?x229 ?x231))))))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (>= ?x211 0))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (>= ?x216 0))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x226 (div ?x210 2)))
 (let ((?x227 (+ 1 ?x226)))
 (>= ?x227 0)))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x230 (div ?x215 2)))
 (let ((?x231 (+ 1 ?x230)))
 (>= ?x231 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x244 (dim ?x237 2)))
 (= 3 ?x244))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x246 (dim ?x237 3)))
 (= 3 ?x246))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (= (rank ?x248) 4))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (= (dim ?x248 0) sym_n))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (= (dim ?x248 1) sym_c))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x255 (dim ?x248 2)))
 (= ?x255 ?x211)))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x257 (dim ?x248 3)))
 (= ?x257 ?x216)))))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 ?x248 in_u1)))
 (= (rank ?x259) 4)))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 ?x248 in_u1)))
 (= (dim ?x259 0) sym_n)))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 ?x248 in_u1)))
 (= (dim ?x259 1) sym_c2)))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x226 (div ?x210 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 ?x248 in_u1)))
 (let ((?x266 (dim ?x259 2)))
 (= ?x266 ?x227)))))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x230 (div ?x215 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 ?x248 in_u1)))
 (let ((?x268 (dim ?x259 3)))
 (= ?x268 ?x231)))))))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
(let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
(let ((?x259 (conv 2 2 0 0 0 0 1 1 1 ?x248 in_u1)))
(let ((?x179 (idkernel4 sym_c2 1 1)))
(let ((?x190 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x201 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x190)))
(let ((?x218 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
(and (distinct ?x218 ?x259) true)))))))))
(check-sat)
