; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 18351
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x90 (smul ?x89 S)))
 (let ((?x88 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x91 (= ?x88 ?x90)))
 (let (($x82 (= (rank W) 4)))
 (let (($x79 (= (rank X) 4)))
 (let (($x76 (>= dw 1)))
 (let (($x74 (>= dh 1)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= g 1)))
 (let (($x86 (and $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x74 $x76 $x79 $x82 (= (rank S) 0))))
 (=> $x86 $x91))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x103 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x89 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x104 (= ?x89 ?x103)))
 (let (($x82 (= (rank W) 4)))
 (let (($x79 (= (rank X) 4)))
 (let (($x76 (>= dw 1)))
 (let (($x74 (>= dh 1)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= g 1)))
 (let (($x101 (and (< 1 (* sh sw)) $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x74 $x76 $x79 $x82)))
 (=> $x101 $x104)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x126 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x124 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x127 (= ?x124 ?x126)))
 (let (($x121 (= (rank X) 4)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= kw 1)))
 (let (($x76 (>= kh 1)))
 (let (($x122 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x76 $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x121)))
 (=> $x122 $x127)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x174 (dim in_k1 2)))
 (= 3 ?x174)))
(assert
 (let ((?x176 (dim in_k1 3)))
 (= 3 ?x176)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x181 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (dim ?x181 2)))
 (= 3 ?x188))))
(assert
 (let ((?x181 (idkernel4 sym_c2 3 3)))
 (let ((?x190 (dim ?x181 3)))
 (= 3 ?x190))))
(assert
 (= (rank (smul (idkernel4 sym_c2 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 0) sym_c2))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 1) sym_c2))
(assert
 (let ((?x181 (idkernel4 sym_c2 3 3)))
 (let ((?x192 (smul ?x181 in_s1)))
 (let ((?x199 (dim ?x192 2)))
 (= 3 ?x199)))))
(assert
 (let ((?x181 (idkernel4 sym_c2 3 3)))
 (let ((?x192 (smul ?x181 in_s1)))
 (let ((?x201 (dim ?x192 3)))
 (= 3 ?x201)))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x203) 4)))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x203 0) sym_n)))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x203 1) sym_c2)))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x203 2) sym_h)))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x203 3) sym_w)))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (= (rank ?x214) 4))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 0) sym_n))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 1) sym_c2))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 2) sym_h))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 3) sym_w))))
(assert
 (let ((?x181 (idkernel4 sym_c2 3 3)))
 (let ((?x192 (smul ?x181 in_s1)))
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x192)))
 (= (rank ?x225) 4)))))))
(assert
 (let ((?x181 (idkernel4 sym_c2 3 3)))
 (let ((?x192 (smul ?x181 in_s1)))
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x192)))
 (= (dim ?x225 0) sym_n)))))))
(assert
 (let ((?x181 (idkernel4 sym_c2 3 3)))
 (let ((?x192 (smul ?x181 in_s1)))
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x192)))
 (= (dim ?x225 1) sym_c2)))))))
(assert
 (let ((?x234 (div (+ (- 1) sym_h) 2)))
 (let ((?x235 (+ 1 ?x234)))
 (let ((?x181 (idkernel4 sym_c2 3 3)))
 (let ((?x192 (smul ?x181 in_s1)))
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x192)))
 (let ((?x232 (dim ?x225 2)))
 (= ?x232 ?x235))))))))))
(assert
 (let ((?x239 (div (+ (- 1) sym_w) 2)))
 (let ((?x240 (+ 1 ?x239)))
 (let ((?x181 (idkernel4 sym_c2 3 3)))
 (let ((?x192 (smul ?x181 in_s1)))
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x192)))
 (let ((?x237 (dim ?x225 3)))
 (= ?x237 ?x240))))))))))
(assert
 (let ((?x234 (div (+ (- 1) sym_h) 2)))
 (let ((?x235 (+ 1 ?x234)))
 (>= ?x235 0))))
(assert
 (let ((?x239 (div (+ (- 1) sym_w) 2)))
 (let ((?x240 (+ 1 ?x239)))
 (>= ?x240 0))))
(assert
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x244) 4)))
(assert
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x244 0) sym_n)))
(assert
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x244 1) sym_c2)))
(assert
 (let ((?x234 (div (+ (- 1) sym_h) 2)))
 (let ((?x235 (+ 1 ?x234)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x251 (dim ?x244 2)))
 (= ?x251 ?x235))))))
(assert
 (let ((?x239 (div (+ (- 1) sym_w) 2)))
 (let ((?x240 (+ 1 ?x239)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x253 (dim ?x244 3)))
 (= ?x253 ?x240))))))
(assert
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x255 (relu ?x244)))
 (= (rank ?x255) 4))))
(assert
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x255 (relu ?x244)))
 (= (dim ?x255 0) sym_n))))
(assert
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x255 (relu ?x244)))
 (= (dim ?x255 1) sym_c2))))
(assert
 (let ((?x234 (div (+ (- 1) sym_h) 2)))
 (let ((?x235 (+ 1 ?x234)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x255 (relu ?x244)))
 (let ((?x262 (dim ?x255 2)))
 (= ?x262 ?x235)))))))
(assert
 (let ((?x239 (div (+ (- 1) sym_w) 2)))
 (let ((?x240 (+ 1 ?x239)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x255 (relu ?x244)))
 (let ((?x264 (dim ?x255 3)))
 (= ?x264 ?x240)))))))
(assert
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x255 (relu ?x244)))
 (let ((?x266 (smul ?x255 in_s1)))
 (= (rank ?x266) 4)))))
(assert
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x255 (relu ?x244)))
 (let ((?x266 (smul ?x255 in_s1)))
 (= (dim ?x266 0) sym_n)))))
(assert
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x255 (relu ?x244)))
 (let ((?x266 (smul ?x255 in_s1)))
 (= (dim ?x266 1) sym_c2)))))
(assert
 (let ((?x234 (div (+ (- 1) sym_h) 2)))
 (let ((?x235 (+ 1 ?x234)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x255 (relu ?x244)))
 (let ((?x266 (smul ?x255 in_s1)))
 (let ((?x273 (dim ?x266 2)))
 (= ?x273 ?x235))))))))
(assert
 (let ((?x239 (div (+ (- 1) sym_w) 2)))
 (let ((?x240 (+ 1 ?x239)))
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x255 (relu ?x244)))
 (let ((?x266 (smul ?x255 in_s1)))
 (let ((?x275 (dim ?x266 3)))
 (= ?x275 ?x240))))))))
(assert
 (let ((?x244 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x255 (relu ?x244)))
(let ((?x266 (smul ?x255 in_s1)))
(let ((?x181 (idkernel4 sym_c2 3 3)))
(let ((?x192 (smul ?x181 in_s1)))
(let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x214 (relu ?x203)))
(let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x192)))
(and (distinct ?x225 ?x266) true))))))))))
(check-sat)
