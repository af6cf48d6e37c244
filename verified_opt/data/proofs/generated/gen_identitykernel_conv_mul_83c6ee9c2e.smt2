; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, mul_comm, subsample_mul
; z3 rlimit used: 140259
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
 (forall ((X T) (Y T) )(! (let ((?x149 (mul Y X)))
 (let ((?x148 (mul X Y)))
 (let (($x150 (= ?x148 ?x149)))
 (let (($x146 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x139 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x133 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x126 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x120 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x114 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x147 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x114 $x120 $x126 $x133 $x139 $x146)))
 (=> $x147 $x150))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x201 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x198 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (let (($x202 (= ?x198 ?x201)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x196 (and $x68 $x69 (= (rank X) 4) (= (rank Y) 4))))
 (=> $x196 $x202))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
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
 (let ((?x236 (dim in_k1 2)))
 (= 3 ?x236)))
(assert
 (let ((?x238 (dim in_k1 3)))
 (= 3 ?x238)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x247 (dim ?x240 2)))
 (= 3 ?x247))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x249 (dim ?x240 3)))
 (= 3 ?x249))))
(assert
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x251) 4)))
(assert
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x251 0) sym_n)))
(assert
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x251 1) sym_c)))
(assert
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x251 2) sym_h)))
(assert
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x251 3) sym_w)))
(assert
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (mul in_i1 ?x251)))
 (= (rank ?x262) 4))))
(assert
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (mul in_i1 ?x251)))
 (= (dim ?x262 0) sym_n))))
(assert
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (mul in_i1 ?x251)))
 (= (dim ?x262 1) sym_c))))
(assert
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (mul in_i1 ?x251)))
 (= (dim ?x262 2) sym_h))))
(assert
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (mul in_i1 ?x251)))
 (= (dim ?x262 3) sym_w))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (mul in_i1 ?x251)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x262 ?x240)))
 (= (rank ?x273) 4))))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (mul in_i1 ?x251)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x262 ?x240)))
 (= (dim ?x273 0) sym_n))))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (mul in_i1 ?x251)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x262 ?x240)))
 (= (dim ?x273 1) sym_c))))))
(assert
 (let ((?x283 (div (+ (- 1) sym_h) 2)))
 (let ((?x284 (+ 1 ?x283)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (mul in_i1 ?x251)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x262 ?x240)))
 (let ((?x280 (dim ?x273 2)))
 (= ?x280 ?x284)))))))))
(assert
 (let ((?x288 (div (+ (- 1) sym_w) 2)))
 (let ((?x289 (+ 1 ?x288)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (mul in_i1 ?x251)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x262 ?x240)))
 (let ((?x286 (dim ?x273 3)))
 (= ?x286 ?x289)))))))))
(assert
 (let ((?x283 (div (+ (- 1) sym_h) 2)))
 (let ((?x284 (+ 1 ?x283)))
 (>= ?x284 0))))
(assert
 (let ((?x288 (div (+ (- 1) sym_w) 2)))
 (let ((?x289 (+ 1 ?x288)))
 (>= ?x289 0))))
(assert
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x293) 4)))
(assert
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x293 0) sym_n)))
(assert
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x293 1) sym_c)))
(assert
 (let ((?x283 (div (+ (- 1) sym_h) 2)))
 (let ((?x284 (+ 1 ?x283)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x300 (dim ?x293 2)))
 (= ?x300 ?x284))))))
(assert
 (let ((?x288 (div (+ (- 1) sym_w) 2)))
 (let ((?x289 (+ 1 ?x288)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x302 (dim ?x293 3)))
 (= ?x302 ?x289))))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x304 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (= (rank ?x304) 4))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x304 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (= (dim ?x304 0) sym_n))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x304 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (= (dim ?x304 1) sym_c))))
(assert
 (let ((?x283 (div (+ (- 1) sym_h) 2)))
 (let ((?x284 (+ 1 ?x283)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x304 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x311 (dim ?x304 2)))
 (= ?x311 ?x284)))))))
(assert
 (let ((?x288 (div (+ (- 1) sym_w) 2)))
 (let ((?x289 (+ 1 ?x288)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x304 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x313 (dim ?x304 3)))
 (= ?x313 ?x289)))))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x304 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x315 (mul ?x293 ?x304)))
 (= (rank ?x315) 4))))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x304 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x315 (mul ?x293 ?x304)))
 (= (dim ?x315 0) sym_n))))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x304 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x315 (mul ?x293 ?x304)))
 (= (dim ?x315 1) sym_c))))))
(assert
 (let ((?x283 (div (+ (- 1) sym_h) 2)))
 (let ((?x284 (+ 1 ?x283)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x304 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x315 (mul ?x293 ?x304)))
 (let ((?x322 (dim ?x315 2)))
 (= ?x322 ?x284)))))))))
(assert
 (let ((?x288 (div (+ (- 1) sym_w) 2)))
 (let ((?x289 (+ 1 ?x288)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x304 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x315 (mul ?x293 ?x304)))
 (let ((?x324 (dim ?x315 3)))
 (= ?x324 ?x289)))))))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
(let ((?x304 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
(let ((?x293 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x315 (mul ?x293 ?x304)))
(let ((?x251 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x262 (mul in_i1 ?x251)))
(let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x262 ?x240)))
(and (distinct ?x273 ?x315) true)))))))))
(check-sat)
