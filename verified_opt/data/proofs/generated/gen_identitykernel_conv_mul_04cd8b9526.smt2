; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, mul_comm, subsample_mul
; z3 rlimit used: 113881
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun mul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x88 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x89 (= ?x86 ?x88)))
 (let (($x84 (= (rank W) 4)))
 (let (($x81 (= (rank X) 4)))
 (let (($x78 (>= dw 1)))
 (let (($x76 (>= dh 1)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= g 1)))
 (let (($x85 (and (< 1 (* sh sw)) $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x76 $x78 $x81 $x84)))
 (=> $x85 $x89)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x141 (mul Y X)))
 (let ((?x140 (mul X Y)))
 (let (($x142 (= ?x140 ?x141)))
 (let (($x137 (= (dim X 5) (dim Y 5))))
 (let (($x131 (= (dim X 4) (dim Y 4))))
 (let (($x126 (= (dim X 3) (dim Y 3))))
 (let (($x120 (= (dim X 2) (dim Y 2))))
 (let (($x115 (= (dim X 1) (dim Y 1))))
 (let (($x110 (= (dim X 0) (dim Y 0))))
 (let (($x139 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x110) (=> (> (- (rank X) 0) 1) $x115) (=> (> (- (rank X) 0) 2) $x120) (=> (> (- (rank X) 0) 3) $x126) (=> (> (- (rank X) 0) 4) $x131) (=> (> (- (rank X) 0) 5) $x137))))
 (=> $x139 $x142))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x175 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x172 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (let (($x176 (= ?x172 ?x175)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x170 (and $x68 $x69 (= (rank X) 4) (= (rank Y) 4))))
 (=> $x170 $x176))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c2))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x223 (dim in_k1 2)))
 (= 3 ?x223)))
(assert
 (let ((?x225 (dim in_k1 3)))
 (= 3 ?x225)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x227 (idkernel4 sym_c2 3 3)))
 (let ((?x234 (dim ?x227 2)))
 (= 3 ?x234))))
(assert
 (let ((?x227 (idkernel4 sym_c2 3 3)))
 (let ((?x236 (dim ?x227 3)))
 (= 3 ?x236))))
(assert
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x238) 4)))
(assert
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x238 0) sym_n)))
(assert
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x238 1) sym_c2)))
(assert
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x238 2) sym_h)))
(assert
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x238 3) sym_w)))
(assert
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x249 (mul in_i2 ?x238)))
 (= (rank ?x249) 4))))
(assert
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x249 (mul in_i2 ?x238)))
 (= (dim ?x249 0) sym_n))))
(assert
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x249 (mul in_i2 ?x238)))
 (= (dim ?x249 1) sym_c2))))
(assert
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x249 (mul in_i2 ?x238)))
 (= (dim ?x249 2) sym_h))))
(assert
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x249 (mul in_i2 ?x238)))
 (= (dim ?x249 3) sym_w))))
(assert
 (let ((?x227 (idkernel4 sym_c2 3 3)))
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x249 (mul in_i2 ?x238)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x227)))
 (= (rank ?x260) 4))))))
(assert
 (let ((?x227 (idkernel4 sym_c2 3 3)))
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x249 (mul in_i2 ?x238)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x227)))
 (= (dim ?x260 0) sym_n))))))
(assert
 (let ((?x227 (idkernel4 sym_c2 3 3)))
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x249 (mul in_i2 ?x238)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x227)))
 (= (dim ?x260 1) sym_c2))))))
(assert
 (let ((?x270 (div (+ (- 1) sym_h) 2)))
 (let ((?x271 (+ 1 ?x270)))
 (let ((?x227 (idkernel4 sym_c2 3 3)))
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x249 (mul in_i2 ?x238)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x227)))
 (let ((?x267 (dim ?x260 2)))
 (= ?x267 ?x271)))))))))
(assert
 (let ((?x275 (div (+ (- 1) sym_w) 2)))
 (let ((?x276 (+ 1 ?x275)))
 (let ((?x227 (idkernel4 sym_c2 3 3)))
 (let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x249 (mul in_i2 ?x238)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x227)))
 (let ((?x273 (dim ?x260 3)))
 (= ?x273 ?x276)))))))))
(assert
 (let ((?x270 (div (+ (- 1) sym_h) 2)))
 (let ((?x271 (+ 1 ?x270)))
 (>= ?x271 0))))
(assert
 (let ((?x275 (div (+ (- 1) sym_w) 2)))
 (let ((?x276 (+ 1 ?x275)))
 (>= ?x276 0))))
(assert
 (let ((?x280 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x280) 4)))
(assert
 (let ((?x280 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x280 0) sym_n)))
(assert
 (let ((?x280 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x280 1) sym_c2)))
(assert
 (let ((?x270 (div (+ (- 1) sym_h) 2)))
 (let ((?x271 (+ 1 ?x270)))
 (let ((?x280 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x287 (dim ?x280 2)))
 (= ?x287 ?x271))))))
(assert
 (let ((?x275 (div (+ (- 1) sym_w) 2)))
 (let ((?x276 (+ 1 ?x275)))
 (let ((?x280 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x289 (dim ?x280 3)))
 (= ?x289 ?x276))))))
(assert
 (let ((?x227 (idkernel4 sym_c2 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x227)))
 (= (rank ?x291) 4))))
(assert
 (let ((?x227 (idkernel4 sym_c2 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x227)))
 (= (dim ?x291 0) sym_n))))
(assert
 (let ((?x227 (idkernel4 sym_c2 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x227)))
 (= (dim ?x291 1) sym_c2))))
(assert
 (let ((?x270 (div (+ (- 1) sym_h) 2)))
 (let ((?x271 (+ 1 ?x270)))
 (let ((?x227 (idkernel4 sym_c2 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x227)))
 (let ((?x298 (dim ?x291 2)))
 (= ?x298 ?x271)))))))
(assert
 (let ((?x275 (div (+ (- 1) sym_w) 2)))
 (let ((?x276 (+ 1 ?x275)))
 (let ((?x227 (idkernel4 sym_c2 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x227)))
 (let ((?x300 (dim ?x291 3)))
 (= ?x300 ?x276)))))))
(assert
 (let ((?x227 (idkernel4 sym_c2 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x227)))
 (let ((?x280 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x302 (mul ?x280 ?x291)))
 (= (rank ?x302) 4))))))
(assert
 (let ((?x227 (idkernel4 sym_c2 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x227)))
 (let ((?x280 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x302 (mul ?x280 ?x291)))
 (= (dim ?x302 0) sym_n))))))
(assert
 (let ((?x227 (idkernel4 sym_c2 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x227)))
 (let ((?x280 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x302 (mul ?x280 ?x291)))
 (= (dim ?x302 1) sym_c2))))))
(assert
 (let ((?x270 (div (+ (- 1) sym_h) 2)))
 (let ((?x271 (+ 1 ?x270)))
 (let ((?x227 (idkernel4 sym_c2 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x227)))
 (let ((?x280 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x302 (mul ?x280 ?x291)))
 (let ((?x309 (dim ?x302 2)))
 (= ?x309 ?x271)))))))))
(assert
 (let ((?x275 (div (+ (- 1) sym_w) 2)))
 (let ((?x276 (+ 1 ?x275)))
 (let ((?x227 (idkernel4 sym_c2 3 3)))
 (let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x227)))
 (let ((?x280 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x302 (mul ?x280 ?x291)))
 (let ((?x311 (dim ?x302 3)))
 (= ?x311 ?x276)))))))))
(assert
 (let ((?x227 (idkernel4 sym_c2 3 3)))
(let ((?x291 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x227)))
(let ((?x280 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x302 (mul ?x280 ?x291)))
(let ((?x238 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x249 (mul in_i2 ?x238)))
(let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x227)))
(and (distinct ?x260 ?x302) true)))))))))
(check-sat)
