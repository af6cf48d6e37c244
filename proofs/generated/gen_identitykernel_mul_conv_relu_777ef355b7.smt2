; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel1_after_conv, conv_idkernel3_after_conv, conv_smul_w, conv_smul_x, conv_strided_subsample, smul_assoc, subsample_conv1x1
; z3 rlimit used: 56802
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun mul (T T) T)
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
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x56 (+ q p)))
 (let ((?x67 (- ?x56 1)))
 (let ((?x66 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x69 (= ?x66 (conv s s ?x67 ?x67 ?x67 ?x67 1 1 1 X W))))
 (=> (and (<= 1 ?x56) (= (dim W 0) m)) $x69))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x88 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x90 (= ?x88 (conv s s q q q q 1 1 1 X W))))
 (=> (and (= (dim W 0) m)) $x90))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x106 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x107 (smul ?x106 S)))
 (let ((?x105 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x105 ?x107)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x106 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x107 (smul ?x106 S)))
 (let ((?x113 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x113 ?x107)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x121 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x106 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x122 (= ?x106 ?x121)))
 (=> (and (< 1 (* sh sw))) $x122)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((R T) (S T) (X T) )(! (let ((?x136 (smul X (mul S R))))
 (let ((?x134 (smul (smul X S) R)))
 (= ?x134 ?x136))) :pattern ( (smul (smul X S) R) ) :pattern ( (smul X (mul S R)) ) :qid smul_assoc))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x150 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x148 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x151 (= ?x148 ?x150)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x151)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x192 (dim ?x185 2)))
 (= 1 ?x192))))
(assert
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x194 (dim ?x185 3)))
 (= 1 ?x194))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x203 (dim ?x196 2)))
 (= 1 ?x203)))))
(assert
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x205 (dim ?x196 3)))
 (= 1 ?x205)))))
(assert
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x196)))
 (= (rank ?x207) 4)))))
(assert
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x196)))
 (= (dim ?x207 0) sym_n)))))
(assert
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x196)))
 (= (dim ?x207 1) sym_c)))))
(assert
 (let ((?x216 (div (+ (- 1) sym_h) 2)))
 (let ((?x217 (+ 1 ?x216)))
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x196)))
 (let ((?x214 (dim ?x207 2)))
 (= ?x214 ?x217))))))))
(assert
 (let ((?x221 (div (+ (- 1) sym_w) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x196)))
 (let ((?x219 (dim ?x207 3)))
 (= ?x219 ?x222))))))))
(assert
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x196)))
 (let ((?x224 (relu ?x207)))
 (= (rank ?x224) 4))))))
(assert
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x196)))
 (let ((?x224 (relu ?x207)))
 (= (dim ?x224 0) sym_n))))))
(assert
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x196)))
 (let ((?x224 (relu ?x207)))
 (= (dim ?x224 1) sym_c))))))
(assert
 (let ((?x216 (div (+ (- 1) sym_h) 2)))
 (let ((?x217 (+ 1 ?x216)))
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x196)))
 (let ((?x224 (relu ?x207)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x217)))))))))
(assert
 (let ((?x221 (div (+ (- 1) sym_w) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x196)))
 (let ((?x224 (relu ?x207)))
 (let ((?x233 (dim ?x224 3)))
 (= ?x233 ?x222)))))))))
(assert
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x196)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 ?x207 ?x196)))
 (= (rank ?x235) 4))))))
(assert
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x196)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 ?x207 ?x196)))
 (= (dim ?x235 0) sym_n))))))
(assert
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x196)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 ?x207 ?x196)))
 (= (dim ?x235 1) sym_c))))))
(assert
 (let ((?x216 (div (+ (- 1) sym_h) 2)))
 (let ((?x243 (div ?x216 2)))
 (let ((?x244 (+ 1 ?x243)))
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x196)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 ?x207 ?x196)))
 (let ((?x242 (dim ?x235 2)))
 (= ?x242 ?x244))))))))))
(assert
 (let ((?x221 (div (+ (- 1) sym_w) 2)))
 (let ((?x247 (div ?x221 2)))
 (let ((?x248 (+ 1 ?x247)))
 (let ((?x185 (idkernel4 sym_c 1 1)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x196)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 ?x207 ?x196)))
 (let ((?x246 (dim ?x235 3)))
 (= ?x246 ?x248))))))))))
(assert
 (let ((?x216 (div (+ (- 1) sym_h) 2)))
 (let ((?x217 (+ 1 ?x216)))
 (>= ?x217 0))))
(assert
 (let ((?x221 (div (+ (- 1) sym_w) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (>= ?x222 0))))
(assert
 (let ((?x216 (div (+ (- 1) sym_h) 2)))
 (let ((?x243 (div ?x216 2)))
 (let ((?x244 (+ 1 ?x243)))
 (>= ?x244 0)))))
(assert
 (let ((?x221 (div (+ (- 1) sym_w) 2)))
 (let ((?x247 (div ?x221 2)))
 (let ((?x248 (+ 1 ?x247)))
 (>= ?x248 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x261 (dim ?x254 2)))
 (= 3 ?x261))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x263 (dim ?x254 3)))
 (= 3 ?x263))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x272 (dim ?x265 2)))
 (= 3 ?x272)))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x274 (dim ?x265 3)))
 (= 3 ?x274)))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x276 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x265)))
 (= (rank ?x276) 4)))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x276 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x265)))
 (= (dim ?x276 0) sym_n)))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x276 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x265)))
 (= (dim ?x276 1) sym_c)))))
(assert
 (let ((?x216 (div (+ (- 1) sym_h) 2)))
 (let ((?x217 (+ 1 ?x216)))
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x276 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x265)))
 (let ((?x283 (dim ?x276 2)))
 (= ?x283 ?x217))))))))
(assert
 (let ((?x221 (div (+ (- 1) sym_w) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x276 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x265)))
 (let ((?x285 (dim ?x276 3)))
 (= ?x285 ?x222))))))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x276 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x265)))
 (let ((?x287 (relu ?x276)))
 (= (rank ?x287) 4))))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x276 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x265)))
 (let ((?x287 (relu ?x276)))
 (= (dim ?x287 0) sym_n))))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x276 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x265)))
 (let ((?x287 (relu ?x276)))
 (= (dim ?x287 1) sym_c))))))
(assert
 (let ((?x216 (div (+ (- 1) sym_h) 2)))
 (let ((?x217 (+ 1 ?x216)))
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x276 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x265)))
 (let ((?x287 (relu ?x276)))
 (let ((?x294 (dim ?x287 2)))
 (= ?x294 ?x217)))))))))
(assert
 (let ((?x221 (div (+ (- 1) sym_w) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x276 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x265)))
 (let ((?x287 (relu ?x276)))
 (let ((?x296 (dim ?x287 3)))
 (= ?x296 ?x222)))))))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x276 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x265)))
 (let ((?x298 (conv 2 2 1 1 1 1 1 1 1 ?x276 ?x265)))
 (= (rank ?x298) 4))))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x276 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x265)))
 (let ((?x298 (conv 2 2 1 1 1 1 1 1 1 ?x276 ?x265)))
 (= (dim ?x298 0) sym_n))))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x276 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x265)))
 (let ((?x298 (conv 2 2 1 1 1 1 1 1 1 ?x276 ?x265)))
 (= (dim ?x298 1) sym_c))))))
(assert
 (let ((?x216 (div (+ (- 1) sym_h) 2)))
 (let ((?x243 (div ?x216 2)))
 (let ((?x244 (+ 1 ?x243)))
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x276 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x265)))
 (let ((?x298 (conv 2 2 1 1 1 1 1 1 1 ?x276 ?x265)))
 (let ((?x305 (dim ?x298 2)))
 (= ?x305 ?x244))))))))))
(assert
 (let ((?x221 (div (+ (- 1) sym_w) 2)))
 (let ((?x247 (div ?x221 2)))
 (let ((?x248 (+ 1 ?x247)))
 (let ((?x254 (idkernel4 sym_c 3 3)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x276 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x265)))
 (let ((?x298 (conv 2 2 1 1 1 1 1 1 1 ?x276 ?x265)))
 (let ((?x307 (dim ?x298 3)))
 (= ?x307 ?x248))))))))))
(assert
 (let ((?x254 (idkernel4 sym_c 3 3)))
(let ((?x265 (smul ?x254 in_s1)))
(let ((?x276 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x265)))
(let ((?x298 (conv 2 2 1 1 1 1 1 1 1 ?x276 ?x265)))
(let ((?x185 (idkernel4 sym_c 1 1)))
(let ((?x196 (smul ?x185 in_s1)))
(let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x196)))
(let ((?x235 (conv 2 2 0 0 0 0 1 1 1 ?x207 ?x196)))
(or (and (distinct (relu ?x207) (relu ?x276)) true) (and (distinct ?x235 ?x298) true)))))))))))
(check-sat)
