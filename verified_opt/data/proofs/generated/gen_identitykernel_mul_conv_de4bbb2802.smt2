; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 75714
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
 (let ((?x26 (- ?x8 1)))
 (let ((?x25 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x28 (= ?x25 (conv s s ?x26 ?x26 ?x26 ?x26 1 1 1 X W))))
 (let (($x19 (= (dim W 0) m)))
 (let (($x15 (>= p 0)))
 (let (($x14 (>= q 0)))
 (let (($x12 (>= s 1)))
 (=> (and (<= 1 ?x8) (>= 1 p) $x12 $x14 $x15 $x19) $x28))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x78 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x76 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x79 (= ?x76 ?x78)))
 (let (($x15 (>= pt 0)))
 (let (($x12 (>= sw 1)))
 (let (($x71 (and (>= g 1) (>= sh 1) $x12 $x15 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x71 $x79))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x78 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x88 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x89 (= ?x88 ?x78)))
 (let (($x15 (>= pt 0)))
 (let (($x12 (>= sw 1)))
 (let (($x71 (and (>= g 1) (>= sh 1) $x12 $x15 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x71 $x89))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x137 (dim ?x130 2)))
 (= 3 ?x137))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x139 (dim ?x130 3)))
 (= 3 ?x139))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x148 (dim ?x141 2)))
 (= 3 ?x148)))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x150 (dim ?x141 3)))
 (= 3 ?x150)))))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x152) 4)))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x152 0) sym_n)))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x152 1) sym_c)))
(assert
 (let ((?x161 (+ (- 2) sym_h)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x161)))))
(assert
 (let ((?x164 (+ (- 2) sym_w)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x163 (dim ?x152 3)))
 (= ?x163 ?x164)))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x152 ?x141)))
 (= (rank ?x166) 4))))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x152 ?x141)))
 (= (dim ?x166 0) sym_n))))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x152 ?x141)))
 (= (dim ?x166 1) sym_c))))))
(assert
 (let ((?x176 (div (+ (- 3) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x152 ?x141)))
 (let ((?x173 (dim ?x166 2)))
 (= ?x173 ?x177)))))))))
(assert
 (let ((?x181 (div (+ (- 3) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x152 ?x141)))
 (let ((?x179 (dim ?x166 3)))
 (= ?x179 ?x182)))))))))
(assert
 (let ((?x161 (+ (- 2) sym_h)))
 (>= ?x161 0)))
(assert
 (let ((?x164 (+ (- 2) sym_w)))
 (>= ?x164 0)))
(assert
 (let ((?x176 (div (+ (- 3) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (>= ?x177 0))))
(assert
 (let ((?x181 (div (+ (- 3) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (>= ?x182 0))))
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
 (let ((?x188 (smul in_i1 in_s1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 in_k1)))
 (= (rank ?x199) 4))))
(assert
 (let ((?x188 (smul in_i1 in_s1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 in_k1)))
 (= (dim ?x199 0) sym_n))))
(assert
 (let ((?x188 (smul in_i1 in_s1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 in_k1)))
 (= (dim ?x199 1) sym_c))))
(assert
 (let ((?x176 (div (+ (- 3) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x188 (smul in_i1 in_s1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 in_k1)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x177)))))))
(assert
 (let ((?x181 (div (+ (- 3) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x188 (smul in_i1 in_s1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 in_k1)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x182)))))))
(assert
 (let ((?x188 (smul in_i1 in_s1)))
(let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 in_k1)))
(let ((?x130 (idkernel4 sym_c 3 3)))
(let ((?x141 (smul ?x130 in_s1)))
(let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x152 ?x141)))
(and (distinct ?x166 ?x199) true))))))))
(check-sat)
