; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 75561
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
 (let ((?x125 (dim in_k1 2)))
 (= 3 ?x125)))
(assert
 (let ((?x127 (dim in_k1 3)))
 (= 3 ?x127)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x132 (idkernel4 sym_c2 3 3)))
 (let ((?x139 (dim ?x132 2)))
 (= 3 ?x139))))
(assert
 (let ((?x132 (idkernel4 sym_c2 3 3)))
 (let ((?x141 (dim ?x132 3)))
 (= 3 ?x141))))
(assert
 (= (rank (smul (idkernel4 sym_c2 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 0) sym_c2))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 1) sym_c2))
(assert
 (let ((?x132 (idkernel4 sym_c2 3 3)))
 (let ((?x143 (smul ?x132 in_s1)))
 (let ((?x150 (dim ?x143 2)))
 (= 3 ?x150)))))
(assert
 (let ((?x132 (idkernel4 sym_c2 3 3)))
 (let ((?x143 (smul ?x132 in_s1)))
 (let ((?x152 (dim ?x143 3)))
 (= 3 ?x152)))))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x154) 4)))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x154 0) sym_n)))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x154 1) sym_c2)))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x154 2) sym_h)))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x154 3) sym_w)))
(assert
 (let ((?x132 (idkernel4 sym_c2 3 3)))
 (let ((?x143 (smul ?x132 in_s1)))
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 ?x154 ?x143)))
 (= (rank ?x165) 4))))))
(assert
 (let ((?x132 (idkernel4 sym_c2 3 3)))
 (let ((?x143 (smul ?x132 in_s1)))
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 ?x154 ?x143)))
 (= (dim ?x165 0) sym_n))))))
(assert
 (let ((?x132 (idkernel4 sym_c2 3 3)))
 (let ((?x143 (smul ?x132 in_s1)))
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 ?x154 ?x143)))
 (= (dim ?x165 1) sym_c2))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x132 (idkernel4 sym_c2 3 3)))
 (let ((?x143 (smul ?x132 in_s1)))
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 ?x154 ?x143)))
 (let ((?x172 (dim ?x165 2)))
 (= ?x172 ?x175)))))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x132 (idkernel4 sym_c2 3 3)))
 (let ((?x143 (smul ?x132 in_s1)))
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 ?x154 ?x143)))
 (let ((?x177 (dim ?x165 3)))
 (= ?x177 ?x180)))))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (>= ?x175 0))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
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
 (let ((?x184 (smul in_i1 in_s1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 in_k1)))
 (= (rank ?x195) 4))))
(assert
 (let ((?x184 (smul in_i1 in_s1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 in_k1)))
 (= (dim ?x195 0) sym_n))))
(assert
 (let ((?x184 (smul in_i1 in_s1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 in_k1)))
 (= (dim ?x195 1) sym_c2))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x184 (smul in_i1 in_s1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 in_k1)))
 (let ((?x202 (dim ?x195 2)))
 (= ?x202 ?x175)))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x184 (smul in_i1 in_s1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 in_k1)))
 (let ((?x204 (dim ?x195 3)))
 (= ?x204 ?x180)))))))
(assert
 (let ((?x184 (smul in_i1 in_s1)))
(let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 in_k1)))
(let ((?x132 (idkernel4 sym_c2 3 3)))
(let ((?x143 (smul ?x132 in_s1)))
(let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x165 (conv 2 2 1 1 1 1 1 1 1 ?x154 ?x143)))
(and (distinct ?x165 ?x195) true))))))))
(check-sat)
