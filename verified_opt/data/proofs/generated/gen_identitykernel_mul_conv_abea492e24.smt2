; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 75698
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
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x19 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x21 (= ?x19 (conv s s q q q q 1 1 1 X W))))
 (let (($x7 (>= s 1)))
 (let (($x15 (and $x7 (>= q 0) (= (dim W 0) m))))
 (=> $x15 $x21))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x66 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x67 (= ?x64 ?x66)))
 (let (($x7 (>= sw 1)))
 (let (($x59 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x59 $x67)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x66 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x76 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x77 (= ?x76 ?x66)))
 (let (($x7 (>= sw 1)))
 (let (($x59 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x59 $x77)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x117 (dim in_u1 2)))
 (= 1 ?x117)))
(assert
 (let ((?x119 (dim in_u1 3)))
 (= 1 ?x119)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x121 (idkernel4 sym_c2 1 1)))
 (let ((?x128 (dim ?x121 2)))
 (= 1 ?x128))))
(assert
 (let ((?x121 (idkernel4 sym_c2 1 1)))
 (let ((?x130 (dim ?x121 3)))
 (= 1 ?x130))))
(assert
 (= (rank (smul (idkernel4 sym_c2 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c2 1 1) in_s1) 0) sym_c2))
(assert
 (= (dim (smul (idkernel4 sym_c2 1 1) in_s1) 1) sym_c2))
(assert
 (let ((?x121 (idkernel4 sym_c2 1 1)))
 (let ((?x132 (smul ?x121 in_s1)))
 (let ((?x139 (dim ?x132 2)))
 (= 1 ?x139)))))
(assert
 (let ((?x121 (idkernel4 sym_c2 1 1)))
 (let ((?x132 (smul ?x121 in_s1)))
 (let ((?x141 (dim ?x132 3)))
 (= 1 ?x141)))))
(assert
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x143) 4)))
(assert
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x143 0) sym_n)))
(assert
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x143 1) sym_c2)))
(assert
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x143 2) sym_h)))
(assert
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x143 3) sym_w)))
(assert
 (let ((?x121 (idkernel4 sym_c2 1 1)))
 (let ((?x132 (smul ?x121 in_s1)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 ?x143 ?x132)))
 (= (rank ?x154) 4))))))
(assert
 (let ((?x121 (idkernel4 sym_c2 1 1)))
 (let ((?x132 (smul ?x121 in_s1)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 ?x143 ?x132)))
 (= (dim ?x154 0) sym_n))))))
(assert
 (let ((?x121 (idkernel4 sym_c2 1 1)))
 (let ((?x132 (smul ?x121 in_s1)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 ?x143 ?x132)))
 (= (dim ?x154 1) sym_c2))))))
(assert
 (let ((?x164 (div (+ (- 1) sym_h) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x121 (idkernel4 sym_c2 1 1)))
 (let ((?x132 (smul ?x121 in_s1)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 ?x143 ?x132)))
 (let ((?x161 (dim ?x154 2)))
 (= ?x161 ?x165)))))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_w) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x121 (idkernel4 sym_c2 1 1)))
 (let ((?x132 (smul ?x121 in_s1)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 ?x143 ?x132)))
 (let ((?x167 (dim ?x154 3)))
 (= ?x167 ?x170)))))))))
(assert
 (let ((?x164 (div (+ (- 1) sym_h) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (>= ?x165 0))))
(assert
 (let ((?x169 (div (+ (- 1) sym_w) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (>= ?x170 0))))
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
 (let ((?x174 (smul in_i1 in_s1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 ?x174 in_u1)))
 (= (rank ?x185) 4))))
(assert
 (let ((?x174 (smul in_i1 in_s1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 ?x174 in_u1)))
 (= (dim ?x185 0) sym_n))))
(assert
 (let ((?x174 (smul in_i1 in_s1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 ?x174 in_u1)))
 (= (dim ?x185 1) sym_c2))))
(assert
 (let ((?x164 (div (+ (- 1) sym_h) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x174 (smul in_i1 in_s1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 ?x174 in_u1)))
 (let ((?x192 (dim ?x185 2)))
 (= ?x192 ?x165)))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_w) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x174 (smul in_i1 in_s1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 ?x174 in_u1)))
 (let ((?x194 (dim ?x185 3)))
 (= ?x194 ?x170)))))))
(assert
 (let ((?x174 (smul in_i1 in_s1)))
(let ((?x185 (conv 2 2 0 0 0 0 1 1 1 ?x174 in_u1)))
(let ((?x121 (idkernel4 sym_c2 1 1)))
(let ((?x132 (smul ?x121 in_s1)))
(let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x154 (conv 2 2 0 0 0 0 1 1 1 ?x143 ?x132)))
(and (distinct ?x154 ?x185) true))))))))
(check-sat)
