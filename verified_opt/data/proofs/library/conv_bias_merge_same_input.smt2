; verified_opt proof obligation: unsat means the rule holds
; axioms used: convb_concat_out, slice_concat_left, slice_concat_right
; z3 rlimit used: 22291
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun convb (Int Int Int Int Int Int Int Int Int T T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m1 () Int)
(declare-fun sym_m2 () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_B1 () T)
(declare-fun in_B2 () T)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_X () T)
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
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x288 (slice ax n1 e (concat ax A B))))
 (let (($x289 (= ?x288 B)))
 (let (($x284 (= (dim A (+ (+ 1 ax) 5)) (dim B (+ (+ 1 ax) 5)))))
 (let (($x278 (= (dim A (+ (+ 1 ax) 4)) (dim B (+ (+ 1 ax) 4)))))
 (let (($x272 (= (dim A (+ (+ 1 ax) 3)) (dim B (+ (+ 1 ax) 3)))))
 (let (($x266 (= (dim A (+ (+ 1 ax) 2)) (dim B (+ (+ 1 ax) 2)))))
 (let (($x260 (= (dim A (+ (+ 1 ax) 1)) (dim B (+ (+ 1 ax) 1)))))
 (let (($x254 (= (dim A (+ (+ 1 ax) 0)) (dim B (+ (+ 1 ax) 0)))))
 (let (($x247 (=> (> ax 5) (= (dim A (+ 0 5)) (dim B (+ 0 5))))))
 (let (($x243 (=> (> ax 4) (= (dim A (+ 0 4)) (dim B (+ 0 4))))))
 (let (($x233 (=> (> ax 3) (= (dim A (+ 0 3)) (dim B (+ 0 3))))))
 (let (($x222 (=> (> ax 2) (= (dim A (+ 0 2)) (dim B (+ 0 2))))))
 (let (($x149 (=> (> ax 1) (= (dim A (+ 0 1)) (dim B (+ 0 1))))))
 (let (($x180 (=> (> ax 0) (= (dim A (+ 0 0)) (dim B (+ 0 0))))))
 (let (($x126 (>= ax 0)))
 (let (($x131 (= (dim A ax) n1)))
 (let (($x286 (and $x131 (= (dim B ax) (- e n1)) $x126 (>= (- (- (rank A) 1) ax) 0) $x126 (>= (- (- (rank B) 1) ax) 0) (= ax ax) $x180 $x149 $x222 $x233 $x243 $x247 (= (- (- (rank B) 1) ax) (- (- (rank A) 1) ax)) (=> (> (- (- (rank A) 1) ax) 0) $x254) (=> (> (- (- (rank A) 1) ax) 1) $x260) (=> (> (- (- (rank A) 1) ax) 2) $x266) (=> (> (- (- (rank A) 1) ax) 3) $x272) (=> (> (- (- (rank A) 1) ax) 4) $x278) (=> (> (- (- (rank A) 1) ax) 5) $x284))))
 (=> $x286 $x289)))))))))))))))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((B1 T) (B2 T) (W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x403 (convb sh sw pt pl pb pr dh dw 1 X W2 B2)))
 (let ((?x402 (convb sh sw pt pl pb pr dh dw 1 X W1 B1)))
 (let ((?x404 (concat 1 ?x402 ?x403)))
 (let ((?x313 (convb sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2) (concat 0 B1 B2))))
 (let (($x405 (= ?x313 ?x404)))
 (let (($x126 (>= pt 0)))
 (let (($x383 (and (= (dim W1 0) (dim B1 0)) (>= sh 1) (>= sw 1) $x126 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4) (= (rank B1) 1) (= (rank B2) 1))))
 (=> $x383 $x405)))))))) :pattern ( (convb sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2) (concat 0 B1 B2)) ) :pattern ( (concat 1 (convb sh sw pt pl pb pr dh dw 1 X W1 B1) (convb sh sw pt pl pb pr dh dw 1 X W2 B2)) ) :qid convb_concat_out))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_m1 1))
(assert
 (>= sym_m2 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_B1) 1))
(assert
 (= (dim in_B1 0) sym_m1))
(assert
 (= (rank in_B2) 1))
(assert
 (= (dim in_B2 0) sym_m2))
(assert
 (= (rank in_W1) 4))
(assert
 (= (dim in_W1 0) sym_m1))
(assert
 (= (dim in_W1 1) sym_c))
(assert
 (let ((?x442 (dim in_W1 2)))
 (= 3 ?x442)))
(assert
 (let ((?x444 (dim in_W1 3)))
 (= 3 ?x444)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m2))
(assert
 (= (dim in_W2 1) sym_c))
(assert
 (let ((?x453 (dim in_W2 2)))
 (= 3 ?x453)))
(assert
 (let ((?x455 (dim in_W2 3)))
 (= 3 ?x455)))
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
 (let ((?x468 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (rank ?x468) 4)))
(assert
 (let ((?x468 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x468 0) sym_n)))
(assert
 (let ((?x468 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x468 1) sym_m1)))
(assert
 (let ((?x468 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x468 2) sym_h)))
(assert
 (let ((?x468 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x468 3) sym_w)))
(assert
 (let ((?x479 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (rank ?x479) 4)))
(assert
 (let ((?x479 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x479 0) sym_n)))
(assert
 (let ((?x479 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x479 1) sym_m2)))
(assert
 (let ((?x479 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x479 2) sym_h)))
(assert
 (let ((?x479 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x479 3) sym_w)))
(assert
 (= (rank (concat 0 in_W1 in_W2)) 4))
(assert
 (let ((?x494 (+ sym_m1 sym_m2)))
 (let ((?x490 (concat 0 in_W1 in_W2)))
 (let ((?x493 (dim ?x490 0)))
 (= ?x493 ?x494)))))
(assert
 (= (dim (concat 0 in_W1 in_W2) 1) sym_c))
(assert
 (let ((?x490 (concat 0 in_W1 in_W2)))
 (let ((?x498 (dim ?x490 2)))
 (= 3 ?x498))))
(assert
 (let ((?x490 (concat 0 in_W1 in_W2)))
 (let ((?x500 (dim ?x490 3)))
 (= 3 ?x500))))
(assert
 (= (rank (concat 0 in_B1 in_B2)) 1))
(assert
 (let ((?x494 (+ sym_m1 sym_m2)))
 (let ((?x502 (concat 0 in_B1 in_B2)))
 (let ((?x505 (dim ?x502 0)))
 (= ?x505 ?x494)))))
(assert
 (let ((?x502 (concat 0 in_B1 in_B2)))
 (let ((?x490 (concat 0 in_W1 in_W2)))
 (let ((?x507 (convb 1 1 1 1 1 1 1 1 1 in_X ?x490 ?x502)))
 (= (rank ?x507) 4)))))
(assert
 (let ((?x502 (concat 0 in_B1 in_B2)))
 (let ((?x490 (concat 0 in_W1 in_W2)))
 (let ((?x507 (convb 1 1 1 1 1 1 1 1 1 in_X ?x490 ?x502)))
 (= (dim ?x507 0) sym_n)))))
(assert
 (let ((?x494 (+ sym_m1 sym_m2)))
 (let ((?x502 (concat 0 in_B1 in_B2)))
 (let ((?x490 (concat 0 in_W1 in_W2)))
 (let ((?x507 (convb 1 1 1 1 1 1 1 1 1 in_X ?x490 ?x502)))
 (let ((?x512 (dim ?x507 1)))
 (= ?x512 ?x494)))))))
(assert
 (let ((?x502 (concat 0 in_B1 in_B2)))
 (let ((?x490 (concat 0 in_W1 in_W2)))
 (let ((?x507 (convb 1 1 1 1 1 1 1 1 1 in_X ?x490 ?x502)))
 (= (dim ?x507 2) sym_h)))))
(assert
 (let ((?x502 (concat 0 in_B1 in_B2)))
 (let ((?x490 (concat 0 in_W1 in_W2)))
 (let ((?x507 (convb 1 1 1 1 1 1 1 1 1 in_X ?x490 ?x502)))
 (= (dim ?x507 3) sym_w)))))
(assert
 (let ((?x502 (concat 0 in_B1 in_B2)))
 (let ((?x490 (concat 0 in_W1 in_W2)))
 (let ((?x507 (convb 1 1 1 1 1 1 1 1 1 in_X ?x490 ?x502)))
 (let ((?x518 (slice 1 0 sym_m1 ?x507)))
 (= (rank ?x518) 4))))))
(assert
 (let ((?x502 (concat 0 in_B1 in_B2)))
 (let ((?x490 (concat 0 in_W1 in_W2)))
 (let ((?x507 (convb 1 1 1 1 1 1 1 1 1 in_X ?x490 ?x502)))
 (let ((?x518 (slice 1 0 sym_m1 ?x507)))
 (= (dim ?x518 0) sym_n))))))
(assert
 (let ((?x502 (concat 0 in_B1 in_B2)))
 (let ((?x490 (concat 0 in_W1 in_W2)))
 (let ((?x507 (convb 1 1 1 1 1 1 1 1 1 in_X ?x490 ?x502)))
 (let ((?x518 (slice 1 0 sym_m1 ?x507)))
 (= (dim ?x518 1) sym_m1))))))
(assert
 (let ((?x502 (concat 0 in_B1 in_B2)))
 (let ((?x490 (concat 0 in_W1 in_W2)))
 (let ((?x507 (convb 1 1 1 1 1 1 1 1 1 in_X ?x490 ?x502)))
 (let ((?x518 (slice 1 0 sym_m1 ?x507)))
 (= (dim ?x518 2) sym_h))))))
(assert
 (let ((?x502 (concat 0 in_B1 in_B2)))
 (let ((?x490 (concat 0 in_W1 in_W2)))
 (let ((?x507 (convb 1 1 1 1 1 1 1 1 1 in_X ?x490 ?x502)))
 (let ((?x518 (slice 1 0 sym_m1 ?x507)))
 (= (dim ?x518 3) sym_w))))))
(assert
 (let ((?x502 (concat 0 in_B1 in_B2)))
 (let ((?x490 (concat 0 in_W1 in_W2)))
 (let ((?x507 (convb 1 1 1 1 1 1 1 1 1 in_X ?x490 ?x502)))
 (let ((?x494 (+ sym_m1 sym_m2)))
 (let ((?x529 (slice 1 sym_m1 ?x494 ?x507)))
 (= (rank ?x529) 4)))))))
(assert
 (let ((?x502 (concat 0 in_B1 in_B2)))
 (let ((?x490 (concat 0 in_W1 in_W2)))
 (let ((?x507 (convb 1 1 1 1 1 1 1 1 1 in_X ?x490 ?x502)))
 (let ((?x494 (+ sym_m1 sym_m2)))
 (let ((?x529 (slice 1 sym_m1 ?x494 ?x507)))
 (= (dim ?x529 0) sym_n)))))))
(assert
 (let ((?x502 (concat 0 in_B1 in_B2)))
 (let ((?x490 (concat 0 in_W1 in_W2)))
 (let ((?x507 (convb 1 1 1 1 1 1 1 1 1 in_X ?x490 ?x502)))
 (let ((?x494 (+ sym_m1 sym_m2)))
 (let ((?x529 (slice 1 sym_m1 ?x494 ?x507)))
 (= (dim ?x529 1) sym_m2)))))))
(assert
 (let ((?x502 (concat 0 in_B1 in_B2)))
 (let ((?x490 (concat 0 in_W1 in_W2)))
 (let ((?x507 (convb 1 1 1 1 1 1 1 1 1 in_X ?x490 ?x502)))
 (let ((?x494 (+ sym_m1 sym_m2)))
 (let ((?x529 (slice 1 sym_m1 ?x494 ?x507)))
 (= (dim ?x529 2) sym_h)))))))
(assert
 (let ((?x502 (concat 0 in_B1 in_B2)))
 (let ((?x490 (concat 0 in_W1 in_W2)))
 (let ((?x507 (convb 1 1 1 1 1 1 1 1 1 in_X ?x490 ?x502)))
 (let ((?x494 (+ sym_m1 sym_m2)))
 (let ((?x529 (slice 1 sym_m1 ?x494 ?x507)))
 (= (dim ?x529 3) sym_w)))))))
(assert
 (let ((?x502 (concat 0 in_B1 in_B2)))
(let ((?x490 (concat 0 in_W1 in_W2)))
(let ((?x507 (convb 1 1 1 1 1 1 1 1 1 in_X ?x490 ?x502)))
(let ((?x494 (+ sym_m1 sym_m2)))
(let ((?x529 (slice 1 sym_m1 ?x494 ?x507)))
(let ((?x479 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
(let ((?x518 (slice 1 0 sym_m1 ?x507)))
(let ((?x468 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
(or (and (distinct ?x468 ?x518) true) (and (distinct ?x479 ?x529) true)))))))))))
(check-sat)
