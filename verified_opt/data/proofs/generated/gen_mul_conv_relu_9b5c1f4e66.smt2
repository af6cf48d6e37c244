; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 9349
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
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
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
 (let ((?x169 (dim in_k1 2)))
 (= 3 ?x169)))
(assert
 (let ((?x171 (dim in_k1 3)))
 (= 3 ?x171)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x183 (dim in_u1 2)))
 (= 1 ?x183)))
(assert
 (let ((?x185 (dim in_u1 3)))
 (= 1 ?x185)))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x187 (smul in_u1 in_s1)))
 (let ((?x194 (dim ?x187 2)))
 (= 1 ?x194))))
(assert
 (let ((?x187 (smul in_u1 in_s1)))
 (let ((?x196 (dim ?x187 3)))
 (= 1 ?x196))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x198) 4)))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x198 0) sym_n)))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x198 1) sym_c)))
(assert
 (let ((?x207 (+ (- 2) sym_h)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x207)))))
(assert
 (let ((?x210 (+ (- 2) sym_w)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x209 (dim ?x198 3)))
 (= ?x209 ?x210)))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x198)))
 (= (rank ?x212) 4))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x198)))
 (= (dim ?x212 0) sym_n))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x198)))
 (= (dim ?x212 1) sym_c))))
(assert
 (let ((?x207 (+ (- 2) sym_h)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x198)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x207))))))
(assert
 (let ((?x210 (+ (- 2) sym_w)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x198)))
 (let ((?x221 (dim ?x212 3)))
 (= ?x221 ?x210))))))
(assert
 (let ((?x187 (smul in_u1 in_s1)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x198)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x187)))
 (= (rank ?x223) 4))))))
(assert
 (let ((?x187 (smul in_u1 in_s1)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x198)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x187)))
 (= (dim ?x223 0) sym_n))))))
(assert
 (let ((?x187 (smul in_u1 in_s1)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x198)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x187)))
 (= (dim ?x223 1) sym_c))))))
(assert
 (let ((?x233 (div (+ (- 3) sym_h) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x187 (smul in_u1 in_s1)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x198)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x187)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x234)))))))))
(assert
 (let ((?x238 (div (+ (- 3) sym_w) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (let ((?x187 (smul in_u1 in_s1)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x198)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x187)))
 (let ((?x236 (dim ?x223 3)))
 (= ?x236 ?x239)))))))))
(assert
 (let ((?x207 (+ (- 2) sym_h)))
 (>= ?x207 0)))
(assert
 (let ((?x210 (+ (- 2) sym_w)))
 (>= ?x210 0)))
(assert
 (let ((?x233 (div (+ (- 3) sym_h) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (>= ?x234 0))))
(assert
 (let ((?x238 (div (+ (- 3) sym_w) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (>= ?x239 0))))
(assert
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x245) 4)))
(assert
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x245 0) sym_n)))
(assert
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x245 1) sym_c)))
(assert
 (let ((?x233 (div (+ (- 3) sym_h) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x252 (dim ?x245 2)))
 (= ?x252 ?x234))))))
(assert
 (let ((?x238 (div (+ (- 3) sym_w) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x254 (dim ?x245 3)))
 (= ?x254 ?x239))))))
(assert
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (= (rank ?x256) 4))))
(assert
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 0) sym_n))))
(assert
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 1) sym_c))))
(assert
 (let ((?x233 (div (+ (- 3) sym_h) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x263 (dim ?x256 2)))
 (= ?x263 ?x234)))))))
(assert
 (let ((?x238 (div (+ (- 3) sym_w) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x265 (dim ?x256 3)))
 (= ?x265 ?x239)))))))
(assert
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (conv 1 1 0 0 0 0 1 1 1 ?x256 in_u1)))
 (= (rank ?x267) 4)))))
(assert
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (conv 1 1 0 0 0 0 1 1 1 ?x256 in_u1)))
 (= (dim ?x267 0) sym_n)))))
(assert
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (conv 1 1 0 0 0 0 1 1 1 ?x256 in_u1)))
 (= (dim ?x267 1) sym_c)))))
(assert
 (let ((?x233 (div (+ (- 3) sym_h) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (conv 1 1 0 0 0 0 1 1 1 ?x256 in_u1)))
 (let ((?x274 (dim ?x267 2)))
 (= ?x274 ?x234))))))))
(assert
 (let ((?x238 (div (+ (- 3) sym_w) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (conv 1 1 0 0 0 0 1 1 1 ?x256 in_u1)))
 (let ((?x276 (dim ?x267 3)))
 (= ?x276 ?x239))))))))
(assert
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (conv 1 1 0 0 0 0 1 1 1 ?x256 in_u1)))
 (let ((?x278 (smul ?x267 in_s1)))
 (= (rank ?x278) 4))))))
(assert
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (conv 1 1 0 0 0 0 1 1 1 ?x256 in_u1)))
 (let ((?x278 (smul ?x267 in_s1)))
 (= (dim ?x278 0) sym_n))))))
(assert
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (conv 1 1 0 0 0 0 1 1 1 ?x256 in_u1)))
 (let ((?x278 (smul ?x267 in_s1)))
 (= (dim ?x278 1) sym_c))))))
(assert
 (let ((?x233 (div (+ (- 3) sym_h) 2)))
 (let ((?x234 (+ 1 ?x233)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (conv 1 1 0 0 0 0 1 1 1 ?x256 in_u1)))
 (let ((?x278 (smul ?x267 in_s1)))
 (let ((?x285 (dim ?x278 2)))
 (= ?x285 ?x234)))))))))
(assert
 (let ((?x238 (div (+ (- 3) sym_w) 2)))
 (let ((?x239 (+ 1 ?x238)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (conv 1 1 0 0 0 0 1 1 1 ?x256 in_u1)))
 (let ((?x278 (smul ?x267 in_s1)))
 (let ((?x287 (dim ?x278 3)))
 (= ?x287 ?x239)))))))))
(assert
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x256 (relu ?x245)))
(let ((?x267 (conv 1 1 0 0 0 0 1 1 1 ?x256 in_u1)))
(let ((?x278 (smul ?x267 in_s1)))
(let ((?x187 (smul in_u1 in_s1)))
(let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x212 (relu ?x198)))
(let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x187)))
(and (distinct ?x223 ?x278) true))))))))))
(check-sat)
