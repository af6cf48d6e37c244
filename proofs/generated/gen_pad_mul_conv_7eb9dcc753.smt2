; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, conv_smul_w, conv_smul_x, pad4_smul
; z3 rlimit used: 49267
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
 (let ((?x135 (dim in_u1 2)))
 (= 1 ?x135)))
(assert
 (let ((?x137 (dim in_u1 3)))
 (= 1 ?x137)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x139 0) sym_c)))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x139 1) sym_c)))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x146 (dim ?x139 2)))
 (= 3 ?x146))))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x148 (dim ?x139 3)))
 (= 3 ?x148))))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x150 (smul ?x139 in_s1)))
 (= (rank ?x150) 4))))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x150 (smul ?x139 in_s1)))
 (= (dim ?x150 0) sym_c))))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x150 (smul ?x139 in_s1)))
 (= (dim ?x150 1) sym_c))))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x150 (smul ?x139 in_s1)))
 (let ((?x157 (dim ?x150 2)))
 (= 3 ?x157)))))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x150 (smul ?x139 in_s1)))
 (let ((?x159 (dim ?x150 3)))
 (= 3 ?x159)))))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x150 (smul ?x139 in_s1)))
 (let ((?x161 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x150)))
 (= (rank ?x161) 4)))))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x150 (smul ?x139 in_s1)))
 (let ((?x161 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x150)))
 (= (dim ?x161 0) sym_n)))))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x150 (smul ?x139 in_s1)))
 (let ((?x161 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x150)))
 (= (dim ?x161 1) sym_c)))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x150 (smul ?x139 in_s1)))
 (let ((?x161 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x150)))
 (let ((?x168 (dim ?x161 2)))
 (= ?x168 ?x171))))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x150 (smul ?x139 in_s1)))
 (let ((?x161 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x150)))
 (let ((?x173 (dim ?x161 3)))
 (= ?x173 ?x176))))))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (>= ?x171 0))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (>= ?x176 0))))
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
 (let ((?x180 (smul in_i1 in_s1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 ?x180 in_u1)))
 (= (rank ?x191) 4))))
(assert
 (let ((?x180 (smul in_i1 in_s1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 ?x180 in_u1)))
 (= (dim ?x191 0) sym_n))))
(assert
 (let ((?x180 (smul in_i1 in_s1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 ?x180 in_u1)))
 (= (dim ?x191 1) sym_c))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x180 (smul in_i1 in_s1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 ?x180 in_u1)))
 (let ((?x198 (dim ?x191 2)))
 (= ?x198 ?x171)))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x180 (smul in_i1 in_s1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 ?x180 in_u1)))
 (let ((?x200 (dim ?x191 3)))
 (= ?x200 ?x176)))))))
(assert
 (let ((?x180 (smul in_i1 in_s1)))
(let ((?x191 (conv 2 2 0 0 0 0 1 1 1 ?x180 in_u1)))
(let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x150 (smul ?x139 in_s1)))
(let ((?x161 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x150)))
(and (distinct ?x161 ?x191) true)))))))
(check-sat)
