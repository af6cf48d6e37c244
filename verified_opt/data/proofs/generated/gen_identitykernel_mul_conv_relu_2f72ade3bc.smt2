; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 18597
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
 (let ((?x172 (dim in_k1 2)))
 (= 3 ?x172)))
(assert
 (let ((?x174 (dim in_k1 3)))
 (= 3 ?x174)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x179 (idkernel4 sym_c 3 3)))
 (let ((?x186 (dim ?x179 2)))
 (= 3 ?x186))))
(assert
 (let ((?x179 (idkernel4 sym_c 3 3)))
 (let ((?x188 (dim ?x179 3)))
 (= 3 ?x188))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x179 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul ?x179 in_s1)))
 (let ((?x197 (dim ?x190 2)))
 (= 3 ?x197)))))
(assert
 (let ((?x179 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul ?x179 in_s1)))
 (let ((?x199 (dim ?x190 3)))
 (= 3 ?x199)))))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x201) 4)))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x201 0) sym_n)))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x201 1) sym_c)))
(assert
 (let ((?x209 (+ (- 2) sym_h)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x209)))))
(assert
 (let ((?x212 (+ (- 2) sym_w)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x211 (dim ?x201 3)))
 (= ?x211 ?x212)))))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x201)))
 (= (rank ?x214) 4))))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x201)))
 (= (dim ?x214 0) sym_n))))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x201)))
 (= (dim ?x214 1) sym_c))))
(assert
 (let ((?x209 (+ (- 2) sym_h)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x201)))
 (let ((?x221 (dim ?x214 2)))
 (= ?x221 ?x209))))))
(assert
 (let ((?x212 (+ (- 2) sym_w)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x201)))
 (let ((?x223 (dim ?x214 3)))
 (= ?x223 ?x212))))))
(assert
 (let ((?x179 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul ?x179 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x201)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x190)))
 (= (rank ?x225) 4)))))))
(assert
 (let ((?x179 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul ?x179 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x201)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x190)))
 (= (dim ?x225 0) sym_n)))))))
(assert
 (let ((?x179 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul ?x179 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x201)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x190)))
 (= (dim ?x225 1) sym_c)))))))
(assert
 (let ((?x235 (div (+ (- 3) sym_h) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x179 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul ?x179 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x201)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x190)))
 (let ((?x232 (dim ?x225 2)))
 (= ?x232 ?x236))))))))))
(assert
 (let ((?x240 (div (+ (- 3) sym_w) 2)))
 (let ((?x241 (+ 1 ?x240)))
 (let ((?x179 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul ?x179 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x201)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x190)))
 (let ((?x238 (dim ?x225 3)))
 (= ?x238 ?x241))))))))))
(assert
 (let ((?x209 (+ (- 2) sym_h)))
 (>= ?x209 0)))
(assert
 (let ((?x212 (+ (- 2) sym_w)))
 (>= ?x212 0)))
(assert
 (let ((?x235 (div (+ (- 3) sym_h) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (>= ?x236 0))))
(assert
 (let ((?x240 (div (+ (- 3) sym_w) 2)))
 (let ((?x241 (+ 1 ?x240)))
 (>= ?x241 0))))
(assert
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x247) 4)))
(assert
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x247 0) sym_n)))
(assert
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x247 1) sym_c)))
(assert
 (let ((?x235 (div (+ (- 3) sym_h) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x254 (dim ?x247 2)))
 (= ?x254 ?x236))))))
(assert
 (let ((?x240 (div (+ (- 3) sym_w) 2)))
 (let ((?x241 (+ 1 ?x240)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x256 (dim ?x247 3)))
 (= ?x256 ?x241))))))
(assert
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (relu ?x247)))
 (= (rank ?x258) 4))))
(assert
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (relu ?x247)))
 (= (dim ?x258 0) sym_n))))
(assert
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (relu ?x247)))
 (= (dim ?x258 1) sym_c))))
(assert
 (let ((?x235 (div (+ (- 3) sym_h) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (relu ?x247)))
 (let ((?x265 (dim ?x258 2)))
 (= ?x265 ?x236)))))))
(assert
 (let ((?x240 (div (+ (- 3) sym_w) 2)))
 (let ((?x241 (+ 1 ?x240)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (relu ?x247)))
 (let ((?x267 (dim ?x258 3)))
 (= ?x267 ?x241)))))))
(assert
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (relu ?x247)))
 (let ((?x269 (smul ?x258 in_s1)))
 (= (rank ?x269) 4)))))
(assert
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (relu ?x247)))
 (let ((?x269 (smul ?x258 in_s1)))
 (= (dim ?x269 0) sym_n)))))
(assert
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (relu ?x247)))
 (let ((?x269 (smul ?x258 in_s1)))
 (= (dim ?x269 1) sym_c)))))
(assert
 (let ((?x235 (div (+ (- 3) sym_h) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (relu ?x247)))
 (let ((?x269 (smul ?x258 in_s1)))
 (let ((?x276 (dim ?x269 2)))
 (= ?x276 ?x236))))))))
(assert
 (let ((?x240 (div (+ (- 3) sym_w) 2)))
 (let ((?x241 (+ 1 ?x240)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x258 (relu ?x247)))
 (let ((?x269 (smul ?x258 in_s1)))
 (let ((?x278 (dim ?x269 3)))
 (= ?x278 ?x241))))))))
(assert
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x258 (relu ?x247)))
(let ((?x269 (smul ?x258 in_s1)))
(let ((?x179 (idkernel4 sym_c 3 3)))
(let ((?x190 (smul ?x179 in_s1)))
(let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x214 (relu ?x201)))
(let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x190)))
(and (distinct ?x225 ?x269) true))))))))))
(check-sat)
