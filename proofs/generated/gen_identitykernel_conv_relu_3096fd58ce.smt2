; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 50432
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_u1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x17 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x19 (= ?x17 (conv s s q q q q 1 1 1 X W))))
 (=> (and (= (dim W 0) m)) $x19))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x56 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x54 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x57 (= ?x54 ?x56)))
 (=> (and (< 1 (* sh sw))) $x57)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x78 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x76 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x79 (= ?x76 ?x78)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x79)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x117 (dim in_k1 2)))
 (= 3 ?x117)))
(assert
 (let ((?x119 (dim in_k1 3)))
 (= 3 ?x119)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x128 (dim in_u1 2)))
 (= 1 ?x128)))
(assert
 (let ((?x130 (dim in_u1 3)))
 (= 1 ?x130)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x139 (dim ?x132 2)))
 (= 1 ?x139))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x141 (dim ?x132 3)))
 (= 1 ?x141))))
(assert
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x143) 4)))
(assert
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x143 0) sym_n)))
(assert
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x143 1) sym_c)))
(assert
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x143 2) sym_h)))
(assert
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x143 3) sym_w)))
(assert
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 ?x143 in_u1)))
 (= (rank ?x154) 4))))
(assert
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 ?x143 in_u1)))
 (= (dim ?x154 0) sym_n))))
(assert
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 ?x143 in_u1)))
 (= (dim ?x154 1) sym_c))))
(assert
 (let ((?x164 (div (+ (- 1) sym_h) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 ?x143 in_u1)))
 (let ((?x161 (dim ?x154 2)))
 (= ?x161 ?x165)))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_w) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 ?x143 in_u1)))
 (let ((?x167 (dim ?x154 3)))
 (= ?x167 ?x170)))))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 ?x143 ?x132)))
 (= (rank ?x172) 4)))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 ?x143 ?x132)))
 (= (dim ?x172 0) sym_n)))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 ?x143 ?x132)))
 (= (dim ?x172 1) sym_c)))))
(assert
 (let ((?x164 (div (+ (- 1) sym_h) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 ?x143 ?x132)))
 (let ((?x179 (dim ?x172 2)))
 (= ?x179 ?x165))))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_w) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 ?x143 ?x132)))
 (let ((?x181 (dim ?x172 3)))
 (= ?x181 ?x170))))))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 ?x143 ?x132)))
 (let ((?x183 (relu ?x172)))
 (= (rank ?x183) 4))))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 ?x143 ?x132)))
 (let ((?x183 (relu ?x172)))
 (= (dim ?x183 0) sym_n))))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 ?x143 ?x132)))
 (let ((?x183 (relu ?x172)))
 (= (dim ?x183 1) sym_c))))))
(assert
 (let ((?x164 (div (+ (- 1) sym_h) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 ?x143 ?x132)))
 (let ((?x183 (relu ?x172)))
 (let ((?x190 (dim ?x183 2)))
 (= ?x190 ?x165)))))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_w) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 ?x143 ?x132)))
 (let ((?x183 (relu ?x172)))
 (let ((?x192 (dim ?x183 3)))
 (= ?x192 ?x170)))))))))
(assert
 (let ((?x164 (div (+ (- 1) sym_h) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (>= ?x165 0))))
(assert
 (let ((?x169 (div (+ (- 1) sym_w) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (>= ?x170 0))))
(assert
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x196) 4)))
(assert
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x196 0) sym_n)))
(assert
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x196 1) sym_c)))
(assert
 (let ((?x164 (div (+ (- 1) sym_h) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x165))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_w) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x205 (dim ?x196 3)))
 (= ?x205 ?x170))))))
(assert
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x196)))
 (= (rank ?x207) 4))))
(assert
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x196)))
 (= (dim ?x207 0) sym_n))))
(assert
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x196)))
 (= (dim ?x207 1) sym_c))))
(assert
 (let ((?x164 (div (+ (- 1) sym_h) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x214 (dim ?x207 2)))
 (= ?x214 ?x165)))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_w) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x216 (dim ?x207 3)))
 (= ?x216 ?x170)))))))
(assert
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_u1)))
 (= (rank ?x218) 4))))
(assert
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_u1)))
 (= (dim ?x218 0) sym_n))))
(assert
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_u1)))
 (= (dim ?x218 1) sym_c))))
(assert
 (let ((?x164 (div (+ (- 1) sym_h) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_u1)))
 (let ((?x225 (dim ?x218 2)))
 (= ?x225 ?x165)))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_w) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_u1)))
 (let ((?x227 (dim ?x218 3)))
 (= ?x227 ?x170)))))))
(assert
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x207 (relu ?x196)))
(let ((?x132 (idkernel4 sym_c 1 1)))
(let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x172 (conv 2 2 0 0 0 0 1 1 1 ?x143 ?x132)))
(let ((?x183 (relu ?x172)))
(let ((?x218 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_u1)))
(let ((?x154 (conv 2 2 0 0 0 0 1 1 1 ?x143 in_u1)))
(or (and (distinct ?x154 ?x218) true) (and (distinct ?x183 ?x207) true)))))))))))
(check-sat)
