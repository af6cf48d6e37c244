; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 68334
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
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
 (let ((?x121 (dim in_k1 2)))
 (= 3 ?x121)))
(assert
 (let ((?x123 (dim in_k1 3)))
 (= 3 ?x123)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x135 (dim ?x128 2)))
 (= 3 ?x135))))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x137 (dim ?x128 3)))
 (= 3 ?x137))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x146 (dim ?x139 2)))
 (= 3 ?x146)))))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x148 (dim ?x139 3)))
 (= 3 ?x148)))))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x150) 4)))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x150 0) sym_n)))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x150 1) sym_c)))
(assert
 (let ((?x159 (+ (- 2) sym_h)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x157 (dim ?x150 2)))
 (= ?x157 ?x159)))))
(assert
 (let ((?x162 (+ (- 2) sym_w)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x161 (dim ?x150 3)))
 (= ?x161 ?x162)))))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 ?x150 ?x139)))
 (= (rank ?x164) 4))))))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 ?x150 ?x139)))
 (= (dim ?x164 0) sym_n))))))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 ?x150 ?x139)))
 (= (dim ?x164 1) sym_c))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 ?x150 ?x139)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x175)))))))))
(assert
 (let ((?x179 (div (+ (- 3) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 ?x150 ?x139)))
 (let ((?x177 (dim ?x164 3)))
 (= ?x177 ?x180)))))))))
(assert
 (let ((?x159 (+ (- 2) sym_h)))
 (>= ?x159 0)))
(assert
 (let ((?x162 (+ (- 2) sym_w)))
 (>= ?x162 0)))
(assert
 (let ((?x174 (div (+ (- 3) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (>= ?x175 0))))
(assert
 (let ((?x179 (div (+ (- 3) sym_w) 2)))
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
 (let ((?x186 (smul in_i1 in_s1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_k1)))
 (= (rank ?x197) 4))))
(assert
 (let ((?x186 (smul in_i1 in_s1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_k1)))
 (= (dim ?x197 0) sym_n))))
(assert
 (let ((?x186 (smul in_i1 in_s1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_k1)))
 (= (dim ?x197 1) sym_c))))
(assert
 (let ((?x174 (div (+ (- 3) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x186 (smul in_i1 in_s1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_k1)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x175)))))))
(assert
 (let ((?x179 (div (+ (- 3) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x186 (smul in_i1 in_s1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_k1)))
 (let ((?x206 (dim ?x197 3)))
 (= ?x206 ?x180)))))))
(assert
 (let ((?x186 (smul in_i1 in_s1)))
(let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 in_k1)))
(let ((?x128 (idkernel4 sym_c 3 3)))
(let ((?x139 (smul ?x128 in_s1)))
(let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x164 (conv 2 2 1 1 1 1 1 1 1 ?x150 ?x139)))
(and (distinct ?x164 ?x197) true))))))))
(check-sat)
