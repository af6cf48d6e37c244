; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 76491
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
 (let (($x110 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x73 $x62 $x63 $x64 $x65 $x66 $x68 $x69)))
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
 (let ((?x164 (dim in_k1 2)))
 (= 3 ?x164)))
(assert
 (let ((?x166 (dim in_k1 3)))
 (= 3 ?x166)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x171 (idkernel4 sym_c2 3 3)))
 (let ((?x178 (dim ?x171 2)))
 (= 3 ?x178))))
(assert
 (let ((?x171 (idkernel4 sym_c2 3 3)))
 (let ((?x180 (dim ?x171 3)))
 (= 3 ?x180))))
(assert
 (= (rank (smul (idkernel4 sym_c2 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 0) sym_c2))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 1) sym_c2))
(assert
 (let ((?x171 (idkernel4 sym_c2 3 3)))
 (let ((?x182 (smul ?x171 in_s1)))
 (let ((?x189 (dim ?x182 2)))
 (= 3 ?x189)))))
(assert
 (let ((?x171 (idkernel4 sym_c2 3 3)))
 (let ((?x182 (smul ?x171 in_s1)))
 (let ((?x191 (dim ?x182 3)))
 (= 3 ?x191)))))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x193) 4)))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x193 0) sym_n)))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x193 1) sym_c2)))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x193 2) sym_h)))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x193 3) sym_w)))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (= (rank ?x204) 4))))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (= (dim ?x204 0) sym_n))))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (= (dim ?x204 1) sym_c2))))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (= (dim ?x204 2) sym_h))))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (= (dim ?x204 3) sym_w))))
(assert
 (let ((?x171 (idkernel4 sym_c2 3 3)))
 (let ((?x182 (smul ?x171 in_s1)))
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 ?x204 ?x182)))
 (= (rank ?x215) 4)))))))
(assert
 (let ((?x171 (idkernel4 sym_c2 3 3)))
 (let ((?x182 (smul ?x171 in_s1)))
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 ?x204 ?x182)))
 (= (dim ?x215 0) sym_n)))))))
(assert
 (let ((?x171 (idkernel4 sym_c2 3 3)))
 (let ((?x182 (smul ?x171 in_s1)))
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 ?x204 ?x182)))
 (= (dim ?x215 1) sym_c2)))))))
(assert
 (let ((?x224 (div (+ (- 1) sym_h) 2)))
 (let ((?x225 (+ 1 ?x224)))
 (let ((?x171 (idkernel4 sym_c2 3 3)))
 (let ((?x182 (smul ?x171 in_s1)))
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 ?x204 ?x182)))
 (let ((?x222 (dim ?x215 2)))
 (= ?x222 ?x225))))))))))
(assert
 (let ((?x229 (div (+ (- 1) sym_w) 2)))
 (let ((?x230 (+ 1 ?x229)))
 (let ((?x171 (idkernel4 sym_c2 3 3)))
 (let ((?x182 (smul ?x171 in_s1)))
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 ?x204 ?x182)))
 (let ((?x227 (dim ?x215 3)))
 (= ?x227 ?x230))))))))))
(assert
 (let ((?x224 (div (+ (- 1) sym_h) 2)))
 (let ((?x225 (+ 1 ?x224)))
 (>= ?x225 0))))
(assert
 (let ((?x229 (div (+ (- 1) sym_w) 2)))
 (let ((?x230 (+ 1 ?x229)))
 (>= ?x230 0))))
(assert
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x234) 4)))
(assert
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x234 0) sym_n)))
(assert
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x234 1) sym_c2)))
(assert
 (let ((?x224 (div (+ (- 1) sym_h) 2)))
 (let ((?x225 (+ 1 ?x224)))
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x241 (dim ?x234 2)))
 (= ?x241 ?x225))))))
(assert
 (let ((?x229 (div (+ (- 1) sym_w) 2)))
 (let ((?x230 (+ 1 ?x229)))
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x243 (dim ?x234 3)))
 (= ?x243 ?x230))))))
(assert
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x245 (relu ?x234)))
 (= (rank ?x245) 4))))
(assert
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x245 (relu ?x234)))
 (= (dim ?x245 0) sym_n))))
(assert
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x245 (relu ?x234)))
 (= (dim ?x245 1) sym_c2))))
(assert
 (let ((?x224 (div (+ (- 1) sym_h) 2)))
 (let ((?x225 (+ 1 ?x224)))
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x245 (relu ?x234)))
 (let ((?x252 (dim ?x245 2)))
 (= ?x252 ?x225)))))))
(assert
 (let ((?x229 (div (+ (- 1) sym_w) 2)))
 (let ((?x230 (+ 1 ?x229)))
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x245 (relu ?x234)))
 (let ((?x254 (dim ?x245 3)))
 (= ?x254 ?x230)))))))
(assert
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x245 (relu ?x234)))
 (let ((?x256 (smul ?x245 in_s1)))
 (= (rank ?x256) 4)))))
(assert
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x245 (relu ?x234)))
 (let ((?x256 (smul ?x245 in_s1)))
 (= (dim ?x256 0) sym_n)))))
(assert
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x245 (relu ?x234)))
 (let ((?x256 (smul ?x245 in_s1)))
 (= (dim ?x256 1) sym_c2)))))
(assert
 (let ((?x224 (div (+ (- 1) sym_h) 2)))
 (let ((?x225 (+ 1 ?x224)))
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x245 (relu ?x234)))
 (let ((?x256 (smul ?x245 in_s1)))
 (let ((?x263 (dim ?x256 2)))
 (= ?x263 ?x225))))))))
(assert
 (let ((?x229 (div (+ (- 1) sym_w) 2)))
 (let ((?x230 (+ 1 ?x229)))
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x245 (relu ?x234)))
 (let ((?x256 (smul ?x245 in_s1)))
 (let ((?x265 (dim ?x256 3)))
 (= ?x265 ?x230))))))))
(assert
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x245 (relu ?x234)))
(let ((?x256 (smul ?x245 in_s1)))
(let ((?x171 (idkernel4 sym_c2 3 3)))
(let ((?x182 (smul ?x171 in_s1)))
(let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x204 (relu ?x193)))
(let ((?x215 (conv 2 2 1 1 1 1 1 1 1 ?x204 ?x182)))
(and (distinct ?x215 ?x256) true))))))))))
(check-sat)
