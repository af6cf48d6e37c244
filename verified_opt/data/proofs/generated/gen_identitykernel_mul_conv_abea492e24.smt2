; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 16737
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
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x24 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x26 (= ?x24 (conv s s q q q q 1 1 1 X W))))
 (let (($x7 (>= s 1)))
 (let (($x21 (and $x7 (>= q 0) (= (dim W 0) m) (= (rank X) 4) (= (rank W) 4))))
 (=> $x21 $x26))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x77 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x75 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x78 (= ?x75 ?x77)))
 (let (($x7 (>= sw 1)))
 (let (($x73 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x73 $x78)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x77 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x87 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x88 (= ?x87 ?x77)))
 (let (($x7 (>= sw 1)))
 (let (($x73 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x73 $x88)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (let ((?x127 (dim in_u1 2)))
 (= 1 ?x127)))
(assert
 (let ((?x129 (dim in_u1 3)))
 (= 1 ?x129)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x131 (idkernel4 sym_c2 1 1)))
 (let ((?x138 (dim ?x131 2)))
 (= 1 ?x138))))
(assert
 (let ((?x131 (idkernel4 sym_c2 1 1)))
 (let ((?x140 (dim ?x131 3)))
 (= 1 ?x140))))
(assert
 (= (rank (smul (idkernel4 sym_c2 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c2 1 1) in_s1) 0) sym_c2))
(assert
 (= (dim (smul (idkernel4 sym_c2 1 1) in_s1) 1) sym_c2))
(assert
 (let ((?x131 (idkernel4 sym_c2 1 1)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x149 (dim ?x142 2)))
 (= 1 ?x149)))))
(assert
 (let ((?x131 (idkernel4 sym_c2 1 1)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x151 (dim ?x142 3)))
 (= 1 ?x151)))))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x153) 4)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x153 0) sym_n)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x153 1) sym_c2)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x153 2) sym_h)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x153 3) sym_w)))
(assert
 (let ((?x131 (idkernel4 sym_c2 1 1)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 ?x153 ?x142)))
 (= (rank ?x164) 4))))))
(assert
 (let ((?x131 (idkernel4 sym_c2 1 1)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 ?x153 ?x142)))
 (= (dim ?x164 0) sym_n))))))
(assert
 (let ((?x131 (idkernel4 sym_c2 1 1)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 ?x153 ?x142)))
 (= (dim ?x164 1) sym_c2))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x131 (idkernel4 sym_c2 1 1)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 ?x153 ?x142)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x175)))))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x131 (idkernel4 sym_c2 1 1)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 ?x153 ?x142)))
 (let ((?x177 (dim ?x164 3)))
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
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 ?x184 in_u1)))
 (= (rank ?x195) 4))))
(assert
 (let ((?x184 (smul in_i1 in_s1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 ?x184 in_u1)))
 (= (dim ?x195 0) sym_n))))
(assert
 (let ((?x184 (smul in_i1 in_s1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 ?x184 in_u1)))
 (= (dim ?x195 1) sym_c2))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x184 (smul in_i1 in_s1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 ?x184 in_u1)))
 (let ((?x202 (dim ?x195 2)))
 (= ?x202 ?x175)))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x184 (smul in_i1 in_s1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 ?x184 in_u1)))
 (let ((?x204 (dim ?x195 3)))
 (= ?x204 ?x180)))))))
(assert
 (let ((?x184 (smul in_i1 in_s1)))
(let ((?x195 (conv 2 2 0 0 0 0 1 1 1 ?x184 in_u1)))
(let ((?x131 (idkernel4 sym_c2 1 1)))
(let ((?x142 (smul ?x131 in_s1)))
(let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x164 (conv 2 2 0 0 0 0 1 1 1 ?x153 ?x142)))
(and (distinct ?x164 ?x195) true))))))))
(check-sat)
