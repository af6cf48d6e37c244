; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 32248
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x68 (idkernel4 c k k)))
 (let ((?x72 (conv s s p p p p 1 1 1 (relu X) ?x68)))
 (let ((?x70 (relu (conv s s p p p p 1 1 1 X ?x68))))
 (let (($x73 (= ?x70 ?x72)))
 (let (($x23 (= (rank X) 4)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x67 (and $x12 $x14 (>= k 1) (= (dim X 1) c) $x23)))
 (=> $x67 $x73))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x107 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x104 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x108 (= ?x104 ?x107)))
 (let (($x15 (>= pt 0)))
 (let (($x12 (>= sw 1)))
 (let (($x102 (and (>= g 1) (>= sh 1) $x12 $x15 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x102 $x108))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x143 (dim in_k1 2)))
 (= 3 ?x143)))
(assert
 (let ((?x145 (dim in_k1 3)))
 (= 3 ?x145)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x154 (dim ?x147 2)))
 (= 3 ?x154))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x156 (dim ?x147 3)))
 (= 3 ?x156))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x158) 4)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x158 0) sym_n)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x158 1) sym_c)))
(assert
 (let ((?x167 (+ (- 2) sym_h)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x165 (dim ?x158 2)))
 (= ?x165 ?x167)))))
(assert
 (let ((?x170 (+ (- 2) sym_w)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x169 (dim ?x158 3)))
 (= ?x169 ?x170)))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (relu ?x158)))
 (= (rank ?x172) 4))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (relu ?x158)))
 (= (dim ?x172 0) sym_n))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (relu ?x158)))
 (= (dim ?x172 1) sym_c))))
(assert
 (let ((?x167 (+ (- 2) sym_h)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (relu ?x158)))
 (let ((?x179 (dim ?x172 2)))
 (= ?x179 ?x167))))))
(assert
 (let ((?x170 (+ (- 2) sym_w)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (relu ?x158)))
 (let ((?x181 (dim ?x172 3)))
 (= ?x181 ?x170))))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (relu ?x158)))
 (let ((?x183 (concat 0 ?x158 ?x172)))
 (= (rank ?x183) 4)))))
(assert
 (let ((?x187 (* 2 sym_n)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (relu ?x158)))
 (let ((?x183 (concat 0 ?x158 ?x172)))
 (let ((?x186 (dim ?x183 0)))
 (= ?x186 ?x187)))))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (relu ?x158)))
 (let ((?x183 (concat 0 ?x158 ?x172)))
 (= (dim ?x183 1) sym_c)))))
(assert
 (let ((?x167 (+ (- 2) sym_h)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (relu ?x158)))
 (let ((?x183 (concat 0 ?x158 ?x172)))
 (let ((?x191 (dim ?x183 2)))
 (= ?x191 ?x167)))))))
(assert
 (let ((?x170 (+ (- 2) sym_w)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (relu ?x158)))
 (let ((?x183 (concat 0 ?x158 ?x172)))
 (let ((?x193 (dim ?x183 3)))
 (= ?x193 ?x170)))))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (relu ?x158)))
 (let ((?x183 (concat 0 ?x158 ?x172)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x183 ?x147)))
 (= (rank ?x195) 4)))))))
(assert
 (let ((?x187 (* 2 sym_n)))
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (relu ?x158)))
 (let ((?x183 (concat 0 ?x158 ?x172)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x183 ?x147)))
 (let ((?x198 (dim ?x195 0)))
 (= ?x198 ?x187)))))))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (relu ?x158)))
 (let ((?x183 (concat 0 ?x158 ?x172)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x183 ?x147)))
 (= (dim ?x195 1) sym_c)))))))
(assert
 (let ((?x205 (div (+ (- 3) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (relu ?x158)))
 (let ((?x183 (concat 0 ?x158 ?x172)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x183 ?x147)))
 (let ((?x202 (dim ?x195 2)))
 (= ?x202 ?x206))))))))))
(assert
 (let ((?x210 (div (+ (- 3) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (relu ?x158)))
 (let ((?x183 (concat 0 ?x158 ?x172)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x183 ?x147)))
 (let ((?x208 (dim ?x195 3)))
 (= ?x208 ?x211))))))))))
(assert
 (let ((?x167 (+ (- 2) sym_h)))
 (>= ?x167 0)))
(assert
 (let ((?x170 (+ (- 2) sym_w)))
 (>= ?x170 0)))
(assert
 (let ((?x187 (* 2 sym_n)))
 (>= ?x187 0)))
(assert
 (let ((?x205 (div (+ (- 3) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (>= ?x206 0))))
(assert
 (let ((?x210 (div (+ (- 3) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (>= ?x211 0))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x218) 4)))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x218 0) sym_n)))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x218 1) sym_c)))
(assert
 (let ((?x205 (div (+ (- 3) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x225 (dim ?x218 2)))
 (= ?x225 ?x206))))))
(assert
 (let ((?x210 (div (+ (- 3) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (dim ?x218 3)))
 (= ?x227 ?x211))))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (= (rank ?x229) 4))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (= (dim ?x229 0) sym_n))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (= (dim ?x229 1) sym_c))))
(assert
 (let ((?x205 (div (+ (- 3) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x236 (dim ?x229 2)))
 (= ?x236 ?x206)))))))
(assert
 (let ((?x210 (div (+ (- 3) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x238 (dim ?x229 3)))
 (= ?x238 ?x211)))))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (= (rank ?x240) 4)))))
(assert
 (let ((?x187 (* 2 sym_n)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (let ((?x243 (dim ?x240 0)))
 (= ?x243 ?x187)))))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (= (dim ?x240 1) sym_c)))))
(assert
 (let ((?x205 (div (+ (- 3) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (let ((?x247 (dim ?x240 2)))
 (= ?x247 ?x206))))))))
(assert
 (let ((?x210 (div (+ (- 3) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (let ((?x249 (dim ?x240 3)))
 (= ?x249 ?x211))))))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x229 (relu ?x218)))
(let ((?x240 (concat 0 ?x218 ?x229)))
(let ((?x147 (idkernel4 sym_c 3 3)))
(let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x172 (relu ?x158)))
(let ((?x183 (concat 0 ?x158 ?x172)))
(let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x183 ?x147)))
(and (distinct ?x195 ?x240) true))))))))))
(check-sat)
