; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, slice_concat_left, slice_concat_right
; z3 rlimit used: 33401
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun in_W () T)
(declare-fun in_X1 () T)
(declare-fun in_X2 () T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x405 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x402 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x406 (= ?x402 ?x405)))
 (let (($x126 (>= pt 0)))
 (let (($x381 (and (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= g 1) (>= sh 1) (>= sw 1) $x126 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x381 $x406)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n1 1))
(assert
 (>= sym_n2 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_W) 4))
(assert
 (= (dim in_W 0) sym_m))
(assert
 (= (dim in_W 1) sym_c))
(assert
 (let ((?x433 (dim in_W 2)))
 (= 3 ?x433)))
(assert
 (let ((?x435 (dim in_W 3)))
 (= 3 ?x435)))
(assert
 (= (rank in_X1) 4))
(assert
 (= (dim in_X1 0) sym_n1))
(assert
 (= (dim in_X1 1) sym_c))
(assert
 (= (dim in_X1 2) sym_h))
(assert
 (= (dim in_X1 3) sym_w))
(assert
 (= (rank in_X2) 4))
(assert
 (= (dim in_X2 0) sym_n2))
(assert
 (= (dim in_X2 1) sym_c))
(assert
 (= (dim in_X2 2) sym_h))
(assert
 (= (dim in_X2 3) sym_w))
(assert
 (let ((?x459 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (rank ?x459) 4)))
(assert
 (let ((?x459 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x459 0) sym_n1)))
(assert
 (let ((?x459 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x459 1) sym_m)))
(assert
 (let ((?x459 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x459 2) sym_h)))
(assert
 (let ((?x459 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x459 3) sym_w)))
(assert
 (let ((?x470 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (rank ?x470) 4)))
(assert
 (let ((?x470 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x470 0) sym_n2)))
(assert
 (let ((?x470 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x470 1) sym_m)))
(assert
 (let ((?x470 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x470 2) sym_h)))
(assert
 (let ((?x470 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x470 3) sym_w)))
(assert
 (= (rank (concat 0 in_X1 in_X2)) 4))
(assert
 (let ((?x485 (+ sym_n1 sym_n2)))
 (let ((?x481 (concat 0 in_X1 in_X2)))
 (let ((?x484 (dim ?x481 0)))
 (= ?x484 ?x485)))))
(assert
 (= (dim (concat 0 in_X1 in_X2) 1) sym_c))
(assert
 (= (dim (concat 0 in_X1 in_X2) 2) sym_h))
(assert
 (= (dim (concat 0 in_X1 in_X2) 3) sym_w))
(assert
 (let ((?x481 (concat 0 in_X1 in_X2)))
 (let ((?x493 (conv 1 1 1 1 1 1 1 1 1 ?x481 in_W)))
 (= (rank ?x493) 4))))
(assert
 (let ((?x485 (+ sym_n1 sym_n2)))
 (let ((?x481 (concat 0 in_X1 in_X2)))
 (let ((?x493 (conv 1 1 1 1 1 1 1 1 1 ?x481 in_W)))
 (let ((?x496 (dim ?x493 0)))
 (= ?x496 ?x485))))))
(assert
 (let ((?x481 (concat 0 in_X1 in_X2)))
 (let ((?x493 (conv 1 1 1 1 1 1 1 1 1 ?x481 in_W)))
 (= (dim ?x493 1) sym_m))))
(assert
 (let ((?x481 (concat 0 in_X1 in_X2)))
 (let ((?x493 (conv 1 1 1 1 1 1 1 1 1 ?x481 in_W)))
 (= (dim ?x493 2) sym_h))))
(assert
 (let ((?x481 (concat 0 in_X1 in_X2)))
 (let ((?x493 (conv 1 1 1 1 1 1 1 1 1 ?x481 in_W)))
 (= (dim ?x493 3) sym_w))))
(assert
 (let ((?x481 (concat 0 in_X1 in_X2)))
 (let ((?x493 (conv 1 1 1 1 1 1 1 1 1 ?x481 in_W)))
 (let ((?x504 (slice 0 0 sym_n1 ?x493)))
 (= (rank ?x504) 4)))))
(assert
 (let ((?x481 (concat 0 in_X1 in_X2)))
 (let ((?x493 (conv 1 1 1 1 1 1 1 1 1 ?x481 in_W)))
 (let ((?x504 (slice 0 0 sym_n1 ?x493)))
 (= (dim ?x504 0) sym_n1)))))
(assert
 (let ((?x481 (concat 0 in_X1 in_X2)))
 (let ((?x493 (conv 1 1 1 1 1 1 1 1 1 ?x481 in_W)))
 (let ((?x504 (slice 0 0 sym_n1 ?x493)))
 (= (dim ?x504 1) sym_m)))))
(assert
 (let ((?x481 (concat 0 in_X1 in_X2)))
 (let ((?x493 (conv 1 1 1 1 1 1 1 1 1 ?x481 in_W)))
 (let ((?x504 (slice 0 0 sym_n1 ?x493)))
 (= (dim ?x504 2) sym_h)))))
(assert
 (let ((?x481 (concat 0 in_X1 in_X2)))
 (let ((?x493 (conv 1 1 1 1 1 1 1 1 1 ?x481 in_W)))
 (let ((?x504 (slice 0 0 sym_n1 ?x493)))
 (= (dim ?x504 3) sym_w)))))
(assert
 (let ((?x481 (concat 0 in_X1 in_X2)))
 (let ((?x493 (conv 1 1 1 1 1 1 1 1 1 ?x481 in_W)))
 (let ((?x485 (+ sym_n1 sym_n2)))
 (let ((?x515 (slice 0 sym_n1 ?x485 ?x493)))
 (= (rank ?x515) 4))))))
(assert
 (let ((?x481 (concat 0 in_X1 in_X2)))
 (let ((?x493 (conv 1 1 1 1 1 1 1 1 1 ?x481 in_W)))
 (let ((?x485 (+ sym_n1 sym_n2)))
 (let ((?x515 (slice 0 sym_n1 ?x485 ?x493)))
 (= (dim ?x515 0) sym_n2))))))
(assert
 (let ((?x481 (concat 0 in_X1 in_X2)))
 (let ((?x493 (conv 1 1 1 1 1 1 1 1 1 ?x481 in_W)))
 (let ((?x485 (+ sym_n1 sym_n2)))
 (let ((?x515 (slice 0 sym_n1 ?x485 ?x493)))
 (= (dim ?x515 1) sym_m))))))
(assert
 (let ((?x481 (concat 0 in_X1 in_X2)))
 (let ((?x493 (conv 1 1 1 1 1 1 1 1 1 ?x481 in_W)))
 (let ((?x485 (+ sym_n1 sym_n2)))
 (let ((?x515 (slice 0 sym_n1 ?x485 ?x493)))
 (= (dim ?x515 2) sym_h))))))
(assert
 (let ((?x481 (concat 0 in_X1 in_X2)))
 (let ((?x493 (conv 1 1 1 1 1 1 1 1 1 ?x481 in_W)))
 (let ((?x485 (+ sym_n1 sym_n2)))
 (let ((?x515 (slice 0 sym_n1 ?x485 ?x493)))
 (= (dim ?x515 3) sym_w))))))
(assert
 (let ((?x481 (concat 0 in_X1 in_X2)))
(let ((?x493 (conv 1 1 1 1 1 1 1 1 1 ?x481 in_W)))
(let ((?x485 (+ sym_n1 sym_n2)))
(let ((?x515 (slice 0 sym_n1 ?x485 ?x493)))
(let ((?x470 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
(let ((?x504 (slice 0 0 sym_n1 ?x493)))
(let ((?x459 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
(or (and (distinct ?x459 ?x504) true) (and (distinct ?x470 ?x515) true))))))))))
(check-sat)
