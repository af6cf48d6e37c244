; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 45911
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_constant () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x36 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x33 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x23 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)))))
 (=> $x23 (= ?x33 ?x36))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x87 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x85 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x88 (= ?x85 ?x87)))
 (=> (and (< 1 (* sh sw))) $x88)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x106 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x104 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x107 (= ?x104 ?x106)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x107)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x144 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x142 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x145 (= ?x142 ?x144)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x145)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x217 (relu ?x200)))
 (= (rank ?x217) 4)))))
(assert
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x217 (relu ?x200)))
 (= (dim ?x217 0) sym_n)))))
(assert
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x217 (relu ?x200)))
 (= (dim ?x217 1) sym_c)))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x217 (relu ?x200)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x210))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x217 (relu ?x200)))
 (let ((?x226 (dim ?x217 3)))
 (= ?x226 ?x215))))))))
(assert
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x217 (relu ?x200)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 ?x217 ?x189)))
 (= (rank ?x228) 4))))))
(assert
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x217 (relu ?x200)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 ?x217 ?x189)))
 (= (dim ?x228 0) sym_n))))))
(assert
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x217 (relu ?x200)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 ?x217 ?x189)))
 (= (dim ?x228 1) sym_c))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x217 (relu ?x200)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 ?x217 ?x189)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x210)))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x217 (relu ?x200)))
 (let ((?x228 (conv 1 1 1 1 1 1 1 1 1 ?x217 ?x189)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x215)))))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (>= ?x210 0))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (>= ?x215 0))))
(assert
 (let ((?x241 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x241) 4)))
(assert
 (let ((?x241 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x241 0) sym_n)))
(assert
 (let ((?x241 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x241 1) sym_c)))
(assert
 (let ((?x241 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x241 2) sym_h)))
(assert
 (let ((?x241 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x241 3) sym_w)))
(assert
 (let ((?x241 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x252 (relu ?x241)))
 (= (rank ?x252) 4))))
(assert
 (let ((?x241 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x252 (relu ?x241)))
 (= (dim ?x252 0) sym_n))))
(assert
 (let ((?x241 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x252 (relu ?x241)))
 (= (dim ?x252 1) sym_c))))
(assert
 (let ((?x241 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x252 (relu ?x241)))
 (= (dim ?x252 2) sym_h))))
(assert
 (let ((?x241 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x252 (relu ?x241)))
 (= (dim ?x252 3) sym_w))))
(assert
 (let ((?x241 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x252 (relu ?x241)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 ?x252 in_u1)))
 (= (rank ?x263) 4)))))
(assert
 (let ((?x241 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x252 (relu ?x241)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 ?x252 in_u1)))
 (= (dim ?x263 0) sym_n)))))
(assert
 (let ((?x241 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x252 (relu ?x241)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 ?x252 in_u1)))
 (= (dim ?x263 1) sym_c)))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x241 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x252 (relu ?x241)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 ?x252 in_u1)))
 (let ((?x270 (dim ?x263 2)))
 (= ?x270 ?x210))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x241 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x252 (relu ?x241)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 ?x252 in_u1)))
 (let ((?x272 (dim ?x263 3)))
 (= ?x272 ?x215))))))))
(assert
 (let ((?x241 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x252 (relu ?x241)))
(let ((?x263 (conv 2 2 0 0 0 0 1 1 1 ?x252 in_u1)))
(let ((?x189 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x189)))
(let ((?x217 (relu ?x200)))
(let ((?x228 (conv 1 1 1 1 1 1 1 1 1 ?x217 ?x189)))
(and (distinct ?x228 ?x263) true)))))))))
(check-sat)
