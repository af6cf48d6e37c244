; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 69376
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
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
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x80 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x81 (smul ?x80 S)))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x74 (and $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73)))
 (=> $x74 $x82))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x94 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x80 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x95 (= ?x80 ?x94)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x92 (and (< 1 (* sh sw)) $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73)))
 (=> $x92 $x95)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x115 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x113 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x116 (= ?x113 ?x115)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= kw 1)))
 (let (($x73 (>= kh 1)))
 (let (($x110 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x73 $x62 $x63 $x64 $x65 $x66 $x68 $x69)))
 (=> $x110 $x116))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x168 (dim in_k1 2)))
 (= 3 ?x168)))
(assert
 (let ((?x170 (dim in_k1 3)))
 (= 3 ?x170)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x182 (dim ?x175 2)))
 (= 3 ?x182))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x184 (dim ?x175 3)))
 (= 3 ?x184))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (smul ?x175 in_s1)))
 (let ((?x193 (dim ?x186 2)))
 (= 3 ?x193)))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (smul ?x175 in_s1)))
 (let ((?x195 (dim ?x186 3)))
 (= 3 ?x195)))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x197) 4)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x197 0) sym_n)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x197 1) sym_c)))
(assert
 (let ((?x205 (+ (- 2) sym_h)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x205)))))
(assert
 (let ((?x208 (+ (- 2) sym_w)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (dim ?x197 3)))
 (= ?x207 ?x208)))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (= (rank ?x210) 4))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (= (dim ?x210 0) sym_n))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (= (dim ?x210 1) sym_c))))
(assert
 (let ((?x205 (+ (- 2) sym_h)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x205))))))
(assert
 (let ((?x208 (+ (- 2) sym_w)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (let ((?x219 (dim ?x210 3)))
 (= ?x219 ?x208))))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (smul ?x175 in_s1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x186)))
 (= (rank ?x221) 4)))))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (smul ?x175 in_s1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x186)))
 (= (dim ?x221 0) sym_n)))))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (smul ?x175 in_s1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x186)))
 (= (dim ?x221 1) sym_c)))))))
(assert
 (let ((?x231 (div (+ (- 3) sym_h) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (smul ?x175 in_s1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x186)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x232))))))))))
(assert
 (let ((?x236 (div (+ (- 3) sym_w) 2)))
 (let ((?x237 (+ 1 ?x236)))
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (smul ?x175 in_s1)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x197)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x186)))
 (let ((?x234 (dim ?x221 3)))
 (= ?x234 ?x237))))))))))
(assert
 (let ((?x205 (+ (- 2) sym_h)))
 (>= ?x205 0)))
(assert
 (let ((?x208 (+ (- 2) sym_w)))
 (>= ?x208 0)))
(assert
 (let ((?x231 (div (+ (- 3) sym_h) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (>= ?x232 0))))
(assert
 (let ((?x236 (div (+ (- 3) sym_w) 2)))
 (let ((?x237 (+ 1 ?x236)))
 (>= ?x237 0))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x243) 4)))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x243 0) sym_n)))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x243 1) sym_c)))
(assert
 (let ((?x231 (div (+ (- 3) sym_h) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x250 (dim ?x243 2)))
 (= ?x250 ?x232))))))
(assert
 (let ((?x236 (div (+ (- 3) sym_w) 2)))
 (let ((?x237 (+ 1 ?x236)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x252 (dim ?x243 3)))
 (= ?x252 ?x237))))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x254 (relu ?x243)))
 (= (rank ?x254) 4))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x254 (relu ?x243)))
 (= (dim ?x254 0) sym_n))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x254 (relu ?x243)))
 (= (dim ?x254 1) sym_c))))
(assert
 (let ((?x231 (div (+ (- 3) sym_h) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x261 (dim ?x254 2)))
 (= ?x261 ?x232)))))))
(assert
 (let ((?x236 (div (+ (- 3) sym_w) 2)))
 (let ((?x237 (+ 1 ?x236)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x263 (dim ?x254 3)))
 (= ?x263 ?x237)))))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (smul ?x254 in_s1)))
 (= (rank ?x265) 4)))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (smul ?x254 in_s1)))
 (= (dim ?x265 0) sym_n)))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (smul ?x254 in_s1)))
 (= (dim ?x265 1) sym_c)))))
(assert
 (let ((?x231 (div (+ (- 3) sym_h) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x272 (dim ?x265 2)))
 (= ?x272 ?x232))))))))
(assert
 (let ((?x236 (div (+ (- 3) sym_w) 2)))
 (let ((?x237 (+ 1 ?x236)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (smul ?x254 in_s1)))
 (let ((?x274 (dim ?x265 3)))
 (= ?x274 ?x237))))))))
(assert
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x254 (relu ?x243)))
(let ((?x265 (smul ?x254 in_s1)))
(let ((?x175 (idkernel4 sym_c 3 3)))
(let ((?x186 (smul ?x175 in_s1)))
(let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x210 (relu ?x197)))
(let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x186)))
(and (distinct ?x221 ?x265) true))))))))))
(check-sat)
