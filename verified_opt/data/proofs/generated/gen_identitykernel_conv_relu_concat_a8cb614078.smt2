; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 32726
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x117 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x114 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x118 (= ?x114 ?x117)))
 (let (($x15 (>= pt 0)))
 (let (($x12 (>= sw 1)))
 (let (($x112 (and (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= g 1) (>= sh 1) $x12 $x15 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x112 $x118))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x152 (dim in_u1 2)))
 (= 1 ?x152)))
(assert
 (let ((?x154 (dim in_u1 3)))
 (= 1 ?x154)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x163 (dim ?x156 2)))
 (= 3 ?x163))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x165 (dim ?x156 3)))
 (= 3 ?x165))))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x167) 4)))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x167 0) sym_n)))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x167 1) sym_c)))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x167 2) sym_h)))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x167 3) sym_w)))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (= (rank ?x178) 4))))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (= (dim ?x178 0) sym_n))))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (= (dim ?x178 1) sym_c))))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (= (dim ?x178 2) sym_h))))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (= (dim ?x178 3) sym_w))))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (concat 0 ?x178 ?x167)))
 (= (rank ?x189) 4)))))
(assert
 (let ((?x193 (* 2 sym_n)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (concat 0 ?x178 ?x167)))
 (let ((?x192 (dim ?x189 0)))
 (= ?x192 ?x193)))))))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (concat 0 ?x178 ?x167)))
 (= (dim ?x189 1) sym_c)))))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (concat 0 ?x178 ?x167)))
 (= (dim ?x189 2) sym_h)))))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (concat 0 ?x178 ?x167)))
 (= (dim ?x189 3) sym_w)))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (concat 0 ?x178 ?x167)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x156)))
 (= (rank ?x201) 4)))))))
(assert
 (let ((?x193 (* 2 sym_n)))
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (concat 0 ?x178 ?x167)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x156)))
 (let ((?x204 (dim ?x201 0)))
 (= ?x204 ?x193)))))))))
(assert
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (concat 0 ?x178 ?x167)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x156)))
 (= (dim ?x201 1) sym_c)))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (concat 0 ?x178 ?x167)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x156)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x211))))))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x156 (idkernel4 sym_c 3 3)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (concat 0 ?x178 ?x167)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x156)))
 (let ((?x213 (dim ?x201 3)))
 (= ?x213 ?x216))))))))))
(assert
 (let ((?x193 (* 2 sym_n)))
 (>= ?x193 0)))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (>= ?x211 0))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (>= ?x216 0))))
(assert
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x221) 4)))
(assert
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x221 0) sym_n)))
(assert
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x221 1) sym_c)))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x211))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (dim ?x221 3)))
 (= ?x230 ?x216))))))
(assert
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x232 (relu ?x221)))
 (= (rank ?x232) 4))))
(assert
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x232 (relu ?x221)))
 (= (dim ?x232 0) sym_n))))
(assert
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x232 (relu ?x221)))
 (= (dim ?x232 1) sym_c))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x232 (relu ?x221)))
 (let ((?x239 (dim ?x232 2)))
 (= ?x239 ?x211)))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x232 (relu ?x221)))
 (let ((?x241 (dim ?x232 3)))
 (= ?x241 ?x216)))))))
(assert
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x232 (relu ?x221)))
 (let ((?x243 (concat 0 ?x232 ?x221)))
 (= (rank ?x243) 4)))))
(assert
 (let ((?x193 (* 2 sym_n)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x232 (relu ?x221)))
 (let ((?x243 (concat 0 ?x232 ?x221)))
 (let ((?x246 (dim ?x243 0)))
 (= ?x246 ?x193)))))))
(assert
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x232 (relu ?x221)))
 (let ((?x243 (concat 0 ?x232 ?x221)))
 (= (dim ?x243 1) sym_c)))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x232 (relu ?x221)))
 (let ((?x243 (concat 0 ?x232 ?x221)))
 (let ((?x250 (dim ?x243 2)))
 (= ?x250 ?x211))))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x232 (relu ?x221)))
 (let ((?x243 (concat 0 ?x232 ?x221)))
 (let ((?x252 (dim ?x243 3)))
 (= ?x252 ?x216))))))))
(assert
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x232 (relu ?x221)))
(let ((?x243 (concat 0 ?x232 ?x221)))
(let ((?x156 (idkernel4 sym_c 3 3)))
(let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x178 (relu ?x167)))
(let ((?x189 (concat 0 ?x178 ?x167)))
(let ((?x201 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x156)))
(and (distinct ?x201 ?x243) true))))))))))
(check-sat)
