; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 47308
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
(declare-fun relu (T) T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x66 (smul ?x65 S)))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x64 ?x66)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x76 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x77 (= ?x65 ?x76)))
 (=> (and (< 1 (* sh sw))) $x77)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x95 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x93 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x96 (= ?x93 ?x95)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x96)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x137 (dim ?x130 2)))
 (= 1 ?x137))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x139 (dim ?x130 3)))
 (= 1 ?x139))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x148 (dim ?x141 2)))
 (= 1 ?x148)))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x150 (dim ?x141 3)))
 (= 1 ?x150)))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x130)))
 (= (rank ?x152) 4))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x130)))
 (= (dim ?x152 0) sym_n))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x130)))
 (= (dim ?x152 1) sym_c))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x130)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x163)))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x130)))
 (let ((?x165 (dim ?x152 3)))
 (= ?x165 ?x168)))))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x130)))
 (let ((?x170 (relu ?x152)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x130)))
 (let ((?x170 (relu ?x152)))
 (= (dim ?x170 0) sym_n)))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x130)))
 (let ((?x170 (relu ?x152)))
 (= (dim ?x170 1) sym_c)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x130)))
 (let ((?x170 (relu ?x152)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x163))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x130)))
 (let ((?x170 (relu ?x152)))
 (let ((?x179 (dim ?x170 3)))
 (= ?x179 ?x168))))))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x130)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x152 ?x141)))
 (= (rank ?x181) 4))))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x130)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x152 ?x141)))
 (= (dim ?x181 0) sym_n))))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x130)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x152 ?x141)))
 (= (dim ?x181 1) sym_c))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (div ?x162 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x130)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x152 ?x141)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x190))))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x193 (div ?x167 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x130)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x152 ?x141)))
 (let ((?x192 (dim ?x181 3)))
 (= ?x192 ?x194))))))))))
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
 (let ((?x189 (div ?x162 2)))
 (let ((?x190 (+ 1 ?x189)))
 (>= ?x190 0)))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x193 (div ?x167 2)))
 (let ((?x194 (+ 1 ?x193)))
 (>= ?x194 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x207 (dim ?x200 2)))
 (= 3 ?x207))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x209 (dim ?x200 3)))
 (= 3 ?x209))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul ?x200 in_s1)))
 (let ((?x218 (dim ?x211 2)))
 (= 3 ?x218)))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul ?x200 in_s1)))
 (let ((?x220 (dim ?x211 3)))
 (= 3 ?x220)))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x200)))
 (= (rank ?x222) 4))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x200)))
 (= (dim ?x222 0) sym_n))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x200)))
 (= (dim ?x222 1) sym_c))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x200)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x163)))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x200)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x168)))))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x200)))
 (let ((?x233 (relu ?x222)))
 (= (rank ?x233) 4)))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x200)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 0) sym_n)))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x200)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 1) sym_c)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x200)))
 (let ((?x233 (relu ?x222)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x163))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x200)))
 (let ((?x233 (relu ?x222)))
 (let ((?x242 (dim ?x233 3)))
 (= ?x242 ?x168))))))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul ?x200 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x200)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 ?x222 ?x211)))
 (= (rank ?x244) 4))))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul ?x200 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x200)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 ?x222 ?x211)))
 (= (dim ?x244 0) sym_n))))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul ?x200 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x200)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 ?x222 ?x211)))
 (= (dim ?x244 1) sym_c))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (div ?x162 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul ?x200 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x200)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 ?x222 ?x211)))
 (let ((?x251 (dim ?x244 2)))
 (= ?x251 ?x190))))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x193 (div ?x167 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x200 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul ?x200 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x200)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 ?x222 ?x211)))
 (let ((?x253 (dim ?x244 3)))
 (= ?x253 ?x194))))))))))
(assert
 (let ((?x200 (idkernel4 sym_c 3 3)))
(let ((?x211 (smul ?x200 in_s1)))
(let ((?x222 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x200)))
(let ((?x244 (conv 2 2 1 1 1 1 1 1 1 ?x222 ?x211)))
(let ((?x130 (idkernel4 sym_c 1 1)))
(let ((?x141 (smul ?x130 in_s1)))
(let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x130)))
(let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x152 ?x141)))
(or (and (distinct (relu ?x152) (relu ?x222)) true) (and (distinct ?x181 ?x244) true)))))))))))
(check-sat)
