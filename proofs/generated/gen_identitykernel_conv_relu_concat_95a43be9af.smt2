; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_concat_batch, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 46280
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x68 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x69 (= ?x65 ?x68)))
 (=> (and (< 1 (* sh sw))) $x69)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool kh kw sh sw pt pl pb pr Y)))
 (let ((?x82 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) ?x81)))
 (let ((?x79 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (= ?x79 ?x82)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x94 (relu ?x81)))
 (let ((?x93 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x95 (= ?x93 ?x94)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x95))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x129 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x127 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x130 (= ?x127 ?x129)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x130)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x168 (dim in_u1 2)))
 (= 1 ?x168)))
(assert
 (let ((?x170 (dim in_u1 3)))
 (= 1 ?x170)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x179 (dim ?x172 2)))
 (= 1 ?x179))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x181 (dim ?x172 3)))
 (= 1 ?x181))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (= (rank ?x183) 4))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (= (dim ?x183 0) sym_n))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (= (dim ?x183 1) sym_c))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x190 (dim ?x183 2)))
 (= ?x190 ?x193)))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x195 (dim ?x183 3)))
 (= ?x195 ?x198)))))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (= (rank ?x200) 4)))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (= (dim ?x200 0) sym_n)))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (= (dim ?x200 1) sym_c)))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x193))))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x209 (dim ?x200 3)))
 (= ?x209 ?x198))))))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x211 (relu ?x200)))
 (= (rank ?x211) 4))))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 0) sym_n))))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 1) sym_c))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x218 (dim ?x211 2)))
 (= ?x218 ?x193)))))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x220 (dim ?x211 3)))
 (= ?x220 ?x198)))))))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (concat 0 ?x183 ?x211)))
 (= (rank ?x222) 4)))))))
(assert
 (let ((?x226 (* 2 sym_n)))
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (concat 0 ?x183 ?x211)))
 (let ((?x225 (dim ?x222 0)))
 (= ?x225 ?x226)))))))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (concat 0 ?x183 ?x211)))
 (= (dim ?x222 1) sym_c)))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (concat 0 ?x183 ?x211)))
 (let ((?x230 (dim ?x222 2)))
 (= ?x230 ?x193))))))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (concat 0 ?x183 ?x211)))
 (let ((?x232 (dim ?x222 3)))
 (= ?x232 ?x198))))))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (>= ?x193 0))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (>= ?x198 0))))
(assert
 (let ((?x226 (* 2 sym_n)))
 (>= ?x226 0)))
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
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x248) 4)))
(assert
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x248 0) sym_n)))
(assert
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x248 1) sym_c)))
(assert
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x248 2) sym_h)))
(assert
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x248 3) sym_w)))
(assert
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (= (rank ?x259) 4))))
(assert
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (= (dim ?x259 0) sym_n))))
(assert
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (= (dim ?x259 1) sym_c))))
(assert
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (= (dim ?x259 2) sym_h))))
(assert
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (= (dim ?x259 3) sym_w))))
(assert
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (let ((?x270 (concat 0 in_i1 ?x259)))
 (= (rank ?x270) 4)))))
(assert
 (let ((?x226 (* 2 sym_n)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (let ((?x270 (concat 0 in_i1 ?x259)))
 (let ((?x273 (dim ?x270 0)))
 (= ?x273 ?x226)))))))
(assert
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (let ((?x270 (concat 0 in_i1 ?x259)))
 (= (dim ?x270 1) sym_c)))))
(assert
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (let ((?x270 (concat 0 in_i1 ?x259)))
 (= (dim ?x270 2) sym_h)))))
(assert
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (let ((?x270 (concat 0 in_i1 ?x259)))
 (= (dim ?x270 3) sym_w)))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (let ((?x270 (concat 0 in_i1 ?x259)))
 (let ((?x281 (conv 2 2 1 1 1 1 1 1 1 ?x270 ?x237)))
 (= (rank ?x281) 4)))))))
(assert
 (let ((?x226 (* 2 sym_n)))
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (let ((?x270 (concat 0 in_i1 ?x259)))
 (let ((?x281 (conv 2 2 1 1 1 1 1 1 1 ?x270 ?x237)))
 (let ((?x284 (dim ?x281 0)))
 (= ?x284 ?x226)))))))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (let ((?x270 (concat 0 in_i1 ?x259)))
 (let ((?x281 (conv 2 2 1 1 1 1 1 1 1 ?x270 ?x237)))
 (= (dim ?x281 1) sym_c)))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (let ((?x270 (concat 0 in_i1 ?x259)))
 (let ((?x281 (conv 2 2 1 1 1 1 1 1 1 ?x270 ?x237)))
 (let ((?x288 (dim ?x281 2)))
 (= ?x288 ?x193))))))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x237 (idkernel4 sym_c 3 3)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (let ((?x270 (concat 0 in_i1 ?x259)))
 (let ((?x281 (conv 2 2 1 1 1 1 1 1 1 ?x270 ?x237)))
 (let ((?x290 (dim ?x281 3)))
 (= ?x290 ?x198))))))))))
(assert
 (let ((?x237 (idkernel4 sym_c 3 3)))
(let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x259 (relu ?x248)))
(let ((?x270 (concat 0 in_i1 ?x259)))
(let ((?x281 (conv 2 2 1 1 1 1 1 1 1 ?x270 ?x237)))
(let ((?x172 (idkernel4 sym_c 1 1)))
(let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
(let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
(let ((?x211 (relu ?x200)))
(let ((?x222 (concat 0 ?x183 ?x211)))
(and (distinct ?x222 ?x281) true))))))))))))
(check-sat)
