; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, conv_smul_w, conv_smul_x, pad4_smul
; z3 rlimit used: 75812
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) $x14 $x16 $x18 $x20 (>= dh 1) (>= dw 1))))
 (=> $x25 $x33))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x59 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x60 (= ?x59 ?x32)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) $x14 $x16 $x18 $x20 (>= dh 1) (>= dw 1))))
 (=> $x25 $x60))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x98 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x96 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x88 (>= dw 1)))
 (let (($x87 (>= dh 1)))
 (let (($x86 (>= pr 0)))
 (let (($x85 (>= pb 0)))
 (let (($x84 (>= pl 0)))
 (let (($x83 (>= pt 0)))
 (let (($x82 (>= sw 1)))
 (let (($x81 (>= sh 1)))
 (let (($x14 (>= xr 0)))
 (let (($x80 (>= yb 0)))
 (let (($x20 (>= xl 0)))
 (let (($x79 (>= yt 0)))
 (let (($x78 (>= g 1)))
 (let (($x89 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x78 $x79 $x20 $x80 $x14 $x81 $x82 $x83 $x84 $x85 $x86 $x87 $x88)))
 (=> $x89 (= ?x96 ?x98)))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) (p4 Int) (p5 Int) (p6 Int) (p7 Int) )(! (let ((?x127 (smul (pad4 p0 p1 p2 p3 p4 p5 p6 p7 X) S)))
 (let ((?x125 (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (smul X S))))
 (let (($x128 (= ?x125 ?x127)))
 (let (($x79 (>= p7 0)))
 (let (($x80 (>= p6 0)))
 (let (($x14 (>= p5 0)))
 (let (($x20 (>= p4 0)))
 (let (($x16 (>= p3 0)))
 (let (($x18 (>= p2 0)))
 (let (($x83 (>= p1 0)))
 (let (($x86 (>= p0 0)))
 (let (($x122 (and $x86 $x83 $x18 $x16 $x20 $x14 $x80 $x79)))
 (=> $x122 $x128))))))))))))) :pattern ( (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (smul X S)) ) :pattern ( (smul (pad4 p0 p1 p2 p3 p4 p5 p6 p7 X) S) ) :qid pad4_smul))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x168 (dim in_u1 2)))
 (= 1 ?x168)))
(assert
 (let ((?x170 (dim in_u1 3)))
 (= 1 ?x170)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x172 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x172 0) sym_c)))
(assert
 (let ((?x172 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x172 1) sym_c)))
(assert
 (let ((?x172 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x179 (dim ?x172 2)))
 (= 3 ?x179))))
(assert
 (let ((?x172 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x181 (dim ?x172 3)))
 (= 3 ?x181))))
(assert
 (let ((?x172 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x183 (smul ?x172 in_s1)))
 (= (rank ?x183) 4))))
(assert
 (let ((?x172 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x183 (smul ?x172 in_s1)))
 (= (dim ?x183 0) sym_c))))
(assert
 (let ((?x172 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x183 (smul ?x172 in_s1)))
 (= (dim ?x183 1) sym_c))))
(assert
 (let ((?x172 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x183 (smul ?x172 in_s1)))
 (let ((?x190 (dim ?x183 2)))
 (= 3 ?x190)))))
(assert
 (let ((?x172 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x183 (smul ?x172 in_s1)))
 (let ((?x192 (dim ?x183 3)))
 (= 3 ?x192)))))
(assert
 (let ((?x172 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x183 (smul ?x172 in_s1)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x183)))
 (= (rank ?x194) 4)))))
(assert
 (let ((?x172 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x183 (smul ?x172 in_s1)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x183)))
 (= (dim ?x194 0) sym_n)))))
(assert
 (let ((?x172 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x183 (smul ?x172 in_s1)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x183)))
 (= (dim ?x194 1) sym_c)))))
(assert
 (let ((?x203 (div (+ (- 1) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x172 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x183 (smul ?x172 in_s1)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x183)))
 (let ((?x201 (dim ?x194 2)))
 (= ?x201 ?x204))))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x172 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x183 (smul ?x172 in_s1)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x183)))
 (let ((?x206 (dim ?x194 3)))
 (= ?x206 ?x209))))))))
(assert
 (let ((?x203 (div (+ (- 1) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (>= ?x204 0))))
(assert
 (let ((?x208 (div (+ (- 1) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (>= ?x209 0))))
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
 (let ((?x213 (smul in_i1 in_s1)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x213 in_u1)))
 (= (rank ?x224) 4))))
(assert
 (let ((?x213 (smul in_i1 in_s1)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x213 in_u1)))
 (= (dim ?x224 0) sym_n))))
(assert
 (let ((?x213 (smul in_i1 in_s1)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x213 in_u1)))
 (= (dim ?x224 1) sym_c))))
(assert
 (let ((?x203 (div (+ (- 1) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x213 (smul in_i1 in_s1)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x213 in_u1)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x204)))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x213 (smul in_i1 in_s1)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x213 in_u1)))
 (let ((?x233 (dim ?x224 3)))
 (= ?x233 ?x209)))))))
(assert
 (let ((?x213 (smul in_i1 in_s1)))
(let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x213 in_u1)))
(let ((?x172 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x183 (smul ?x172 in_s1)))
(let ((?x194 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x183)))
(and (distinct ?x194 ?x224) true)))))))
(check-sat)
