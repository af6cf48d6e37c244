; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, conv_idkernel, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 50741
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
 (let ((?x173 (dim in_u1 2)))
 (= 1 ?x173)))
(assert
 (let ((?x175 (dim in_u1 3)))
 (= 1 ?x175)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x177 (idkernel4 sym_c2 1 1)))
 (let ((?x184 (dim ?x177 2)))
 (= 1 ?x184))))
(assert
 (let ((?x177 (idkernel4 sym_c2 1 1)))
 (let ((?x186 (dim ?x177 3)))
 (= 1 ?x186))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x188 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x188 0) sym_c2)))
(assert
 (let ((?x188 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x188 1) sym_c)))
(assert
 (let ((?x188 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x195 (dim ?x188 2)))
 (= 3 ?x195))))
(assert
 (let ((?x188 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x197 (dim ?x188 3)))
 (= 3 ?x197))))
(assert
 (let ((?x188 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (= (rank ?x199) 4))))
(assert
 (let ((?x188 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (= (dim ?x199 0) sym_n))))
(assert
 (let ((?x188 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (= (dim ?x199 1) sym_c2))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x188 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x209)))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x188 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x211 (dim ?x199 3)))
 (= ?x211 ?x214)))))))
(assert
 (let ((?x177 (idkernel4 sym_c2 1 1)))
 (let ((?x188 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x177)))
 (= (rank ?x216) 4))))))
(assert
 (let ((?x177 (idkernel4 sym_c2 1 1)))
 (let ((?x188 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x177)))
 (= (dim ?x216 0) sym_n))))))
(assert
 (let ((?x177 (idkernel4 sym_c2 1 1)))
 (let ((?x188 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x177)))
 (= (dim ?x216 1) sym_c2))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x224 (div ?x208 2)))
 (let ((?x225 (+ 1 ?x224)))
 (let ((?x177 (idkernel4 sym_c2 1 1)))
 (let ((?x188 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x177)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x225))))))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x228 (div ?x213 2)))
 (let ((?x229 (+ 1 ?x228)))
 (let ((?x177 (idkernel4 sym_c2 1 1)))
 (let ((?x188 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x177)))
 (let ((?x227 (dim ?x216 3)))
 (= ?x227 ?x229))))))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (>= ?x209 0))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (>= ?x214 0))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x224 (div ?x208 2)))
 (let ((?x225 (+ 1 ?x224)))
 (>= ?x225 0)))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x228 (div ?x213 2)))
 (let ((?x229 (+ 1 ?x228)))
 (>= ?x229 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x242 (dim ?x235 2)))
 (= 3 ?x242))))
(assert
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x244 (dim ?x235 3)))
 (= 3 ?x244))))
(assert
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (= (rank ?x246) 4))))
(assert
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (= (dim ?x246 0) sym_n))))
(assert
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (= (dim ?x246 1) sym_c))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (let ((?x253 (dim ?x246 2)))
 (= ?x253 ?x209)))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (let ((?x255 (dim ?x246 3)))
 (= ?x255 ?x214)))))))
(assert
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (let ((?x257 (conv 2 2 0 0 0 0 1 1 1 ?x246 in_u1)))
 (= (rank ?x257) 4)))))
(assert
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (let ((?x257 (conv 2 2 0 0 0 0 1 1 1 ?x246 in_u1)))
 (= (dim ?x257 0) sym_n)))))
(assert
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (let ((?x257 (conv 2 2 0 0 0 0 1 1 1 ?x246 in_u1)))
 (= (dim ?x257 1) sym_c2)))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x224 (div ?x208 2)))
 (let ((?x225 (+ 1 ?x224)))
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (let ((?x257 (conv 2 2 0 0 0 0 1 1 1 ?x246 in_u1)))
 (let ((?x264 (dim ?x257 2)))
 (= ?x264 ?x225)))))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x228 (div ?x213 2)))
 (let ((?x229 (+ 1 ?x228)))
 (let ((?x235 (idkernel4 sym_c 3 3)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
 (let ((?x257 (conv 2 2 0 0 0 0 1 1 1 ?x246 in_u1)))
 (let ((?x266 (dim ?x257 3)))
 (= ?x266 ?x229)))))))))
(assert
 (let ((?x235 (idkernel4 sym_c 3 3)))
(let ((?x246 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x235)))
(let ((?x257 (conv 2 2 0 0 0 0 1 1 1 ?x246 in_u1)))
(let ((?x177 (idkernel4 sym_c2 1 1)))
(let ((?x188 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
(let ((?x216 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x177)))
(and (distinct ?x216 ?x257) true)))))))))
(check-sat)
