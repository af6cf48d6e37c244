; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 5597
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
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
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x116 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x114 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x117 (= ?x114 ?x116)))
 (let (($x111 (= (rank U) 4)))
 (let (($x109 (= (rank X) 4)))
 (let (($x83 (>= dw 1)))
 (let (($x91 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x88 (>= g 1)))
 (let (($x112 (and $x88 $x12 $x13 $x91 $x83 (= 1 (dim U 2)) (= 1 (dim U 3)) $x109 $x111)))
 (=> $x112 $x117)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x154 (dim in_k1 2)))
 (= 3 ?x154)))
(assert
 (let ((?x156 (dim in_k1 3)))
 (= 3 ?x156)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x165 (dim in_u1 2)))
 (= 1 ?x165)))
(assert
 (let ((?x167 (dim in_u1 3)))
 (= 1 ?x167)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x176 (dim in_u2 2)))
 (= 1 ?x176)))
(assert
 (let ((?x178 (dim in_u2 3)))
 (= 1 ?x178)))
(assert
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x180) 4)))
(assert
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x180 0) sym_n)))
(assert
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x180 1) sym_c)))
(assert
 (let ((?x190 (div (+ (- 3) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x187 (dim ?x180 2)))
 (= ?x187 ?x191))))))
(assert
 (let ((?x195 (div (+ (- 3) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (dim ?x180 3)))
 (= ?x193 ?x196))))))
(assert
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x180)))
 (= (rank ?x198) 4))))
(assert
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x180)))
 (= (dim ?x198 0) sym_n))))
(assert
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x180)))
 (= (dim ?x198 1) sym_c))))
(assert
 (let ((?x190 (div (+ (- 3) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x180)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x191)))))))
(assert
 (let ((?x195 (div (+ (- 3) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x180)))
 (let ((?x207 (dim ?x198 3)))
 (= ?x207 ?x196)))))))
(assert
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x180)))
 (let ((?x209 (conv 1 1 0 0 0 0 1 1 1 ?x198 in_u1)))
 (= (rank ?x209) 4)))))
(assert
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x180)))
 (let ((?x209 (conv 1 1 0 0 0 0 1 1 1 ?x198 in_u1)))
 (= (dim ?x209 0) sym_n)))))
(assert
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x180)))
 (let ((?x209 (conv 1 1 0 0 0 0 1 1 1 ?x198 in_u1)))
 (= (dim ?x209 1) sym_c)))))
(assert
 (let ((?x190 (div (+ (- 3) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x180)))
 (let ((?x209 (conv 1 1 0 0 0 0 1 1 1 ?x198 in_u1)))
 (let ((?x216 (dim ?x209 2)))
 (= ?x216 ?x191))))))))
(assert
 (let ((?x195 (div (+ (- 3) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x180)))
 (let ((?x209 (conv 1 1 0 0 0 0 1 1 1 ?x198 in_u1)))
 (let ((?x218 (dim ?x209 3)))
 (= ?x218 ?x196))))))))
(assert
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x180)))
 (let ((?x209 (conv 1 1 0 0 0 0 1 1 1 ?x198 in_u1)))
 (let ((?x220 (conv 1 1 0 0 0 0 1 1 1 ?x209 in_u2)))
 (= (rank ?x220) 4))))))
(assert
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x180)))
 (let ((?x209 (conv 1 1 0 0 0 0 1 1 1 ?x198 in_u1)))
 (let ((?x220 (conv 1 1 0 0 0 0 1 1 1 ?x209 in_u2)))
 (= (dim ?x220 0) sym_n))))))
(assert
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x180)))
 (let ((?x209 (conv 1 1 0 0 0 0 1 1 1 ?x198 in_u1)))
 (let ((?x220 (conv 1 1 0 0 0 0 1 1 1 ?x209 in_u2)))
 (= (dim ?x220 1) sym_c))))))
(assert
 (let ((?x190 (div (+ (- 3) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x180)))
 (let ((?x209 (conv 1 1 0 0 0 0 1 1 1 ?x198 in_u1)))
 (let ((?x220 (conv 1 1 0 0 0 0 1 1 1 ?x209 in_u2)))
 (let ((?x227 (dim ?x220 2)))
 (= ?x227 ?x191)))))))))
(assert
 (let ((?x195 (div (+ (- 3) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x180)))
 (let ((?x209 (conv 1 1 0 0 0 0 1 1 1 ?x198 in_u1)))
 (let ((?x220 (conv 1 1 0 0 0 0 1 1 1 ?x209 in_u2)))
 (let ((?x229 (dim ?x220 3)))
 (= ?x229 ?x196)))))))))
(assert
 (let ((?x190 (div (+ (- 3) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (>= ?x191 0))))
(assert
 (let ((?x195 (div (+ (- 3) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (>= ?x196 0))))
(assert
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x233) 4)))
(assert
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x233 0) sym_n)))
(assert
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x233 1) sym_c)))
(assert
 (let ((?x242 (+ (- 2) sym_h)))
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x242)))))
(assert
 (let ((?x245 (+ (- 2) sym_w)))
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x244 (dim ?x233 3)))
 (= ?x244 ?x245)))))
(assert
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x233)))
 (= (rank ?x247) 4))))
(assert
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x233)))
 (= (dim ?x247 0) sym_n))))
(assert
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x233)))
 (= (dim ?x247 1) sym_c))))
(assert
 (let ((?x242 (+ (- 2) sym_h)))
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x233)))
 (let ((?x254 (dim ?x247 2)))
 (= ?x254 ?x242))))))
(assert
 (let ((?x245 (+ (- 2) sym_w)))
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x233)))
 (let ((?x256 (dim ?x247 3)))
 (= ?x256 ?x245))))))
(assert
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x233)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 ?x247 in_u1)))
 (= (rank ?x258) 4)))))
(assert
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x233)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 ?x247 in_u1)))
 (= (dim ?x258 0) sym_n)))))
(assert
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x233)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 ?x247 in_u1)))
 (= (dim ?x258 1) sym_c)))))
(assert
 (let ((?x242 (+ (- 2) sym_h)))
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x233)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 ?x247 in_u1)))
 (let ((?x265 (dim ?x258 2)))
 (= ?x265 ?x242)))))))
(assert
 (let ((?x245 (+ (- 2) sym_w)))
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x233)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 ?x247 in_u1)))
 (let ((?x267 (dim ?x258 3)))
 (= ?x267 ?x245)))))))
(assert
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x233)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 ?x247 in_u1)))
 (let ((?x269 (conv 2 2 0 0 0 0 1 1 1 ?x258 in_u2)))
 (= (rank ?x269) 4))))))
(assert
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x233)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 ?x247 in_u1)))
 (let ((?x269 (conv 2 2 0 0 0 0 1 1 1 ?x258 in_u2)))
 (= (dim ?x269 0) sym_n))))))
(assert
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x233)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 ?x247 in_u1)))
 (let ((?x269 (conv 2 2 0 0 0 0 1 1 1 ?x258 in_u2)))
 (= (dim ?x269 1) sym_c))))))
(assert
 (let ((?x190 (div (+ (- 3) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x233)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 ?x247 in_u1)))
 (let ((?x269 (conv 2 2 0 0 0 0 1 1 1 ?x258 in_u2)))
 (let ((?x276 (dim ?x269 2)))
 (= ?x276 ?x191)))))))))
(assert
 (let ((?x195 (div (+ (- 3) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x233)))
 (let ((?x258 (conv 1 1 0 0 0 0 1 1 1 ?x247 in_u1)))
 (let ((?x269 (conv 2 2 0 0 0 0 1 1 1 ?x258 in_u2)))
 (let ((?x278 (dim ?x269 3)))
 (= ?x278 ?x196)))))))))
(assert
 (let ((?x233 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x247 (relu ?x233)))
(let ((?x258 (conv 1 1 0 0 0 0 1 1 1 ?x247 in_u1)))
(let ((?x269 (conv 2 2 0 0 0 0 1 1 1 ?x258 in_u2)))
(let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x198 (relu ?x180)))
(let ((?x209 (conv 1 1 0 0 0 0 1 1 1 ?x198 in_u1)))
(let ((?x220 (conv 1 1 0 0 0 0 1 1 1 ?x209 in_u2)))
(and (distinct ?x220 ?x269) true))))))))))
(check-sat)
