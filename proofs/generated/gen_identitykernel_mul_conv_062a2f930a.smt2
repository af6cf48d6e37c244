; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 49234
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x22 (- ?x8 1)))
 (let ((?x21 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x24 (= ?x21 (conv s s ?x22 ?x22 ?x22 ?x22 1 1 1 X W))))
 (=> (and (<= 1 ?x8) (= (dim W 0) m)) $x24))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x63 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x63 ?x65))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x71 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x71 ?x65))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_c2 1))
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
 (let ((?x105 (dim in_k1 2)))
 (= 3 ?x105)))
(assert
 (let ((?x107 (dim in_k1 3)))
 (= 3 ?x107)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x112 (idkernel4 sym_c2 3 3)))
 (let ((?x119 (dim ?x112 2)))
 (= 3 ?x119))))
(assert
 (let ((?x112 (idkernel4 sym_c2 3 3)))
 (let ((?x121 (dim ?x112 3)))
 (= 3 ?x121))))
(assert
 (= (rank (smul (idkernel4 sym_c2 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 0) sym_c2))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 1) sym_c2))
(assert
 (let ((?x112 (idkernel4 sym_c2 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x130 (dim ?x123 2)))
 (= 3 ?x130)))))
(assert
 (let ((?x112 (idkernel4 sym_c2 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x132 (dim ?x123 3)))
 (= 3 ?x132)))))
(assert
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x134) 4)))
(assert
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x134 0) sym_n)))
(assert
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x134 1) sym_c2)))
(assert
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x134 2) sym_h)))
(assert
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x134 3) sym_w)))
(assert
 (let ((?x112 (idkernel4 sym_c2 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 ?x123)))
 (= (rank ?x145) 4))))))
(assert
 (let ((?x112 (idkernel4 sym_c2 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 ?x123)))
 (= (dim ?x145 0) sym_n))))))
(assert
 (let ((?x112 (idkernel4 sym_c2 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 ?x123)))
 (= (dim ?x145 1) sym_c2))))))
(assert
 (let ((?x154 (div (+ (- 1) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x112 (idkernel4 sym_c2 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 ?x123)))
 (let ((?x152 (dim ?x145 2)))
 (= ?x152 ?x155)))))))))
(assert
 (let ((?x159 (div (+ (- 1) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x112 (idkernel4 sym_c2 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 ?x123)))
 (let ((?x157 (dim ?x145 3)))
 (= ?x157 ?x160)))))))))
(assert
 (let ((?x154 (div (+ (- 1) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (>= ?x155 0))))
(assert
 (let ((?x159 (div (+ (- 1) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (>= ?x160 0))))
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
 (let ((?x164 (smul in_i1 in_s1)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x164 in_k1)))
 (= (rank ?x175) 4))))
(assert
 (let ((?x164 (smul in_i1 in_s1)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x164 in_k1)))
 (= (dim ?x175 0) sym_n))))
(assert
 (let ((?x164 (smul in_i1 in_s1)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x164 in_k1)))
 (= (dim ?x175 1) sym_c2))))
(assert
 (let ((?x154 (div (+ (- 1) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x164 (smul in_i1 in_s1)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x164 in_k1)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x155)))))))
(assert
 (let ((?x159 (div (+ (- 1) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x164 (smul in_i1 in_s1)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x164 in_k1)))
 (let ((?x184 (dim ?x175 3)))
 (= ?x184 ?x160)))))))
(assert
 (let ((?x164 (smul in_i1 in_s1)))
(let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x164 in_k1)))
(let ((?x112 (idkernel4 sym_c2 3 3)))
(let ((?x123 (smul ?x112 in_s1)))
(let ((?x134 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 ?x123)))
(and (distinct ?x145 ?x175) true))))))))
(check-sat)
