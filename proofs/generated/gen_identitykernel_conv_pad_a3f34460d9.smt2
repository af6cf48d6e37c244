; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_enlarge, conv_strided_subsample
; z3 rlimit used: 49705
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
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x30 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x32 (conv s s p p p p 1 1 1 ?x30 (idkernel4 m k k))))
 (let ((?x28 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x29 (conv 1 1 0 0 0 0 1 1 1 ?x28 U)))
 (let (($x33 (= ?x29 ?x32)))
 (let (($x16 (= (dim U 1) c)))
 (let (($x14 (= (dim U 0) m)))
 (let (($x9 (= (dim X 1) c)))
 (let (($x23 (and $x9 $x14 $x16 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x23 $x33)))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x85 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x83 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x74 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)))))
 (=> $x74 (= ?x83 ?x85))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x116 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x114 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x117 (= ?x114 ?x116)))
 (=> (and (< 1 (* sh sw))) $x117)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x153 (dim in_u1 2)))
 (= 1 ?x153)))
(assert
 (let ((?x155 (dim in_u1 3)))
 (= 1 ?x155)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x164 (dim ?x157 2)))
 (= 3 ?x164))))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x166 (dim ?x157 3)))
 (= 3 ?x166))))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (= (rank ?x168) 4))))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (= (dim ?x168 0) sym_n))))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (= (dim ?x168 1) sym_c))))
(assert
 (let ((?x177 (+ (- 2) sym_h)))
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (let ((?x175 (dim ?x168 2)))
 (= ?x175 ?x177))))))
(assert
 (let ((?x180 (+ (- 2) sym_w)))
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (let ((?x179 (dim ?x168 3)))
 (= ?x179 ?x180))))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x182 0) sym_c)))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x182 1) sym_c)))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x189 (dim ?x182 2)))
 (= 3 ?x189))))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x191 (dim ?x182 3)))
 (= 3 ?x191))))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (let ((?x193 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x182)))
 (= (rank ?x193) 4))))))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (let ((?x193 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x182)))
 (= (dim ?x193 0) sym_n))))))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (let ((?x193 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x182)))
 (= (dim ?x193 1) sym_c))))))
(assert
 (let ((?x203 (div (+ (- 3) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (let ((?x193 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x182)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x204)))))))))
(assert
 (let ((?x208 (div (+ (- 3) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (let ((?x193 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x182)))
 (let ((?x206 (dim ?x193 3)))
 (= ?x206 ?x209)))))))))
(assert
 (let ((?x177 (+ (- 2) sym_h)))
 (>= ?x177 0)))
(assert
 (let ((?x180 (+ (- 2) sym_w)))
 (>= ?x180 0)))
(assert
 (let ((?x203 (div (+ (- 3) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (>= ?x204 0))))
(assert
 (let ((?x208 (div (+ (- 3) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (>= ?x209 0))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x215) 4)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x215 0) sym_n)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x215 1) sym_c)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x215 2) sym_h)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x215 3) sym_w)))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (conv 2 2 0 0 0 0 1 1 1 ?x215 ?x157)))
 (= (rank ?x226) 4)))))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (conv 2 2 0 0 0 0 1 1 1 ?x215 ?x157)))
 (= (dim ?x226 0) sym_n)))))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (conv 2 2 0 0 0 0 1 1 1 ?x215 ?x157)))
 (= (dim ?x226 1) sym_c)))))
(assert
 (let ((?x203 (div (+ (- 3) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (conv 2 2 0 0 0 0 1 1 1 ?x215 ?x157)))
 (let ((?x233 (dim ?x226 2)))
 (= ?x233 ?x204))))))))
(assert
 (let ((?x208 (div (+ (- 3) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (conv 2 2 0 0 0 0 1 1 1 ?x215 ?x157)))
 (let ((?x235 (dim ?x226 3)))
 (= ?x235 ?x209))))))))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
(let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x226 (conv 2 2 0 0 0 0 1 1 1 ?x215 ?x157)))
(let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
(let ((?x193 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x182)))
(and (distinct ?x193 ?x226) true))))))))
(check-sat)
