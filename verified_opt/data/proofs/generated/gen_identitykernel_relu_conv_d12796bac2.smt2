; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_conv_idkernel
; z3 rlimit used: 69695
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x28 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x29 (= ?x28 X)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x26 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25)))
 (=> $x26 $x29))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x66 (idkernel4 c k k)))
 (let ((?x70 (conv s s p p p p 1 1 1 (relu X) ?x66)))
 (let ((?x68 (relu (conv s s p p p p 1 1 1 X ?x66))))
 (let (($x71 (= ?x68 ?x70)))
 (let (($x21 (>= k 1)))
 (let (($x18 (>= p 0)))
 (let (($x61 (>= s 1)))
 (let (($x65 (and $x61 $x18 $x21 (= (dim X 1) c))))
 (=> $x65 $x71))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x98 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x96 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x99 (= ?x96 ?x98)))
 (let (($x92 (>= dw 1)))
 (let (($x90 (>= dh 1)))
 (let (($x88 (>= pr 0)))
 (let (($x87 (>= pb 0)))
 (let (($x85 (>= pl 0)))
 (let (($x84 (>= pt 0)))
 (let (($x61 (>= sw 1)))
 (let (($x83 (>= sh 1)))
 (let (($x82 (>= g 1)))
 (let (($x93 (and (< 1 (* sh sw)) $x82 $x83 $x61 $x84 $x85 $x87 $x88 $x90 $x92)))
 (=> $x93 $x99)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x119 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x117 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x120 (= ?x117 ?x119)))
 (let (($x88 (>= pr 0)))
 (let (($x87 (>= pb 0)))
 (let (($x85 (>= pl 0)))
 (let (($x84 (>= pt 0)))
 (let (($x61 (>= sw 1)))
 (let (($x83 (>= sh 1)))
 (let (($x82 (>= kw 1)))
 (let (($x92 (>= kh 1)))
 (let (($x114 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x92 $x82 $x83 $x61 $x84 $x85 $x87 $x88)))
 (=> $x114 $x120))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (>= sym_c 1))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x172 (dim ?x165 2)))
 (= 3 ?x172))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x174 (dim ?x165 3)))
 (= 3 ?x174))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x176 (idkernel4 sym_c 1 1)))
 (let ((?x183 (dim ?x176 2)))
 (= 1 ?x183))))
(assert
 (let ((?x176 (idkernel4 sym_c 1 1)))
 (let ((?x185 (dim ?x176 3)))
 (= 1 ?x185))))
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
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x187 (relu in_i1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x165)))
 (= (rank ?x198) 4)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x187 (relu in_i1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x165)))
 (= (dim ?x198 0) sym_n)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x187 (relu in_i1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x165)))
 (= (dim ?x198 1) sym_c)))))
(assert
 (let ((?x208 (div (+ (- 3) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x187 (relu in_i1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x165)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x209))))))))
(assert
 (let ((?x213 (div (+ (- 3) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x187 (relu in_i1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x165)))
 (let ((?x211 (dim ?x198 3)))
 (= ?x211 ?x214))))))))
(assert
 (let ((?x176 (idkernel4 sym_c 1 1)))
 (let ((?x187 (relu in_i1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x176)))
 (= (rank ?x216) 4)))))
(assert
 (let ((?x176 (idkernel4 sym_c 1 1)))
 (let ((?x187 (relu in_i1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x176)))
 (= (dim ?x216 0) sym_n)))))
(assert
 (let ((?x176 (idkernel4 sym_c 1 1)))
 (let ((?x187 (relu in_i1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x176)))
 (= (dim ?x216 1) sym_c)))))
(assert
 (let ((?x225 (div (+ (- 1) sym_h) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x176 (idkernel4 sym_c 1 1)))
 (let ((?x187 (relu in_i1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x176)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x226))))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_w) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x176 (idkernel4 sym_c 1 1)))
 (let ((?x187 (relu in_i1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x176)))
 (let ((?x228 (dim ?x216 3)))
 (= ?x228 ?x231))))))))
(assert
 (let ((?x208 (div (+ (- 3) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (>= ?x209 0))))
(assert
 (let ((?x213 (div (+ (- 3) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (>= ?x214 0))))
(assert
 (let ((?x225 (div (+ (- 1) sym_h) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (>= ?x226 0))))
(assert
 (let ((?x230 (div (+ (- 1) sym_w) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (>= ?x231 0))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (= (rank ?x237) 4))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (= (dim ?x237 0) sym_n))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (= (dim ?x237 1) sym_c))))
(assert
 (let ((?x225 (div (+ (- 1) sym_h) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x244 (dim ?x237 2)))
 (= ?x244 ?x226)))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_w) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x246 (dim ?x237 3)))
 (= ?x246 ?x231)))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x248 (relu ?x237)))
 (= (rank ?x248) 4)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x248 (relu ?x237)))
 (= (dim ?x248 0) sym_n)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x248 (relu ?x237)))
 (= (dim ?x248 1) sym_c)))))
(assert
 (let ((?x225 (div (+ (- 1) sym_h) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x248 (relu ?x237)))
 (let ((?x255 (dim ?x248 2)))
 (= ?x255 ?x226))))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_w) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x248 (relu ?x237)))
 (let ((?x257 (dim ?x248 3)))
 (= ?x257 ?x231))))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x165)))
 (= (rank ?x259) 4))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x165)))
 (= (dim ?x259 0) sym_n))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x165)))
 (= (dim ?x259 1) sym_c))))
(assert
 (let ((?x208 (div (+ (- 3) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x266 (dim ?x259 2)))
 (= ?x266 ?x209)))))))
(assert
 (let ((?x213 (div (+ (- 3) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x268 (dim ?x259 3)))
 (= ?x268 ?x214)))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x270 (relu ?x259)))
 (= (rank ?x270) 4)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x270 (relu ?x259)))
 (= (dim ?x270 0) sym_n)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x270 (relu ?x259)))
 (= (dim ?x270 1) sym_c)))))
(assert
 (let ((?x208 (div (+ (- 3) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x270 (relu ?x259)))
 (let ((?x277 (dim ?x270 2)))
 (= ?x277 ?x209))))))))
(assert
 (let ((?x213 (div (+ (- 3) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x270 (relu ?x259)))
 (let ((?x279 (dim ?x270 3)))
 (= ?x279 ?x214))))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
(let ((?x237 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
(let ((?x248 (relu ?x237)))
(let ((?x176 (idkernel4 sym_c 1 1)))
(let ((?x187 (relu in_i1)))
(let ((?x216 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x176)))
(let ((?x259 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x165)))
(let ((?x270 (relu ?x259)))
(let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x165)))
(or (and (distinct ?x198 ?x270) true) (and (distinct ?x216 ?x248) true))))))))))))
(check-sat)
