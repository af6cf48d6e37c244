; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x, conv_strided_subsample, maxpool_relu, relu_conv_idkernel, subsample_conv1x1
; z3 rlimit used: 50159
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
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
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x60 (idkernel4 c k k)))
 (let ((?x64 (conv s s p p p p 1 1 1 (relu X) ?x60)))
 (let ((?x62 (relu (conv s s p p p p 1 1 1 X ?x60))))
 (let (($x65 (= ?x62 ?x64)))
 (=> (and (= (dim X 1) c)) $x65))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x82 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x83 (smul ?x82 S)))
 (let ((?x81 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x81 ?x83)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x82 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x83 (smul ?x82 S)))
 (let ((?x89 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x89 ?x83)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x98 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x82 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x99 (= ?x82 ?x98)))
 (=> (and (< 1 (* sh sw))) $x99)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x116 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x114 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x117 (= ?x114 ?x116)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x117)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x151 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x149 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x152 (= ?x149 ?x151)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x152)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x193 (dim in_u1 2)))
 (= 1 ?x193)))
(assert
 (let ((?x195 (dim in_u1 3)))
 (= 1 ?x195)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x204 (dim ?x197 2)))
 (= 3 ?x204))))
(assert
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x206 (dim ?x197 3)))
 (= 3 ?x206))))
(assert
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (= (rank ?x208) 4))))
(assert
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (= (dim ?x208 0) sym_n))))
(assert
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (= (dim ?x208 1) sym_c))))
(assert
 (let ((?x217 (div (+ (- 1) sym_h) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (let ((?x215 (dim ?x208 2)))
 (= ?x215 ?x218)))))))
(assert
 (let ((?x222 (div (+ (- 1) sym_w) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (let ((?x220 (dim ?x208 3)))
 (= ?x220 ?x223)))))))
(assert
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (let ((?x225 (relu ?x208)))
 (= (rank ?x225) 4)))))
(assert
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (let ((?x225 (relu ?x208)))
 (= (dim ?x225 0) sym_n)))))
(assert
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (let ((?x225 (relu ?x208)))
 (= (dim ?x225 1) sym_c)))))
(assert
 (let ((?x217 (div (+ (- 1) sym_h) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (let ((?x225 (relu ?x208)))
 (let ((?x232 (dim ?x225 2)))
 (= ?x232 ?x218))))))))
(assert
 (let ((?x222 (div (+ (- 1) sym_w) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (let ((?x225 (relu ?x208)))
 (let ((?x234 (dim ?x225 3)))
 (= ?x234 ?x223))))))))
(assert
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (let ((?x225 (relu ?x208)))
 (let ((?x236 (smul ?x225 in_s1)))
 (= (rank ?x236) 4))))))
(assert
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (let ((?x225 (relu ?x208)))
 (let ((?x236 (smul ?x225 in_s1)))
 (= (dim ?x236 0) sym_n))))))
(assert
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (let ((?x225 (relu ?x208)))
 (let ((?x236 (smul ?x225 in_s1)))
 (= (dim ?x236 1) sym_c))))))
(assert
 (let ((?x217 (div (+ (- 1) sym_h) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (let ((?x225 (relu ?x208)))
 (let ((?x236 (smul ?x225 in_s1)))
 (let ((?x243 (dim ?x236 2)))
 (= ?x243 ?x218)))))))))
(assert
 (let ((?x222 (div (+ (- 1) sym_w) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (let ((?x225 (relu ?x208)))
 (let ((?x236 (smul ?x225 in_s1)))
 (let ((?x245 (dim ?x236 3)))
 (= ?x245 ?x223)))))))))
(assert
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (let ((?x225 (relu ?x208)))
 (let ((?x236 (smul ?x225 in_s1)))
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 ?x236 in_u1)))
 (= (rank ?x247) 4)))))))
(assert
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (let ((?x225 (relu ?x208)))
 (let ((?x236 (smul ?x225 in_s1)))
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 ?x236 in_u1)))
 (= (dim ?x247 0) sym_n)))))))
(assert
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (let ((?x225 (relu ?x208)))
 (let ((?x236 (smul ?x225 in_s1)))
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 ?x236 in_u1)))
 (= (dim ?x247 1) sym_c)))))))
(assert
 (let ((?x217 (div (+ (- 1) sym_h) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (let ((?x225 (relu ?x208)))
 (let ((?x236 (smul ?x225 in_s1)))
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 ?x236 in_u1)))
 (let ((?x254 (dim ?x247 2)))
 (= ?x254 ?x218))))))))))
(assert
 (let ((?x222 (div (+ (- 1) sym_w) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x197 (idkernel4 sym_c 3 3)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
 (let ((?x225 (relu ?x208)))
 (let ((?x236 (smul ?x225 in_s1)))
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 ?x236 in_u1)))
 (let ((?x256 (dim ?x247 3)))
 (= ?x256 ?x223))))))))))
(assert
 (let ((?x217 (div (+ (- 1) sym_h) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (>= ?x218 0))))
(assert
 (let ((?x222 (div (+ (- 1) sym_w) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (>= ?x223 0))))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x260 (smul in_u1 in_s1)))
 (let ((?x267 (dim ?x260 2)))
 (= 1 ?x267))))
(assert
 (let ((?x260 (smul in_u1 in_s1)))
 (let ((?x269 (dim ?x260 3)))
 (= 1 ?x269))))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (let ((?x260 (smul in_u1 in_s1)))
 (let ((?x271 (relu in_i1)))
 (let ((?x282 (conv 2 2 0 0 0 0 1 1 1 ?x271 ?x260)))
 (= (rank ?x282) 4)))))
(assert
 (let ((?x260 (smul in_u1 in_s1)))
 (let ((?x271 (relu in_i1)))
 (let ((?x282 (conv 2 2 0 0 0 0 1 1 1 ?x271 ?x260)))
 (= (dim ?x282 0) sym_n)))))
(assert
 (let ((?x260 (smul in_u1 in_s1)))
 (let ((?x271 (relu in_i1)))
 (let ((?x282 (conv 2 2 0 0 0 0 1 1 1 ?x271 ?x260)))
 (= (dim ?x282 1) sym_c)))))
(assert
 (let ((?x217 (div (+ (- 1) sym_h) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x260 (smul in_u1 in_s1)))
 (let ((?x271 (relu in_i1)))
 (let ((?x282 (conv 2 2 0 0 0 0 1 1 1 ?x271 ?x260)))
 (let ((?x289 (dim ?x282 2)))
 (= ?x289 ?x218))))))))
(assert
 (let ((?x222 (div (+ (- 1) sym_w) 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x260 (smul in_u1 in_s1)))
 (let ((?x271 (relu in_i1)))
 (let ((?x282 (conv 2 2 0 0 0 0 1 1 1 ?x271 ?x260)))
 (let ((?x291 (dim ?x282 3)))
 (= ?x291 ?x223))))))))
(assert
 (let ((?x260 (smul in_u1 in_s1)))
(let ((?x271 (relu in_i1)))
(let ((?x282 (conv 2 2 0 0 0 0 1 1 1 ?x271 ?x260)))
(let ((?x197 (idkernel4 sym_c 3 3)))
(let ((?x208 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x197)))
(let ((?x225 (relu ?x208)))
(let ((?x236 (smul ?x225 in_s1)))
(let ((?x247 (conv 1 1 0 0 0 0 1 1 1 ?x236 in_u1)))
(and (distinct ?x247 ?x282) true))))))))))
(check-sat)
