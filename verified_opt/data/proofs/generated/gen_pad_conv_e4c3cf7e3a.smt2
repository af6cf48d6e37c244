; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 75472
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x50 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x48 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x40 (>= dw 1)))
 (let (($x39 (>= dh 1)))
 (let (($x38 (>= pr 0)))
 (let (($x37 (>= pb 0)))
 (let (($x36 (>= pl 0)))
 (let (($x35 (>= pt 0)))
 (let (($x34 (>= sw 1)))
 (let (($x32 (>= sh 1)))
 (let (($x30 (>= xr 0)))
 (let (($x29 (>= yb 0)))
 (let (($x28 (>= xl 0)))
 (let (($x27 (>= yt 0)))
 (let (($x25 (>= g 1)))
 (let (($x41 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x25 $x27 $x28 $x29 $x30 $x32 $x34 $x35 $x36 $x37 $x38 $x39 $x40)))
 (=> $x41 (= ?x48 ?x50)))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x107 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x105 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x108 (= ?x105 ?x107)))
 (let (($x101 (>= dw 1)))
 (let (($x100 (>= dh 1)))
 (let (($x28 (>= pr 0)))
 (let (($x99 (>= pb 0)))
 (let (($x98 (>= pl 0)))
 (let (($x30 (>= pt 0)))
 (let (($x97 (>= sw 1)))
 (let (($x96 (>= sh 1)))
 (let (($x95 (>= g 1)))
 (let (($x102 (and (< 1 (* sh sw)) $x95 $x96 $x97 $x30 $x98 $x99 $x28 $x100 $x101)))
 (=> $x102 $x108)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x134 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x132 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x135 (= ?x132 ?x134)))
 (let (($x121 (>= dw 1)))
 (let (($x34 (>= dh 1)))
 (let (($x97 (>= sw 1)))
 (let (($x96 (>= sh 1)))
 (let (($x120 (>= g 1)))
 (let (($x129 (and $x120 $x96 $x97 $x34 $x121 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x129 $x135)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x173 (dim in_u1 2)))
 (= 1 ?x173)))
(assert
 (let ((?x175 (dim in_u1 3)))
 (= 1 ?x175)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x177 0) sym_c)))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x177 1) sym_c)))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x184 (dim ?x177 2)))
 (= 3 ?x184))))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x186 (dim ?x177 3)))
 (= 3 ?x186))))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x177)))
 (= (rank ?x188) 4))))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x177)))
 (= (dim ?x188 0) sym_n))))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x177)))
 (= (dim ?x188 1) sym_c))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x177)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x198)))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x177)))
 (let ((?x200 (dim ?x188 3)))
 (= ?x200 ?x203)))))))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x177)))
 (let ((?x205 (conv 1 1 1 1 1 1 1 1 1 ?x188 ?x177)))
 (= (rank ?x205) 4)))))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x177)))
 (let ((?x205 (conv 1 1 1 1 1 1 1 1 1 ?x188 ?x177)))
 (= (dim ?x205 0) sym_n)))))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x177)))
 (let ((?x205 (conv 1 1 1 1 1 1 1 1 1 ?x188 ?x177)))
 (= (dim ?x205 1) sym_c)))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x177)))
 (let ((?x205 (conv 1 1 1 1 1 1 1 1 1 ?x188 ?x177)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x198))))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x177)))
 (let ((?x205 (conv 1 1 1 1 1 1 1 1 1 ?x188 ?x177)))
 (let ((?x214 (dim ?x205 3)))
 (= ?x214 ?x203))))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (>= ?x198 0))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (>= ?x203 0))))
(assert
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x218) 4)))
(assert
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x218 0) sym_n)))
(assert
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x218 1) sym_c)))
(assert
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x218 2) sym_h)))
(assert
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x218 3) sym_w)))
(assert
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (= (rank ?x229) 4))))
(assert
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (= (dim ?x229 0) sym_n))))
(assert
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (= (dim ?x229 1) sym_c))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (let ((?x236 (dim ?x229 2)))
 (= ?x236 ?x198)))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (let ((?x238 (dim ?x229 3)))
 (= ?x238 ?x203)))))))
(assert
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x229 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
(let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x177)))
(let ((?x205 (conv 1 1 1 1 1 1 1 1 1 ?x188 ?x177)))
(and (distinct ?x205 ?x229) true)))))))
(check-sat)
