; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 5682
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x55 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x53 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x47 (= (rank W) 4)))
 (let (($x44 (= (rank X) 4)))
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
 (let (($x48 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x25 $x27 $x28 $x29 $x30 $x32 $x34 $x35 $x36 $x37 $x38 $x39 $x40 $x44 $x47)))
 (=> $x48 (= ?x53 ?x55)))))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x116 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x114 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x117 (= ?x114 ?x116)))
 (let (($x112 (= (rank W) 4)))
 (let (($x109 (= (rank X) 4)))
 (let (($x106 (>= dw 1)))
 (let (($x105 (>= dh 1)))
 (let (($x28 (>= pr 0)))
 (let (($x104 (>= pb 0)))
 (let (($x103 (>= pl 0)))
 (let (($x30 (>= pt 0)))
 (let (($x102 (>= sw 1)))
 (let (($x101 (>= sh 1)))
 (let (($x100 (>= g 1)))
 (let (($x113 (and (< 1 (* sh sw)) $x100 $x101 $x102 $x30 $x103 $x104 $x28 $x105 $x106 $x109 $x112)))
 (=> $x113 $x117)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x147 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x145 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x148 (= ?x145 ?x147)))
 (let (($x142 (= (rank U) 4)))
 (let (($x140 (= (rank X) 4)))
 (let (($x130 (>= dw 1)))
 (let (($x34 (>= dh 1)))
 (let (($x102 (>= sw 1)))
 (let (($x101 (>= sh 1)))
 (let (($x129 (>= g 1)))
 (let (($x143 (and $x129 $x101 $x102 $x34 $x130 (= 1 (dim U 2)) (= 1 (dim U 3)) $x140 $x142)))
 (=> $x143 $x148)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x185 (dim in_u1 2)))
 (= 1 ?x185)))
(assert
 (let ((?x187 (dim in_u1 3)))
 (= 1 ?x187)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x189 0) sym_c)))
(assert
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x189 1) sym_c)))
(assert
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x196 (dim ?x189 2)))
 (= 3 ?x196))))
(assert
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x198 (dim ?x189 3)))
 (= 3 ?x198))))
(assert
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (= (rank ?x200) 4))))
(assert
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (= (dim ?x200 0) sym_n))))
(assert
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (= (dim ?x200 1) sym_c))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x210)))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x212 (dim ?x200 3)))
 (= ?x212 ?x215)))))))
(assert
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x217 (conv 1 1 1 1 1 1 1 1 1 ?x200 ?x189)))
 (= (rank ?x217) 4)))))
(assert
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x217 (conv 1 1 1 1 1 1 1 1 1 ?x200 ?x189)))
 (= (dim ?x217 0) sym_n)))))
(assert
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x217 (conv 1 1 1 1 1 1 1 1 1 ?x200 ?x189)))
 (= (dim ?x217 1) sym_c)))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x217 (conv 1 1 1 1 1 1 1 1 1 ?x200 ?x189)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x210))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x217 (conv 1 1 1 1 1 1 1 1 1 ?x200 ?x189)))
 (let ((?x226 (dim ?x217 3)))
 (= ?x226 ?x215))))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (>= ?x210 0))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (>= ?x215 0))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x230) 4)))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x230 0) sym_n)))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x230 1) sym_c)))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x230 2) sym_h)))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x230 3) sym_w)))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 ?x230 in_u1)))
 (= (rank ?x241) 4))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 ?x230 in_u1)))
 (= (dim ?x241 0) sym_n))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 ?x230 in_u1)))
 (= (dim ?x241 1) sym_c))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 ?x230 in_u1)))
 (let ((?x248 (dim ?x241 2)))
 (= ?x248 ?x210)))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 ?x230 in_u1)))
 (let ((?x250 (dim ?x241 3)))
 (= ?x250 ?x215)))))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x241 (conv 2 2 0 0 0 0 1 1 1 ?x230 in_u1)))
(let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
(let ((?x217 (conv 1 1 1 1 1 1 1 1 1 ?x200 ?x189)))
(and (distinct ?x217 ?x241) true)))))))
(check-sat)
