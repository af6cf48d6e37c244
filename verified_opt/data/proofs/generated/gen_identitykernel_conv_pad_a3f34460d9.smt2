; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_enlarge, conv_strided_subsample
; z3 rlimit used: 76012
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x33 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x35 (conv s s p p p p 1 1 1 ?x33 (idkernel4 m k k))))
 (let ((?x31 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x32 (conv 1 1 0 0 0 0 1 1 1 ?x31 U)))
 (let (($x36 (= ?x32 ?x35)))
 (let (($x22 (= (dim U 1) c)))
 (let (($x20 (= (dim U 0) m)))
 (let (($x16 (= (dim X 1) c)))
 (let (($x12 (>= k 1)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x29 (and $x7 $x10 $x12 $x16 $x20 $x22 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x29 $x36))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x100 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x98 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x90 (>= dw 1)))
 (let (($x89 (>= dh 1)))
 (let (($x88 (>= pr 0)))
 (let (($x87 (>= pb 0)))
 (let (($x86 (>= pl 0)))
 (let (($x85 (>= pt 0)))
 (let (($x84 (>= sw 1)))
 (let (($x83 (>= sh 1)))
 (let (($x81 (>= xr 0)))
 (let (($x10 (>= yb 0)))
 (let (($x80 (>= xl 0)))
 (let (($x79 (>= yt 0)))
 (let (($x78 (>= g 1)))
 (let (($x91 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x78 $x79 $x80 $x10 $x81 $x83 $x84 $x85 $x86 $x87 $x88 $x89 $x90)))
 (=> $x91 (= ?x98 ?x100)))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x137 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x135 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x138 (= ?x135 ?x137)))
 (let (($x131 (>= dw 1)))
 (let (($x130 (>= dh 1)))
 (let (($x80 (>= pr 0)))
 (let (($x129 (>= pb 0)))
 (let (($x128 (>= pl 0)))
 (let (($x81 (>= pt 0)))
 (let (($x7 (>= sw 1)))
 (let (($x127 (>= sh 1)))
 (let (($x126 (>= g 1)))
 (let (($x132 (and (< 1 (* sh sw)) $x126 $x127 $x7 $x81 $x128 $x129 $x80 $x130 $x131)))
 (=> $x132 $x138)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x188 (dim ?x181 2)))
 (= 3 ?x188))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x190 (dim ?x181 3)))
 (= 3 ?x190))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x181)))
 (= (rank ?x192) 4))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x181)))
 (= (dim ?x192 0) sym_n))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x181)))
 (= (dim ?x192 1) sym_c))))
(assert
 (let ((?x201 (+ (- 2) sym_h)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x201))))))
(assert
 (let ((?x204 (+ (- 2) sym_w)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x203 (dim ?x192 3)))
 (= ?x203 ?x204))))))
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
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x206)))
 (= (rank ?x217) 4))))))
(assert
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x206)))
 (= (dim ?x217 0) sym_n))))))
(assert
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x206)))
 (= (dim ?x217 1) sym_c))))))
(assert
 (let ((?x227 (div (+ (- 3) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x206)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x228)))))))))
(assert
 (let ((?x232 (div (+ (- 3) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x206)))
 (let ((?x230 (dim ?x217 3)))
 (= ?x230 ?x233)))))))))
(assert
 (let ((?x201 (+ (- 2) sym_h)))
 (>= ?x201 0)))
(assert
 (let ((?x204 (+ (- 2) sym_w)))
 (>= ?x204 0)))
(assert
 (let ((?x227 (div (+ (- 3) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (>= ?x228 0))))
(assert
 (let ((?x232 (div (+ (- 3) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (>= ?x233 0))))
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
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 ?x181)))
 (= (rank ?x250) 4)))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 ?x181)))
 (= (dim ?x250 0) sym_n)))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 ?x181)))
 (= (dim ?x250 1) sym_c)))))
(assert
 (let ((?x227 (div (+ (- 3) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 ?x181)))
 (let ((?x257 (dim ?x250 2)))
 (= ?x257 ?x228))))))))
(assert
 (let ((?x232 (div (+ (- 3) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 ?x181)))
 (let ((?x259 (dim ?x250 3)))
 (= ?x259 ?x233))))))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
(let ((?x239 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 ?x181)))
(let ((?x206 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x181)))
(let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x206)))
(and (distinct ?x217 ?x250) true))))))))
(check-sat)
