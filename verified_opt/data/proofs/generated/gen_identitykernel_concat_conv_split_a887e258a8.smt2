; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_slice_out, slice_concat_left
; z3 rlimit used: 51499
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
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
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x181 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x130 (= ?x181 X)))
 (let (($x143 (= (rank X) 4)))
 (let (($x189 (= (dim X 1) c)))
 (let (($x136 (>= kw 1)))
 (let (($x138 (>= kh 1)))
 (let (($x127 (>= pw 0)))
 (let (($x11 (>= ph 0)))
 (let (($x183 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x11 $x127 $x138 $x136 $x189 $x143)))
 (=> $x183 $x130)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (e Int) (pb Int) (pl Int) (pr Int) (pt Int) (s Int) (sh Int) (sw Int) )(! (let ((?x271 (conv sh sw pt pl pb pr dh dw 1 X (slice 0 s e W))))
 (let ((?x269 (slice 1 s e (conv sh sw pt pl pb pr dh dw 1 X W))))
 (let (($x272 (= ?x269 ?x271)))
 (let (($x266 (= (rank W) 4)))
 (let (($x264 (= (rank X) 4)))
 (let (($x261 (>= dw 1)))
 (let (($x259 (>= dh 1)))
 (let (($x257 (>= pr 0)))
 (let (($x256 (>= pb 0)))
 (let (($x254 (>= pl 0)))
 (let (($x252 (>= pt 0)))
 (let (($x251 (>= sw 1)))
 (let (($x250 (>= sh 1)))
 (let (($x249 (>= e 1)))
 (let (($x248 (>= s 0)))
 (let (($x267 (and (<= s e) (<= e (dim W 0)) $x248 $x249 $x250 $x251 $x252 $x254 $x256 $x257 $x259 $x261 $x264 $x266)))
 (=> $x267 $x272))))))))))))))))) :pattern ( (slice 1 s e (conv sh sw pt pl pb pr dh dw 1 X W)) ) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (slice 0 s e W)) ) :qid conv_slice_out))
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
 (let ((?x315 (dim in_k1 2)))
 (= 3 ?x315)))
(assert
 (let ((?x317 (dim in_k1 3)))
 (= 3 ?x317)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x326 (dim ?x319 2)))
 (= 3 ?x326))))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x328 (dim ?x319 3)))
 (= 3 ?x328))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 3 3) in_k1)) 4))
(assert
 (let ((?x334 (+ sym_c sym_c2)))
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x330 (concat 0 ?x319 in_k1)))
 (let ((?x333 (dim ?x330 0)))
 (= ?x333 ?x334))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 3 3) in_k1) 1) sym_c))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x330 (concat 0 ?x319 in_k1)))
 (let ((?x338 (dim ?x330 2)))
 (= 3 ?x338)))))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x330 (concat 0 ?x319 in_k1)))
 (let ((?x340 (dim ?x330 3)))
 (= 3 ?x340)))))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x330 (concat 0 ?x319 in_k1)))
 (let ((?x342 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x330)))
 (= (rank ?x342) 4)))))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x330 (concat 0 ?x319 in_k1)))
 (let ((?x342 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x330)))
 (= (dim ?x342 0) sym_n)))))
(assert
 (let ((?x334 (+ sym_c sym_c2)))
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x330 (concat 0 ?x319 in_k1)))
 (let ((?x342 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x330)))
 (let ((?x347 (dim ?x342 1)))
 (= ?x347 ?x334)))))))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x330 (concat 0 ?x319 in_k1)))
 (let ((?x342 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x330)))
 (= (dim ?x342 2) sym_h)))))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x330 (concat 0 ?x319 in_k1)))
 (let ((?x342 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x330)))
 (= (dim ?x342 3) sym_w)))))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x330 (concat 0 ?x319 in_k1)))
 (let ((?x342 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x330)))
 (let ((?x353 (slice 1 0 sym_c ?x342)))
 (= (rank ?x353) 4))))))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x330 (concat 0 ?x319 in_k1)))
 (let ((?x342 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x330)))
 (let ((?x353 (slice 1 0 sym_c ?x342)))
 (= (dim ?x353 0) sym_n))))))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x330 (concat 0 ?x319 in_k1)))
 (let ((?x342 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x330)))
 (let ((?x353 (slice 1 0 sym_c ?x342)))
 (= (dim ?x353 1) sym_c))))))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x330 (concat 0 ?x319 in_k1)))
 (let ((?x342 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x330)))
 (let ((?x353 (slice 1 0 sym_c ?x342)))
 (= (dim ?x353 2) sym_h))))))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x330 (concat 0 ?x319 in_k1)))
 (let ((?x342 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x330)))
 (let ((?x353 (slice 1 0 sym_c ?x342)))
 (= (dim ?x353 3) sym_w))))))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x330 (concat 0 ?x319 in_k1)))
 (let ((?x342 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x330)))
 (let ((?x334 (+ sym_c sym_c2)))
 (let ((?x364 (slice 1 sym_c ?x334 ?x342)))
 (= (rank ?x364) 4)))))))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x330 (concat 0 ?x319 in_k1)))
 (let ((?x342 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x330)))
 (let ((?x334 (+ sym_c sym_c2)))
 (let ((?x364 (slice 1 sym_c ?x334 ?x342)))
 (= (dim ?x364 0) sym_n)))))))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x330 (concat 0 ?x319 in_k1)))
 (let ((?x342 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x330)))
 (let ((?x334 (+ sym_c sym_c2)))
 (let ((?x364 (slice 1 sym_c ?x334 ?x342)))
 (= (dim ?x364 1) sym_c2)))))))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x330 (concat 0 ?x319 in_k1)))
 (let ((?x342 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x330)))
 (let ((?x334 (+ sym_c sym_c2)))
 (let ((?x364 (slice 1 sym_c ?x334 ?x342)))
 (= (dim ?x364 2) sym_h)))))))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
 (let ((?x330 (concat 0 ?x319 in_k1)))
 (let ((?x342 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x330)))
 (let ((?x334 (+ sym_c sym_c2)))
 (let ((?x364 (slice 1 sym_c ?x334 ?x342)))
 (= (dim ?x364 3) sym_w)))))))
(assert
 (let ((?x334 (+ sym_c sym_c2)))
 (>= ?x334 0)))
(assert
 (let ((?x319 (idkernel4 sym_c 3 3)))
(let ((?x330 (concat 0 ?x319 in_k1)))
(let ((?x342 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x330)))
(let ((?x353 (slice 1 0 sym_c ?x342)))
(and (distinct ?x353 in_i1) true))))))
(check-sat)
