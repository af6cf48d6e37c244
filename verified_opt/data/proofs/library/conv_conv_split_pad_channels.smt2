; verified_opt proof obligation: unsat means the rule holds
; axioms used: convb_concat_out, convb_copied_in_channels, convb_slice_out
; z3 rlimit used: 30198
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
 (forall ((B T) (W T) (X T) (dh Int) (dw Int) (e Int) (pb Int) (pl Int) (pr Int) (pt Int) (s Int) (sh Int) (sw Int) )(! (let ((?x89 (convb sh sw pt pl pb pr dh dw 1 X (slice 0 s e W) (slice 0 s e B))))
 (let ((?x85 (convb sh sw pt pl pb pr dh dw 1 X W B)))
 (let ((?x86 (slice 1 s e ?x85)))
 (let (($x90 (= ?x86 ?x89)))
 (let (($x38 (= (rank B) 1)))
 (let ((?x40 (rank W)))
 (let (($x83 (= ?x40 4)))
 (let (($x33 (= (rank X) 4)))
 (let (($x82 (>= dw 1)))
 (let (($x80 (>= dh 1)))
 (let (($x19 (>= pr 0)))
 (let (($x78 (>= pb 0)))
 (let (($x21 (>= pl 0)))
 (let (($x23 (>= pt 0)))
 (let (($x15 (>= sw 1)))
 (let (($x13 (>= sh 1)))
 (let (($x25 (>= e 1)))
 (let (($x17 (>= s 0)))
 (let ((?x75 (dim W 0)))
 (let ((?x9 (dim B 0)))
 (let (($x77 (= ?x9 ?x75)))
 (let (($x84 (and (<= s e) (<= e ?x75) $x77 $x17 $x25 $x13 $x15 $x23 $x21 $x78 $x19 $x80 $x82 $x33 $x83 $x38)))
 (=> $x84 $x90))))))))))))))))))))))) :pattern ( (slice 1 s e (convb sh sw pt pl pb pr dh dw 1 X W B)) ) :pattern ( (convb sh sw pt pl pb pr dh dw 1 X (slice 0 s e W) (slice 0 s e B)) ) :qid convb_slice_out))
 )
(assert
 (forall ((B T) (W T) (Y T) (dh Int) (dw Int) (p Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (v Real) )(! (let ((?x121 (convb sh sw pt pl pb pr dh dw 1 Y W B)))
 (let ((?x116 (smul (slice 1 0 p W) (fill0 v))))
 (let ((?x119 (concat 1 (concat 1 ?x116 (slice 1 p (dim W 1) W)) ?x116)))
 (let ((?x120 (convb sh sw pt pl pb pr dh dw 1 (concat 1 Y (slice 1 0 p Y)) ?x119 B)))
 (let (($x122 (= ?x120 ?x121)))
 (let (($x38 (= (rank B) 1)))
 (let ((?x40 (rank W)))
 (let (($x83 (= ?x40 4)))
 (let (($x33 (= (rank Y) 4)))
 (let (($x82 (>= dw 1)))
 (let (($x80 (>= dh 1)))
 (let (($x19 (>= pr 0)))
 (let (($x78 (>= pb 0)))
 (let (($x21 (>= pl 0)))
 (let (($x23 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x110 (>= sh 1)))
 (let (($x25 (>= p 1)))
 (let (($x111 (and (= (/ 1.0 2.0) v) (<= p (dim W 1)) $x25 $x110 $x13 $x23 $x21 $x78 $x19 $x80 $x82 $x33 $x83 $x38)))
 (=> $x111 $x122)))))))))))))))))))) :pattern ( (convb sh sw pt pl pb pr dh dw 1 (concat 1 Y (slice 1 0 p Y)) (concat 1 (concat 1 (smul (slice 1 0 p W) (fill0 v)) (slice 1 p (dim W 1) W)) (smul (slice 1 0 p W) (fill0 v))) B) ) :qid convb_copied_in_channels))
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
 (let ((?x189 (to_real sym_p)))
 (<= 1.0 ?x189)))
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
 (let ((?x237 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (= (rank ?x237) 4)))
(assert
 (let ((?x237 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (= (dim ?x237 0) sym_n)))
(assert
 (let ((?x237 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (= (dim ?x237 1) sym_k)))
(assert
 (let ((?x248 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x249 (div ?x248 sym_s1)))
 (let ((?x250 (+ 1 ?x249)))
 (let ((?x237 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x244 (dim ?x237 2)))
 (= ?x244 ?x250)))))))
(assert
 (let ((?x256 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x257 (div ?x256 sym_s2)))
 (let ((?x258 (+ 1 ?x257)))
 (let ((?x237 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x252 (dim ?x237 3)))
 (= ?x252 ?x258)))))))
(assert
 (let ((?x237 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x260 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x237 in_W2 in_B2)))
 (= (rank ?x260) 4))))
(assert
 (let ((?x237 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x260 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x237 in_W2 in_B2)))
 (= (dim ?x260 0) sym_n))))
(assert
 (let ((?x237 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x260 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x237 in_W2 in_B2)))
 (= (dim ?x260 1) sym_m))))
(assert
 (let ((?x248 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x249 (div ?x248 sym_s1)))
 (let ((?x272 (div (+ ?x249 sym_t2 sym_u2 (* (- 1) (* sym_i2 (+ (- 1) sym_d)))) sym_s3)))
 (let ((?x273 (+ 1 ?x272)))
 (let ((?x237 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x260 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x237 in_W2 in_B2)))
 (let ((?x267 (dim ?x260 2)))
 (= ?x267 ?x273)))))))))
(assert
 (let ((?x256 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x257 (div ?x256 sym_s2)))
 (let ((?x280 (div (+ ?x257 sym_l2 sym_r2 (* (- 1) (* sym_j2 (+ (- 1) sym_e)))) sym_s4)))
 (let ((?x281 (+ 1 ?x280)))
 (let ((?x237 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
 (let ((?x260 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x237 in_W2 in_B2)))
 (let ((?x275 (dim ?x260 3)))
 (= ?x275 ?x281)))))))))
(assert
 (let ((?x248 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x249 (div ?x248 sym_s1)))
 (let ((?x250 (+ 1 ?x249)))
 (>= ?x250 0)))))
(assert
 (let ((?x256 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x257 (div ?x256 sym_s2)))
 (let ((?x258 (+ 1 ?x257)))
 (>= ?x258 0)))))
(assert
 (let ((?x248 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x249 (div ?x248 sym_s1)))
 (let ((?x272 (div (+ ?x249 sym_t2 sym_u2 (* (- 1) (* sym_i2 (+ (- 1) sym_d)))) sym_s3)))
 (let ((?x273 (+ 1 ?x272)))
 (>= ?x273 0))))))
(assert
 (let ((?x256 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x257 (div ?x256 sym_s2)))
 (let ((?x280 (div (+ ?x257 sym_l2 sym_r2 (* (- 1) (* sym_j2 (+ (- 1) sym_e)))) sym_s4)))
 (let ((?x281 (+ 1 ?x280)))
 (>= ?x281 0))))))
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
 (let ((?x302 (+ sym_k sym_p)))
 (let ((?x287 (slice 0 0 sym_p in_W1)))
 (let ((?x298 (concat 0 in_W1 ?x287)))
 (let ((?x301 (dim ?x298 0)))
 (= ?x301 ?x302))))))
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
 (let ((?x302 (+ sym_k sym_p)))
 (let ((?x310 (slice 0 0 sym_p in_B1)))
 (let ((?x315 (concat 0 in_B1 ?x310)))
 (let ((?x318 (dim ?x315 0)))
 (= ?x318 ?x302))))))
(assert
 (let ((?x310 (slice 0 0 sym_p in_B1)))
 (let ((?x315 (concat 0 in_B1 ?x310)))
 (let ((?x287 (slice 0 0 sym_p in_W1)))
 (let ((?x298 (concat 0 in_W1 ?x287)))
 (let ((?x320 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x298 ?x315)))
 (= (rank ?x320) 4)))))))
(assert
 (let ((?x310 (slice 0 0 sym_p in_B1)))
 (let ((?x315 (concat 0 in_B1 ?x310)))
 (let ((?x287 (slice 0 0 sym_p in_W1)))
 (let ((?x298 (concat 0 in_W1 ?x287)))
 (let ((?x320 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x298 ?x315)))
 (= (dim ?x320 0) sym_n)))))))
(assert
 (let ((?x302 (+ sym_k sym_p)))
 (let ((?x310 (slice 0 0 sym_p in_B1)))
 (let ((?x315 (concat 0 in_B1 ?x310)))
 (let ((?x287 (slice 0 0 sym_p in_W1)))
 (let ((?x298 (concat 0 in_W1 ?x287)))
 (let ((?x320 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x298 ?x315)))
 (let ((?x325 (dim ?x320 1)))
 (= ?x325 ?x302)))))))))
(assert
 (let ((?x248 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x249 (div ?x248 sym_s1)))
 (let ((?x250 (+ 1 ?x249)))
 (let ((?x310 (slice 0 0 sym_p in_B1)))
 (let ((?x315 (concat 0 in_B1 ?x310)))
 (let ((?x287 (slice 0 0 sym_p in_W1)))
 (let ((?x298 (concat 0 in_W1 ?x287)))
 (let ((?x320 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x298 ?x315)))
 (let ((?x327 (dim ?x320 2)))
 (= ?x327 ?x250)))))))))))
(assert
 (let ((?x256 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x257 (div ?x256 sym_s2)))
 (let ((?x258 (+ 1 ?x257)))
 (let ((?x310 (slice 0 0 sym_p in_B1)))
 (let ((?x315 (concat 0 in_B1 ?x310)))
 (let ((?x287 (slice 0 0 sym_p in_W1)))
 (let ((?x298 (concat 0 in_W1 ?x287)))
 (let ((?x320 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x298 ?x315)))
 (let ((?x329 (dim ?x320 3)))
 (= ?x329 ?x258)))))))))))
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
 (let ((?x362 (* (- 1) sym_p)))
 (let ((?x363 (+ sym_k ?x362)))
 (let ((?x356 (slice 1 sym_p sym_k in_W2)))
 (let ((?x361 (dim ?x356 1)))
 (= ?x361 ?x363))))))
(assert
 (= (dim (slice 1 sym_p sym_k in_W2) 2) sym_d))
(assert
 (= (dim (slice 1 sym_p sym_k in_W2) 3) sym_e))
(assert
 (let ((?x356 (slice 1 sym_p sym_k in_W2)))
 (let ((?x342 (fill0 (/ 1.0 2.0))))
 (let ((?x331 (slice 1 0 sym_p in_W2)))
 (let ((?x345 (smul ?x331 ?x342)))
 (let ((?x369 (concat 1 ?x345 ?x356)))
 (= (rank ?x369) 4)))))))
(assert
 (let ((?x356 (slice 1 sym_p sym_k in_W2)))
 (let ((?x342 (fill0 (/ 1.0 2.0))))
 (let ((?x331 (slice 1 0 sym_p in_W2)))
 (let ((?x345 (smul ?x331 ?x342)))
 (let ((?x369 (concat 1 ?x345 ?x356)))
 (= (dim ?x369 0) sym_m)))))))
(assert
 (let ((?x356 (slice 1 sym_p sym_k in_W2)))
 (let ((?x342 (fill0 (/ 1.0 2.0))))
 (let ((?x331 (slice 1 0 sym_p in_W2)))
 (let ((?x345 (smul ?x331 ?x342)))
 (let ((?x369 (concat 1 ?x345 ?x356)))
 (= (dim ?x369 1) sym_k)))))))
(assert
 (let ((?x356 (slice 1 sym_p sym_k in_W2)))
 (let ((?x342 (fill0 (/ 1.0 2.0))))
 (let ((?x331 (slice 1 0 sym_p in_W2)))
 (let ((?x345 (smul ?x331 ?x342)))
 (let ((?x369 (concat 1 ?x345 ?x356)))
 (= (dim ?x369 2) sym_d)))))))
(assert
 (let ((?x356 (slice 1 sym_p sym_k in_W2)))
 (let ((?x342 (fill0 (/ 1.0 2.0))))
 (let ((?x331 (slice 1 0 sym_p in_W2)))
 (let ((?x345 (smul ?x331 ?x342)))
 (let ((?x369 (concat 1 ?x345 ?x356)))
 (= (dim ?x369 3) sym_e)))))))
(assert
 (let ((?x342 (fill0 (/ 1.0 2.0))))
 (let ((?x331 (slice 1 0 sym_p in_W2)))
 (let ((?x345 (smul ?x331 ?x342)))
 (let ((?x356 (slice 1 sym_p sym_k in_W2)))
 (let ((?x369 (concat 1 ?x345 ?x356)))
 (let ((?x380 (concat 1 ?x369 ?x345)))
 (= (rank ?x380) 4))))))))
(assert
 (let ((?x342 (fill0 (/ 1.0 2.0))))
 (let ((?x331 (slice 1 0 sym_p in_W2)))
 (let ((?x345 (smul ?x331 ?x342)))
 (let ((?x356 (slice 1 sym_p sym_k in_W2)))
 (let ((?x369 (concat 1 ?x345 ?x356)))
 (let ((?x380 (concat 1 ?x369 ?x345)))
 (= (dim ?x380 0) sym_m))))))))
(assert
 (let ((?x302 (+ sym_k sym_p)))
 (let ((?x342 (fill0 (/ 1.0 2.0))))
 (let ((?x331 (slice 1 0 sym_p in_W2)))
 (let ((?x345 (smul ?x331 ?x342)))
 (let ((?x356 (slice 1 sym_p sym_k in_W2)))
 (let ((?x369 (concat 1 ?x345 ?x356)))
 (let ((?x380 (concat 1 ?x369 ?x345)))
 (let ((?x385 (dim ?x380 1)))
 (= ?x385 ?x302))))))))))
(assert
 (let ((?x342 (fill0 (/ 1.0 2.0))))
 (let ((?x331 (slice 1 0 sym_p in_W2)))
 (let ((?x345 (smul ?x331 ?x342)))
 (let ((?x356 (slice 1 sym_p sym_k in_W2)))
 (let ((?x369 (concat 1 ?x345 ?x356)))
 (let ((?x380 (concat 1 ?x369 ?x345)))
 (= (dim ?x380 2) sym_d))))))))
(assert
 (let ((?x342 (fill0 (/ 1.0 2.0))))
 (let ((?x331 (slice 1 0 sym_p in_W2)))
 (let ((?x345 (smul ?x331 ?x342)))
 (let ((?x356 (slice 1 sym_p sym_k in_W2)))
 (let ((?x369 (concat 1 ?x345 ?x356)))
 (let ((?x380 (concat 1 ?x369 ?x345)))
 (= (dim ?x380 3) sym_e))))))))
(assert
 (let ((?x342 (fill0 (/ 1.0 2.0))))
 (let ((?x331 (slice 1 0 sym_p in_W2)))
 (let ((?x345 (smul ?x331 ?x342)))
 (let ((?x356 (slice 1 sym_p sym_k in_W2)))
 (let ((?x369 (concat 1 ?x345 ?x356)))
 (let ((?x380 (concat 1 ?x369 ?x345)))
 (let ((?x310 (slice 0 0 sym_p in_B1)))
 (let ((?x315 (concat 0 in_B1 ?x310)))
 (let ((?x287 (slice 0 0 sym_p in_W1)))
 (let ((?x298 (concat 0 in_W1 ?x287)))
 (let ((?x320 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x298 ?x315)))
 (let ((?x391 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x320 ?x380 in_B2)))
 (= (rank ?x391) 4))))))))))))))
(assert
 (let ((?x342 (fill0 (/ 1.0 2.0))))
 (let ((?x331 (slice 1 0 sym_p in_W2)))
 (let ((?x345 (smul ?x331 ?x342)))
 (let ((?x356 (slice 1 sym_p sym_k in_W2)))
 (let ((?x369 (concat 1 ?x345 ?x356)))
 (let ((?x380 (concat 1 ?x369 ?x345)))
 (let ((?x310 (slice 0 0 sym_p in_B1)))
 (let ((?x315 (concat 0 in_B1 ?x310)))
 (let ((?x287 (slice 0 0 sym_p in_W1)))
 (let ((?x298 (concat 0 in_W1 ?x287)))
 (let ((?x320 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x298 ?x315)))
 (let ((?x391 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x320 ?x380 in_B2)))
 (= (dim ?x391 0) sym_n))))))))))))))
(assert
 (let ((?x342 (fill0 (/ 1.0 2.0))))
 (let ((?x331 (slice 1 0 sym_p in_W2)))
 (let ((?x345 (smul ?x331 ?x342)))
 (let ((?x356 (slice 1 sym_p sym_k in_W2)))
 (let ((?x369 (concat 1 ?x345 ?x356)))
 (let ((?x380 (concat 1 ?x369 ?x345)))
 (let ((?x310 (slice 0 0 sym_p in_B1)))
 (let ((?x315 (concat 0 in_B1 ?x310)))
 (let ((?x287 (slice 0 0 sym_p in_W1)))
 (let ((?x298 (concat 0 in_W1 ?x287)))
 (let ((?x320 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x298 ?x315)))
 (let ((?x391 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x320 ?x380 in_B2)))
 (= (dim ?x391 1) sym_m))))))))))))))
(assert
 (let ((?x248 (+ (- 1) sym_h sym_t1 sym_u1 (* (- 1) (* sym_i1 (+ (- 1) sym_a))))))
 (let ((?x249 (div ?x248 sym_s1)))
 (let ((?x272 (div (+ ?x249 sym_t2 sym_u2 (* (- 1) (* sym_i2 (+ (- 1) sym_d)))) sym_s3)))
 (let ((?x273 (+ 1 ?x272)))
 (let ((?x342 (fill0 (/ 1.0 2.0))))
 (let ((?x331 (slice 1 0 sym_p in_W2)))
 (let ((?x345 (smul ?x331 ?x342)))
 (let ((?x356 (slice 1 sym_p sym_k in_W2)))
 (let ((?x369 (concat 1 ?x345 ?x356)))
 (let ((?x380 (concat 1 ?x369 ?x345)))
 (let ((?x310 (slice 0 0 sym_p in_B1)))
 (let ((?x315 (concat 0 in_B1 ?x310)))
 (let ((?x287 (slice 0 0 sym_p in_W1)))
 (let ((?x298 (concat 0 in_W1 ?x287)))
 (let ((?x320 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x298 ?x315)))
 (let ((?x391 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x320 ?x380 in_B2)))
 (let ((?x398 (dim ?x391 2)))
 (= ?x398 ?x273)))))))))))))))))))
(assert
 (let ((?x256 (+ (- 1) sym_w sym_l1 sym_r1 (* (- 1) (* sym_j1 (+ (- 1) sym_b))))))
 (let ((?x257 (div ?x256 sym_s2)))
 (let ((?x280 (div (+ ?x257 sym_l2 sym_r2 (* (- 1) (* sym_j2 (+ (- 1) sym_e)))) sym_s4)))
 (let ((?x281 (+ 1 ?x280)))
 (let ((?x342 (fill0 (/ 1.0 2.0))))
 (let ((?x331 (slice 1 0 sym_p in_W2)))
 (let ((?x345 (smul ?x331 ?x342)))
 (let ((?x356 (slice 1 sym_p sym_k in_W2)))
 (let ((?x369 (concat 1 ?x345 ?x356)))
 (let ((?x380 (concat 1 ?x369 ?x345)))
 (let ((?x310 (slice 0 0 sym_p in_B1)))
 (let ((?x315 (concat 0 in_B1 ?x310)))
 (let ((?x287 (slice 0 0 sym_p in_W1)))
 (let ((?x298 (concat 0 in_W1 ?x287)))
 (let ((?x320 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x298 ?x315)))
 (let ((?x391 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x320 ?x380 in_B2)))
 (let ((?x400 (dim ?x391 3)))
 (= ?x400 ?x281)))))))))))))))))))
(assert
 (let ((?x342 (fill0 (/ 1.0 2.0))))
(let ((?x331 (slice 1 0 sym_p in_W2)))
(let ((?x345 (smul ?x331 ?x342)))
(let ((?x356 (slice 1 sym_p sym_k in_W2)))
(let ((?x369 (concat 1 ?x345 ?x356)))
(let ((?x380 (concat 1 ?x369 ?x345)))
(let ((?x310 (slice 0 0 sym_p in_B1)))
(let ((?x315 (concat 0 in_B1 ?x310)))
(let ((?x287 (slice 0 0 sym_p in_W1)))
(let ((?x298 (concat 0 in_W1 ?x287)))
(let ((?x320 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X ?x298 ?x315)))
(let ((?x391 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x320 ?x380 in_B2)))
(let ((?x237 (convb sym_s1 sym_s2 sym_t1 sym_l1 sym_u1 sym_r1 sym_i1 sym_j1 1 in_X in_W1 in_B1)))
(let ((?x260 (convb sym_s3 sym_s4 sym_t2 sym_l2 sym_u2 sym_r2 sym_i2 sym_j2 1 ?x237 in_W2 in_B2)))
(and (distinct ?x260 ?x391) true))))))))))))))))
(check-sat)
