; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 77148
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
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
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
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
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x143 (dim in_u1 2)))
 (= 1 ?x143)))
(assert
 (let ((?x145 (dim in_u1 3)))
 (= 1 ?x145)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x154 (dim in_u2 2)))
 (= 1 ?x154)))
(assert
 (let ((?x156 (dim in_u2 3)))
 (= 1 ?x156)))
(assert
 (= (rank (smul in_u2 in_s1)) 4))
(assert
 (= (dim (smul in_u2 in_s1) 0) sym_c3))
(assert
 (= (dim (smul in_u2 in_s1) 1) sym_c2))
(assert
 (let ((?x158 (smul in_u2 in_s1)))
 (let ((?x165 (dim ?x158 2)))
 (= 1 ?x165))))
(assert
 (let ((?x158 (smul in_u2 in_s1)))
 (let ((?x167 (dim ?x158 3)))
 (= 1 ?x167))))
(assert
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x169) 4)))
(assert
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x169 0) sym_n)))
(assert
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x169 1) sym_c2)))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x176 (dim ?x169 2)))
 (= ?x176 ?x180))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (dim ?x169 3)))
 (= ?x182 ?x185))))))
(assert
 (let ((?x158 (smul in_u2 in_s1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x158)))
 (= (rank ?x187) 4)))))
(assert
 (let ((?x158 (smul in_u2 in_s1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x158)))
 (= (dim ?x187 0) sym_n)))))
(assert
 (let ((?x158 (smul in_u2 in_s1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x158)))
 (= (dim ?x187 1) sym_c3)))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x158 (smul in_u2 in_s1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x158)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x180))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x158 (smul in_u2 in_s1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x158)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x185))))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (>= ?x180 0))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0))))
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
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 in_u1)))
 (= (rank ?x211) 4))))
(assert
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 in_u1)))
 (= (dim ?x211 0) sym_n))))
(assert
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 in_u1)))
 (= (dim ?x211 1) sym_c2))))
(assert
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 in_u1)))
 (= (dim ?x211 2) sym_h))))
(assert
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 in_u1)))
 (= (dim ?x211 3) sym_w))))
(assert
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 in_u1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (= (rank ?x222) 4)))))
(assert
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 in_u1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (= (dim ?x222 0) sym_n)))))
(assert
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 in_u1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (= (dim ?x222 1) sym_c3)))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 in_u1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x180))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 in_u1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x185))))))))
(assert
 (let ((?x200 (smul in_i1 in_s1)))
(let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 in_u1)))
(let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
(let ((?x158 (smul in_u2 in_s1)))
(let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x158)))
(and (distinct ?x187 ?x222) true))))))))
(check-sat)
