; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_add, subsample_conv1x1
; z3 rlimit used: 23801
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun relu (T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x37 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x35 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x38 (= ?x35 ?x37)))
 (let (($x33 (= (rank W) 4)))
 (let (($x30 (= (rank X) 4)))
 (let (($x26 (>= dw 1)))
 (let (($x24 (>= dh 1)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= g 1)))
 (let (($x34 (and (< 1 (* sh sw)) $x11 $x12 $x13 $x16 $x18 $x20 $x22 $x24 $x26 $x30 $x33)))
 (=> $x34 $x38)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x77 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x75 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x78 (= ?x75 ?x77)))
 (let (($x72 (= (rank X) 4)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= kw 1)))
 (let (($x26 (>= kh 1)))
 (let (($x73 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x26 $x11 $x12 $x13 $x16 $x18 $x20 $x22 $x72)))
 (=> $x73 $x78)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x122 (add (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x119 (maxpool 1 1 sh sw 0 0 0 0 (add X Y))))
 (let (($x123 (= ?x119 ?x122)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x117 (and (= (dim X 0) (dim Y 0)) (= (dim X 1) (dim Y 1)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) $x12 $x13 (= (rank X) 4) (= (rank Y) 4))))
 (=> $x117 $x123))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (add X Y)) ) :pattern ( (add (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_add))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x148 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x146 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x149 (= ?x146 ?x148)))
 (let (($x143 (= (rank U) 4)))
 (let (($x141 (= (rank X) 4)))
 (let (($x133 (>= dw 1)))
 (let (($x132 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x131 (>= g 1)))
 (let (($x144 (and $x131 $x12 $x13 $x132 $x133 (= 1 (dim U 2)) (= 1 (dim U 3)) $x141 $x143)))
 (=> $x144 $x149)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x190 (dim in_u1 2)))
 (= 1 ?x190)))
(assert
 (let ((?x192 (dim in_u1 3)))
 (= 1 ?x192)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x201 (dim in_u2 2)))
 (= 1 ?x201)))
(assert
 (let ((?x203 (dim in_u2 3)))
 (= 1 ?x203)))
(assert
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x205) 4)))
(assert
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x205 0) sym_n)))
(assert
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x205 1) sym_c2)))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x215))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x217 (dim ?x205 3)))
 (= ?x217 ?x220))))))
(assert
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x205)))
 (= (rank ?x222) 4))))
(assert
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x205)))
 (= (dim ?x222 0) sym_n))))
(assert
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x205)))
 (= (dim ?x222 1) sym_c2))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x205)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x215)))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x205)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x220)))))))
(assert
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x205)))
 (let ((?x233 (add ?x205 ?x222)))
 (= (rank ?x233) 4)))))
(assert
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x205)))
 (let ((?x233 (add ?x205 ?x222)))
 (= (dim ?x233 0) sym_n)))))
(assert
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x205)))
 (let ((?x233 (add ?x205 ?x222)))
 (= (dim ?x233 1) sym_c2)))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x205)))
 (let ((?x233 (add ?x205 ?x222)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x215))))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x205)))
 (let ((?x233 (add ?x205 ?x222)))
 (let ((?x242 (dim ?x233 3)))
 (= ?x242 ?x220))))))))
(assert
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x205)))
 (let ((?x233 (add ?x205 ?x222)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x233 in_u2)))
 (= (rank ?x244) 4))))))
(assert
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x205)))
 (let ((?x233 (add ?x205 ?x222)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x233 in_u2)))
 (= (dim ?x244 0) sym_n))))))
(assert
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x205)))
 (let ((?x233 (add ?x205 ?x222)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x233 in_u2)))
 (= (dim ?x244 1) sym_c3))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x205)))
 (let ((?x233 (add ?x205 ?x222)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x233 in_u2)))
 (let ((?x251 (dim ?x244 2)))
 (= ?x251 ?x215)))))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x205)))
 (let ((?x233 (add ?x205 ?x222)))
 (let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x233 in_u2)))
 (let ((?x253 (dim ?x244 3)))
 (= ?x253 ?x220)))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (>= ?x215 0))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (>= ?x220 0))))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x257) 4)))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x257 0) sym_n)))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x257 1) sym_c2)))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x257 2) sym_h)))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x257 3) sym_w)))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x268 (relu ?x257)))
 (= (rank ?x268) 4))))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x268 (relu ?x257)))
 (= (dim ?x268 0) sym_n))))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x268 (relu ?x257)))
 (= (dim ?x268 1) sym_c2))))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x268 (relu ?x257)))
 (= (dim ?x268 2) sym_h))))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x268 (relu ?x257)))
 (= (dim ?x268 3) sym_w))))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x268 (relu ?x257)))
 (let ((?x279 (add ?x257 ?x268)))
 (= (rank ?x279) 4)))))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x268 (relu ?x257)))
 (let ((?x279 (add ?x257 ?x268)))
 (= (dim ?x279 0) sym_n)))))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x268 (relu ?x257)))
 (let ((?x279 (add ?x257 ?x268)))
 (= (dim ?x279 1) sym_c2)))))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x268 (relu ?x257)))
 (let ((?x279 (add ?x257 ?x268)))
 (= (dim ?x279 2) sym_h)))))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x268 (relu ?x257)))
 (let ((?x279 (add ?x257 ?x268)))
 (= (dim ?x279 3) sym_w)))))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x268 (relu ?x257)))
 (let ((?x279 (add ?x257 ?x268)))
 (let ((?x290 (conv 2 2 0 0 0 0 1 1 1 ?x279 in_u2)))
 (= (rank ?x290) 4))))))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x268 (relu ?x257)))
 (let ((?x279 (add ?x257 ?x268)))
 (let ((?x290 (conv 2 2 0 0 0 0 1 1 1 ?x279 in_u2)))
 (= (dim ?x290 0) sym_n))))))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x268 (relu ?x257)))
 (let ((?x279 (add ?x257 ?x268)))
 (let ((?x290 (conv 2 2 0 0 0 0 1 1 1 ?x279 in_u2)))
 (= (dim ?x290 1) sym_c3))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x268 (relu ?x257)))
 (let ((?x279 (add ?x257 ?x268)))
 (let ((?x290 (conv 2 2 0 0 0 0 1 1 1 ?x279 in_u2)))
 (let ((?x297 (dim ?x290 2)))
 (= ?x297 ?x215)))))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x268 (relu ?x257)))
 (let ((?x279 (add ?x257 ?x268)))
 (let ((?x290 (conv 2 2 0 0 0 0 1 1 1 ?x279 in_u2)))
 (let ((?x299 (dim ?x290 3)))
 (= ?x299 ?x220)))))))))
(assert
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x268 (relu ?x257)))
(let ((?x279 (add ?x257 ?x268)))
(let ((?x290 (conv 2 2 0 0 0 0 1 1 1 ?x279 in_u2)))
(let ((?x205 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x222 (relu ?x205)))
(let ((?x233 (add ?x205 ?x222)))
(let ((?x244 (conv 1 1 0 0 0 0 1 1 1 ?x233 in_u2)))
(and (distinct ?x244 ?x290) true))))))))))
(check-sat)
