; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 4177
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x37 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x35 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x38 (= ?x35 ?x37)))
 (let (($x33 (= (rank W) 4)))
 (let (($x30 (= (rank X) 4)))
 (let (($x26 (>= dw 1)))
 (let (($x24 (>= dh 1)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= g 1)))
 (let (($x34 (and (< 1 (* sh sw)) $x11 $x12 $x13 $x16 $x18 $x20 $x22 $x24 $x26 $x30 $x33)))
 (=> $x34 $x38)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x85 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x83 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x86 (= ?x83 ?x85)))
 (let (($x80 (= (rank U) 4)))
 (let (($x78 (= (rank X) 4)))
 (let (($x68 (>= dw 1)))
 (let (($x67 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x66 (>= g 1)))
 (let (($x81 (and $x66 $x12 $x13 $x67 $x68 (= 1 (dim U 2)) (= 1 (dim U 3)) $x78 $x80)))
 (=> $x81 $x86)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x123 (dim in_k1 2)))
 (= 3 ?x123)))
(assert
 (let ((?x125 (dim in_k1 3)))
 (= 3 ?x125)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x134 (dim in_u1 2)))
 (= 1 ?x134)))
(assert
 (let ((?x136 (dim in_u1 3)))
 (= 1 ?x136)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x145 (dim in_u2 2)))
 (= 1 ?x145)))
(assert
 (let ((?x147 (dim in_u2 3)))
 (= 1 ?x147)))
(assert
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x149) 4)))
(assert
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x149 0) sym_n)))
(assert
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x149 1) sym_c)))
(assert
 (let ((?x159 (div (+ (- 1) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x156 (dim ?x149 2)))
 (= ?x156 ?x160))))))
(assert
 (let ((?x164 (div (+ (- 1) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x162 (dim ?x149 3)))
 (= ?x162 ?x165))))))
(assert
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (= (rank ?x167) 4))))
(assert
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (= (dim ?x167 0) sym_n))))
(assert
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (= (dim ?x167 1) sym_c))))
(assert
 (let ((?x159 (div (+ (- 1) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x174 (dim ?x167 2)))
 (= ?x174 ?x160)))))))
(assert
 (let ((?x164 (div (+ (- 1) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x176 (dim ?x167 3)))
 (= ?x176 ?x165)))))))
(assert
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u2)))
 (= (rank ?x178) 4))))
(assert
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u2)))
 (= (dim ?x178 0) sym_n))))
(assert
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u2)))
 (= (dim ?x178 1) sym_c))))
(assert
 (let ((?x159 (div (+ (- 1) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u2)))
 (let ((?x185 (dim ?x178 2)))
 (= ?x185 ?x160)))))))
(assert
 (let ((?x164 (div (+ (- 1) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u2)))
 (let ((?x187 (dim ?x178 3)))
 (= ?x187 ?x165)))))))
(assert
 (let ((?x159 (div (+ (- 1) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (>= ?x160 0))))
(assert
 (let ((?x164 (div (+ (- 1) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (>= ?x165 0))))
(assert
 (let ((?x191 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x191) 4)))
(assert
 (let ((?x191 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x191 0) sym_n)))
(assert
 (let ((?x191 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x191 1) sym_c)))
(assert
 (let ((?x191 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x191 2) sym_h)))
(assert
 (let ((?x191 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x191 3) sym_w)))
(assert
 (let ((?x191 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x191 in_u1)))
 (= (rank ?x202) 4))))
(assert
 (let ((?x191 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x191 in_u1)))
 (= (dim ?x202 0) sym_n))))
(assert
 (let ((?x191 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x191 in_u1)))
 (= (dim ?x202 1) sym_c))))
(assert
 (let ((?x159 (div (+ (- 1) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x191 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x191 in_u1)))
 (let ((?x209 (dim ?x202 2)))
 (= ?x209 ?x160)))))))
(assert
 (let ((?x164 (div (+ (- 1) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x191 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x191 in_u1)))
 (let ((?x211 (dim ?x202 3)))
 (= ?x211 ?x165)))))))
(assert
 (let ((?x191 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x213 (conv 2 2 0 0 0 0 1 1 1 ?x191 in_u2)))
 (= (rank ?x213) 4))))
(assert
 (let ((?x191 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x213 (conv 2 2 0 0 0 0 1 1 1 ?x191 in_u2)))
 (= (dim ?x213 0) sym_n))))
(assert
 (let ((?x191 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x213 (conv 2 2 0 0 0 0 1 1 1 ?x191 in_u2)))
 (= (dim ?x213 1) sym_c))))
(assert
 (let ((?x159 (div (+ (- 1) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x191 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x213 (conv 2 2 0 0 0 0 1 1 1 ?x191 in_u2)))
 (let ((?x220 (dim ?x213 2)))
 (= ?x220 ?x160)))))))
(assert
 (let ((?x164 (div (+ (- 1) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x191 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x213 (conv 2 2 0 0 0 0 1 1 1 ?x191 in_u2)))
 (let ((?x222 (dim ?x213 3)))
 (= ?x222 ?x165)))))))
(assert
 (let ((?x191 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x213 (conv 2 2 0 0 0 0 1 1 1 ?x191 in_u2)))
(let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u2)))
(let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x191 in_u1)))
(let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
(or (and (distinct ?x167 ?x202) true) (and (distinct ?x178 ?x213) true)))))))))
(check-sat)
