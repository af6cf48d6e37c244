; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_enlarge, conv_strided_subsample
; z3 rlimit used: 18032
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x38 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x40 (conv s s p p p p 1 1 1 ?x38 (idkernel4 m k k))))
 (let ((?x36 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x37 (conv 1 1 0 0 0 0 1 1 1 ?x36 U)))
 (let (($x41 (= ?x37 ?x40)))
 (let (($x33 (= (rank U) 4)))
 (let (($x31 (= (rank X) 4)))
 (let (($x22 (= (dim U 1) c)))
 (let (($x20 (= (dim U 0) m)))
 (let (($x16 (= (dim X 1) c)))
 (let (($x12 (>= k 1)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x34 (and $x7 $x10 $x12 $x16 $x20 $x22 (= 1 (dim U 2)) (= 1 (dim U 3)) $x31 $x33)))
 (=> $x34 $x41))))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x109 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x107 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x101 (= (rank W) 4)))
 (let (($x98 (= (rank X) 4)))
 (let (($x95 (>= dw 1)))
 (let (($x94 (>= dh 1)))
 (let (($x93 (>= pr 0)))
 (let (($x92 (>= pb 0)))
 (let (($x91 (>= pl 0)))
 (let (($x90 (>= pt 0)))
 (let (($x89 (>= sw 1)))
 (let (($x88 (>= sh 1)))
 (let (($x86 (>= xr 0)))
 (let (($x10 (>= yb 0)))
 (let (($x85 (>= xl 0)))
 (let (($x84 (>= yt 0)))
 (let (($x83 (>= g 1)))
 (let (($x102 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x83 $x84 $x85 $x10 $x86 $x88 $x89 $x90 $x91 $x92 $x93 $x94 $x95 $x98 $x101)))
 (=> $x102 (= ?x107 ?x109)))))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x150 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x148 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x151 (= ?x148 ?x150)))
 (let (($x146 (= (rank W) 4)))
 (let (($x143 (= (rank X) 4)))
 (let (($x140 (>= dw 1)))
 (let (($x139 (>= dh 1)))
 (let (($x85 (>= pr 0)))
 (let (($x138 (>= pb 0)))
 (let (($x137 (>= pl 0)))
 (let (($x86 (>= pt 0)))
 (let (($x7 (>= sw 1)))
 (let (($x136 (>= sh 1)))
 (let (($x135 (>= g 1)))
 (let (($x147 (and (< 1 (* sh sw)) $x135 $x136 $x7 $x86 $x137 $x138 $x85 $x139 $x140 $x143 $x146)))
 (=> $x147 $x151)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x189 (dim in_u1 2)))
 (= 1 ?x189)))
(assert
 (let ((?x191 (dim in_u1 3)))
 (= 1 ?x191)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x193 (idkernel4 sym_c 3 3)))
 (let ((?x200 (dim ?x193 2)))
 (= 3 ?x200))))
(assert
 (let ((?x193 (idkernel4 sym_c 3 3)))
 (let ((?x202 (dim ?x193 3)))
 (= 3 ?x202))))
(assert
 (let ((?x193 (idkernel4 sym_c 3 3)))
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x193)))
 (= (rank ?x204) 4))))
(assert
 (let ((?x193 (idkernel4 sym_c 3 3)))
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x193)))
 (= (dim ?x204 0) sym_n))))
(assert
 (let ((?x193 (idkernel4 sym_c 3 3)))
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x193)))
 (= (dim ?x204 1) sym_c))))
(assert
 (let ((?x213 (+ (- 2) sym_h)))
 (let ((?x193 (idkernel4 sym_c 3 3)))
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x211 (dim ?x204 2)))
 (= ?x211 ?x213))))))
(assert
 (let ((?x216 (+ (- 2) sym_w)))
 (let ((?x193 (idkernel4 sym_c 3 3)))
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x215 (dim ?x204 3)))
 (= ?x215 ?x216))))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x218 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x218 0) sym_c)))
(assert
 (let ((?x218 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x218 1) sym_c)))
(assert
 (let ((?x218 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x225 (dim ?x218 2)))
 (= 3 ?x225))))
(assert
 (let ((?x218 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x227 (dim ?x218 3)))
 (= 3 ?x227))))
(assert
 (let ((?x218 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x193 (idkernel4 sym_c 3 3)))
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 ?x204 ?x218)))
 (= (rank ?x229) 4))))))
(assert
 (let ((?x218 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x193 (idkernel4 sym_c 3 3)))
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 ?x204 ?x218)))
 (= (dim ?x229 0) sym_n))))))
(assert
 (let ((?x218 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x193 (idkernel4 sym_c 3 3)))
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 ?x204 ?x218)))
 (= (dim ?x229 1) sym_c))))))
(assert
 (let ((?x239 (div (+ (- 3) sym_h) 2)))
 (let ((?x240 (+ 1 ?x239)))
 (let ((?x218 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x193 (idkernel4 sym_c 3 3)))
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 ?x204 ?x218)))
 (let ((?x236 (dim ?x229 2)))
 (= ?x236 ?x240)))))))))
(assert
 (let ((?x244 (div (+ (- 3) sym_w) 2)))
 (let ((?x245 (+ 1 ?x244)))
 (let ((?x218 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x193 (idkernel4 sym_c 3 3)))
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x193)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 ?x204 ?x218)))
 (let ((?x242 (dim ?x229 3)))
 (= ?x242 ?x245)))))))))
(assert
 (let ((?x213 (+ (- 2) sym_h)))
 (>= ?x213 0)))
(assert
 (let ((?x216 (+ (- 2) sym_w)))
 (>= ?x216 0)))
(assert
 (let ((?x239 (div (+ (- 3) sym_h) 2)))
 (let ((?x240 (+ 1 ?x239)))
 (>= ?x240 0))))
(assert
 (let ((?x244 (div (+ (- 3) sym_w) 2)))
 (let ((?x245 (+ 1 ?x244)))
 (>= ?x245 0))))
(assert
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x251) 4)))
(assert
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x251 0) sym_n)))
(assert
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x251 1) sym_c)))
(assert
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x251 2) sym_h)))
(assert
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x251 3) sym_w)))
(assert
 (let ((?x193 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x262 (conv 2 2 0 0 0 0 1 1 1 ?x251 ?x193)))
 (= (rank ?x262) 4)))))
(assert
 (let ((?x193 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x262 (conv 2 2 0 0 0 0 1 1 1 ?x251 ?x193)))
 (= (dim ?x262 0) sym_n)))))
(assert
 (let ((?x193 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x262 (conv 2 2 0 0 0 0 1 1 1 ?x251 ?x193)))
 (= (dim ?x262 1) sym_c)))))
(assert
 (let ((?x239 (div (+ (- 3) sym_h) 2)))
 (let ((?x240 (+ 1 ?x239)))
 (let ((?x193 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x262 (conv 2 2 0 0 0 0 1 1 1 ?x251 ?x193)))
 (let ((?x269 (dim ?x262 2)))
 (= ?x269 ?x240))))))))
(assert
 (let ((?x244 (div (+ (- 3) sym_w) 2)))
 (let ((?x245 (+ 1 ?x244)))
 (let ((?x193 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x262 (conv 2 2 0 0 0 0 1 1 1 ?x251 ?x193)))
 (let ((?x271 (dim ?x262 3)))
 (= ?x271 ?x245))))))))
(assert
 (let ((?x193 (idkernel4 sym_c 3 3)))
(let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x262 (conv 2 2 0 0 0 0 1 1 1 ?x251 ?x193)))
(let ((?x218 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x193)))
(let ((?x229 (conv 2 2 1 1 1 1 1 1 1 ?x204 ?x218)))
(and (distinct ?x229 ?x262) true))))))))
(check-sat)
