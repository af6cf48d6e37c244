; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 69226
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
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
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x111 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x109 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x112 (= ?x109 ?x111)))
 (let (($x83 (>= dw 1)))
 (let (($x89 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x88 (>= g 1)))
 (let (($x106 (and $x88 $x12 $x13 $x89 $x83 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x106 $x112)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x150 (dim in_k1 2)))
 (= 3 ?x150)))
(assert
 (let ((?x152 (dim in_k1 3)))
 (= 3 ?x152)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x161 (dim in_u1 2)))
 (= 1 ?x161)))
(assert
 (let ((?x163 (dim in_u1 3)))
 (= 1 ?x163)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x172 (dim in_u2 2)))
 (= 1 ?x172)))
(assert
 (let ((?x174 (dim in_u2 3)))
 (= 1 ?x174)))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x176) 4)))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x176 0) sym_n)))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x176 1) sym_c)))
(assert
 (let ((?x186 (div (+ (- 3) sym_h) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x187))))))
(assert
 (let ((?x191 (div (+ (- 3) sym_w) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (dim ?x176 3)))
 (= ?x189 ?x192))))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (= (rank ?x194) 4))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (= (dim ?x194 0) sym_n))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (= (dim ?x194 1) sym_c))))
(assert
 (let ((?x186 (div (+ (- 3) sym_h) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x201 (dim ?x194 2)))
 (= ?x201 ?x187)))))))
(assert
 (let ((?x191 (div (+ (- 3) sym_w) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x203 (dim ?x194 3)))
 (= ?x203 ?x192)))))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x205 (relu ?x194)))
 (= (rank ?x205) 4)))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x205 (relu ?x194)))
 (= (dim ?x205 0) sym_n)))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x205 (relu ?x194)))
 (= (dim ?x205 1) sym_c)))))
(assert
 (let ((?x186 (div (+ (- 3) sym_h) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x205 (relu ?x194)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x187))))))))
(assert
 (let ((?x191 (div (+ (- 3) sym_w) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x205 (relu ?x194)))
 (let ((?x214 (dim ?x205 3)))
 (= ?x214 ?x192))))))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x205 (relu ?x194)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x205 in_u2)))
 (= (rank ?x216) 4))))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x205 (relu ?x194)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x205 in_u2)))
 (= (dim ?x216 0) sym_n))))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x205 (relu ?x194)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x205 in_u2)))
 (= (dim ?x216 1) sym_c))))))
(assert
 (let ((?x186 (div (+ (- 3) sym_h) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x205 (relu ?x194)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x205 in_u2)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x187)))))))))
(assert
 (let ((?x191 (div (+ (- 3) sym_w) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x205 (relu ?x194)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x205 in_u2)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x192)))))))))
(assert
 (let ((?x186 (div (+ (- 3) sym_h) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (>= ?x187 0))))
(assert
 (let ((?x191 (div (+ (- 3) sym_w) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (>= ?x192 0))))
(assert
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x229) 4)))
(assert
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x229 0) sym_n)))
(assert
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x229 1) sym_c)))
(assert
 (let ((?x238 (+ (- 2) sym_h)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x236 (dim ?x229 2)))
 (= ?x236 ?x238)))))
(assert
 (let ((?x241 (+ (- 2) sym_w)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x240 (dim ?x229 3)))
 (= ?x240 ?x241)))))
(assert
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (= (rank ?x243) 4))))
(assert
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (= (dim ?x243 0) sym_n))))
(assert
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (= (dim ?x243 1) sym_c))))
(assert
 (let ((?x238 (+ (- 2) sym_h)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x250 (dim ?x243 2)))
 (= ?x250 ?x238))))))
(assert
 (let ((?x241 (+ (- 2) sym_w)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x252 (dim ?x243 3)))
 (= ?x252 ?x241))))))
(assert
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x254 (relu ?x243)))
 (= (rank ?x254) 4)))))
(assert
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x254 (relu ?x243)))
 (= (dim ?x254 0) sym_n)))))
(assert
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x254 (relu ?x243)))
 (= (dim ?x254 1) sym_c)))))
(assert
 (let ((?x238 (+ (- 2) sym_h)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x261 (dim ?x254 2)))
 (= ?x261 ?x238)))))))
(assert
 (let ((?x241 (+ (- 2) sym_w)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x263 (dim ?x254 3)))
 (= ?x263 ?x241)))))))
(assert
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (conv 2 2 0 0 0 0 1 1 1 ?x254 in_u2)))
 (= (rank ?x265) 4))))))
(assert
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (conv 2 2 0 0 0 0 1 1 1 ?x254 in_u2)))
 (= (dim ?x265 0) sym_n))))))
(assert
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (conv 2 2 0 0 0 0 1 1 1 ?x254 in_u2)))
 (= (dim ?x265 1) sym_c))))))
(assert
 (let ((?x186 (div (+ (- 3) sym_h) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (conv 2 2 0 0 0 0 1 1 1 ?x254 in_u2)))
 (let ((?x272 (dim ?x265 2)))
 (= ?x272 ?x187)))))))))
(assert
 (let ((?x191 (div (+ (- 3) sym_w) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (conv 2 2 0 0 0 0 1 1 1 ?x254 in_u2)))
 (let ((?x274 (dim ?x265 3)))
 (= ?x274 ?x192)))))))))
(assert
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
(let ((?x254 (relu ?x243)))
(let ((?x265 (conv 2 2 0 0 0 0 1 1 1 ?x254 in_u2)))
(let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
(let ((?x205 (relu ?x194)))
(let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x205 in_u2)))
(and (distinct ?x216 ?x265) true))))))))))
(check-sat)
