; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, mul_comm, subsample_mul
; z3 rlimit used: 140555
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
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x201 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x199 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x202 (= ?x199 ?x201)))
 (let (($x196 (= (rank X) 4)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= kw 1)))
 (let (($x78 (>= kh 1)))
 (let (($x197 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x78 $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x196)))
 (=> $x197 $x202)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x231 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x228 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (let (($x232 (= ?x228 ?x231)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x226 (and $x68 $x69 (= (rank X) 4) (= (rank Y) 4))))
 (=> $x226 $x232))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x266 (dim in_u1 2)))
 (= 1 ?x266)))
(assert
 (let ((?x268 (dim in_u1 3)))
 (= 1 ?x268)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x270 (idkernel4 sym_c 3 3)))
 (let ((?x277 (dim ?x270 2)))
 (= 3 ?x277))))
(assert
 (let ((?x270 (idkernel4 sym_c 3 3)))
 (let ((?x279 (dim ?x270 3)))
 (= 3 ?x279))))
(assert
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x281) 4)))
(assert
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x281 0) sym_n)))
(assert
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x281 1) sym_c)))
(assert
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x281 2) sym_h)))
(assert
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x281 3) sym_w)))
(assert
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (= (rank ?x292) 4))))
(assert
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (= (dim ?x292 0) sym_n))))
(assert
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (= (dim ?x292 1) sym_c))))
(assert
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (= (dim ?x292 2) sym_h))))
(assert
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (= (dim ?x292 3) sym_w))))
(assert
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (mul ?x281 ?x292)))
 (= (rank ?x303) 4)))))
(assert
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (mul ?x281 ?x292)))
 (= (dim ?x303 0) sym_n)))))
(assert
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (mul ?x281 ?x292)))
 (= (dim ?x303 1) sym_c)))))
(assert
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (mul ?x281 ?x292)))
 (= (dim ?x303 2) sym_h)))))
(assert
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (mul ?x281 ?x292)))
 (= (dim ?x303 3) sym_w)))))
(assert
 (let ((?x270 (idkernel4 sym_c 3 3)))
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (mul ?x281 ?x292)))
 (let ((?x314 (conv 2 2 1 1 1 1 1 1 1 ?x303 ?x270)))
 (= (rank ?x314) 4)))))))
(assert
 (let ((?x270 (idkernel4 sym_c 3 3)))
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (mul ?x281 ?x292)))
 (let ((?x314 (conv 2 2 1 1 1 1 1 1 1 ?x303 ?x270)))
 (= (dim ?x314 0) sym_n)))))))
(assert
 (let ((?x270 (idkernel4 sym_c 3 3)))
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (mul ?x281 ?x292)))
 (let ((?x314 (conv 2 2 1 1 1 1 1 1 1 ?x303 ?x270)))
 (= (dim ?x314 1) sym_c)))))))
(assert
 (let ((?x323 (div (+ (- 1) sym_h) 2)))
 (let ((?x324 (+ 1 ?x323)))
 (let ((?x270 (idkernel4 sym_c 3 3)))
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (mul ?x281 ?x292)))
 (let ((?x314 (conv 2 2 1 1 1 1 1 1 1 ?x303 ?x270)))
 (let ((?x321 (dim ?x314 2)))
 (= ?x321 ?x324))))))))))
(assert
 (let ((?x328 (div (+ (- 1) sym_w) 2)))
 (let ((?x329 (+ 1 ?x328)))
 (let ((?x270 (idkernel4 sym_c 3 3)))
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (mul ?x281 ?x292)))
 (let ((?x314 (conv 2 2 1 1 1 1 1 1 1 ?x303 ?x270)))
 (let ((?x326 (dim ?x314 3)))
 (= ?x326 ?x329))))))))))
(assert
 (let ((?x323 (div (+ (- 1) sym_h) 2)))
 (let ((?x324 (+ 1 ?x323)))
 (>= ?x324 0))))
(assert
 (let ((?x328 (div (+ (- 1) sym_w) 2)))
 (let ((?x329 (+ 1 ?x328)))
 (>= ?x329 0))))
(assert
 (let ((?x333 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x333) 4)))
(assert
 (let ((?x333 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x333 0) sym_n)))
(assert
 (let ((?x333 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x333 1) sym_c)))
(assert
 (let ((?x323 (div (+ (- 1) sym_h) 2)))
 (let ((?x324 (+ 1 ?x323)))
 (let ((?x333 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x340 (dim ?x333 2)))
 (= ?x340 ?x324))))))
(assert
 (let ((?x328 (div (+ (- 1) sym_w) 2)))
 (let ((?x329 (+ 1 ?x328)))
 (let ((?x333 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x342 (dim ?x333 3)))
 (= ?x342 ?x329))))))
(assert
 (let ((?x333 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x344 (relu ?x333)))
 (= (rank ?x344) 4))))
(assert
 (let ((?x333 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x344 (relu ?x333)))
 (= (dim ?x344 0) sym_n))))
(assert
 (let ((?x333 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x344 (relu ?x333)))
 (= (dim ?x344 1) sym_c))))
(assert
 (let ((?x323 (div (+ (- 1) sym_h) 2)))
 (let ((?x324 (+ 1 ?x323)))
 (let ((?x333 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x344 (relu ?x333)))
 (let ((?x351 (dim ?x344 2)))
 (= ?x351 ?x324)))))))
(assert
 (let ((?x328 (div (+ (- 1) sym_w) 2)))
 (let ((?x329 (+ 1 ?x328)))
 (let ((?x333 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x344 (relu ?x333)))
 (let ((?x353 (dim ?x344 3)))
 (= ?x353 ?x329)))))))
(assert
 (let ((?x333 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x344 (relu ?x333)))
 (let ((?x355 (mul ?x333 ?x344)))
 (= (rank ?x355) 4)))))
(assert
 (let ((?x333 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x344 (relu ?x333)))
 (let ((?x355 (mul ?x333 ?x344)))
 (= (dim ?x355 0) sym_n)))))
(assert
 (let ((?x333 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x344 (relu ?x333)))
 (let ((?x355 (mul ?x333 ?x344)))
 (= (dim ?x355 1) sym_c)))))
(assert
 (let ((?x323 (div (+ (- 1) sym_h) 2)))
 (let ((?x324 (+ 1 ?x323)))
 (let ((?x333 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x344 (relu ?x333)))
 (let ((?x355 (mul ?x333 ?x344)))
 (let ((?x362 (dim ?x355 2)))
 (= ?x362 ?x324))))))))
(assert
 (let ((?x328 (div (+ (- 1) sym_w) 2)))
 (let ((?x329 (+ 1 ?x328)))
 (let ((?x333 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x344 (relu ?x333)))
 (let ((?x355 (mul ?x333 ?x344)))
 (let ((?x364 (dim ?x355 3)))
 (= ?x364 ?x329))))))))
(assert
 (let ((?x333 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x344 (relu ?x333)))
(let ((?x355 (mul ?x333 ?x344)))
(let ((?x270 (idkernel4 sym_c 3 3)))
(let ((?x281 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x292 (relu ?x281)))
(let ((?x303 (mul ?x281 ?x292)))
(let ((?x314 (conv 2 2 1 1 1 1 1 1 1 ?x303 ?x270)))
(and (distinct ?x314 ?x355) true))))))))))
(check-sat)
