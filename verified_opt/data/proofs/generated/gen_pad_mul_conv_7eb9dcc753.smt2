; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, conv_smul_w, conv_smul_x
; z3 rlimit used: 10308
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x40 (= ?x37 ?x39)))
 (let (($x20 (>= pr 0)))
 (let (($x14 (>= pt 0)))
 (let (($x35 (and (>= g 1) (>= sh 1) (>= sw 1) $x14 (>= pl 0) (>= pb 0) $x20 (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x35 $x40))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x66 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x67 (= ?x66 ?x39)))
 (let (($x20 (>= pr 0)))
 (let (($x14 (>= pt 0)))
 (let (($x35 (and (>= g 1) (>= sh 1) (>= sw 1) $x14 (>= pl 0) (>= pb 0) $x20 (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x35 $x67))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (let (($x14 (>= xr 0)))
 (let (($x87 (>= yb 0)))
 (let (($x20 (>= xl 0)))
 (let (($x86 (>= yt 0)))
 (let (($x85 (>= g 1)))
 (let (($x102 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x85 $x86 $x20 $x87 $x14 $x88 $x89 $x90 $x91 $x92 $x93 $x94 $x95 $x98 $x101)))
 (=> $x102 (= ?x107 ?x109)))))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
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
 (let ((?x164 (dim in_u1 2)))
 (= 1 ?x164)))
(assert
 (let ((?x166 (dim in_u1 3)))
 (= 1 ?x166)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x168 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x168 0) sym_c)))
(assert
 (let ((?x168 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x168 1) sym_c)))
(assert
 (let ((?x168 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x175 (dim ?x168 2)))
 (= 3 ?x175))))
(assert
 (let ((?x168 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x177 (dim ?x168 3)))
 (= 3 ?x177))))
(assert
 (let ((?x168 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x179 (smul ?x168 in_s1)))
 (= (rank ?x179) 4))))
(assert
 (let ((?x168 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x179 (smul ?x168 in_s1)))
 (= (dim ?x179 0) sym_c))))
(assert
 (let ((?x168 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x179 (smul ?x168 in_s1)))
 (= (dim ?x179 1) sym_c))))
(assert
 (let ((?x168 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x179 (smul ?x168 in_s1)))
 (let ((?x186 (dim ?x179 2)))
 (= 3 ?x186)))))
(assert
 (let ((?x168 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x179 (smul ?x168 in_s1)))
 (let ((?x188 (dim ?x179 3)))
 (= 3 ?x188)))))
(assert
 (let ((?x168 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x179 (smul ?x168 in_s1)))
 (let ((?x190 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x179)))
 (= (rank ?x190) 4)))))
(assert
 (let ((?x168 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x179 (smul ?x168 in_s1)))
 (let ((?x190 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x179)))
 (= (dim ?x190 0) sym_n)))))
(assert
 (let ((?x168 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x179 (smul ?x168 in_s1)))
 (let ((?x190 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x179)))
 (= (dim ?x190 1) sym_c)))))
(assert
 (let ((?x199 (div (+ (- 1) sym_h) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x168 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x179 (smul ?x168 in_s1)))
 (let ((?x190 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x179)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x200))))))))
(assert
 (let ((?x204 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x168 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x179 (smul ?x168 in_s1)))
 (let ((?x190 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x179)))
 (let ((?x202 (dim ?x190 3)))
 (= ?x202 ?x205))))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_h) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (>= ?x200 0))))
(assert
 (let ((?x204 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (>= ?x205 0))))
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
 (let ((?x209 (smul in_i1 in_s1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x209 in_u1)))
 (= (rank ?x220) 4))))
(assert
 (let ((?x209 (smul in_i1 in_s1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x209 in_u1)))
 (= (dim ?x220 0) sym_n))))
(assert
 (let ((?x209 (smul in_i1 in_s1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x209 in_u1)))
 (= (dim ?x220 1) sym_c))))
(assert
 (let ((?x199 (div (+ (- 1) sym_h) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x209 (smul in_i1 in_s1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x209 in_u1)))
 (let ((?x227 (dim ?x220 2)))
 (= ?x227 ?x200)))))))
(assert
 (let ((?x204 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x209 (smul in_i1 in_s1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x209 in_u1)))
 (let ((?x229 (dim ?x220 3)))
 (= ?x229 ?x205)))))))
(assert
 (let ((?x209 (smul in_i1 in_s1)))
(let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x209 in_u1)))
(let ((?x168 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x179 (smul ?x168 in_s1)))
(let ((?x190 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x179)))
(and (distinct ?x190 ?x220) true)))))))
(check-sat)
