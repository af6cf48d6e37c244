; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 49719
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
 (let ((?x183 (dim in_u1 2)))
 (= 1 ?x183)))
(assert
 (let ((?x185 (dim in_u1 3)))
 (= 1 ?x185)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x187 0) sym_c)))
(assert
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x187 1) sym_c)))
(assert
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x194 (dim ?x187 2)))
 (= 3 ?x194))))
(assert
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x196 (dim ?x187 3)))
 (= 3 ?x196))))
(assert
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x187)))
 (= (rank ?x198) 4))))
(assert
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x187)))
 (= (dim ?x198 0) sym_n))))
(assert
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x187)))
 (= (dim ?x198 1) sym_c))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x187)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x208)))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x187)))
 (let ((?x210 (dim ?x198 3)))
 (= ?x210 ?x213)))))))
(assert
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (= (rank ?x215) 4)))))
(assert
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (= (dim ?x215 0) sym_n)))))
(assert
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (= (dim ?x215 1) sym_c)))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (let ((?x222 (dim ?x215 2)))
 (= ?x222 ?x208))))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (let ((?x224 (dim ?x215 3)))
 (= ?x224 ?x213))))))))
(assert
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 ?x215 ?x187)))
 (= (rank ?x226) 4))))))
(assert
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 ?x215 ?x187)))
 (= (dim ?x226 0) sym_n))))))
(assert
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 ?x215 ?x187)))
 (= (dim ?x226 1) sym_c))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 ?x215 ?x187)))
 (let ((?x233 (dim ?x226 2)))
 (= ?x233 ?x208)))))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 ?x215 ?x187)))
 (let ((?x235 (dim ?x226 3)))
 (= ?x235 ?x213)))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (>= ?x208 0))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (>= ?x213 0))))
(assert
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x239) 4)))
(assert
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x239 0) sym_n)))
(assert
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x239 1) sym_c)))
(assert
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x239 2) sym_h)))
(assert
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x239 3) sym_w)))
(assert
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x250 (relu ?x239)))
 (= (rank ?x250) 4))))
(assert
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x250 (relu ?x239)))
 (= (dim ?x250 0) sym_n))))
(assert
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x250 (relu ?x239)))
 (= (dim ?x250 1) sym_c))))
(assert
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x250 (relu ?x239)))
 (= (dim ?x250 2) sym_h))))
(assert
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x250 (relu ?x239)))
 (= (dim ?x250 3) sym_w))))
(assert
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (= (rank ?x261) 4)))))
(assert
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (= (dim ?x261 0) sym_n)))))
(assert
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (= (dim ?x261 1) sym_c)))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x268 (dim ?x261 2)))
 (= ?x268 ?x208))))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x270 (dim ?x261 3)))
 (= ?x270 ?x213))))))))
(assert
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x250 (relu ?x239)))
(let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
(let ((?x187 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x187)))
(let ((?x215 (relu ?x198)))
(let ((?x226 (conv 1 1 1 1 1 1 1 1 1 ?x215 ?x187)))
(and (distinct ?x226 ?x261) true)))))))))
(check-sat)
