; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 8719
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
(declare-fun in_k1 () T)
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x146 (dim in_k1 2)))
 (= 3 ?x146)))
(assert
 (let ((?x148 (dim in_k1 3)))
 (= 3 ?x148)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x160 (dim in_u1 2)))
 (= 1 ?x160)))
(assert
 (let ((?x162 (dim in_u1 3)))
 (= 1 ?x162)))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x164 (smul in_u1 in_s1)))
 (let ((?x171 (dim ?x164 2)))
 (= 1 ?x171))))
(assert
 (let ((?x164 (smul in_u1 in_s1)))
 (let ((?x173 (dim ?x164 3)))
 (= 1 ?x173))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x175) 4)))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x175 0) sym_n)))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x175 1) sym_c)))
(assert
 (let ((?x185 (div (+ (- 3) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x186))))))
(assert
 (let ((?x190 (div (+ (- 3) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (dim ?x175 3)))
 (= ?x188 ?x191))))))
(assert
 (let ((?x164 (smul in_u1 in_s1)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x175 ?x164)))
 (= (rank ?x193) 4)))))
(assert
 (let ((?x164 (smul in_u1 in_s1)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x175 ?x164)))
 (= (dim ?x193 0) sym_n)))))
(assert
 (let ((?x164 (smul in_u1 in_s1)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x175 ?x164)))
 (= (dim ?x193 1) sym_c)))))
(assert
 (let ((?x185 (div (+ (- 3) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x164 (smul in_u1 in_s1)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x175 ?x164)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x186))))))))
(assert
 (let ((?x190 (div (+ (- 3) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x164 (smul in_u1 in_s1)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x175 ?x164)))
 (let ((?x202 (dim ?x193 3)))
 (= ?x202 ?x191))))))))
(assert
 (let ((?x185 (div (+ (- 3) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (>= ?x186 0))))
(assert
 (let ((?x190 (div (+ (- 3) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (>= ?x191 0))))
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
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 in_k1)))
 (= (rank ?x217) 4))))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 in_k1)))
 (= (dim ?x217 0) sym_n))))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 in_k1)))
 (= (dim ?x217 1) sym_c))))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 in_k1)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 (+ (- 2) sym_h))))))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 in_k1)))
 (let ((?x228 (dim ?x217 3)))
 (= ?x228 (+ (- 2) sym_w))))))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 in_k1)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 ?x217 in_u1)))
 (= (rank ?x231) 4)))))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 in_k1)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 ?x217 in_u1)))
 (= (dim ?x231 0) sym_n)))))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 in_k1)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 ?x217 in_u1)))
 (= (dim ?x231 1) sym_c)))))
(assert
 (let ((?x185 (div (+ (- 3) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 in_k1)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 ?x217 in_u1)))
 (let ((?x238 (dim ?x231 2)))
 (= ?x238 ?x186))))))))
(assert
 (let ((?x190 (div (+ (- 3) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 in_k1)))
 (let ((?x231 (conv 2 2 0 0 0 0 1 1 1 ?x217 in_u1)))
 (let ((?x240 (dim ?x231 3)))
 (= ?x240 ?x191))))))))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
(let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 in_k1)))
(let ((?x231 (conv 2 2 0 0 0 0 1 1 1 ?x217 in_u1)))
(let ((?x164 (smul in_u1 in_s1)))
(let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x175 ?x164)))
(and (distinct ?x193 ?x231) true))))))))
(check-sat)
