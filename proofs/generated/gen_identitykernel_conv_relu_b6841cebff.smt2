; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel1_after_conv, conv_strided_subsample, relu_conv_idkernel, subsample_conv1x1
; z3 rlimit used: 52600
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
(declare-fun in_u1 () T)
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x158 (dim in_u1 2)))
 (= 1 ?x158)))
(assert
 (let ((?x160 (dim in_u1 3)))
 (= 1 ?x160)))
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
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x173) 4)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x173 0) sym_n)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x173 1) sym_c)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x173 2) sym_h)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x173 3) sym_w)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (= (rank ?x184) 4))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (= (dim ?x184 0) sym_n))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (= (dim ?x184 1) sym_c))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (= (dim ?x184 2) sym_h))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (= (dim ?x184 3) sym_w))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (= (rank ?x195) 4))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (= (dim ?x195 0) sym_n))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (= (dim ?x195 1) sym_c))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x202 (dim ?x195 2)))
 (= ?x202 ?x206)))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x208 (dim ?x195 3)))
 (= ?x208 ?x211)))))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x213 (relu ?x195)))
 (= (rank ?x213) 4)))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x213 (relu ?x195)))
 (= (dim ?x213 0) sym_n)))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x213 (relu ?x195)))
 (= (dim ?x213 1) sym_c)))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x213 (relu ?x195)))
 (let ((?x220 (dim ?x213 2)))
 (= ?x220 ?x206))))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x213 (relu ?x195)))
 (let ((?x222 (dim ?x213 3)))
 (= ?x222 ?x211))))))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x184 ?x162)))
 (= (rank ?x224) 4))))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x184 ?x162)))
 (= (dim ?x224 0) sym_n))))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x184 ?x162)))
 (= (dim ?x224 1) sym_c))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x184 ?x162)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x206)))))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x184 ?x162)))
 (let ((?x233 (dim ?x224 3)))
 (= ?x233 ?x211)))))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (>= ?x206 0))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (>= ?x211 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x244 (dim ?x237 2)))
 (= 3 ?x244))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x246 (dim ?x237 3)))
 (= 3 ?x246))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (= (rank ?x248) 4))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (= (dim ?x248 0) sym_n))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (= (dim ?x248 1) sym_c))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x255 (dim ?x248 2)))
 (= ?x255 ?x206)))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x257 (dim ?x248 3)))
 (= ?x257 ?x211)))))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x259 (relu ?x248)))
 (= (rank ?x259) 4)))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x259 (relu ?x248)))
 (= (dim ?x259 0) sym_n)))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x259 (relu ?x248)))
 (= (dim ?x259 1) sym_c)))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x259 (relu ?x248)))
 (let ((?x266 (dim ?x259 2)))
 (= ?x266 ?x206))))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x259 (relu ?x248)))
 (let ((?x268 (dim ?x259 3)))
 (= ?x268 ?x211))))))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x270 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u1)))
 (= (rank ?x270) 4)))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x270 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u1)))
 (= (dim ?x270 0) sym_n)))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x270 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u1)))
 (= (dim ?x270 1) sym_c)))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x270 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u1)))
 (let ((?x277 (dim ?x270 2)))
 (= ?x277 ?x206))))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x270 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u1)))
 (let ((?x279 (dim ?x270 3)))
 (= ?x279 ?x211))))))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x270 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u1)))
 (let ((?x281 (relu ?x270)))
 (= (rank ?x281) 4))))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x270 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u1)))
 (let ((?x281 (relu ?x270)))
 (= (dim ?x281 0) sym_n))))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x270 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u1)))
 (let ((?x281 (relu ?x270)))
 (= (dim ?x281 1) sym_c))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x270 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u1)))
 (let ((?x281 (relu ?x270)))
 (let ((?x288 (dim ?x281 2)))
 (= ?x288 ?x206)))))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
 (let ((?x270 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u1)))
 (let ((?x281 (relu ?x270)))
 (let ((?x290 (dim ?x281 3)))
 (= ?x290 ?x211)))))))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
(let ((?x248 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x237)))
(let ((?x270 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u1)))
(let ((?x281 (relu ?x270)))
(let ((?x162 (idkernel4 sym_c 1 1)))
(let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x184 (relu ?x173)))
(let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x184 ?x162)))
(let ((?x259 (relu ?x248)))
(let ((?x195 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
(let ((?x213 (relu ?x195)))
(or (and (distinct ?x213 ?x259) true) (and (distinct ?x224 ?x281) true))))))))))))))
(check-sat)
