; verified_opt proof obligation: unsat means the rule holds
; axioms used: convb_concat_out, convb_copied_in_channels, convb_slice_out
; z3 rlimit used: 30065
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun convb (Int Int Int Int Int Int Int Int Int T T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun slice (Int Int Int T) T)
(declare-fun smul (T T) T)
(declare-fun fill0 (Real) T)
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
(assert
 (forall ((B1 T) (B2 T) (W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x47 (convb sh sw pt pl pb pr dh dw 1 X W2 B2)))
 (let ((?x46 (convb sh sw pt pl pb pr dh dw 1 X W1 B1)))
 (let ((?x48 (concat 1 ?x46 ?x47)))
 (let ((?x45 (convb sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2) (concat 0 B1 B2))))
 (let (($x49 (= ?x45 ?x48)))
 (let (($x38 (= (rank B1) 1)))
 (let (($x33 (= (rank W1) 4)))
 (let (($x25 (>= dh 1)))
 (let (($x23 (>= pr 0)))
 (let (($x21 (>= pb 0)))
 (let (($x19 (>= pl 0)))
 (let (($x17 (>= pt 0)))
 (let (($x15 (>= sw 1)))
 (let (($x13 (>= sh 1)))
 (let (($x42 (and (= (dim W1 0) (dim B1 0)) $x13 $x15 $x17 $x19 $x21 $x23 $x25 (>= dw 1) (= (rank X) 4) $x33 (= (rank W2) 4) $x38 (= (rank B2) 1))))
 (=> $x42 $x49)))))))))))))))) :pattern ( (convb sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2) (concat 0 B1 B2)) ) :pattern ( (concat 1 (convb sh sw pt pl pb pr dh dw 1 X W1 B1) (convb sh sw pt pl pb pr dh dw 1 X W2 B2)) ) :qid convb_concat_out))
 )
(assert
 (forall ((B T) (W T) (X T) (dh Int) (dw Int) (e Int) (pb Int) (pl Int) (pr Int) (pt Int) (s Int) (sh Int) (sw Int) )(! (let ((?x88 (convb sh sw pt pl pb pr dh dw 1 X (slice 0 s e W) (slice 0 s e B))))
 (let ((?x84 (convb sh sw pt pl pb pr dh dw 1 X W B)))
 (let ((?x85 (slice 1 s e ?x84)))
 (let (($x89 (= ?x85 ?x88)))
 (let (($x38 (= (rank B) 1)))
 (let ((?x40 (rank W)))
 (let (($x82 (= ?x40 4)))
 (let (($x33 (= (rank X) 4)))
 (let (($x81 (>= dw 1)))
 (let (($x79 (>= dh 1)))
 (let (($x19 (>= pr 0)))
 (let (($x77 (>= pb 0)))
 (let (($x21 (>= pl 0)))
 (let (($x23 (>= pt 0)))
 (let (($x15 (>= sw 1)))
 (let (($x13 (>= sh 1)))
 (let (($x25 (>= e 1)))
 (let (($x17 (>= s 0)))
 (let (($x83 (and (<= s e) (<= e (dim W 0)) $x17 $x25 $x13 $x15 $x23 $x21 $x77 $x19 $x79 $x81 $x33 $x82 $x38)))
 (=> $x83 $x89)))))))))))))))))))) :pattern ( (slice 1 s e (convb sh sw pt pl pb pr dh dw 1 X W B)) ) :pattern ( (convb sh sw pt pl pb pr dh dw 1 X (slice 0 s e W) (slice 0 s e B)) ) :qid convb_slice_out))
 )
(assert
 (forall ((B T) (W T) (Y T) (dh Int) (dw Int) (p Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (v Real) )(! (let ((?x120 (convb sh sw pt pl pb pr dh dw 1 Y W B)))
 (let ((?x115 (smul (slice 1 0 p W) (fill0 v))))
 (let ((?x118 (concat 1 (concat 1 ?x115 (slice 1 p (dim W 1) W)) ?x115)))
 (let ((?x119 (convb sh sw pt pl pb pr dh dw 1 (concat 1 Y (slice 1 0 p Y)) ?x118 B)))
 (let (($x121 (= ?x119 ?x120)))
 (let (($x38 (= (rank B) 1)))
 (let ((?x40 (rank W)))
 (let (($x82 (= ?x40 4)))
 (let (($x33 (= (rank Y) 4)))
 (let (($x81 (>= dw 1)))
 (let (($x79 (>= dh 1)))
 (let (($x19 (>= pr 0)))
 (let (($x77 (>= pb 0)))
 (let (($x21 (>= pl 0)))
 (let (($x23 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x109 (>= sh 1)))
 (let (($x25 (>= p 1)))
 (let (($x110 (and (= (/ 1.0 2.0) v) (<= p (dim W 1)) $x25 $x109 $x13 $x23 $x21 $x77 $x19 $x79 $x81 $x33 $x82 $x38)))
 (=> $x110 $x121)))))))))))))))))))) :pattern ( (convb sh sw pt pl pb pr dh dw 1 (concat 1 Y (slice 1 0 p Y)) (concat 1 (concat 1 (smul (slice 1 0 p W) (fill0 v)) (slice 1 p (dim W 1) W)) (smul (slice 1 0 p W) (fill0 v))) B) ) :qid convb_copied_in_channels))
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
 (>= sym_p 0))
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
 (let ((?x188 (to_real sym_p)))
 (<= 1.0 ?x188)))
(assert
 (<= sym_p sym_k))
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
 (let ((?x236 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (= (rank ?x236) 4)))
(assert
 (let ((?x236 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (= (dim ?x236 0) sym_n)))
(assert
 (let ((?x236 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (= (dim ?x236 1) sym_k)))
(assert
 (let ((?x247 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x248 (div ?x247 sym_s1)))
 (let ((?x249 (+ 1 ?x248)))
 (let ((?x236 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x243 (dim ?x236 2)))
 (= ?x243 ?x249)))))))
(assert
 (let ((?x255 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x256 (div ?x255 sym_s2)))
 (let ((?x257 (+ 1 ?x256)))
 (let ((?x236 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x251 (dim ?x236 3)))
 (= ?x251 ?x257)))))))
(assert
 (let ((?x236 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x259 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x236 in_W2 in_B2)))
 (= (rank ?x259) 4))))
(assert
 (let ((?x236 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x259 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x236 in_W2 in_B2)))
 (= (dim ?x259 0) sym_n))))
(assert
 (let ((?x236 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x259 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x236 in_W2 in_B2)))
 (= (dim ?x259 1) sym_m))))
(assert
 (let ((?x247 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x248 (div ?x247 sym_s1)))
 (let ((?x271 (div (+ ?x248 sym_t2 sym_u2 (* (- 1) (* sym_i2 (+ (- 1) sym_d)))) sym_s3)))
 (let ((?x272 (+ 1 ?x271)))
 (let ((?x236 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x259 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x236 in_W2 in_B2)))
 (let ((?x266 (dim ?x259 2)))
 (= ?x266 ?x272)))))))))
(assert
 (let ((?x255 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x256 (div ?x255 sym_s2)))
 (let ((?x279 (div (+ ?x256 sym_l2 sym_r2 (* (- 1) (* sym_j2 (+ (- 1) sym_e)))) sym_s4)))
 (let ((?x280 (+ 1 ?x279)))
 (let ((?x236 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x259 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x236 in_W2 in_B2)))
 (let ((?x274 (dim ?x259 3)))
 (= ?x274 ?x280)))))))))
(assert
 (let ((?x247 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x248 (div ?x247 sym_s1)))
 (let ((?x249 (+ 1 ?x248)))
 (>= ?x249 0)))))
(assert
 (let ((?x255 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x256 (div ?x255 sym_s2)))
 (let ((?x257 (+ 1 ?x256)))
 (>= ?x257 0)))))
(assert
 (let ((?x247 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x248 (div ?x247 sym_s1)))
 (let ((?x271 (div (+ ?x248 sym_t2 sym_u2 (* (- 1) (* sym_i2 (+ (- 1) sym_d)))) sym_s3)))
 (let ((?x272 (+ 1 ?x271)))
 (>= ?x272 0))))))
(assert
 (let ((?x255 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x256 (div ?x255 sym_s2)))
 (let ((?x279 (div (+ ?x256 sym_l2 sym_r2 (* (- 1) (* sym_j2 (+ (- 1) sym_e)))) sym_s4)))
 (let ((?x280 (+ 1 ?x279)))
 (>= ?x280 0))))))
(assert
 (= (rank (slice 0 0 sym_p in_W1)) 4))
(assert
 (= (dim (slice 0 0 sym_p in_W1) 0) sym_p))
(assert
 (= (dim (slice 0 0 sym_p in_W1) 1) sym_c))
(assert
 (= (dim (slice 0 0 sym_p in_W1) 2) sym_a))
(assert
 (= (dim (slice 0 0 sym_p in_W1) 3) sym_b))
(assert
 (= (rank (concat 0 in_W1 (slice 0 0 sym_p in_W1))) 4))
(assert
 (let ((?x301 (+ sym_k sym_p)))
 (let ((?x286 (slice 0 0 sym_p in_W1)))
 (let ((?x297 (concat 0 in_W1 ?x286)))
 (let ((?x300 (dim ?x297 0)))
 (= ?x300 ?x301))))))
(assert
 (= (dim (concat 0 in_W1 (slice 0 0 sym_p in_W1)) 1) sym_c))
(assert
 (= (dim (concat 0 in_W1 (slice 0 0 sym_p in_W1)) 2) sym_a))
(assert
 (= (dim (concat 0 in_W1 (slice 0 0 sym_p in_W1)) 3) sym_b))
(assert
 (= (rank (slice 0 0 sym_p in_B1)) 1))
(assert
 (= (dim (slice 0 0 sym_p in_B1) 0) sym_p))
(assert
 (= (rank (concat 0 in_B1 (slice 0 0 sym_p in_B1))) 1))
(assert
 (let ((?x301 (+ sym_k sym_p)))
 (let ((?x309 (slice 0 0 sym_p in_B1)))
 (let ((?x314 (concat 0 in_B1 ?x309)))
 (let ((?x317 (dim ?x314 0)))
 (= ?x317 ?x301))))))
(assert
 (let ((?x309 (slice 0 0 sym_p in_B1)))
 (let ((?x314 (concat 0 in_B1 ?x309)))
 (let ((?x286 (slice 0 0 sym_p in_W1)))
 (let ((?x297 (concat 0 in_W1 ?x286)))
 (let ((?x319 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x297 ?x314)))
 (= (rank ?x319) 4)))))))
(assert
 (let ((?x309 (slice 0 0 sym_p in_B1)))
 (let ((?x314 (concat 0 in_B1 ?x309)))
 (let ((?x286 (slice 0 0 sym_p in_W1)))
 (let ((?x297 (concat 0 in_W1 ?x286)))
 (let ((?x319 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x297 ?x314)))
 (= (dim ?x319 0) sym_n)))))))
(assert
 (let ((?x301 (+ sym_k sym_p)))
 (let ((?x309 (slice 0 0 sym_p in_B1)))
 (let ((?x314 (concat 0 in_B1 ?x309)))
 (let ((?x286 (slice 0 0 sym_p in_W1)))
 (let ((?x297 (concat 0 in_W1 ?x286)))
 (let ((?x319 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x297 ?x314)))
 (let ((?x324 (dim ?x319 1)))
 (= ?x324 ?x301)))))))))
(assert
 (let ((?x247 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x248 (div ?x247 sym_s1)))
 (let ((?x249 (+ 1 ?x248)))
 (let ((?x309 (slice 0 0 sym_p in_B1)))
 (let ((?x314 (concat 0 in_B1 ?x309)))
 (let ((?x286 (slice 0 0 sym_p in_W1)))
 (let ((?x297 (concat 0 in_W1 ?x286)))
 (let ((?x319 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x297 ?x314)))
 (let ((?x326 (dim ?x319 2)))
 (= ?x326 ?x249)))))))))))
(assert
 (let ((?x255 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x256 (div ?x255 sym_s2)))
 (let ((?x257 (+ 1 ?x256)))
 (let ((?x309 (slice 0 0 sym_p in_B1)))
 (let ((?x314 (concat 0 in_B1 ?x309)))
 (let ((?x286 (slice 0 0 sym_p in_W1)))
 (let ((?x297 (concat 0 in_W1 ?x286)))
 (let ((?x319 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x297 ?x314)))
 (let ((?x328 (dim ?x319 3)))
 (= ?x328 ?x257)))))))))))
(assert
 (= (rank (slice 1 0 sym_p in_W2)) 4))
(assert
 (= (dim (slice 1 0 sym_p in_W2) 0) sym_m))
(assert
 (= (dim (slice 1 0 sym_p in_W2) 1) sym_p))
(assert
 (= (dim (slice 1 0 sym_p in_W2) 2) sym_d))
(assert
 (= (dim (slice 1 0 sym_p in_W2) 3) sym_e))
(assert
 (= (rank (fill0 (/ 1.0 2.0))) 0))
(assert
 (= (rank (smul (slice 1 0 sym_p in_W2) (fill0 (/ 1.0 2.0)))) 4))
(assert
 (= (dim (smul (slice 1 0 sym_p in_W2) (fill0 (/ 1.0 2.0))) 0) sym_m))
(assert
 (= (dim (smul (slice 1 0 sym_p in_W2) (fill0 (/ 1.0 2.0))) 1) sym_p))
(assert
 (= (dim (smul (slice 1 0 sym_p in_W2) (fill0 (/ 1.0 2.0))) 2) sym_d))
(assert
 (= (dim (smul (slice 1 0 sym_p in_W2) (fill0 (/ 1.0 2.0))) 3) sym_e))
(assert
 (= (rank (slice 1 sym_p sym_k in_W2)) 4))
(assert
 (= (dim (slice 1 sym_p sym_k in_W2) 0) sym_m))
(assert
 (let ((?x361 (* (- 1) sym_p)))
 (let ((?x362 (+ sym_k ?x361)))
 (let ((?x355 (slice 1 sym_p sym_k in_W2)))
 (let ((?x360 (dim ?x355 1)))
 (= ?x360 ?x362))))))
(assert
 (= (dim (slice 1 sym_p sym_k in_W2) 2) sym_d))
(assert
 (= (dim (slice 1 sym_p sym_k in_W2) 3) sym_e))
(assert
 (let ((?x355 (slice 1 sym_p sym_k in_W2)))
 (let ((?x341 (fill0 (/ 1.0 2.0))))
 (let ((?x330 (slice 1 0 sym_p in_W2)))
 (let ((?x344 (smul ?x330 ?x341)))
 (let ((?x368 (concat 1 ?x344 ?x355)))
 (= (rank ?x368) 4)))))))
(assert
 (let ((?x355 (slice 1 sym_p sym_k in_W2)))
 (let ((?x341 (fill0 (/ 1.0 2.0))))
 (let ((?x330 (slice 1 0 sym_p in_W2)))
 (let ((?x344 (smul ?x330 ?x341)))
 (let ((?x368 (concat 1 ?x344 ?x355)))
 (= (dim ?x368 0) sym_m)))))))
(assert
 (let ((?x355 (slice 1 sym_p sym_k in_W2)))
 (let ((?x341 (fill0 (/ 1.0 2.0))))
 (let ((?x330 (slice 1 0 sym_p in_W2)))
 (let ((?x344 (smul ?x330 ?x341)))
 (let ((?x368 (concat 1 ?x344 ?x355)))
 (= (dim ?x368 1) sym_k)))))))
(assert
 (let ((?x355 (slice 1 sym_p sym_k in_W2)))
 (let ((?x341 (fill0 (/ 1.0 2.0))))
 (let ((?x330 (slice 1 0 sym_p in_W2)))
 (let ((?x344 (smul ?x330 ?x341)))
 (let ((?x368 (concat 1 ?x344 ?x355)))
 (= (dim ?x368 2) sym_d)))))))
(assert
 (let ((?x355 (slice 1 sym_p sym_k in_W2)))
 (let ((?x341 (fill0 (/ 1.0 2.0))))
 (let ((?x330 (slice 1 0 sym_p in_W2)))
 (let ((?x344 (smul ?x330 ?x341)))
 (let ((?x368 (concat 1 ?x344 ?x355)))
 (= (dim ?x368 3) sym_e)))))))
(assert
 (let ((?x341 (fill0 (/ 1.0 2.0))))
 (let ((?x330 (slice 1 0 sym_p in_W2)))
 (let ((?x344 (smul ?x330 ?x341)))
 (let ((?x355 (slice 1 sym_p sym_k in_W2)))
 (let ((?x368 (concat 1 ?x344 ?x355)))
 (let ((?x379 (concat 1 ?x368 ?x344)))
 (= (rank ?x379) 4))))))))
(assert
 (let ((?x341 (fill0 (/ 1.0 2.0))))
 (let ((?x330 (slice 1 0 sym_p in_W2)))
 (let ((?x344 (smul ?x330 ?x341)))
 (let ((?x355 (slice 1 sym_p sym_k in_W2)))
 (let ((?x368 (concat 1 ?x344 ?x355)))
 (let ((?x379 (concat 1 ?x368 ?x344)))
 (= (dim ?x379 0) sym_m))))))))
(assert
 (let ((?x301 (+ sym_k sym_p)))
 (let ((?x341 (fill0 (/ 1.0 2.0))))
 (let ((?x330 (slice 1 0 sym_p in_W2)))
 (let ((?x344 (smul ?x330 ?x341)))
 (let ((?x355 (slice 1 sym_p sym_k in_W2)))
 (let ((?x368 (concat 1 ?x344 ?x355)))
 (let ((?x379 (concat 1 ?x368 ?x344)))
 (let ((?x384 (dim ?x379 1)))
 (= ?x384 ?x301))))))))))
(assert
 (let ((?x341 (fill0 (/ 1.0 2.0))))
 (let ((?x330 (slice 1 0 sym_p in_W2)))
 (let ((?x344 (smul ?x330 ?x341)))
 (let ((?x355 (slice 1 sym_p sym_k in_W2)))
 (let ((?x368 (concat 1 ?x344 ?x355)))
 (let ((?x379 (concat 1 ?x368 ?x344)))
 (= (dim ?x379 2) sym_d))))))))
(assert
 (let ((?x341 (fill0 (/ 1.0 2.0))))
 (let ((?x330 (slice 1 0 sym_p in_W2)))
 (let ((?x344 (smul ?x330 ?x341)))
 (let ((?x355 (slice 1 sym_p sym_k in_W2)))
 (let ((?x368 (concat 1 ?x344 ?x355)))
 (let ((?x379 (concat 1 ?x368 ?x344)))
 (= (dim ?x379 3) sym_e))))))))
(assert
 (let ((?x341 (fill0 (/ 1.0 2.0))))
 (let ((?x330 (slice 1 0 sym_p in_W2)))
 (let ((?x344 (smul ?x330 ?x341)))
 (let ((?x355 (slice 1 sym_p sym_k in_W2)))
 (let ((?x368 (concat 1 ?x344 ?x355)))
 (let ((?x379 (concat 1 ?x368 ?x344)))
 (let ((?x309 (slice 0 0 sym_p in_B1)))
 (let ((?x314 (concat 0 in_B1 ?x309)))
 (let ((?x286 (slice 0 0 sym_p in_W1)))
 (let ((?x297 (concat 0 in_W1 ?x286)))
 (let ((?x319 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x297 ?x314)))
 (let ((?x390 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x319 ?x379 in_B2)))
 (= (rank ?x390) 4))))))))))))))
(assert
 (let ((?x341 (fill0 (/ 1.0 2.0))))
 (let ((?x330 (slice 1 0 sym_p in_W2)))
 (let ((?x344 (smul ?x330 ?x341)))
 (let ((?x355 (slice 1 sym_p sym_k in_W2)))
 (let ((?x368 (concat 1 ?x344 ?x355)))
 (let ((?x379 (concat 1 ?x368 ?x344)))
 (let ((?x309 (slice 0 0 sym_p in_B1)))
 (let ((?x314 (concat 0 in_B1 ?x309)))
 (let ((?x286 (slice 0 0 sym_p in_W1)))
 (let ((?x297 (concat 0 in_W1 ?x286)))
 (let ((?x319 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x297 ?x314)))
 (let ((?x390 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x319 ?x379 in_B2)))
 (= (dim ?x390 0) sym_n))))))))))))))
(assert
 (let ((?x341 (fill0 (/ 1.0 2.0))))
 (let ((?x330 (slice 1 0 sym_p in_W2)))
 (let ((?x344 (smul ?x330 ?x341)))
 (let ((?x355 (slice 1 sym_p sym_k in_W2)))
 (let ((?x368 (concat 1 ?x344 ?x355)))
 (let ((?x379 (concat 1 ?x368 ?x344)))
 (let ((?x309 (slice 0 0 sym_p in_B1)))
 (let ((?x314 (concat 0 in_B1 ?x309)))
 (let ((?x286 (slice 0 0 sym_p in_W1)))
 (let ((?x297 (concat 0 in_W1 ?x286)))
 (let ((?x319 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x297 ?x314)))
 (let ((?x390 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x319 ?x379 in_B2)))
 (= (dim ?x390 1) sym_m))))))))))))))
(assert
 (let ((?x247 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x248 (div ?x247 sym_s1)))
 (let ((?x271 (div (+ ?x248 sym_t2 sym_u2 (* (- 1) (* sym_i2 (+ (- 1) sym_d)))) sym_s3)))
 (let ((?x272 (+ 1 ?x271)))
 (let ((?x341 (fill0 (/ 1.0 2.0))))
 (let ((?x330 (slice 1 0 sym_p in_W2)))
 (let ((?x344 (smul ?x330 ?x341)))
 (let ((?x355 (slice 1 sym_p sym_k in_W2)))
 (let ((?x368 (concat 1 ?x344 ?x355)))
 (let ((?x379 (concat 1 ?x368 ?x344)))
 (let ((?x309 (slice 0 0 sym_p in_B1)))
 (let ((?x314 (concat 0 in_B1 ?x309)))
 (let ((?x286 (slice 0 0 sym_p in_W1)))
 (let ((?x297 (concat 0 in_W1 ?x286)))
 (let ((?x319 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x297 ?x314)))
 (let ((?x390 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x319 ?x379 in_B2)))
 (let ((?x397 (dim ?x390 2)))
 (= ?x397 ?x272)))))))))))))))))))
(assert
 (let ((?x255 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x256 (div ?x255 sym_s2)))
 (let ((?x279 (div (+ ?x256 sym_l2 sym_r2 (* (- 1) (* sym_j2 (+ (- 1) sym_e)))) sym_s4)))
 (let ((?x280 (+ 1 ?x279)))
 (let ((?x341 (fill0 (/ 1.0 2.0))))
 (let ((?x330 (slice 1 0 sym_p in_W2)))
 (let ((?x344 (smul ?x330 ?x341)))
 (let ((?x355 (slice 1 sym_p sym_k in_W2)))
 (let ((?x368 (concat 1 ?x344 ?x355)))
 (let ((?x379 (concat 1 ?x368 ?x344)))
 (let ((?x309 (slice 0 0 sym_p in_B1)))
 (let ((?x314 (concat 0 in_B1 ?x309)))
 (let ((?x286 (slice 0 0 sym_p in_W1)))
 (let ((?x297 (concat 0 in_W1 ?x286)))
 (let ((?x319 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x297 ?x314)))
 (let ((?x390 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x319 ?x379 in_B2)))
 (let ((?x399 (dim ?x390 3)))
 (= ?x399 ?x280)))))))))))))))))))
(assert
 (let ((?x341 (fill0 (/ 1.0 2.0))))
(let ((?x330 (slice 1 0 sym_p in_W2)))
(let ((?x344 (smul ?x330 ?x341)))
(let ((?x355 (slice 1 sym_p sym_k in_W2)))
(let ((?x368 (concat 1 ?x344 ?x355)))
(let ((?x379 (concat 1 ?x368 ?x344)))
(let ((?x309 (slice 0 0 sym_p in_B1)))
(let ((?x314 (concat 0 in_B1 ?x309)))
(let ((?x286 (slice 0 0 sym_p in_W1)))
(let ((?x297 (concat 0 in_W1 ?x286)))
(let ((?x319 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x297 ?x314)))
(let ((?x390 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x319 ?x379 in_B2)))
(let ((?x236 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
(let ((?x259 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x236 in_W2 in_B2)))
(and (distinct ?x259 ?x390) true))))))))))))))))
(check-sat)
