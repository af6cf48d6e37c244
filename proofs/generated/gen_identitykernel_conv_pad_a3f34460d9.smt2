; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_enlarge, conv_strided_subsample
; z3 rlimit used: 45903
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
(declare-fun sym_constant () Int)
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
 (let ((?x155 (dim in_u1 2)))
 (= 1 ?x155)))
(assert
 (let ((?x157 (dim in_u1 3)))
 (= 1 ?x157)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x166 (dim ?x159 2)))
 (= 3 ?x166))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x168 (dim ?x159 3)))
 (= 3 ?x168))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (rank ?x170) 4))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (dim ?x170 0) sym_n))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (dim ?x170 1) sym_c))))
(assert
 (let ((?x179 (+ (- 2) sym_h)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x179))))))
(assert
 (let ((?x182 (+ (- 2) sym_w)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x181 (dim ?x170 3)))
 (= ?x181 ?x182))))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x184 0) sym_c)))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x184 1) sym_c)))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x191 (dim ?x184 2)))
 (= 3 ?x191))))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x193 (dim ?x184 3)))
 (= 3 ?x193))))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x170 ?x184)))
 (= (rank ?x195) 4))))))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x170 ?x184)))
 (= (dim ?x195 0) sym_n))))))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x170 ?x184)))
 (= (dim ?x195 1) sym_c))))))
(assert
 (let ((?x205 (div (+ (- 3) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x170 ?x184)))
 (let ((?x202 (dim ?x195 2)))
 (= ?x202 ?x206)))))))))
(assert
 (let ((?x210 (div (+ (- 3) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x170 ?x184)))
 (let ((?x208 (dim ?x195 3)))
 (= ?x208 ?x211)))))))))
(assert
 (let ((?x179 (+ (- 2) sym_h)))
 (>= ?x179 0)))
(assert
 (let ((?x182 (+ (- 2) sym_w)))
 (>= ?x182 0)))
(assert
 (let ((?x205 (div (+ (- 3) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (>= ?x206 0))))
(assert
 (let ((?x210 (div (+ (- 3) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (>= ?x211 0))))
(assert
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x217) 4)))
(assert
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x217 0) sym_n)))
(assert
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x217 1) sym_c)))
(assert
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x217 2) sym_h)))
(assert
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x217 3) sym_w)))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 ?x217 ?x159)))
 (= (rank ?x228) 4)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 ?x217 ?x159)))
 (= (dim ?x228 0) sym_n)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 ?x217 ?x159)))
 (= (dim ?x228 1) sym_c)))))
(assert
 (let ((?x205 (div (+ (- 3) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 ?x217 ?x159)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x206))))))))
(assert
 (let ((?x210 (div (+ (- 3) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 ?x217 ?x159)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x211))))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
(let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x228 (conv 2 2 0 0 0 0 1 1 1 ?x217 ?x159)))
(let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
(let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x170 ?x184)))
(and (distinct ?x195 ?x228) true))))))))
(check-sat)
