; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, mul_comm, subsample_mul
; z3 rlimit used: 113690
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
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
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
 (let ((?x210 (dim in_k1 2)))
 (= 3 ?x210)))
(assert
 (let ((?x212 (dim in_k1 3)))
 (= 3 ?x212)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x221 (dim ?x214 2)))
 (= 3 ?x221))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x223 (dim ?x214 3)))
 (= 3 ?x223))))
(assert
 (let ((?x225 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x225) 4)))
(assert
 (let ((?x225 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x225 0) sym_n)))
(assert
 (let ((?x225 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x225 1) sym_c)))
(assert
 (let ((?x225 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x225 2) sym_h)))
(assert
 (let ((?x225 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x225 3) sym_w)))
(assert
 (let ((?x225 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (mul in_i1 ?x225)))
 (= (rank ?x236) 4))))
(assert
 (let ((?x225 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (mul in_i1 ?x225)))
 (= (dim ?x236 0) sym_n))))
(assert
 (let ((?x225 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (mul in_i1 ?x225)))
 (= (dim ?x236 1) sym_c))))
(assert
 (let ((?x225 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (mul in_i1 ?x225)))
 (= (dim ?x236 2) sym_h))))
(assert
 (let ((?x225 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (mul in_i1 ?x225)))
 (= (dim ?x236 3) sym_w))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x225 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (mul in_i1 ?x225)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x236 ?x214)))
 (= (rank ?x247) 4))))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x225 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (mul in_i1 ?x225)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x236 ?x214)))
 (= (dim ?x247 0) sym_n))))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x225 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (mul in_i1 ?x225)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x236 ?x214)))
 (= (dim ?x247 1) sym_c))))))
(assert
 (let ((?x257 (div (+ (- 1) sym_h) 2)))
 (let ((?x258 (+ 1 ?x257)))
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x225 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (mul in_i1 ?x225)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x236 ?x214)))
 (let ((?x254 (dim ?x247 2)))
 (= ?x254 ?x258)))))))))
(assert
 (let ((?x262 (div (+ (- 1) sym_w) 2)))
 (let ((?x263 (+ 1 ?x262)))
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x225 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (mul in_i1 ?x225)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x236 ?x214)))
 (let ((?x260 (dim ?x247 3)))
 (= ?x260 ?x263)))))))))
(assert
 (let ((?x257 (div (+ (- 1) sym_h) 2)))
 (let ((?x258 (+ 1 ?x257)))
 (>= ?x258 0))))
(assert
 (let ((?x262 (div (+ (- 1) sym_w) 2)))
 (let ((?x263 (+ 1 ?x262)))
 (>= ?x263 0))))
(assert
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x267) 4)))
(assert
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x267 0) sym_n)))
(assert
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x267 1) sym_c)))
(assert
 (let ((?x257 (div (+ (- 1) sym_h) 2)))
 (let ((?x258 (+ 1 ?x257)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x274 (dim ?x267 2)))
 (= ?x274 ?x258))))))
(assert
 (let ((?x262 (div (+ (- 1) sym_w) 2)))
 (let ((?x263 (+ 1 ?x262)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x276 (dim ?x267 3)))
 (= ?x276 ?x263))))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (= (rank ?x278) 4))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (= (dim ?x278 0) sym_n))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (= (dim ?x278 1) sym_c))))
(assert
 (let ((?x257 (div (+ (- 1) sym_h) 2)))
 (let ((?x258 (+ 1 ?x257)))
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x285 (dim ?x278 2)))
 (= ?x285 ?x258)))))))
(assert
 (let ((?x262 (div (+ (- 1) sym_w) 2)))
 (let ((?x263 (+ 1 ?x262)))
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x287 (dim ?x278 3)))
 (= ?x287 ?x263)))))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x289 (mul ?x267 ?x278)))
 (= (rank ?x289) 4))))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x289 (mul ?x267 ?x278)))
 (= (dim ?x289 0) sym_n))))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x289 (mul ?x267 ?x278)))
 (= (dim ?x289 1) sym_c))))))
(assert
 (let ((?x257 (div (+ (- 1) sym_h) 2)))
 (let ((?x258 (+ 1 ?x257)))
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x289 (mul ?x267 ?x278)))
 (let ((?x296 (dim ?x289 2)))
 (= ?x296 ?x258)))))))))
(assert
 (let ((?x262 (div (+ (- 1) sym_w) 2)))
 (let ((?x263 (+ 1 ?x262)))
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x278 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x289 (mul ?x267 ?x278)))
 (let ((?x298 (dim ?x289 3)))
 (= ?x298 ?x263)))))))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
(let ((?x278 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
(let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x289 (mul ?x267 ?x278)))
(let ((?x225 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x236 (mul in_i1 ?x225)))
(let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x236 ?x214)))
(and (distinct ?x247 ?x289) true)))))))))
(check-sat)
