; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, conv_idkernel3_after_conv, conv_smul_w, conv_smul_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 52465
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x22 (- ?x8 1)))
 (let ((?x21 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x24 (= ?x21 (conv s s ?x22 ?x22 ?x22 ?x22 1 1 1 X W))))
 (=> (and (<= 1 ?x8) (= (dim W 0) m)) $x24))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x60 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x62 (= ?x60 (conv s s q q q q 1 1 1 X W))))
 (=> (and (= (dim W 0) m)) $x62))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x79 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x80 (smul ?x79 S)))
 (let ((?x78 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x78 ?x80)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x79 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x80 (smul ?x79 S)))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x86 ?x80)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x94 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x95 (= ?x79 ?x94)))
 (=> (and (< 1 (* sh sw))) $x95)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x113 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x111 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x114 (= ?x111 ?x113)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x114)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x155 (dim in_u1 2)))
 (= 1 ?x155)))
(assert
 (let ((?x157 (dim in_u1 3)))
 (= 1 ?x157)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x166 (dim ?x159 2)))
 (= 1 ?x166))))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x168 (dim ?x159 3)))
 (= 1 ?x168))))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x177 (dim ?x170 2)))
 (= 1 ?x177))))
(assert
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x179 (dim ?x170 3)))
 (= 1 ?x179))))
(assert
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x170)))
 (= (rank ?x181) 4))))
(assert
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x170)))
 (= (dim ?x181 0) sym_n))))
(assert
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x170)))
 (= (dim ?x181 1) sym_c))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x170)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x191)))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x170)))
 (let ((?x193 (dim ?x181 3)))
 (= ?x193 ?x196)))))))
(assert
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x170)))
 (let ((?x198 (relu ?x181)))
 (= (rank ?x198) 4)))))
(assert
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x170)))
 (let ((?x198 (relu ?x181)))
 (= (dim ?x198 0) sym_n)))))
(assert
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x170)))
 (let ((?x198 (relu ?x181)))
 (= (dim ?x198 1) sym_c)))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x170)))
 (let ((?x198 (relu ?x181)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x191))))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x170)))
 (let ((?x198 (relu ?x181)))
 (let ((?x207 (dim ?x198 3)))
 (= ?x207 ?x196))))))))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x170)))
 (let ((?x209 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (= (rank ?x209) 4))))))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x170)))
 (let ((?x209 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (= (dim ?x209 0) sym_n))))))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x170)))
 (let ((?x209 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (= (dim ?x209 1) sym_c))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x217 (div ?x190 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x170)))
 (let ((?x209 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (let ((?x216 (dim ?x209 2)))
 (= ?x216 ?x218))))))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x221 (div ?x195 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (smul in_u1 in_s1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x170)))
 (let ((?x209 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (let ((?x220 (dim ?x209 3)))
 (= ?x220 ?x222))))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (>= ?x191 0))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (>= ?x196 0))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x217 (div ?x190 2)))
 (let ((?x218 (+ 1 ?x217)))
 (>= ?x218 0)))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x221 (div ?x195 2)))
 (let ((?x222 (+ 1 ?x221)))
 (>= ?x222 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x228 (idkernel4 sym_c 3 3)))
 (let ((?x235 (dim ?x228 2)))
 (= 3 ?x235))))
(assert
 (let ((?x228 (idkernel4 sym_c 3 3)))
 (let ((?x237 (dim ?x228 3)))
 (= 3 ?x237))))
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
 (let ((?x239 (smul in_i1 in_s1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (= (rank ?x250) 4))))
(assert
 (let ((?x239 (smul in_i1 in_s1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (= (dim ?x250 0) sym_n))))
(assert
 (let ((?x239 (smul in_i1 in_s1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (= (dim ?x250 1) sym_c))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x239 (smul in_i1 in_s1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x257 (dim ?x250 2)))
 (= ?x257 ?x191)))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x239 (smul in_i1 in_s1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x259 (dim ?x250 3)))
 (= ?x259 ?x196)))))))
(assert
 (let ((?x239 (smul in_i1 in_s1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x261 (relu ?x250)))
 (= (rank ?x261) 4)))))
(assert
 (let ((?x239 (smul in_i1 in_s1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x261 (relu ?x250)))
 (= (dim ?x261 0) sym_n)))))
(assert
 (let ((?x239 (smul in_i1 in_s1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x261 (relu ?x250)))
 (= (dim ?x261 1) sym_c)))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x239 (smul in_i1 in_s1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x261 (relu ?x250)))
 (let ((?x268 (dim ?x261 2)))
 (= ?x268 ?x191))))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x239 (smul in_i1 in_s1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x261 (relu ?x250)))
 (let ((?x270 (dim ?x261 3)))
 (= ?x270 ?x196))))))))
(assert
 (let ((?x228 (idkernel4 sym_c 3 3)))
 (let ((?x239 (smul in_i1 in_s1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x272 (conv 2 2 1 1 1 1 1 1 1 ?x250 ?x228)))
 (= (rank ?x272) 4))))))
(assert
 (let ((?x228 (idkernel4 sym_c 3 3)))
 (let ((?x239 (smul in_i1 in_s1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x272 (conv 2 2 1 1 1 1 1 1 1 ?x250 ?x228)))
 (= (dim ?x272 0) sym_n))))))
(assert
 (let ((?x228 (idkernel4 sym_c 3 3)))
 (let ((?x239 (smul in_i1 in_s1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x272 (conv 2 2 1 1 1 1 1 1 1 ?x250 ?x228)))
 (= (dim ?x272 1) sym_c))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x217 (div ?x190 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x228 (idkernel4 sym_c 3 3)))
 (let ((?x239 (smul in_i1 in_s1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x272 (conv 2 2 1 1 1 1 1 1 1 ?x250 ?x228)))
 (let ((?x279 (dim ?x272 2)))
 (= ?x279 ?x218))))))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x221 (div ?x195 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x228 (idkernel4 sym_c 3 3)))
 (let ((?x239 (smul in_i1 in_s1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x272 (conv 2 2 1 1 1 1 1 1 1 ?x250 ?x228)))
 (let ((?x281 (dim ?x272 3)))
 (= ?x281 ?x222))))))))))
(assert
 (let ((?x228 (idkernel4 sym_c 3 3)))
(let ((?x239 (smul in_i1 in_s1)))
(let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
(let ((?x272 (conv 2 2 1 1 1 1 1 1 1 ?x250 ?x228)))
(let ((?x159 (idkernel4 sym_c 1 1)))
(let ((?x170 (smul in_u1 in_s1)))
(let ((?x181 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x170)))
(let ((?x209 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
(or (and (distinct (relu ?x181) (relu ?x250)) true) (and (distinct ?x209 ?x272) true)))))))))))
(check-sat)
