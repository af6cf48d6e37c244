; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, conv_smul_w, conv_smul_x, pad4_smul
; z3 rlimit used: 45459
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_constant () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x18 ?x20))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x43 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x43 ?x20))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x69 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x66 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x58 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)))))
 (=> $x58 (= ?x66 ?x69))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) (p4 Int) (p5 Int) (p6 Int) (p7 Int) )(! (let ((?x97 (smul (pad4 p0 p1 p2 p3 p4 p5 p6 p7 X) S)))
 (let ((?x95 (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (smul X S))))
 (= ?x95 ?x97))) :pattern ( (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (smul X S)) ) :pattern ( (smul (pad4 p0 p1 p2 p3 p4 p5 p6 p7 X) S) ) :qid pad4_smul))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x137 (dim in_u1 2)))
 (= 1 ?x137)))
(assert
 (let ((?x139 (dim in_u1 3)))
 (= 1 ?x139)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x141 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x141 0) sym_c)))
(assert
 (let ((?x141 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x141 1) sym_c)))
(assert
 (let ((?x141 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x148 (dim ?x141 2)))
 (= 3 ?x148))))
(assert
 (let ((?x141 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x150 (dim ?x141 3)))
 (= 3 ?x150))))
(assert
 (let ((?x141 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (= (rank ?x152) 4))))
(assert
 (let ((?x141 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (= (dim ?x152 0) sym_c))))
(assert
 (let ((?x141 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (= (dim ?x152 1) sym_c))))
(assert
 (let ((?x141 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x159 (dim ?x152 2)))
 (= 3 ?x159)))))
(assert
 (let ((?x141 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x161 (dim ?x152 3)))
 (= 3 ?x161)))))
(assert
 (let ((?x141 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x152)))
 (= (rank ?x163) 4)))))
(assert
 (let ((?x141 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x152)))
 (= (dim ?x163 0) sym_n)))))
(assert
 (let ((?x141 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x152)))
 (= (dim ?x163 1) sym_c)))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x141 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x170 (dim ?x163 2)))
 (= ?x170 ?x173))))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x141 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x175 (dim ?x163 3)))
 (= ?x175 ?x178))))))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (>= ?x173 0))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (>= ?x178 0))))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (let ((?x182 (smul in_i1 in_s1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x182 in_u1)))
 (= (rank ?x193) 4))))
(assert
 (let ((?x182 (smul in_i1 in_s1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x182 in_u1)))
 (= (dim ?x193 0) sym_n))))
(assert
 (let ((?x182 (smul in_i1 in_s1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x182 in_u1)))
 (= (dim ?x193 1) sym_c))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x182 (smul in_i1 in_s1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x182 in_u1)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x173)))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x182 (smul in_i1 in_s1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x182 in_u1)))
 (let ((?x202 (dim ?x193 3)))
 (= ?x202 ?x178)))))))
(assert
 (let ((?x182 (smul in_i1 in_s1)))
(let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x182 in_u1)))
(let ((?x141 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x152 (smul ?x141 in_s1)))
(let ((?x163 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x152)))
(and (distinct ?x163 ?x193) true)))))))
(check-sat)
