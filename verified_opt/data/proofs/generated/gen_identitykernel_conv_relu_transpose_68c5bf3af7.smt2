; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, maxpool_transpose_spatial, transpose4_relu
; z3 rlimit used: 76810
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x75 (>= dw 1)))
 (let (($x73 (>= dh 1)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= g 1)))
 (let (($x76 (and (< 1 (* sh sw)) $x64 $x65 $x66 $x67 $x68 $x70 $x71 $x73 $x75)))
 (=> $x76 $x82)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x102 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x100 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x103 (= ?x100 ?x102)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x97 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x97 $x103))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x126 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x116 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (let (($x127 (= ?x116 ?x126)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x108 (and $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x108 $x127))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x140 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x138 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x141 (= ?x138 ?x140)))
 (let (($x19 (>= p3 0)))
 (let (($x18 (>= p2 0)))
 (let (($x67 (>= p1 0)))
 (let (($x71 (>= p0 0)))
 (let (($x135 (and $x71 $x67 $x18 $x19)))
 (=> $x135 $x141))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x178 (dim in_k1 2)))
 (= 3 ?x178)))
(assert
 (let ((?x180 (dim in_k1 3)))
 (= 3 ?x180)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x182 (idkernel4 sym_c2 3 3)))
 (let ((?x189 (dim ?x182 2)))
 (= 3 ?x189))))
(assert
 (let ((?x182 (idkernel4 sym_c2 3 3)))
 (let ((?x191 (dim ?x182 3)))
 (= 3 ?x191))))
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
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (transpose4 0 1 3 2 ?x204)))
 (= (rank ?x215) 4)))))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (transpose4 0 1 3 2 ?x204)))
 (= (dim ?x215 0) sym_n)))))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (transpose4 0 1 3 2 ?x204)))
 (= (dim ?x215 1) sym_c2)))))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (transpose4 0 1 3 2 ?x204)))
 (= (dim ?x215 2) sym_w)))))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (transpose4 0 1 3 2 ?x204)))
 (= (dim ?x215 3) sym_h)))))
(assert
 (let ((?x182 (idkernel4 sym_c2 3 3)))
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (transpose4 0 1 3 2 ?x204)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x182)))
 (= (rank ?x226) 4)))))))
(assert
 (let ((?x182 (idkernel4 sym_c2 3 3)))
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (transpose4 0 1 3 2 ?x204)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x182)))
 (= (dim ?x226 0) sym_n)))))))
(assert
 (let ((?x182 (idkernel4 sym_c2 3 3)))
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (transpose4 0 1 3 2 ?x204)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x182)))
 (= (dim ?x226 1) sym_c2)))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x182 (idkernel4 sym_c2 3 3)))
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (transpose4 0 1 3 2 ?x204)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x182)))
 (let ((?x233 (dim ?x226 2)))
 (= ?x233 ?x236))))))))))
(assert
 (let ((?x240 (div (+ (- 1) sym_h) 2)))
 (let ((?x241 (+ 1 ?x240)))
 (let ((?x182 (idkernel4 sym_c2 3 3)))
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (relu ?x193)))
 (let ((?x215 (transpose4 0 1 3 2 ?x204)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x182)))
 (let ((?x238 (dim ?x226 3)))
 (= ?x238 ?x241))))))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (>= ?x236 0))))
(assert
 (let ((?x240 (div (+ (- 1) sym_h) 2)))
 (let ((?x241 (+ 1 ?x240)))
 (>= ?x241 0))))
(assert
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x245) 4)))
(assert
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x245 0) sym_n)))
(assert
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x245 1) sym_c2)))
(assert
 (let ((?x240 (div (+ (- 1) sym_h) 2)))
 (let ((?x241 (+ 1 ?x240)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x252 (dim ?x245 2)))
 (= ?x252 ?x241))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x254 (dim ?x245 3)))
 (= ?x254 ?x236))))))
(assert
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (= (rank ?x256) 4))))
(assert
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 0) sym_n))))
(assert
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 1) sym_c2))))
(assert
 (let ((?x240 (div (+ (- 1) sym_h) 2)))
 (let ((?x241 (+ 1 ?x240)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x263 (dim ?x256 2)))
 (= ?x263 ?x241)))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x265 (dim ?x256 3)))
 (= ?x265 ?x236)))))))
(assert
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (transpose4 0 1 3 2 ?x256)))
 (= (rank ?x267) 4)))))
(assert
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (transpose4 0 1 3 2 ?x256)))
 (= (dim ?x267 0) sym_n)))))
(assert
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (transpose4 0 1 3 2 ?x256)))
 (= (dim ?x267 1) sym_c2)))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (transpose4 0 1 3 2 ?x256)))
 (let ((?x274 (dim ?x267 2)))
 (= ?x274 ?x236))))))))
(assert
 (let ((?x240 (div (+ (- 1) sym_h) 2)))
 (let ((?x241 (+ 1 ?x240)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x256 (relu ?x245)))
 (let ((?x267 (transpose4 0 1 3 2 ?x256)))
 (let ((?x276 (dim ?x267 3)))
 (= ?x276 ?x241))))))))
(assert
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x256 (relu ?x245)))
(let ((?x267 (transpose4 0 1 3 2 ?x256)))
(let ((?x182 (idkernel4 sym_c2 3 3)))
(let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x204 (relu ?x193)))
(let ((?x215 (transpose4 0 1 3 2 ?x204)))
(let ((?x226 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x182)))
(and (distinct ?x226 ?x267) true))))))))))
(check-sat)
