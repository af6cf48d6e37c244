; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 9204
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x38 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x39 (smul ?x38 S)))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x40 (= ?x37 ?x39)))
 (let (($x31 (= (rank W) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x35 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x28 $x31 (= (rank S) 0))))
 (=> $x35 $x40))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x69 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x38 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x70 (= ?x38 ?x69)))
 (let (($x31 (= (rank W) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x67 (and (< 1 (* sh sw)) $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x28 $x31)))
 (=> $x67 $x70)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x92 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x90 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x93 (= ?x90 ?x92)))
 (let (($x87 (= (rank X) 4)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= kw 1)))
 (let (($x24 (>= kh 1)))
 (let (($x88 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x24 $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x87)))
 (=> $x88 $x93)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x131 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x129 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x132 (= ?x129 ?x131)))
 (let (($x126 (= (rank U) 4)))
 (let (($x124 (= (rank X) 4)))
 (let (($x98 (>= dw 1)))
 (let (($x106 (>= dh 1)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x103 (>= g 1)))
 (let (($x127 (and $x103 $x9 $x11 $x106 $x98 (= 1 (dim U 2)) (= 1 (dim U 3)) $x124 $x126)))
 (=> $x127 $x132)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x176 (dim in_u1 2)))
 (= 1 ?x176)))
(assert
 (let ((?x178 (dim in_u1 3)))
 (= 1 ?x178)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x187 (dim in_u2 2)))
 (= 1 ?x187)))
(assert
 (let ((?x189 (dim in_u2 3)))
 (= 1 ?x189)))
(assert
 (= (rank (smul in_u2 in_s1)) 4))
(assert
 (= (dim (smul in_u2 in_s1) 0) sym_c3))
(assert
 (= (dim (smul in_u2 in_s1) 1) sym_c2))
(assert
 (let ((?x191 (smul in_u2 in_s1)))
 (let ((?x198 (dim ?x191 2)))
 (= 1 ?x198))))
(assert
 (let ((?x191 (smul in_u2 in_s1)))
 (let ((?x200 (dim ?x191 3)))
 (= 1 ?x200))))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x202) 4)))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x202 0) sym_n)))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x202 1) sym_c2)))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x202 2) sym_h)))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x202 3) sym_w)))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (= (rank ?x213) 4))))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (= (dim ?x213 0) sym_n))))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (= (dim ?x213 1) sym_c2))))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (= (dim ?x213 2) sym_h))))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (= (dim ?x213 3) sym_w))))
(assert
 (let ((?x191 (smul in_u2 in_s1)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x213 ?x191)))
 (= (rank ?x224) 4))))))
(assert
 (let ((?x191 (smul in_u2 in_s1)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x213 ?x191)))
 (= (dim ?x224 0) sym_n))))))
(assert
 (let ((?x191 (smul in_u2 in_s1)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x213 ?x191)))
 (= (dim ?x224 1) sym_c3))))))
(assert
 (let ((?x233 (div (+ (- 1) sym_h) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x191 (smul in_u2 in_s1)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x213 ?x191)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x234)))))))))
(assert
 (let ((?x238 (div (+ (- 1) sym_w) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (let ((?x191 (smul in_u2 in_s1)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x213 ?x191)))
 (let ((?x236 (dim ?x224 3)))
 (= ?x236 ?x239)))))))))
(assert
 (let ((?x233 (div (+ (- 1) sym_h) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (>= ?x234 0))))
(assert
 (let ((?x238 (div (+ (- 1) sym_w) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (>= ?x239 0))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x243) 4)))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x243 0) sym_n)))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x243 1) sym_c2)))
(assert
 (let ((?x233 (div (+ (- 1) sym_h) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x250 (dim ?x243 2)))
 (= ?x250 ?x234))))))
(assert
 (let ((?x238 (div (+ (- 1) sym_w) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x252 (dim ?x243 3)))
 (= ?x252 ?x239))))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x254 (relu ?x243)))
 (= (rank ?x254) 4))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x254 (relu ?x243)))
 (= (dim ?x254 0) sym_n))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x254 (relu ?x243)))
 (= (dim ?x254 1) sym_c2))))
(assert
 (let ((?x233 (div (+ (- 1) sym_h) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x261 (dim ?x254 2)))
 (= ?x261 ?x234)))))))
(assert
 (let ((?x238 (div (+ (- 1) sym_w) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x263 (dim ?x254 3)))
 (= ?x263 ?x239)))))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (conv 1 1 0 0 0 0 1 1 1 ?x254 in_u2)))
 (= (rank ?x265) 4)))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (conv 1 1 0 0 0 0 1 1 1 ?x254 in_u2)))
 (= (dim ?x265 0) sym_n)))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (conv 1 1 0 0 0 0 1 1 1 ?x254 in_u2)))
 (= (dim ?x265 1) sym_c3)))))
(assert
 (let ((?x233 (div (+ (- 1) sym_h) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (conv 1 1 0 0 0 0 1 1 1 ?x254 in_u2)))
 (let ((?x272 (dim ?x265 2)))
 (= ?x272 ?x234))))))))
(assert
 (let ((?x238 (div (+ (- 1) sym_w) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (conv 1 1 0 0 0 0 1 1 1 ?x254 in_u2)))
 (let ((?x274 (dim ?x265 3)))
 (= ?x274 ?x239))))))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (conv 1 1 0 0 0 0 1 1 1 ?x254 in_u2)))
 (let ((?x276 (smul ?x265 in_s1)))
 (= (rank ?x276) 4))))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (conv 1 1 0 0 0 0 1 1 1 ?x254 in_u2)))
 (let ((?x276 (smul ?x265 in_s1)))
 (= (dim ?x276 0) sym_n))))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (conv 1 1 0 0 0 0 1 1 1 ?x254 in_u2)))
 (let ((?x276 (smul ?x265 in_s1)))
 (= (dim ?x276 1) sym_c3))))))
(assert
 (let ((?x233 (div (+ (- 1) sym_h) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (conv 1 1 0 0 0 0 1 1 1 ?x254 in_u2)))
 (let ((?x276 (smul ?x265 in_s1)))
 (let ((?x283 (dim ?x276 2)))
 (= ?x283 ?x234)))))))))
(assert
 (let ((?x238 (div (+ (- 1) sym_w) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (conv 1 1 0 0 0 0 1 1 1 ?x254 in_u2)))
 (let ((?x276 (smul ?x265 in_s1)))
 (let ((?x285 (dim ?x276 3)))
 (= ?x285 ?x239)))))))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x254 (relu ?x243)))
(let ((?x265 (conv 1 1 0 0 0 0 1 1 1 ?x254 in_u2)))
(let ((?x276 (smul ?x265 in_s1)))
(let ((?x191 (smul in_u2 in_s1)))
(let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x213 (relu ?x202)))
(let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x213 ?x191)))
(and (distinct ?x224 ?x276) true))))))))))
(check-sat)
