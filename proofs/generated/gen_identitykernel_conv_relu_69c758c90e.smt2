; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 46646
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
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(declare-fun relu (T) T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x68 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x69 (= ?x65 ?x68)))
 (=> (and (< 1 (* sh sw))) $x69)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x87 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x85 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x88 (= ?x85 ?x87)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x88)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x126 (dim in_u1 2)))
 (= 1 ?x126)))
(assert
 (let ((?x128 (dim in_u1 3)))
 (= 1 ?x128)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x137 (dim in_u2 2)))
 (= 1 ?x137)))
(assert
 (let ((?x139 (dim in_u2 3)))
 (= 1 ?x139)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x148 (dim ?x141 2)))
 (= 3 ?x148))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x150 (dim ?x141 3)))
 (= 3 ?x150))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (= (rank ?x152) 4))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (= (dim ?x152 0) sym_n))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (= (dim ?x152 1) sym_c))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x163)))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x165 (dim ?x152 3)))
 (= ?x165 ?x168)))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (= (dim ?x170 0) sym_n)))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (= (dim ?x170 1) sym_c)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x178 (div ?x162 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x179)))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (div ?x167 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x181 (dim ?x170 3)))
 (= ?x181 ?x183)))))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x185 (relu ?x170)))
 (= (rank ?x185) 4))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x185 (relu ?x170)))
 (= (dim ?x185 0) sym_n))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x185 (relu ?x170)))
 (= (dim ?x185 1) sym_c))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x178 (div ?x162 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x185 (relu ?x170)))
 (let ((?x192 (dim ?x185 2)))
 (= ?x192 ?x179))))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (div ?x167 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x185 (relu ?x170)))
 (let ((?x194 (dim ?x185 3)))
 (= ?x194 ?x183))))))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u2)))
 (= (rank ?x196) 4))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u2)))
 (= (dim ?x196 0) sym_n))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u2)))
 (= (dim ?x196 1) sym_c))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x178 (div ?x162 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u2)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x179))))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (div ?x167 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u2)))
 (let ((?x205 (dim ?x196 3)))
 (= ?x205 ?x183))))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (>= ?x163 0))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (>= ?x168 0))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x178 (div ?x162 2)))
 (let ((?x179 (+ 1 ?x178)))
 (>= ?x179 0)))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (div ?x167 2)))
 (let ((?x183 (+ 1 ?x182)))
 (>= ?x183 0)))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x211) 4)))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x211 0) sym_n)))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x211 1) sym_c)))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x218 (dim ?x211 2)))
 (= ?x218 ?x163))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x220 (dim ?x211 3)))
 (= ?x220 ?x168))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x141)))
 (= (rank ?x222) 4)))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x141)))
 (= (dim ?x222 0) sym_n)))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x141)))
 (= (dim ?x222 1) sym_c)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x178 (div ?x162 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x141)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x179)))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (div ?x167 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x141)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x183)))))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x141)))
 (let ((?x233 (relu ?x222)))
 (= (rank ?x233) 4))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x141)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 0) sym_n))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x141)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 1) sym_c))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x178 (div ?x162 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x141)))
 (let ((?x233 (relu ?x222)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x179))))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (div ?x167 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x141)))
 (let ((?x233 (relu ?x222)))
 (let ((?x242 (dim ?x233 3)))
 (= ?x242 ?x183))))))))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (= (rank ?x244) 4))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (= (dim ?x244 0) sym_n))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (= (dim ?x244 1) sym_c))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x178 (div ?x162 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (let ((?x251 (dim ?x244 2)))
 (= ?x251 ?x179))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (div ?x167 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (let ((?x253 (dim ?x244 3)))
 (= ?x253 ?x183))))))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
(let ((?x141 (idkernel4 sym_c 3 3)))
(let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x141)))
(let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
(let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u2)))
(let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x141)))
(let ((?x233 (relu ?x222)))
(let ((?x185 (relu ?x170)))
(or (and (distinct ?x185 ?x233) true) (and (distinct ?x196 ?x244) true))))))))))))
(check-sat)
