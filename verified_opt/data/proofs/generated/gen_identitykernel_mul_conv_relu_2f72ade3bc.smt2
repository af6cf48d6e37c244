; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 76740
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
 (let (($x110 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x73 $x62 $x63 $x64 $x65 $x66 $x68 $x69)))
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
 (let ((?x162 (dim in_k1 2)))
 (= 3 ?x162)))
(assert
 (let ((?x164 (dim in_k1 3)))
 (= 3 ?x164)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x176 (dim ?x169 2)))
 (= 3 ?x176))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x178 (dim ?x169 3)))
 (= 3 ?x178))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x180 (smul ?x169 in_s1)))
 (let ((?x187 (dim ?x180 2)))
 (= 3 ?x187)))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x180 (smul ?x169 in_s1)))
 (let ((?x189 (dim ?x180 3)))
 (= 3 ?x189)))))
(assert
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x191) 4)))
(assert
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x191 0) sym_n)))
(assert
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x191 1) sym_c)))
(assert
 (let ((?x199 (+ (- 2) sym_h)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x198 (dim ?x191 2)))
 (= ?x198 ?x199)))))
(assert
 (let ((?x202 (+ (- 2) sym_w)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x201 (dim ?x191 3)))
 (= ?x201 ?x202)))))
(assert
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x191)))
 (= (rank ?x204) 4))))
(assert
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x191)))
 (= (dim ?x204 0) sym_n))))
(assert
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x191)))
 (= (dim ?x204 1) sym_c))))
(assert
 (let ((?x199 (+ (- 2) sym_h)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x191)))
 (let ((?x211 (dim ?x204 2)))
 (= ?x211 ?x199))))))
(assert
 (let ((?x202 (+ (- 2) sym_w)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x191)))
 (let ((?x213 (dim ?x204 3)))
 (= ?x213 ?x202))))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x180 (smul ?x169 in_s1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x191)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 ?x204 ?x180)))
 (= (rank ?x215) 4)))))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x180 (smul ?x169 in_s1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x191)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 ?x204 ?x180)))
 (= (dim ?x215 0) sym_n)))))))
(assert
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x180 (smul ?x169 in_s1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x191)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 ?x204 ?x180)))
 (= (dim ?x215 1) sym_c)))))))
(assert
 (let ((?x225 (div (+ (- 3) sym_h) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x180 (smul ?x169 in_s1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x191)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 ?x204 ?x180)))
 (let ((?x222 (dim ?x215 2)))
 (= ?x222 ?x226))))))))))
(assert
 (let ((?x230 (div (+ (- 3) sym_w) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x169 (idkernel4 sym_c 3 3)))
 (let ((?x180 (smul ?x169 in_s1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x191)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 ?x204 ?x180)))
 (let ((?x228 (dim ?x215 3)))
 (= ?x228 ?x231))))))))))
(assert
 (let ((?x199 (+ (- 2) sym_h)))
 (>= ?x199 0)))
(assert
 (let ((?x202 (+ (- 2) sym_w)))
 (>= ?x202 0)))
(assert
 (let ((?x225 (div (+ (- 3) sym_h) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (>= ?x226 0))))
(assert
 (let ((?x230 (div (+ (- 3) sym_w) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (>= ?x231 0))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x237) 4)))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x237 0) sym_n)))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x237 1) sym_c)))
(assert
 (let ((?x225 (div (+ (- 3) sym_h) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x244 (dim ?x237 2)))
 (= ?x244 ?x226))))))
(assert
 (let ((?x230 (div (+ (- 3) sym_w) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x246 (dim ?x237 3)))
 (= ?x246 ?x231))))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x248 (relu ?x237)))
 (= (rank ?x248) 4))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x248 (relu ?x237)))
 (= (dim ?x248 0) sym_n))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x248 (relu ?x237)))
 (= (dim ?x248 1) sym_c))))
(assert
 (let ((?x225 (div (+ (- 3) sym_h) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x255 (dim ?x248 2)))
 (= ?x255 ?x226)))))))
(assert
 (let ((?x230 (div (+ (- 3) sym_w) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x257 (dim ?x248 3)))
 (= ?x257 ?x231)))))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (smul ?x248 in_s1)))
 (= (rank ?x259) 4)))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (smul ?x248 in_s1)))
 (= (dim ?x259 0) sym_n)))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (smul ?x248 in_s1)))
 (= (dim ?x259 1) sym_c)))))
(assert
 (let ((?x225 (div (+ (- 3) sym_h) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (smul ?x248 in_s1)))
 (let ((?x266 (dim ?x259 2)))
 (= ?x266 ?x226))))))))
(assert
 (let ((?x230 (div (+ (- 3) sym_w) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x248 (relu ?x237)))
 (let ((?x259 (smul ?x248 in_s1)))
 (let ((?x268 (dim ?x259 3)))
 (= ?x268 ?x231))))))))
(assert
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x248 (relu ?x237)))
(let ((?x259 (smul ?x248 in_s1)))
(let ((?x169 (idkernel4 sym_c 3 3)))
(let ((?x180 (smul ?x169 in_s1)))
(let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x204 (relu ?x191)))
(let ((?x215 (conv 2 2 1 1 1 1 1 1 1 ?x204 ?x180)))
(and (distinct ?x215 ?x259) true))))))))))
(check-sat)
