; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_add, subsample_conv1x1
; z3 rlimit used: 72670
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun relu (T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x26 (>= dw 1)))
 (let (($x24 (>= dh 1)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= g 1)))
 (let (($x27 (and (< 1 (* sh sw)) $x11 $x12 $x13 $x16 $x18 $x20 $x22 $x24 $x26)))
 (=> $x27 $x33)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x70 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x68 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x71 (= ?x68 ?x70)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= kw 1)))
 (let (($x26 (>= kh 1)))
 (let (($x65 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x26 $x11 $x12 $x13 $x16 $x18 $x20 $x22)))
 (=> $x65 $x71))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x77 (add (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x94 (maxpool 1 1 sh sw 0 0 0 0 (add X Y))))
 (let (($x104 (= ?x94 ?x77)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x88 (and $x12 $x13)))
 (=> $x88 $x104))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (add X Y)) ) :pattern ( (add (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_add))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x127 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x125 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x128 (= ?x125 ?x127)))
 (let (($x114 (>= dw 1)))
 (let (($x113 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x112 (>= g 1)))
 (let (($x122 (and $x112 $x12 $x13 $x113 $x114 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x122 $x128)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x170 (dim in_u1 2)))
 (= 1 ?x170)))
(assert
 (let ((?x172 (dim in_u1 3)))
 (= 1 ?x172)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x181 (dim in_u2 2)))
 (= 1 ?x181)))
(assert
 (let ((?x183 (dim in_u2 3)))
 (= 1 ?x183)))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x185) 4)))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x185 0) sym_n)))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x185 1) sym_c2)))
(assert
 (let ((?x194 (div (+ (- 1) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (dim ?x185 2)))
 (= ?x192 ?x195))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (dim ?x185 3)))
 (= ?x197 ?x200))))))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x202 (relu ?x185)))
 (= (rank ?x202) 4))))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x202 (relu ?x185)))
 (= (dim ?x202 0) sym_n))))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x202 (relu ?x185)))
 (= (dim ?x202 1) sym_c2))))
(assert
 (let ((?x194 (div (+ (- 1) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x202 (relu ?x185)))
 (let ((?x209 (dim ?x202 2)))
 (= ?x209 ?x195)))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x202 (relu ?x185)))
 (let ((?x211 (dim ?x202 3)))
 (= ?x211 ?x200)))))))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x202 (relu ?x185)))
 (let ((?x213 (add ?x185 ?x202)))
 (= (rank ?x213) 4)))))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x202 (relu ?x185)))
 (let ((?x213 (add ?x185 ?x202)))
 (= (dim ?x213 0) sym_n)))))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x202 (relu ?x185)))
 (let ((?x213 (add ?x185 ?x202)))
 (= (dim ?x213 1) sym_c2)))))
(assert
 (let ((?x194 (div (+ (- 1) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x202 (relu ?x185)))
 (let ((?x213 (add ?x185 ?x202)))
 (let ((?x220 (dim ?x213 2)))
 (= ?x220 ?x195))))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x202 (relu ?x185)))
 (let ((?x213 (add ?x185 ?x202)))
 (let ((?x222 (dim ?x213 3)))
 (= ?x222 ?x200))))))))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x202 (relu ?x185)))
 (let ((?x213 (add ?x185 ?x202)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u2)))
 (= (rank ?x224) 4))))))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x202 (relu ?x185)))
 (let ((?x213 (add ?x185 ?x202)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u2)))
 (= (dim ?x224 0) sym_n))))))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x202 (relu ?x185)))
 (let ((?x213 (add ?x185 ?x202)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u2)))
 (= (dim ?x224 1) sym_c3))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x202 (relu ?x185)))
 (let ((?x213 (add ?x185 ?x202)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u2)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x195)))))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x202 (relu ?x185)))
 (let ((?x213 (add ?x185 ?x202)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u2)))
 (let ((?x233 (dim ?x224 3)))
 (= ?x233 ?x200)))))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (>= ?x195 0))))
(assert
 (let ((?x199 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (>= ?x200 0))))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x237) 4)))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x237 0) sym_n)))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x237 1) sym_c2)))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x237 2) sym_h)))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x237 3) sym_w)))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (= (rank ?x248) 4))))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (= (dim ?x248 0) sym_n))))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (= (dim ?x248 1) sym_c2))))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (= (dim ?x248 2) sym_h))))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (= (dim ?x248 3) sym_w))))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (add ?x237 ?x248)))
 (= (rank ?x259) 4)))))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (add ?x237 ?x248)))
 (= (dim ?x259 0) sym_n)))))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (add ?x237 ?x248)))
 (= (dim ?x259 1) sym_c2)))))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (add ?x237 ?x248)))
 (= (dim ?x259 2) sym_h)))))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (add ?x237 ?x248)))
 (= (dim ?x259 3) sym_w)))))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (add ?x237 ?x248)))
 (let ((?x270 (conv 2 2 0 0 0 0 1 1 1 ?x259 in_u2)))
 (= (rank ?x270) 4))))))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (add ?x237 ?x248)))
 (let ((?x270 (conv 2 2 0 0 0 0 1 1 1 ?x259 in_u2)))
 (= (dim ?x270 0) sym_n))))))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (add ?x237 ?x248)))
 (let ((?x270 (conv 2 2 0 0 0 0 1 1 1 ?x259 in_u2)))
 (= (dim ?x270 1) sym_c3))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (add ?x237 ?x248)))
 (let ((?x270 (conv 2 2 0 0 0 0 1 1 1 ?x259 in_u2)))
 (let ((?x277 (dim ?x270 2)))
 (= ?x277 ?x195)))))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (add ?x237 ?x248)))
 (let ((?x270 (conv 2 2 0 0 0 0 1 1 1 ?x259 in_u2)))
 (let ((?x279 (dim ?x270 3)))
 (= ?x279 ?x200)))))))))
(assert
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x248 (relu ?x237)))
(let ((?x259 (add ?x237 ?x248)))
(let ((?x270 (conv 2 2 0 0 0 0 1 1 1 ?x259 in_u2)))
(let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x202 (relu ?x185)))
(let ((?x213 (add ?x185 ?x202)))
(let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u2)))
(and (distinct ?x224 ?x270) true))))))))))
(check-sat)
