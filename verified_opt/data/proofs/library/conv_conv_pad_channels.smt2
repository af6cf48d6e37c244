; verified_opt proof obligation: unsat means the rule holds
; axioms used: convb_slice_out, convb_zero_in_channels, slice_concat_left
; z3 rlimit used: 23259
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
 (forall ((B T) (W T) (X T) (dh Int) (dw Int) (e Int) (pb Int) (pl Int) (pr Int) (pt Int) (s Int) (sh Int) (sw Int) )(! (let ((?x246 (convb sh sw pt pl pb pr dh dw 1 X (slice 0 s e W) (slice 0 s e B))))
 (let ((?x161 (convb sh sw pt pl pb pr dh dw 1 X W B)))
 (let ((?x243 (slice 1 s e ?x161)))
 (let (($x247 (= ?x243 ?x246)))
 (let (($x228 (= (rank B) 1)))
 (let (($x167 (= (rank W) 4)))
 (let (($x218 (= (rank X) 4)))
 (let (($x208 (>= dw 1)))
 (let (($x149 (>= dh 1)))
 (let (($x130 (>= pr 0)))
 (let (($x180 (>= pb 0)))
 (let (($x143 (>= pl 0)))
 (let (($x189 (>= pt 0)))
 (let (($x192 (>= sw 1)))
 (let (($x137 (>= sh 1)))
 (let (($x136 (>= e 1)))
 (let (($x138 (>= s 0)))
 (let ((?x198 (dim W 0)))
 (let (($x127 (= (dim B 0) ?x198)))
 (let (($x229 (and (<= s e) (<= e ?x198) $x127 $x138 $x136 $x137 $x192 $x189 $x143 $x180 $x130 $x149 $x208 $x218 $x167 $x228)))
 (=> $x229 $x247))))))))))))))))))))) :pattern ( (slice 1 s e (convb sh sw pt pl pb pr dh dw 1 X W B)) ) :pattern ( (convb sh sw pt pl pb pr dh dw 1 X (slice 0 s e W) (slice 0 s e B)) ) :qid convb_slice_out))
 )
(assert
 (forall ((B T) (W T) (Y T) (c2 Int) (dh Int) (dw Int) (kh Int) (kw Int) (m Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (z Real) )(! (let ((?x296 (convb sh sw pt pl pb pr dh dw 1 (slice 1 0 (dim W 1) Y) W B)))
 (let ((?x294 (convb sh sw pt pl pb pr dh dw 1 Y (concat 1 W (fill4 m c2 kh kw z)) B)))
 (let (($x297 (= ?x294 ?x296)))
 (let (($x290 (= (rank B) 1)))
 (let (($x288 (= (rank W) 4)))
 (let (($x286 (= (rank Y) 4)))
 (let (($x284 (= (dim B 0) m)))
 (let (($x281 (= (dim W 3) kw)))
 (let (($x279 (= (dim W 2) kh)))
 (let (($x277 (= (dim W 0) m)))
 (let (($x275 (>= dw 1)))
 (let (($x273 (>= dh 1)))
 (let (($x130 (>= pr 0)))
 (let (($x180 (>= pb 0)))
 (let (($x143 (>= pl 0)))
 (let (($x189 (>= pt 0)))
 (let (($x137 (>= sw 1)))
 (let (($x271 (>= sh 1)))
 (let (($x291 (and (= 0.0 z) (<= 1 c2) (= (dim Y 1) (+ (dim W 1) c2)) $x271 $x137 $x189 $x143 $x180 $x130 $x273 $x275 $x277 $x279 $x281 $x284 $x286 $x288 $x290)))
 (=> $x291 $x297)))))))))))))))))))) :pattern ( (convb sh sw pt pl pb pr dh dw 1 Y (concat 1 W (fill4 m c2 kh kw z)) B) ) :qid convb_zero_in_channels))
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
 (let ((?x407 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (= (rank ?x407) 4)))
(assert
 (let ((?x407 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (= (dim ?x407 0) sym_n)))
(assert
 (let ((?x407 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (= (dim ?x407 1) sym_k)))
(assert
 (let ((?x418 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x419 (div ?x418 sym_s1)))
 (let ((?x420 (+ 1 ?x419)))
 (let ((?x407 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x414 (dim ?x407 2)))
 (= ?x414 ?x420)))))))
(assert
 (let ((?x426 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x427 (div ?x426 sym_s2)))
 (let ((?x428 (+ 1 ?x427)))
 (let ((?x407 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x422 (dim ?x407 3)))
 (= ?x422 ?x428)))))))
(assert
 (let ((?x407 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x430 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x407 in_W2 in_B2)))
 (= (rank ?x430) 4))))
(assert
 (let ((?x407 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x430 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x407 in_W2 in_B2)))
 (= (dim ?x430 0) sym_n))))
(assert
 (let ((?x407 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x430 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x407 in_W2 in_B2)))
 (= (dim ?x430 1) sym_m))))
(assert
 (let ((?x418 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x419 (div ?x418 sym_s1)))
 (let ((?x442 (div (+ ?x419 sym_t2 sym_u2 (* (- 1) (* sym_i2 (+ (- 1) sym_d)))) sym_s3)))
 (let ((?x443 (+ 1 ?x442)))
 (let ((?x407 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x430 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x407 in_W2 in_B2)))
 (let ((?x437 (dim ?x430 2)))
 (= ?x437 ?x443)))))))))
(assert
 (let ((?x426 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x427 (div ?x426 sym_s2)))
 (let ((?x450 (div (+ ?x427 sym_l2 sym_r2 (* (- 1) (* sym_j2 (+ (- 1) sym_e)))) sym_s4)))
 (let ((?x451 (+ 1 ?x450)))
 (let ((?x407 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x430 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x407 in_W2 in_B2)))
 (let ((?x445 (dim ?x430 3)))
 (= ?x445 ?x451)))))))))
(assert
 (let ((?x418 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x419 (div ?x418 sym_s1)))
 (let ((?x420 (+ 1 ?x419)))
 (>= ?x420 0)))))
(assert
 (let ((?x426 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x427 (div ?x426 sym_s2)))
 (let ((?x428 (+ 1 ?x427)))
 (>= ?x428 0)))))
(assert
 (let ((?x418 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x419 (div ?x418 sym_s1)))
 (let ((?x442 (div (+ ?x419 sym_t2 sym_u2 (* (- 1) (* sym_i2 (+ (- 1) sym_d)))) sym_s3)))
 (let ((?x443 (+ 1 ?x442)))
 (>= ?x443 0))))))
(assert
 (let ((?x426 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x427 (div ?x426 sym_s2)))
 (let ((?x450 (div (+ ?x427 sym_l2 sym_r2 (* (- 1) (* sym_j2 (+ (- 1) sym_e)))) sym_s4)))
 (let ((?x451 (+ 1 ?x450)))
 (>= ?x451 0))))))
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
 (let ((?x457 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x468 (concat 0 in_W1 ?x457)))
 (= (rank ?x468) 4))))
(assert
 (let ((?x472 (+ sym_k sym_p)))
 (let ((?x457 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x468 (concat 0 in_W1 ?x457)))
 (let ((?x471 (dim ?x468 0)))
 (= ?x471 ?x472))))))
(assert
 (let ((?x457 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x468 (concat 0 in_W1 ?x457)))
 (= (dim ?x468 1) sym_c))))
(assert
 (let ((?x457 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x468 (concat 0 in_W1 ?x457)))
 (= (dim ?x468 2) sym_a))))
(assert
 (let ((?x457 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x468 (concat 0 in_W1 ?x457)))
 (= (dim ?x468 3) sym_b))))
(assert
 (= (rank (fill1 sym_p 0.0)) 1))
(assert
 (= (dim (fill1 sym_p 0.0) 0) sym_p))
(assert
 (= (rank (concat 0 in_B1 (fill1 sym_p 0.0))) 1))
(assert
 (let ((?x472 (+ sym_k sym_p)))
 (let ((?x480 (fill1 sym_p 0.0)))
 (let ((?x485 (concat 0 in_B1 ?x480)))
 (let ((?x488 (dim ?x485 0)))
 (= ?x488 ?x472))))))
(assert
 (let ((?x480 (fill1 sym_p 0.0)))
 (let ((?x485 (concat 0 in_B1 ?x480)))
 (let ((?x457 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x468 (concat 0 in_W1 ?x457)))
 (let ((?x490 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x468 ?x485)))
 (= (rank ?x490) 4)))))))
(assert
 (let ((?x480 (fill1 sym_p 0.0)))
 (let ((?x485 (concat 0 in_B1 ?x480)))
 (let ((?x457 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x468 (concat 0 in_W1 ?x457)))
 (let ((?x490 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x468 ?x485)))
 (= (dim ?x490 0) sym_n)))))))
(assert
 (let ((?x472 (+ sym_k sym_p)))
 (let ((?x480 (fill1 sym_p 0.0)))
 (let ((?x485 (concat 0 in_B1 ?x480)))
 (let ((?x457 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x468 (concat 0 in_W1 ?x457)))
 (let ((?x490 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x468 ?x485)))
 (let ((?x495 (dim ?x490 1)))
 (= ?x495 ?x472)))))))))
(assert
 (let ((?x418 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x419 (div ?x418 sym_s1)))
 (let ((?x420 (+ 1 ?x419)))
 (let ((?x480 (fill1 sym_p 0.0)))
 (let ((?x485 (concat 0 in_B1 ?x480)))
 (let ((?x457 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x468 (concat 0 in_W1 ?x457)))
 (let ((?x490 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x468 ?x485)))
 (let ((?x497 (dim ?x490 2)))
 (= ?x497 ?x420)))))))))))
(assert
 (let ((?x426 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x427 (div ?x426 sym_s2)))
 (let ((?x428 (+ 1 ?x427)))
 (let ((?x480 (fill1 sym_p 0.0)))
 (let ((?x485 (concat 0 in_B1 ?x480)))
 (let ((?x457 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x468 (concat 0 in_W1 ?x457)))
 (let ((?x490 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x468 ?x485)))
 (let ((?x499 (dim ?x490 3)))
 (= ?x499 ?x428)))))))))))
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
 (let ((?x501 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x512 (concat 1 in_W2 ?x501)))
 (= (rank ?x512) 4))))
(assert
 (let ((?x501 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x512 (concat 1 in_W2 ?x501)))
 (= (dim ?x512 0) sym_m))))
(assert
 (let ((?x472 (+ sym_k sym_p)))
 (let ((?x501 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x512 (concat 1 in_W2 ?x501)))
 (let ((?x517 (dim ?x512 1)))
 (= ?x517 ?x472))))))
(assert
 (let ((?x501 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x512 (concat 1 in_W2 ?x501)))
 (= (dim ?x512 2) sym_d))))
(assert
 (let ((?x501 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x512 (concat 1 in_W2 ?x501)))
 (= (dim ?x512 3) sym_e))))
(assert
 (let ((?x501 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x512 (concat 1 in_W2 ?x501)))
 (let ((?x480 (fill1 sym_p 0.0)))
 (let ((?x485 (concat 0 in_B1 ?x480)))
 (let ((?x457 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x468 (concat 0 in_W1 ?x457)))
 (let ((?x490 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x468 ?x485)))
 (let ((?x523 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x490 ?x512 in_B2)))
 (= (rank ?x523) 4))))))))))
(assert
 (let ((?x501 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x512 (concat 1 in_W2 ?x501)))
 (let ((?x480 (fill1 sym_p 0.0)))
 (let ((?x485 (concat 0 in_B1 ?x480)))
 (let ((?x457 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x468 (concat 0 in_W1 ?x457)))
 (let ((?x490 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x468 ?x485)))
 (let ((?x523 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x490 ?x512 in_B2)))
 (= (dim ?x523 0) sym_n))))))))))
(assert
 (let ((?x501 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x512 (concat 1 in_W2 ?x501)))
 (let ((?x480 (fill1 sym_p 0.0)))
 (let ((?x485 (concat 0 in_B1 ?x480)))
 (let ((?x457 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x468 (concat 0 in_W1 ?x457)))
 (let ((?x490 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x468 ?x485)))
 (let ((?x523 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x490 ?x512 in_B2)))
 (= (dim ?x523 1) sym_m))))))))))
(assert
 (let ((?x418 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x419 (div ?x418 sym_s1)))
 (let ((?x442 (div (+ ?x419 sym_t2 sym_u2 (* (- 1) (* sym_i2 (+ (- 1) sym_d)))) sym_s3)))
 (let ((?x443 (+ 1 ?x442)))
 (let ((?x501 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x512 (concat 1 in_W2 ?x501)))
 (let ((?x480 (fill1 sym_p 0.0)))
 (let ((?x485 (concat 0 in_B1 ?x480)))
 (let ((?x457 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x468 (concat 0 in_W1 ?x457)))
 (let ((?x490 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x468 ?x485)))
 (let ((?x523 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x490 ?x512 in_B2)))
 (let ((?x530 (dim ?x523 2)))
 (= ?x530 ?x443)))))))))))))))
(assert
 (let ((?x426 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x427 (div ?x426 sym_s2)))
 (let ((?x450 (div (+ ?x427 sym_l2 sym_r2 (* (- 1) (* sym_j2 (+ (- 1) sym_e)))) sym_s4)))
 (let ((?x451 (+ 1 ?x450)))
 (let ((?x501 (fill4 sym_m sym_p sym_d sym_e 0.0)))
 (let ((?x512 (concat 1 in_W2 ?x501)))
 (let ((?x480 (fill1 sym_p 0.0)))
 (let ((?x485 (concat 0 in_B1 ?x480)))
 (let ((?x457 (fill4 sym_p sym_c sym_a sym_b 0.0)))
 (let ((?x468 (concat 0 in_W1 ?x457)))
 (let ((?x490 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x468 ?x485)))
 (let ((?x523 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x490 ?x512 in_B2)))
 (let ((?x532 (dim ?x523 3)))
 (= ?x532 ?x451)))))))))))))))
(assert
 (let ((?x501 (fill4 sym_m sym_p sym_d sym_e 0.0)))
(let ((?x512 (concat 1 in_W2 ?x501)))
(let ((?x480 (fill1 sym_p 0.0)))
(let ((?x485 (concat 0 in_B1 ?x480)))
(let ((?x457 (fill4 sym_p sym_c sym_a sym_b 0.0)))
(let ((?x468 (concat 0 in_W1 ?x457)))
(let ((?x490 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x468 ?x485)))
(let ((?x523 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x490 ?x512 in_B2)))
(let ((?x407 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
(let ((?x430 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x407 in_W2 in_B2)))
(and (distinct ?x430 ?x523) true))))))))))))
(check-sat)
