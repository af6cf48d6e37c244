; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 16566
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
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
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x87 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x90 (= ?x87 ?x89)))
 (let (($x15 (>= pt 0)))
 (let (($x12 (>= sw 1)))
 (let (($x85 (and (>= g 1) (>= sh 1) $x12 $x15 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x85 $x90))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x99 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x100 (= ?x99 ?x89)))
 (let (($x15 (>= pt 0)))
 (let (($x12 (>= sw 1)))
 (let (($x85 (and (>= g 1) (>= sh 1) $x12 $x15 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x85 $x100))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (let ((?x135 (dim in_k1 2)))
 (= 3 ?x135)))
(assert
 (let ((?x137 (dim in_k1 3)))
 (= 3 ?x137)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x142 (idkernel4 sym_c2 3 3)))
 (let ((?x149 (dim ?x142 2)))
 (= 3 ?x149))))
(assert
 (let ((?x142 (idkernel4 sym_c2 3 3)))
 (let ((?x151 (dim ?x142 3)))
 (= 3 ?x151))))
(assert
 (= (rank (smul (idkernel4 sym_c2 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 0) sym_c2))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 1) sym_c2))
(assert
 (let ((?x142 (idkernel4 sym_c2 3 3)))
 (let ((?x153 (smul ?x142 in_s1)))
 (let ((?x160 (dim ?x153 2)))
 (= 3 ?x160)))))
(assert
 (let ((?x142 (idkernel4 sym_c2 3 3)))
 (let ((?x153 (smul ?x142 in_s1)))
 (let ((?x162 (dim ?x153 3)))
 (= 3 ?x162)))))
(assert
 (let ((?x164 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x164) 4)))
(assert
 (let ((?x164 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x164 0) sym_n)))
(assert
 (let ((?x164 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x164 1) sym_c2)))
(assert
 (let ((?x164 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x164 2) sym_h)))
(assert
 (let ((?x164 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x164 3) sym_w)))
(assert
 (let ((?x142 (idkernel4 sym_c2 3 3)))
 (let ((?x153 (smul ?x142 in_s1)))
 (let ((?x164 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x164 ?x153)))
 (= (rank ?x175) 4))))))
(assert
 (let ((?x142 (idkernel4 sym_c2 3 3)))
 (let ((?x153 (smul ?x142 in_s1)))
 (let ((?x164 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x164 ?x153)))
 (= (dim ?x175 0) sym_n))))))
(assert
 (let ((?x142 (idkernel4 sym_c2 3 3)))
 (let ((?x153 (smul ?x142 in_s1)))
 (let ((?x164 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x164 ?x153)))
 (= (dim ?x175 1) sym_c2))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x142 (idkernel4 sym_c2 3 3)))
 (let ((?x153 (smul ?x142 in_s1)))
 (let ((?x164 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x164 ?x153)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x185)))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x142 (idkernel4 sym_c2 3 3)))
 (let ((?x153 (smul ?x142 in_s1)))
 (let ((?x164 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x164 ?x153)))
 (let ((?x187 (dim ?x175 3)))
 (= ?x187 ?x190)))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (>= ?x190 0))))
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
 (let ((?x194 (smul in_i1 in_s1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 in_k1)))
 (= (rank ?x205) 4))))
(assert
 (let ((?x194 (smul in_i1 in_s1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 in_k1)))
 (= (dim ?x205 0) sym_n))))
(assert
 (let ((?x194 (smul in_i1 in_s1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 in_k1)))
 (= (dim ?x205 1) sym_c2))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x194 (smul in_i1 in_s1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 in_k1)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x185)))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x194 (smul in_i1 in_s1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 in_k1)))
 (let ((?x214 (dim ?x205 3)))
 (= ?x214 ?x190)))))))
(assert
 (let ((?x194 (smul in_i1 in_s1)))
(let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 in_k1)))
(let ((?x142 (idkernel4 sym_c2 3 3)))
(let ((?x153 (smul ?x142 in_s1)))
(let ((?x164 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x164 ?x153)))
(and (distinct ?x175 ?x205) true))))))))
(check-sat)
