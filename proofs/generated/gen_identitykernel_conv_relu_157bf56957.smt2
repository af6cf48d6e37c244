; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel1_after_conv, conv_strided_subsample, relu_conv_idkernel, subsample_conv1x1
; z3 rlimit used: 51912
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x64 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x66 (= ?x64 (conv s s q q q q 1 1 1 X W))))
 (=> (and (= (dim W 0) m)) $x66))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x76 (idkernel4 c k k)))
 (let ((?x80 (conv s s p p p p 1 1 1 (relu X) ?x76)))
 (let ((?x78 (relu (conv s s p p p p 1 1 1 X ?x76))))
 (let (($x81 (= ?x78 ?x80)))
 (=> (and (= (dim X 1) c)) $x81))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x100 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x98 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x101 (= ?x98 ?x100)))
 (=> (and (< 1 (* sh sw))) $x101)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x119 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x117 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x120 (= ?x117 ?x119)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x120)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x158 (dim in_k1 2)))
 (= 3 ?x158)))
(assert
 (let ((?x160 (dim in_k1 3)))
 (= 3 ?x160)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x169 (dim ?x162 2)))
 (= 1 ?x169))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x171 (dim ?x162 3)))
 (= 1 ?x171))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x173) 4)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x173 0) sym_n)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x173 1) sym_c)))
(assert
 (let ((?x181 (+ (- 2) sym_h)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x180 (dim ?x173 2)))
 (= ?x180 ?x181)))))
(assert
 (let ((?x184 (+ (- 2) sym_w)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (dim ?x173 3)))
 (= ?x183 ?x184)))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x162)))
 (= (rank ?x186) 4)))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x162)))
 (= (dim ?x186 0) sym_n)))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x162)))
 (= (dim ?x186 1) sym_c)))))
(assert
 (let ((?x196 (div (+ (- 3) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x162)))
 (let ((?x193 (dim ?x186 2)))
 (= ?x193 ?x197))))))))
(assert
 (let ((?x201 (div (+ (- 3) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x162)))
 (let ((?x199 (dim ?x186 3)))
 (= ?x199 ?x202))))))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x162)))
 (let ((?x204 (relu ?x186)))
 (= (rank ?x204) 4))))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x162)))
 (let ((?x204 (relu ?x186)))
 (= (dim ?x204 0) sym_n))))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x162)))
 (let ((?x204 (relu ?x186)))
 (= (dim ?x204 1) sym_c))))))
(assert
 (let ((?x196 (div (+ (- 3) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x162)))
 (let ((?x204 (relu ?x186)))
 (let ((?x211 (dim ?x204 2)))
 (= ?x211 ?x197)))))))))
(assert
 (let ((?x201 (div (+ (- 3) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x162)))
 (let ((?x204 (relu ?x186)))
 (let ((?x213 (dim ?x204 3)))
 (= ?x213 ?x202)))))))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x162)))
 (let ((?x204 (relu ?x186)))
 (let ((?x215 (conv 2 2 0 0 0 0 1 1 1 ?x204 ?x162)))
 (= (rank ?x215) 4)))))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x162)))
 (let ((?x204 (relu ?x186)))
 (let ((?x215 (conv 2 2 0 0 0 0 1 1 1 ?x204 ?x162)))
 (= (dim ?x215 0) sym_n)))))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x162)))
 (let ((?x204 (relu ?x186)))
 (let ((?x215 (conv 2 2 0 0 0 0 1 1 1 ?x204 ?x162)))
 (= (dim ?x215 1) sym_c)))))))
(assert
 (let ((?x196 (div (+ (- 3) sym_h) 2)))
 (let ((?x223 (div ?x196 2)))
 (let ((?x224 (+ 1 ?x223)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x162)))
 (let ((?x204 (relu ?x186)))
 (let ((?x215 (conv 2 2 0 0 0 0 1 1 1 ?x204 ?x162)))
 (let ((?x222 (dim ?x215 2)))
 (= ?x222 ?x224)))))))))))
(assert
 (let ((?x201 (div (+ (- 3) sym_w) 2)))
 (let ((?x227 (div ?x201 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x162)))
 (let ((?x204 (relu ?x186)))
 (let ((?x215 (conv 2 2 0 0 0 0 1 1 1 ?x204 ?x162)))
 (let ((?x226 (dim ?x215 3)))
 (= ?x226 ?x228)))))))))))
(assert
 (let ((?x181 (+ (- 2) sym_h)))
 (>= ?x181 0)))
(assert
 (let ((?x184 (+ (- 2) sym_w)))
 (>= ?x184 0)))
(assert
 (let ((?x196 (div (+ (- 3) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (>= ?x197 0))))
(assert
 (let ((?x201 (div (+ (- 3) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (>= ?x202 0))))
(assert
 (let ((?x196 (div (+ (- 3) sym_h) 2)))
 (let ((?x223 (div ?x196 2)))
 (let ((?x224 (+ 1 ?x223)))
 (>= ?x224 0)))))
(assert
 (let ((?x201 (div (+ (- 3) sym_w) 2)))
 (let ((?x227 (div ?x201 2)))
 (let ((?x228 (+ 1 ?x227)))
 (>= ?x228 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x243 (dim ?x236 2)))
 (= 3 ?x243))))
(assert
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x245 (dim ?x236 3)))
 (= 3 ?x245))))
(assert
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x247) 4)))
(assert
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x247 0) sym_n)))
(assert
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x247 1) sym_c)))
(assert
 (let ((?x196 (div (+ (- 3) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x254 (dim ?x247 2)))
 (= ?x254 ?x197))))))
(assert
 (let ((?x201 (div (+ (- 3) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x256 (dim ?x247 3)))
 (= ?x256 ?x202))))))
(assert
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x236)))
 (= (rank ?x258) 4)))))
(assert
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x236)))
 (= (dim ?x258 0) sym_n)))))
(assert
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x236)))
 (= (dim ?x258 1) sym_c)))))
(assert
 (let ((?x196 (div (+ (- 3) sym_h) 2)))
 (let ((?x223 (div ?x196 2)))
 (let ((?x224 (+ 1 ?x223)))
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x236)))
 (let ((?x265 (dim ?x258 2)))
 (= ?x265 ?x224)))))))))
(assert
 (let ((?x201 (div (+ (- 3) sym_w) 2)))
 (let ((?x227 (div ?x201 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x236)))
 (let ((?x267 (dim ?x258 3)))
 (= ?x267 ?x228)))))))))
(assert
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x236)))
 (let ((?x269 (relu ?x258)))
 (= (rank ?x269) 4))))))
(assert
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x236)))
 (let ((?x269 (relu ?x258)))
 (= (dim ?x269 0) sym_n))))))
(assert
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x236)))
 (let ((?x269 (relu ?x258)))
 (= (dim ?x269 1) sym_c))))))
(assert
 (let ((?x196 (div (+ (- 3) sym_h) 2)))
 (let ((?x223 (div ?x196 2)))
 (let ((?x224 (+ 1 ?x223)))
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x236)))
 (let ((?x269 (relu ?x258)))
 (let ((?x276 (dim ?x269 2)))
 (= ?x276 ?x224))))))))))
(assert
 (let ((?x201 (div (+ (- 3) sym_w) 2)))
 (let ((?x227 (div ?x201 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x236 (idkernel4 sym_c 3 3)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x236)))
 (let ((?x269 (relu ?x258)))
 (let ((?x278 (dim ?x269 3)))
 (= ?x278 ?x228))))))))))
(assert
 (let ((?x236 (idkernel4 sym_c 3 3)))
(let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x236)))
(let ((?x269 (relu ?x258)))
(let ((?x162 (idkernel4 sym_c 1 1)))
(let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x162)))
(let ((?x204 (relu ?x186)))
(let ((?x215 (conv 2 2 0 0 0 0 1 1 1 ?x204 ?x162)))
(and (distinct ?x215 ?x269) true)))))))))))
(check-sat)
