; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_idkernel3_after_conv, conv_strided_subsample
; z3 rlimit used: 15266
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x31 (- ?x8 1)))
 (let ((?x30 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x33 (= ?x30 (conv s s ?x31 ?x31 ?x31 ?x31 1 1 1 X W))))
 (let (($x25 (= (rank W) 4)))
 (let (($x23 (= (rank X) 4)))
 (let (($x19 (= (dim W 0) m)))
 (let (($x15 (>= p 0)))
 (let (($x14 (>= q 0)))
 (let (($x12 (>= s 1)))
 (=> (and (<= 1 ?x8) (>= 1 p) $x12 $x14 $x15 $x19 $x23 $x25) $x33))))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x84 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x86 (conv s s p p p p 1 1 1 ?x84 (idkernel4 m k k))))
 (let ((?x82 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x83 (conv 1 1 0 0 0 0 1 1 1 ?x82 U)))
 (let (($x87 (= ?x83 ?x86)))
 (let (($x79 (= (rank U) 4)))
 (let (($x25 (= (rank X) 4)))
 (let (($x72 (= (dim U 1) c)))
 (let (($x70 (= (dim U 0) m)))
 (let (($x67 (= (dim X 1) c)))
 (let (($x58 (>= k 1)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x80 (and $x12 $x14 $x58 $x67 $x70 $x72 (= 1 (dim U 2)) (= 1 (dim U 3)) $x25 $x79)))
 (=> $x80 $x87))))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x119 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x117 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x120 (= ?x117 ?x119)))
 (let (($x115 (= (rank W) 4)))
 (let (($x112 (= (rank X) 4)))
 (let (($x109 (>= dw 1)))
 (let (($x107 (>= dh 1)))
 (let (($x105 (>= pr 0)))
 (let (($x104 (>= pb 0)))
 (let (($x102 (>= pl 0)))
 (let (($x15 (>= pt 0)))
 (let (($x12 (>= sw 1)))
 (let (($x101 (>= sh 1)))
 (let (($x100 (>= g 1)))
 (let (($x116 (and (< 1 (* sh sw)) $x100 $x101 $x12 $x15 $x102 $x104 $x105 $x107 $x109 $x112 $x115)))
 (=> $x116 $x120)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x157 (dim in_u1 2)))
 (= 1 ?x157)))
(assert
 (let ((?x159 (dim in_u1 3)))
 (= 1 ?x159)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x168 (dim ?x161 2)))
 (= 3 ?x168))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x170 (dim ?x161 3)))
 (= 3 ?x170))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x161)))
 (= (rank ?x172) 4))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x161)))
 (= (dim ?x172 0) sym_n))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x161)))
 (= (dim ?x172 1) sym_c))))
(assert
 (let ((?x181 (+ (- 2) sym_h)))
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x179 (dim ?x172 2)))
 (= ?x179 ?x181))))))
(assert
 (let ((?x184 (+ (- 2) sym_w)))
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x183 (dim ?x172 3)))
 (= ?x183 ?x184))))))
(assert
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x186) 4)))
(assert
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 0) sym_n)))
(assert
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 1) sym_c)))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (dim ?x186 2)))
 (= ?x193 ?x196))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x198 (dim ?x186 3)))
 (= ?x198 ?x201))))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 ?x172 in_u1)))
 (= (rank ?x203) 4)))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 ?x172 in_u1)))
 (= (dim ?x203 0) sym_n)))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 ?x172 in_u1)))
 (= (dim ?x203 1) sym_c)))))
(assert
 (let ((?x213 (div (+ (- 3) sym_h) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 ?x172 in_u1)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x214))))))))
(assert
 (let ((?x218 (div (+ (- 3) sym_w) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 ?x172 in_u1)))
 (let ((?x216 (dim ?x203 3)))
 (= ?x216 ?x219))))))))
(assert
 (let ((?x181 (+ (- 2) sym_h)))
 (>= ?x181 0)))
(assert
 (let ((?x184 (+ (- 2) sym_w)))
 (>= ?x184 0)))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (>= ?x196 0))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (>= ?x201 0))))
(assert
 (let ((?x213 (div (+ (- 3) sym_h) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (>= ?x214 0))))
(assert
 (let ((?x218 (div (+ (- 3) sym_w) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (>= ?x219 0))))
(assert
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x227) 4)))
(assert
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x227 0) sym_n)))
(assert
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x227 1) sym_c)))
(assert
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x227 2) sym_h)))
(assert
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x227 3) sym_w)))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x227 ?x161)))
 (= (rank ?x238) 4)))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x227 ?x161)))
 (= (dim ?x238 0) sym_n)))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x227 ?x161)))
 (= (dim ?x238 1) sym_c)))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x227 ?x161)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x196))))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x227 ?x161)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x201))))))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x227 ?x161)))
 (= (rank ?x249) 4)))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x227 ?x161)))
 (= (dim ?x249 0) sym_n)))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x227 ?x161)))
 (= (dim ?x249 1) sym_c)))))
(assert
 (let ((?x213 (div (+ (- 3) sym_h) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x227 ?x161)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x214))))))))
(assert
 (let ((?x218 (div (+ (- 3) sym_w) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x227 ?x161)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x219))))))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
(let ((?x227 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x227 ?x161)))
(let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x161)))
(let ((?x203 (conv 2 2 0 0 0 0 1 1 1 ?x172 in_u1)))
(let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x227 ?x161)))
(let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(or (and (distinct ?x186 ?x238) true) (and (distinct ?x203 ?x249) true))))))))))
(check-sat)
