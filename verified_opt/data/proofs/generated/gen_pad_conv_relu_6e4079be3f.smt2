; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 76002
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x129 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x127 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x130 (= ?x127 ?x129)))
 (let (($x28 (>= pr 0)))
 (let (($x99 (>= pb 0)))
 (let (($x98 (>= pl 0)))
 (let (($x30 (>= pt 0)))
 (let (($x97 (>= sw 1)))
 (let (($x96 (>= sh 1)))
 (let (($x95 (>= kw 1)))
 (let (($x101 (>= kh 1)))
 (let (($x124 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x101 $x95 $x96 $x97 $x30 $x98 $x99 $x28)))
 (=> $x124 $x130))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x163 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x161 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x164 (= ?x161 ?x163)))
 (let (($x136 (>= dw 1)))
 (let (($x34 (>= dh 1)))
 (let (($x97 (>= sw 1)))
 (let (($x96 (>= sh 1)))
 (let (($x135 (>= g 1)))
 (let (($x158 (and $x135 $x96 $x97 $x34 $x136 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x158 $x164)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x202 (dim in_u1 2)))
 (= 1 ?x202)))
(assert
 (let ((?x204 (dim in_u1 3)))
 (= 1 ?x204)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x206 0) sym_c)))
(assert
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x206 1) sym_c)))
(assert
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x213 (dim ?x206 2)))
 (= 3 ?x213))))
(assert
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x215 (dim ?x206 3)))
 (= 3 ?x215))))
(assert
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (= (rank ?x217) 4))))
(assert
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (= (dim ?x217 0) sym_n))))
(assert
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (= (dim ?x217 1) sym_c))))
(assert
 (let ((?x226 (div (+ (- 1) sym_h) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x227)))))))
(assert
 (let ((?x231 (div (+ (- 1) sym_w) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x229 (dim ?x217 3)))
 (= ?x229 ?x232)))))))
(assert
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x234 (relu ?x217)))
 (= (rank ?x234) 4)))))
(assert
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x234 (relu ?x217)))
 (= (dim ?x234 0) sym_n)))))
(assert
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x234 (relu ?x217)))
 (= (dim ?x234 1) sym_c)))))
(assert
 (let ((?x226 (div (+ (- 1) sym_h) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x234 (relu ?x217)))
 (let ((?x241 (dim ?x234 2)))
 (= ?x241 ?x227))))))))
(assert
 (let ((?x231 (div (+ (- 1) sym_w) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x234 (relu ?x217)))
 (let ((?x243 (dim ?x234 3)))
 (= ?x243 ?x232))))))))
(assert
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x234 (relu ?x217)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x234 ?x206)))
 (= (rank ?x245) 4))))))
(assert
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x234 (relu ?x217)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x234 ?x206)))
 (= (dim ?x245 0) sym_n))))))
(assert
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x234 (relu ?x217)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x234 ?x206)))
 (= (dim ?x245 1) sym_c))))))
(assert
 (let ((?x226 (div (+ (- 1) sym_h) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x234 (relu ?x217)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x234 ?x206)))
 (let ((?x252 (dim ?x245 2)))
 (= ?x252 ?x227)))))))))
(assert
 (let ((?x231 (div (+ (- 1) sym_w) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x234 (relu ?x217)))
 (let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x234 ?x206)))
 (let ((?x254 (dim ?x245 3)))
 (= ?x254 ?x232)))))))))
(assert
 (let ((?x226 (div (+ (- 1) sym_h) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (>= ?x227 0))))
(assert
 (let ((?x231 (div (+ (- 1) sym_w) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (>= ?x232 0))))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x258) 4)))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x258 0) sym_n)))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x258 1) sym_c)))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x258 2) sym_h)))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x258 3) sym_w)))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x269 (relu ?x258)))
 (= (rank ?x269) 4))))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x269 (relu ?x258)))
 (= (dim ?x269 0) sym_n))))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x269 (relu ?x258)))
 (= (dim ?x269 1) sym_c))))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x269 (relu ?x258)))
 (= (dim ?x269 2) sym_h))))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x269 (relu ?x258)))
 (= (dim ?x269 3) sym_w))))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x269 (relu ?x258)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 ?x269 in_u1)))
 (= (rank ?x280) 4)))))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x269 (relu ?x258)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 ?x269 in_u1)))
 (= (dim ?x280 0) sym_n)))))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x269 (relu ?x258)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 ?x269 in_u1)))
 (= (dim ?x280 1) sym_c)))))
(assert
 (let ((?x226 (div (+ (- 1) sym_h) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x269 (relu ?x258)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 ?x269 in_u1)))
 (let ((?x287 (dim ?x280 2)))
 (= ?x287 ?x227))))))))
(assert
 (let ((?x231 (div (+ (- 1) sym_w) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x269 (relu ?x258)))
 (let ((?x280 (conv 2 2 0 0 0 0 1 1 1 ?x269 in_u1)))
 (let ((?x289 (dim ?x280 3)))
 (= ?x289 ?x232))))))))
(assert
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x269 (relu ?x258)))
(let ((?x280 (conv 2 2 0 0 0 0 1 1 1 ?x269 in_u1)))
(let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
(let ((?x234 (relu ?x217)))
(let ((?x245 (conv 1 1 1 1 1 1 1 1 1 ?x234 ?x206)))
(and (distinct ?x245 ?x280) true)))))))))
(check-sat)
