; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 68181
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x25 (- ?x8 1)))
 (let ((?x24 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x27 (= ?x24 (conv s s ?x25 ?x25 ?x25 ?x25 1 1 1 X W))))
 (let (($x18 (= (dim W 0) m)))
 (let (($x14 (>= p 0)))
 (let (($x13 (>= q 0)))
 (let (($x11 (>= s 1)))
 (=> (and (<= 1 ?x8) $x11 $x13 $x14 $x18) $x27))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x76 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x74 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x77 (= ?x74 ?x76)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x69 (and (>= g 1) (>= sh 1) $x11 $x14 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x69 $x77))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x76 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x87 (= ?x86 ?x76)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x69 (and (>= g 1) (>= sh 1) $x11 $x14 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x69 $x87))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x123 (dim in_k1 2)))
 (= 3 ?x123)))
(assert
 (let ((?x125 (dim in_k1 3)))
 (= 3 ?x125)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x130 (idkernel4 sym_c2 3 3)))
 (let ((?x137 (dim ?x130 2)))
 (= 3 ?x137))))
(assert
 (let ((?x130 (idkernel4 sym_c2 3 3)))
 (let ((?x139 (dim ?x130 3)))
 (= 3 ?x139))))
(assert
 (= (rank (smul (idkernel4 sym_c2 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 0) sym_c2))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 1) sym_c2))
(assert
 (let ((?x130 (idkernel4 sym_c2 3 3)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x148 (dim ?x141 2)))
 (= 3 ?x148)))))
(assert
 (let ((?x130 (idkernel4 sym_c2 3 3)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x150 (dim ?x141 3)))
 (= 3 ?x150)))))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x152) 4)))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x152 0) sym_n)))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x152 1) sym_c2)))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x152 2) sym_h)))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x152 3) sym_w)))
(assert
 (let ((?x130 (idkernel4 sym_c2 3 3)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 ?x152 ?x141)))
 (= (rank ?x163) 4))))))
(assert
 (let ((?x130 (idkernel4 sym_c2 3 3)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 ?x152 ?x141)))
 (= (dim ?x163 0) sym_n))))))
(assert
 (let ((?x130 (idkernel4 sym_c2 3 3)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 ?x152 ?x141)))
 (= (dim ?x163 1) sym_c2))))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x130 (idkernel4 sym_c2 3 3)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 ?x152 ?x141)))
 (let ((?x170 (dim ?x163 2)))
 (= ?x170 ?x173)))))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x130 (idkernel4 sym_c2 3 3)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 ?x152 ?x141)))
 (let ((?x175 (dim ?x163 3)))
 (= ?x175 ?x178)))))))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (>= ?x173 0))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (>= ?x178 0))))
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
 (let ((?x182 (smul in_i1 in_s1)))
 (let ((?x193 (conv 2 2 1 1 1 1 1 1 1 ?x182 in_k1)))
 (= (rank ?x193) 4))))
(assert
 (let ((?x182 (smul in_i1 in_s1)))
 (let ((?x193 (conv 2 2 1 1 1 1 1 1 1 ?x182 in_k1)))
 (= (dim ?x193 0) sym_n))))
(assert
 (let ((?x182 (smul in_i1 in_s1)))
 (let ((?x193 (conv 2 2 1 1 1 1 1 1 1 ?x182 in_k1)))
 (= (dim ?x193 1) sym_c2))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x182 (smul in_i1 in_s1)))
 (let ((?x193 (conv 2 2 1 1 1 1 1 1 1 ?x182 in_k1)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x173)))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x182 (smul in_i1 in_s1)))
 (let ((?x193 (conv 2 2 1 1 1 1 1 1 1 ?x182 in_k1)))
 (let ((?x202 (dim ?x193 3)))
 (= ?x202 ?x178)))))))
(assert
 (let ((?x182 (smul in_i1 in_s1)))
(let ((?x193 (conv 2 2 1 1 1 1 1 1 1 ?x182 in_k1)))
(let ((?x130 (idkernel4 sym_c2 3 3)))
(let ((?x141 (smul ?x130 in_s1)))
(let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x163 (conv 2 2 1 1 1 1 1 1 1 ?x152 ?x141)))
(and (distinct ?x163 ?x193) true))))))))
(check-sat)
