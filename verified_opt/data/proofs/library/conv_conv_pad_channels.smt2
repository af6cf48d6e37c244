; verified_opt proof obligation: unsat means the rule holds
; axioms used: convb_slice_out, convb_zero_in_channels, slice_concat_left
; z3 rlimit used: 23683
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun convb (Int Int Int Int Int Int Int Int Int T T T) T)
(declare-fun fill4 (Int Int Int Int Real) T)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_c () Int)
(declare-fun sym_d () Int)
(declare-fun sym_e () Int)
(declare-fun sym_h () Int)
(declare-fun sym_i1 () Int)
(declare-fun sym_i2 () Int)
(declare-fun sym_j1 () Int)
(declare-fun sym_j2 () Int)
(declare-fun sym_k () Int)
(declare-fun sym_l1 () Int)
(declare-fun sym_l2 () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun sym_p () Int)
(declare-fun sym_r1 () Int)
(declare-fun sym_r2 () Int)
(declare-fun sym_s1 () Int)
(declare-fun sym_s2 () Int)
(declare-fun sym_s3 () Int)
(declare-fun sym_s4 () Int)
(declare-fun sym_t1 () Int)
(declare-fun sym_t2 () Int)
(declare-fun sym_u1 () Int)
(declare-fun sym_u2 () Int)
(declare-fun sym_w () Int)
(declare-fun in_B1 () T)
(declare-fun in_B2 () T)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_X () T)
(declare-fun fill1 (Int Real) T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x103 (slice ax 0 n1 (concat ax A B))))
 (let (($x104 (= ?x103 A)))
 (let (($x99 (= (dim A (+ (+ 1 ax) 5)) (dim B (+ (+ 1 ax) 5)))))
 (let (($x93 (= (dim A (+ (+ 1 ax) 4)) (dim B (+ (+ 1 ax) 4)))))
 (let (($x87 (= (dim A (+ (+ 1 ax) 3)) (dim B (+ (+ 1 ax) 3)))))
 (let (($x81 (= (dim A (+ (+ 1 ax) 2)) (dim B (+ (+ 1 ax) 2)))))
 (let (($x75 (= (dim A (+ (+ 1 ax) 1)) (dim B (+ (+ 1 ax) 1)))))
 (let (($x69 (= (dim A (+ (+ 1 ax) 0)) (dim B (+ (+ 1 ax) 0)))))
 (let (($x62 (=> (> ax 5) (= (dim A (+ 0 5)) (dim B (+ 0 5))))))
 (let (($x55 (=> (> ax 4) (= (dim A (+ 0 4)) (dim B (+ 0 4))))))
 (let (($x48 (=> (> ax 3) (= (dim A (+ 0 3)) (dim B (+ 0 3))))))
 (let (($x41 (=> (> ax 2) (= (dim A (+ 0 2)) (dim B (+ 0 2))))))
 (let (($x34 (=> (> ax 1) (= (dim A (+ 0 1)) (dim B (+ 0 1))))))
 (let (($x28 (=> (> ax 0) (= (dim A (+ 0 0)) (dim B (+ 0 0))))))
 (let (($x11 (>= ax 0)))
 (let (($x9 (= (dim A ax) n1)))
 (let (($x101 (and $x9 $x11 (>= (- (- (rank A) 1) ax) 0) $x11 (>= (- (- (rank B) 1) ax) 0) (= ax ax) $x28 $x34 $x41 $x48 $x55 $x62 (= (- (- (rank B) 1) ax) (- (- (rank A) 1) ax)) (=> (> (- (- (rank A) 1) ax) 0) $x69) (=> (> (- (- (rank A) 1) ax) 1) $x75) (=> (> (- (- (rank A) 1) ax) 2) $x81) (=> (> (- (- (rank A) 1) ax) 3) $x87) (=> (> (- (- (rank A) 1) ax) 4) $x93) (=> (> (- (- (rank A) 1) ax) 5) $x99))))
 (=> $x101 $x104)))))))))))))))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((B T) (W T) (X T) (dh Int) (dw Int) (e Int) (pb Int) (pl Int) (pr Int) (pt Int) (s Int) (sh Int) (sw Int) )(! (let ((?x244 (convb sh sw pt pl pb pr dh dw 1 X (slice 0 s e W) (slice 0 s e B))))
 (let ((?x228 (convb sh sw pt pl pb pr dh dw 1 X W B)))
 (let ((?x229 (slice 1 s e ?x228)))
 (let (($x245 (= ?x229 ?x244)))
 (let (($x167 (= (rank B) 1)))
 (let (($x222 (= (rank W) 4)))
 (let (($x208 (= (rank X) 4)))
 (let (($x173 (>= dw 1)))
 (let (($x181 (>= dh 1)))
 (let (($x183 (>= pr 0)))
 (let (($x135 (>= pb 0)))
 (let (($x188 (>= pl 0)))
 (let (($x137 (>= pt 0)))
 (let (($x138 (>= sw 1)))
 (let (($x127 (>= sh 1)))
 (let (($x126 (>= e 1)))
 (let (($x128 (>= s 0)))
 (let (($x233 (and (<= s e) (<= e (dim W 0)) $x128 $x126 $x127 $x138 $x137 $x188 $x135 $x183 $x181 $x173 $x208 $x222 $x167)))
 (=> $x233 $x245))))))))))))))))))) :pattern ( (slice 1 s e (convb sh sw pt pl pb pr dh dw 1 X W B)) ) :pattern ( (convb sh sw pt pl pb pr dh dw 1 X (slice 0 s e W) (slice 0 s e B)) ) :qid convb_slice_out))
 )
(assert
 (forall ((B T) (W T) (Y T) (c2 Int) (dh Int) (dw Int) (kh Int) (kw Int) (m Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (z Real) )(! (let ((?x293 (convb sh sw pt pl pb pr dh dw 1 (slice 1 0 (dim W 1) Y) W B)))
 (let ((?x291 (convb sh sw pt pl pb pr dh dw 1 Y (concat 1 W (fill4 m c2 kh kw z)) B)))
 (let (($x294 (= ?x291 ?x293)))
 (let (($x287 (= (rank B) 1)))
 (let (($x285 (= (rank W) 4)))
 (let (($x283 (= (rank Y) 4)))
 (let (($x281 (= (dim B 0) m)))
 (let (($x278 (= (dim W 3) kw)))
 (let (($x276 (= (dim W 2) kh)))
 (let (($x274 (= (dim W 0) m)))
 (let (($x272 (>= dw 1)))
 (let (($x270 (>= dh 1)))
 (let (($x183 (>= pr 0)))
 (let (($x135 (>= pb 0)))
 (let (($x188 (>= pl 0)))
 (let (($x137 (>= pt 0)))
 (let (($x127 (>= sw 1)))
 (let (($x268 (>= sh 1)))
 (let (($x288 (and (= 0.0 z) (= (dim Y 1) (+ (dim W 1) c2)) $x268 $x127 $x137 $x188 $x135 $x183 $x270 $x272 $x274 $x276 $x278 $x281 $x283 $x285 $x287)))
 (=> $x288 $x294)))))))))))))))))))) :pattern ( (convb sh sw pt pl pb pr dh dw 1 Y (concat 1 W (fill4 m c2 kh kw z)) B) ) :qid convb_zero_in_channels))
 )
(assert
 (>= sym_a 1))
(assert
 (>= sym_b 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_d 1))
(assert
 (>= sym_e 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_i1 1))
(assert
 (>= sym_i2 1))
(assert
 (>= sym_j1 1))
(assert
 (>= sym_j2 1))
(assert
 (>= sym_k 1))
(assert
 (>= sym_l1 0))
(assert
 (>= sym_l2 0))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_p 1))
(assert
 (>= sym_r1 0))
(assert
 (>= sym_r2 0))
(assert
 (>= sym_s1 1))
(assert
 (>= sym_s2 1))
(assert
 (>= sym_s3 1))
(assert
 (>= sym_s4 1))
(assert
 (>= sym_t1 0))
(assert
 (>= sym_t2 0))
(assert
 (>= sym_u1 0))
(assert
 (>= sym_u2 0))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_B1) 1))
(assert
 (= (dim in_B1 0) sym_k))
(assert
 (= (rank in_B2) 1))
(assert
 (= (dim in_B2 0) sym_m))
(assert
 (= (rank in_W1) 4))
(assert
 (= (dim in_W1 0) sym_k))
(assert
 (= (dim in_W1 1) sym_c))
(assert
 (= (dim in_W1 2) sym_a))
(assert
 (= (dim in_W1 3) sym_b))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m))
(assert
 (= (dim in_W2 1) sym_k))
(assert
 (= (dim in_W2 2) sym_d))
(assert
 (= (dim in_W2 3) sym_e))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (let ((?x404 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (= (rank ?x404) 4)))
(assert
 (let ((?x404 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (= (dim ?x404 0) sym_n)))
(assert
 (let ((?x404 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (= (dim ?x404 1) sym_k)))
(assert
 (let ((?x415 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x416 (div ?x415 sym_s1)))
 (let ((?x417 (+ 1 ?x416)))
 (let ((?x404 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x411 (dim ?x404 2)))
 (= ?x411 ?x417)))))))
(assert
 (let ((?x423 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x424 (div ?x423 sym_s2)))
 (let ((?x425 (+ 1 ?x424)))
 (let ((?x404 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x419 (dim ?x404 3)))
 (= ?x419 ?x425)))))))
(assert
 (let ((?x404 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x427 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x404 in_W2 in_B2)))
 (= (rank ?x427) 4))))
(assert
 (let ((?x404 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x427 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x404 in_W2 in_B2)))
 (= (dim ?x427 0) sym_n))))
(assert
 (let ((?x404 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x427 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x404 in_W2 in_B2)))
 (= (dim ?x427 1) sym_m))))
(assert
 (let ((?x415 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x416 (div ?x415 sym_s1)))
 (let ((?x439 (div (+ ?x416 sym_t2 sym_u2 (* (- 1) (* sym_i2 (+ (- 1) sym_d)))) sym_s3)))
 (let ((?x440 (+ 1 ?x439)))
 (let ((?x404 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x427 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x404 in_W2 in_B2)))
 (let ((?x434 (dim ?x427 2)))
 (= ?x434 ?x440)))))))))
(assert
 (let ((?x423 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x424 (div ?x423 sym_s2)))
 (let ((?x447 (div (+ ?x424 sym_l2 sym_r2 (* (- 1) (* sym_j2 (+ (- 1) sym_e)))) sym_s4)))
 (let ((?x448 (+ 1 ?x447)))
 (let ((?x404 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x427 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x404 in_W2 in_B2)))
 (let ((?x442 (dim ?x427 3)))
 (= ?x442 ?x448)))))))))
(assert
 (let ((?x415 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x416 (div ?x415 sym_s1)))
 (let ((?x417 (+ 1 ?x416)))
 (>= ?x417 0)))))
(assert
 (let ((?x423 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x424 (div ?x423 sym_s2)))
 (let ((?x425 (+ 1 ?x424)))
 (>= ?x425 0)))))
(assert
 (let ((?x415 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x416 (div ?x415 sym_s1)))
 (let ((?x439 (div (+ ?x416 sym_t2 sym_u2 (* (- 1) (* sym_i2 (+ (- 1) sym_d)))) sym_s3)))
 (let ((?x440 (+ 1 ?x439)))
 (>= ?x440 0))))))
(assert
 (let ((?x423 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x424 (div ?x423 sym_s2)))
 (let ((?x447 (div (+ ?x424 sym_l2 sym_r2 (* (- 1) (* sym_j2 (+ (- 1) sym_e)))) sym_s4)))
 (let ((?x448 (+ 1 ?x447)))
 (>= ?x448 0))))))
(assert
 (= (rank (fill4 sym_p sym_c sym_a sym_b 0.0)) 4))
(assert
 (= (dim (fill4 sym_p sym_c sym_a sym_b 0.0) 0) sym_p))
(assert
 (= (dim (fill4 sym_p sym_c sym_a sym_b 0.0) 1) sym_c))
(assert
 (= (dim (fill4 sym_p sym_c sym_a sym_b 0.0) 2) sym_a))
(assert
 (= (dim (fill4 sym_p sym_c sym_a sym_b 0.0) 3) sym_b))
(assert
 (let ((?x454 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x465 (concat 0 in_W1 ?x454)))
 (= (rank ?x465) 4))))
(assert
 (let ((?x469 (+ sym_k sym_p)))
 (let ((?x454 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x465 (concat 0 in_W1 ?x454)))
 (let ((?x468 (dim ?x465 0)))
 (= ?x468 ?x469))))))
(assert
 (let ((?x454 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x465 (concat 0 in_W1 ?x454)))
 (= (dim ?x465 1) sym_c))))
(assert
 (let ((?x454 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x465 (concat 0 in_W1 ?x454)))
 (= (dim ?x465 2) sym_a))))
(assert
 (let ((?x454 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x465 (concat 0 in_W1 ?x454)))
 (= (dim ?x465 3) sym_b))))
(assert
 (= (rank (fill1 sym_p 0.0)) 1))
(assert
 (= (dim (fill1 sym_p 0.0) 0) sym_p))
(assert
 (= (rank (concat 0 in_B1 (fill1 sym_p 0.0))) 1))
(assert
 (let ((?x469 (+ sym_k sym_p)))
 (let ((?x477 (fill1 sym_p 0.0)))
 (let ((?x482 (concat 0 in_B1 ?x477)))
 (let ((?x485 (dim ?x482 0)))
 (= ?x485 ?x469))))))
(assert
 (let ((?x477 (fill1 sym_p 0.0)))
 (let ((?x482 (concat 0 in_B1 ?x477)))
 (let ((?x454 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x465 (concat 0 in_W1 ?x454)))
 (let ((?x487 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x465 ?x482)))
 (= (rank ?x487) 4)))))))
(assert
 (let ((?x477 (fill1 sym_p 0.0)))
 (let ((?x482 (concat 0 in_B1 ?x477)))
 (let ((?x454 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x465 (concat 0 in_W1 ?x454)))
 (let ((?x487 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x465 ?x482)))
 (= (dim ?x487 0) sym_n)))))))
(assert
 (let ((?x469 (+ sym_k sym_p)))
 (let ((?x477 (fill1 sym_p 0.0)))
 (let ((?x482 (concat 0 in_B1 ?x477)))
 (let ((?x454 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x465 (concat 0 in_W1 ?x454)))
 (let ((?x487 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x465 ?x482)))
 (let ((?x492 (dim ?x487 1)))
 (= ?x492 ?x469)))))))))
(assert
 (let ((?x415 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x416 (div ?x415 sym_s1)))
 (let ((?x417 (+ 1 ?x416)))
 (let ((?x477 (fill1 sym_p 0.0)))
 (let ((?x482 (concat 0 in_B1 ?x477)))
 (let ((?x454 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x465 (concat 0 in_W1 ?x454)))
 (let ((?x487 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x465 ?x482)))
 (let ((?x494 (dim ?x487 2)))
 (= ?x494 ?x417)))))))))))
(assert
 (let ((?x423 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x424 (div ?x423 sym_s2)))
 (let ((?x425 (+ 1 ?x424)))
 (let ((?x477 (fill1 sym_p 0.0)))
 (let ((?x482 (concat 0 in_B1 ?x477)))
 (let ((?x454 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x465 (concat 0 in_W1 ?x454)))
 (let ((?x487 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x465 ?x482)))
 (let ((?x496 (dim ?x487 3)))
 (= ?x496 ?x425)))))))))))
(assert
 (= (rank (fill4 sym_m sym_p sym_d sym_e 0.0)) 4))
(assert
 (= (dim (fill4 sym_m sym_p sym_d sym_e 0.0) 0) sym_m))
(assert
 (= (dim (fill4 sym_m sym_p sym_d sym_e 0.0) 1) sym_p))
(assert
 (= (dim (fill4 sym_m sym_p sym_d sym_e 0.0) 2) sym_d))
(assert
 (= (dim (fill4 sym_m sym_p sym_d sym_e 0.0) 3) sym_e))
(assert
 (let ((?x498 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x509 (concat 1 in_W2 ?x498)))
 (= (rank ?x509) 4))))
(assert
 (let ((?x498 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x509 (concat 1 in_W2 ?x498)))
 (= (dim ?x509 0) sym_m))))
(assert
 (let ((?x469 (+ sym_k sym_p)))
 (let ((?x498 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x509 (concat 1 in_W2 ?x498)))
 (let ((?x514 (dim ?x509 1)))
 (= ?x514 ?x469))))))
(assert
 (let ((?x498 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x509 (concat 1 in_W2 ?x498)))
 (= (dim ?x509 2) sym_d))))
(assert
 (let ((?x498 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x509 (concat 1 in_W2 ?x498)))
 (= (dim ?x509 3) sym_e))))
(assert
 (let ((?x498 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x509 (concat 1 in_W2 ?x498)))
 (let ((?x477 (fill1 sym_p 0.0)))
 (let ((?x482 (concat 0 in_B1 ?x477)))
 (let ((?x454 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x465 (concat 0 in_W1 ?x454)))
 (let ((?x487 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x465 ?x482)))
 (let ((?x520 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x487 ?x509 in_B2)))
 (= (rank ?x520) 4))))))))))
(assert
 (let ((?x498 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x509 (concat 1 in_W2 ?x498)))
 (let ((?x477 (fill1 sym_p 0.0)))
 (let ((?x482 (concat 0 in_B1 ?x477)))
 (let ((?x454 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x465 (concat 0 in_W1 ?x454)))
 (let ((?x487 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x465 ?x482)))
 (let ((?x520 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x487 ?x509 in_B2)))
 (= (dim ?x520 0) sym_n))))))))))
(assert
 (let ((?x498 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x509 (concat 1 in_W2 ?x498)))
 (let ((?x477 (fill1 sym_p 0.0)))
 (let ((?x482 (concat 0 in_B1 ?x477)))
 (let ((?x454 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x465 (concat 0 in_W1 ?x454)))
 (let ((?x487 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x465 ?x482)))
 (let ((?x520 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x487 ?x509 in_B2)))
 (= (dim ?x520 1) sym_m))))))))))
(assert
 (let ((?x415 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x416 (div ?x415 sym_s1)))
 (let ((?x439 (div (+ ?x416 sym_t2 sym_u2 (* (- 1) (* sym_i2 (+ (- 1) sym_d)))) sym_s3)))
 (let ((?x440 (+ 1 ?x439)))
 (let ((?x498 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x509 (concat 1 in_W2 ?x498)))
 (let ((?x477 (fill1 sym_p 0.0)))
 (let ((?x482 (concat 0 in_B1 ?x477)))
 (let ((?x454 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x465 (concat 0 in_W1 ?x454)))
 (let ((?x487 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x465 ?x482)))
 (let ((?x520 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x487 ?x509 in_B2)))
 (let ((?x527 (dim ?x520 2)))
 (= ?x527 ?x440)))))))))))))))
(assert
 (let ((?x423 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x424 (div ?x423 sym_s2)))
 (let ((?x447 (div (+ ?x424 sym_l2 sym_r2 (* (- 1) (* sym_j2 (+ (- 1) sym_e)))) sym_s4)))
 (let ((?x448 (+ 1 ?x447)))
 (let ((?x498 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x509 (concat 1 in_W2 ?x498)))
 (let ((?x477 (fill1 sym_p 0.0)))
 (let ((?x482 (concat 0 in_B1 ?x477)))
 (let ((?x454 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x465 (concat 0 in_W1 ?x454)))
 (let ((?x487 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x465 ?x482)))
 (let ((?x520 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x487 ?x509 in_B2)))
 (let ((?x529 (dim ?x520 3)))
 (= ?x529 ?x448)))))))))))))))
(assert
 (let ((?x498 (fill4 sym_m sym_p sym_d sym_e 0.0)))
(let ((?x509 (concat 1 in_W2 ?x498)))
(let ((?x477 (fill1 sym_p 0.0)))
(let ((?x482 (concat 0 in_B1 ?x477)))
(let ((?x454 (fill4 sym_p sym_c sym_a sym_b 0.0)))
(let ((?x465 (concat 0 in_W1 ?x454)))
(let ((?x487 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x465 ?x482)))
(let ((?x520 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x487 ?x509 in_B2)))
(let ((?x404 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
(let ((?x427 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x404 in_W2 in_B2)))
(and (distinct ?x427 ?x520) true))))))))))))
(check-sat)
