; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 69127
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
(declare-fun sym_c2 () Int)
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
 (let ((?x170 (dim in_k1 2)))
 (= 3 ?x170)))
(assert
 (let ((?x172 (dim in_k1 3)))
 (= 3 ?x172)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x177 (idkernel4 sym_c2 3 3)))
 (let ((?x184 (dim ?x177 2)))
 (= 3 ?x184))))
(assert
 (let ((?x177 (idkernel4 sym_c2 3 3)))
 (let ((?x186 (dim ?x177 3)))
 (= 3 ?x186))))
(assert
 (= (rank (smul (idkernel4 sym_c2 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 0) sym_c2))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 1) sym_c2))
(assert
 (let ((?x177 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x195 (dim ?x188 2)))
 (= 3 ?x195)))))
(assert
 (let ((?x177 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x197 (dim ?x188 3)))
 (= 3 ?x197)))))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x199) 4)))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x199 0) sym_n)))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x199 1) sym_c2)))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x199 2) sym_h)))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x199 3) sym_w)))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (= (rank ?x210) 4))))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (= (dim ?x210 0) sym_n))))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (= (dim ?x210 1) sym_c2))))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (= (dim ?x210 2) sym_h))))
(assert
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (= (dim ?x210 3) sym_w))))
(assert
 (let ((?x177 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (= (rank ?x221) 4)))))))
(assert
 (let ((?x177 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (= (dim ?x221 0) sym_n)))))))
(assert
 (let ((?x177 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (= (dim ?x221 1) sym_c2)))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x177 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x231))))))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x177 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
 (let ((?x233 (dim ?x221 3)))
 (= ?x233 ?x236))))))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (>= ?x231 0))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (>= ?x236 0))))
(assert
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x240) 4)))
(assert
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x240 0) sym_n)))
(assert
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x240 1) sym_c2)))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (dim ?x240 2)))
 (= ?x247 ?x231))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x249 (dim ?x240 3)))
 (= ?x249 ?x236))))))
(assert
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x251 (relu ?x240)))
 (= (rank ?x251) 4))))
(assert
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x251 (relu ?x240)))
 (= (dim ?x251 0) sym_n))))
(assert
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x251 (relu ?x240)))
 (= (dim ?x251 1) sym_c2))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x251 (relu ?x240)))
 (let ((?x258 (dim ?x251 2)))
 (= ?x258 ?x231)))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x251 (relu ?x240)))
 (let ((?x260 (dim ?x251 3)))
 (= ?x260 ?x236)))))))
(assert
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x251 (relu ?x240)))
 (let ((?x262 (smul ?x251 in_s1)))
 (= (rank ?x262) 4)))))
(assert
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x251 (relu ?x240)))
 (let ((?x262 (smul ?x251 in_s1)))
 (= (dim ?x262 0) sym_n)))))
(assert
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x251 (relu ?x240)))
 (let ((?x262 (smul ?x251 in_s1)))
 (= (dim ?x262 1) sym_c2)))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x251 (relu ?x240)))
 (let ((?x262 (smul ?x251 in_s1)))
 (let ((?x269 (dim ?x262 2)))
 (= ?x269 ?x231))))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x251 (relu ?x240)))
 (let ((?x262 (smul ?x251 in_s1)))
 (let ((?x271 (dim ?x262 3)))
 (= ?x271 ?x236))))))))
(assert
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x251 (relu ?x240)))
(let ((?x262 (smul ?x251 in_s1)))
(let ((?x177 (idkernel4 sym_c2 3 3)))
(let ((?x188 (smul ?x177 in_s1)))
(let ((?x199 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x210 (relu ?x199)))
(let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 ?x188)))
(and (distinct ?x221 ?x262) true))))))))))
(check-sat)
