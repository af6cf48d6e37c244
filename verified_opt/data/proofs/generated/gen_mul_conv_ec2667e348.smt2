; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 8773
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x38 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x39 (smul ?x38 S)))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x40 (= ?x37 ?x39)))
 (let (($x31 (= (rank W) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x35 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x28 $x31 (= (rank S) 0))))
 (=> $x35 $x40))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x38 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x39 (smul ?x38 S)))
 (let ((?x66 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x67 (= ?x66 ?x39)))
 (let (($x31 (= (rank W) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x35 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x28 $x31 (= (rank S) 0))))
 (=> $x35 $x67))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x77 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x38 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x78 (= ?x38 ?x77)))
 (let (($x31 (= (rank W) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x75 (and (< 1 (* sh sw)) $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x28 $x31)))
 (=> $x75 $x78)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x108 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x106 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x109 (= ?x106 ?x108)))
 (let (($x103 (= (rank U) 4)))
 (let (($x101 (= (rank X) 4)))
 (let (($x91 (>= dw 1)))
 (let (($x90 (>= dh 1)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x89 (>= g 1)))
 (let (($x104 (and $x89 $x9 $x11 $x90 $x91 (= 1 (dim U 2)) (= 1 (dim U 3)) $x101 $x103)))
 (=> $x104 $x109)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x149 (dim in_u1 2)))
 (= 1 ?x149)))
(assert
 (let ((?x151 (dim in_u1 3)))
 (= 1 ?x151)))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x153 (smul in_u1 in_s1)))
 (let ((?x160 (dim ?x153 2)))
 (= 1 ?x160))))
(assert
 (let ((?x153 (smul in_u1 in_s1)))
 (let ((?x162 (dim ?x153 3)))
 (= 1 ?x162))))
(assert
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x164) 4)))
(assert
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x164 0) sym_n)))
(assert
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x164 1) sym_c)))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x175))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (dim ?x164 3)))
 (= ?x177 ?x180))))))
(assert
 (let ((?x153 (smul in_u1 in_s1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x164 ?x153)))
 (= (rank ?x182) 4)))))
(assert
 (let ((?x153 (smul in_u1 in_s1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x164 ?x153)))
 (= (dim ?x182 0) sym_n)))))
(assert
 (let ((?x153 (smul in_u1 in_s1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x164 ?x153)))
 (= (dim ?x182 1) sym_c)))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x153 (smul in_u1 in_s1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x164 ?x153)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x175))))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x153 (smul in_u1 in_s1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x164 ?x153)))
 (let ((?x191 (dim ?x182 3)))
 (= ?x191 ?x180))))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (>= ?x175 0))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (>= ?x180 0))))
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
 (let ((?x195 (smul in_i1 in_s1)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u1)))
 (= (rank ?x206) 4))))
(assert
 (let ((?x195 (smul in_i1 in_s1)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u1)))
 (= (dim ?x206 0) sym_n))))
(assert
 (let ((?x195 (smul in_i1 in_s1)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u1)))
 (= (dim ?x206 1) sym_c))))
(assert
 (let ((?x195 (smul in_i1 in_s1)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u1)))
 (= (dim ?x206 2) sym_h))))
(assert
 (let ((?x195 (smul in_i1 in_s1)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u1)))
 (= (dim ?x206 3) sym_w))))
(assert
 (let ((?x195 (smul in_i1 in_s1)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u1)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 in_u1)))
 (= (rank ?x217) 4)))))
(assert
 (let ((?x195 (smul in_i1 in_s1)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u1)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 in_u1)))
 (= (dim ?x217 0) sym_n)))))
(assert
 (let ((?x195 (smul in_i1 in_s1)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u1)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 in_u1)))
 (= (dim ?x217 1) sym_c)))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x195 (smul in_i1 in_s1)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u1)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 in_u1)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x175))))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x195 (smul in_i1 in_s1)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u1)))
 (let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 in_u1)))
 (let ((?x226 (dim ?x217 3)))
 (= ?x226 ?x180))))))))
(assert
 (let ((?x195 (smul in_i1 in_s1)))
(let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u1)))
(let ((?x217 (conv 2 2 0 0 0 0 1 1 1 ?x206 in_u1)))
(let ((?x153 (smul in_u1 in_s1)))
(let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x164 ?x153)))
(and (distinct ?x182 ?x217) true))))))))
(check-sat)
