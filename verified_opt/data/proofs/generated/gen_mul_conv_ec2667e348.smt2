; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 76911
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x31 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x32 (smul ?x31 S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x25 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x25 $x33))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x31 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x32 (smul ?x31 S)))
 (let ((?x59 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x60 (= ?x59 ?x32)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x25 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x25 $x60))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x70 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x31 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x71 (= ?x31 ?x70)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x68 (and (< 1 (* sh sw)) $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x68 $x71)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x97 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x95 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x98 (= ?x95 ?x97)))
 (let (($x84 (>= dw 1)))
 (let (($x83 (>= dh 1)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x82 (>= g 1)))
 (let (($x92 (and $x82 $x9 $x11 $x83 $x84 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x92 $x98)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x139 (dim in_u1 2)))
 (= 1 ?x139)))
(assert
 (let ((?x141 (dim in_u1 3)))
 (= 1 ?x141)))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x143 (smul in_u1 in_s1)))
 (let ((?x150 (dim ?x143 2)))
 (= 1 ?x150))))
(assert
 (let ((?x143 (smul in_u1 in_s1)))
 (let ((?x152 (dim ?x143 3)))
 (= 1 ?x152))))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x154) 4)))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x154 0) sym_n)))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x154 1) sym_c)))
(assert
 (let ((?x164 (div (+ (- 1) sym_h) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x161 (dim ?x154 2)))
 (= ?x161 ?x165))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_w) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x167 (dim ?x154 3)))
 (= ?x167 ?x170))))))
(assert
 (let ((?x143 (smul in_u1 in_s1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x154 ?x143)))
 (= (rank ?x172) 4)))))
(assert
 (let ((?x143 (smul in_u1 in_s1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x154 ?x143)))
 (= (dim ?x172 0) sym_n)))))
(assert
 (let ((?x143 (smul in_u1 in_s1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x154 ?x143)))
 (= (dim ?x172 1) sym_c)))))
(assert
 (let ((?x164 (div (+ (- 1) sym_h) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x143 (smul in_u1 in_s1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x154 ?x143)))
 (let ((?x179 (dim ?x172 2)))
 (= ?x179 ?x165))))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_w) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x143 (smul in_u1 in_s1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x154 ?x143)))
 (let ((?x181 (dim ?x172 3)))
 (= ?x181 ?x170))))))))
(assert
 (let ((?x164 (div (+ (- 1) sym_h) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (>= ?x165 0))))
(assert
 (let ((?x169 (div (+ (- 1) sym_w) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (>= ?x170 0))))
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
 (let ((?x185 (smul in_i1 in_s1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 in_u1)))
 (= (rank ?x196) 4))))
(assert
 (let ((?x185 (smul in_i1 in_s1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 in_u1)))
 (= (dim ?x196 0) sym_n))))
(assert
 (let ((?x185 (smul in_i1 in_s1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 in_u1)))
 (= (dim ?x196 1) sym_c))))
(assert
 (let ((?x185 (smul in_i1 in_s1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 in_u1)))
 (= (dim ?x196 2) sym_h))))
(assert
 (let ((?x185 (smul in_i1 in_s1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 in_u1)))
 (= (dim ?x196 3) sym_w))))
(assert
 (let ((?x185 (smul in_i1 in_s1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 in_u1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 ?x196 in_u1)))
 (= (rank ?x207) 4)))))
(assert
 (let ((?x185 (smul in_i1 in_s1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 in_u1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 ?x196 in_u1)))
 (= (dim ?x207 0) sym_n)))))
(assert
 (let ((?x185 (smul in_i1 in_s1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 in_u1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 ?x196 in_u1)))
 (= (dim ?x207 1) sym_c)))))
(assert
 (let ((?x164 (div (+ (- 1) sym_h) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x185 (smul in_i1 in_s1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 in_u1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 ?x196 in_u1)))
 (let ((?x214 (dim ?x207 2)))
 (= ?x214 ?x165))))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_w) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x185 (smul in_i1 in_s1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 in_u1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 ?x196 in_u1)))
 (let ((?x216 (dim ?x207 3)))
 (= ?x216 ?x170))))))))
(assert
 (let ((?x185 (smul in_i1 in_s1)))
(let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 in_u1)))
(let ((?x207 (conv 2 2 0 0 0 0 1 1 1 ?x196 in_u1)))
(let ((?x143 (smul in_u1 in_s1)))
(let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x154 ?x143)))
(and (distinct ?x172 ?x207) true))))))))
(check-sat)
