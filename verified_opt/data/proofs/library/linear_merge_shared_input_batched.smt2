; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat_bias, addb_comm, matmul_concat_cols_shared, slice_concat_left, slice_concat_right
; z3 rlimit used: 27103
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun addb (T T) T)
(declare-fun matmulb (T T) T)
(declare-fun sym_b () Int)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
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
 (let ((?x58 (+ 0 5)))
 (let ((?x59 (dim B ?x58)))
 (let (($x246 (= (dim A ?x58) ?x59)))
 (let ((?x51 (+ 0 4)))
 (let ((?x52 (dim B ?x51)))
 (let (($x161 (= (dim A ?x51) ?x52)))
 (let ((?x44 (+ 0 3)))
 (let ((?x45 (dim B ?x44)))
 (let (($x167 (= (dim A ?x44) ?x45)))
 (let ((?x37 (+ 0 2)))
 (let ((?x38 (dim B ?x37)))
 (let (($x209 (= (dim A ?x37) ?x38)))
 (let ((?x30 (+ 0 1)))
 (let ((?x31 (dim B ?x30)))
 (let (($x173 (= (dim A ?x30) ?x31)))
 (let ((?x24 (+ 0 0)))
 (let ((?x25 (dim B ?x24)))
 (let (($x183 (= (dim A ?x24) ?x25)))
 (let (($x126 (>= ax 0)))
 (let (($x131 (= (dim A ax) n1)))
 (let (($x286 (and $x131 (= (dim B ax) (- e n1)) $x126 (>= (- (- (rank A) 1) ax) 0) $x126 (>= (- (- (rank B) 1) ax) 0) (= ax ax) (=> (> ax 0) $x183) (=> (> ax 1) $x173) (=> (> ax 2) $x209) (=> (> ax 3) $x167) (=> (> ax 4) $x161) (=> (> ax 5) $x246) (= (- (- (rank B) 1) ax) (- (- (rank A) 1) ax)) (=> (> (- (- (rank A) 1) ax) 0) $x254) (=> (> (- (- (rank A) 1) ax) 1) $x260) (=> (> (- (- (rank A) 1) ax) 2) $x266) (=> (> (- (- (rank A) 1) ax) 3) $x272) (=> (> (- (- (rank A) 1) ax) 4) $x278) (=> (> (- (- (rank A) 1) ax) 5) $x284))))
 (=> $x286 $x289)))))))))))))))))))))))))))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((P T) (Q T) (U T) (V T) (ax Int) )(! (let ((?x402 (concat ax (addb P U) (addb Q V))))
 (let ((?x380 (addb (concat ax P Q) (concat 0 U V))))
 (let (($x403 (= ?x380 ?x402)))
 (let ((?x58 (+ 0 5)))
 (let ((?x59 (dim Q ?x58)))
 (let (($x246 (= (dim P ?x58) ?x59)))
 (let ((?x51 (+ 0 4)))
 (let ((?x52 (dim Q ?x51)))
 (let (($x161 (= (dim P ?x51) ?x52)))
 (let ((?x44 (+ 0 3)))
 (let ((?x45 (dim Q ?x44)))
 (let (($x167 (= (dim P ?x44) ?x45)))
 (let ((?x37 (+ 0 2)))
 (let ((?x38 (dim Q ?x37)))
 (let (($x209 (= (dim P ?x37) ?x38)))
 (let ((?x30 (+ 0 1)))
 (let ((?x31 (dim Q ?x30)))
 (let (($x173 (= (dim P ?x30) ?x31)))
 (let ((?x24 (+ 0 0)))
 (let ((?x25 (dim Q ?x24)))
 (let (($x183 (= (dim P ?x24) ?x25)))
 (let ((?x354 (rank V)))
 (let (($x374 (= ?x354 1)))
 (let ((?x18 (rank U)))
 (let (($x353 (= ?x18 1)))
 (let (($x309 (>= ax 1)))
 (let (($x323 (= (dim V 0) (dim Q ax))))
 (let ((?x145 (dim U 0)))
 (let (($x306 (= ?x145 (dim P ax))))
 (let (($x299 (and (= ax (- (rank P) 1)) $x306 $x323 $x309 (>= (- (- (rank P) 1) 0) 0) (>= (- (- (rank Q) 1) 0) 0) $x353 $x374 (= (- (- (rank Q) 1) 0) (- (- (rank P) 1) 0)) (=> (> (- (- (rank P) 1) 0) 0) $x183) (=> (> (- (- (rank P) 1) 0) 1) $x173) (=> (> (- (- (rank P) 1) 0) 2) $x209) (=> (> (- (- (rank P) 1) 0) 3) $x167) (=> (> (- (- (rank P) 1) 0) 4) $x161) (=> (> (- (- (rank P) 1) 0) 5) $x246))))
 (=> $x299 $x403))))))))))))))))))))))))))))))) :pattern ( (addb (concat ax P Q) (concat 0 U V)) ) :pattern ( (concat ax (addb P U) (addb Q V)) ) :qid add_concat_bias))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x427 (addb Y X)))
 (let ((?x430 (addb X Y)))
 (let (($x428 (= ?x430 ?x427)))
 (let ((?x425 (rank Y)))
 (let (($x422 (= ?x425 1)))
 (=> (and (>= (- (- (rank X) 1) 0) 0) $x422) $x428)))))) :pattern ( (addb X Y) ) :pattern ( (addb Y X) ) :qid addb_comm))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x455 (concat 2 (matmulb A B) (matmulb A C))))
 (let ((?x452 (matmulb A (concat 1 B C))))
 (let (($x456 (= ?x452 ?x455)))
 (let (($x433 (and (= (rank A) 3) (= (rank B) 2) (= (rank C) 2))))
 (=> $x433 $x456))))) :pattern ( (matmulb A (concat 1 B C)) ) :pattern ( (concat 2 (matmulb A B) (matmulb A C)) ) :qid matmul_concat_cols_shared))
 )
(assert
 (>= sym_b 1))
(assert
 (>= sym_k 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n1 1))
(assert
 (>= sym_n2 1))
(assert
 (= (rank in_B1) 1))
(assert
 (= (dim in_B1 0) sym_n1))
(assert
 (= (rank in_B2) 1))
(assert
 (= (dim in_B2 0) sym_n2))
(assert
 (= (rank in_W1) 2))
(assert
 (= (dim in_W1 0) sym_k))
(assert
 (= (dim in_W1 1) sym_n1))
(assert
 (= (rank in_W2) 2))
(assert
 (= (dim in_W2 0) sym_k))
(assert
 (= (dim in_W2 1) sym_n2))
(assert
 (= (rank in_X) 3))
(assert
 (= (dim in_X 0) sym_b))
(assert
 (= (dim in_X 1) sym_m))
(assert
 (= (dim in_X 2) sym_k))
(assert
 (= (rank (matmulb in_X in_W1)) 3))
(assert
 (= (dim (matmulb in_X in_W1) 0) sym_b))
(assert
 (= (dim (matmulb in_X in_W1) 1) sym_m))
(assert
 (= (dim (matmulb in_X in_W1) 2) sym_n1))
(assert
 (= (rank (addb (matmulb in_X in_W1) in_B1)) 3))
(assert
 (= (dim (addb (matmulb in_X in_W1) in_B1) 0) sym_b))
(assert
 (= (dim (addb (matmulb in_X in_W1) in_B1) 1) sym_m))
(assert
 (= (dim (addb (matmulb in_X in_W1) in_B1) 2) sym_n1))
(assert
 (= (rank (matmulb in_X in_W2)) 3))
(assert
 (= (dim (matmulb in_X in_W2) 0) sym_b))
(assert
 (= (dim (matmulb in_X in_W2) 1) sym_m))
(assert
 (= (dim (matmulb in_X in_W2) 2) sym_n2))
(assert
 (= (rank (addb (matmulb in_X in_W2) in_B2)) 3))
(assert
 (= (dim (addb (matmulb in_X in_W2) in_B2) 0) sym_b))
(assert
 (= (dim (addb (matmulb in_X in_W2) in_B2) 1) sym_m))
(assert
 (= (dim (addb (matmulb in_X in_W2) in_B2) 2) sym_n2))
(assert
 (= (rank (concat 1 in_W1 in_W2)) 2))
(assert
 (= (dim (concat 1 in_W1 in_W2) 0) sym_k))
(assert
 (let ((?x549 (+ sym_n1 sym_n2)))
 (let ((?x543 (concat 1 in_W1 in_W2)))
 (let ((?x548 (dim ?x543 1)))
 (= ?x548 ?x549)))))
(assert
 (= (rank (concat 0 in_B1 in_B2)) 1))
(assert
 (let ((?x549 (+ sym_n1 sym_n2)))
 (let ((?x551 (concat 0 in_B1 in_B2)))
 (let ((?x554 (dim ?x551 0)))
 (= ?x554 ?x549)))))
(assert
 (= (rank (matmulb in_X (concat 1 in_W1 in_W2))) 3))
(assert
 (= (dim (matmulb in_X (concat 1 in_W1 in_W2)) 0) sym_b))
(assert
 (= (dim (matmulb in_X (concat 1 in_W1 in_W2)) 1) sym_m))
(assert
 (let ((?x549 (+ sym_n1 sym_n2)))
 (let ((?x543 (concat 1 in_W1 in_W2)))
 (let ((?x556 (matmulb in_X ?x543)))
 (let ((?x563 (dim ?x556 2)))
 (= ?x563 ?x549))))))
(assert
 (let ((?x551 (concat 0 in_B1 in_B2)))
 (let ((?x543 (concat 1 in_W1 in_W2)))
 (let ((?x556 (matmulb in_X ?x543)))
 (let ((?x565 (addb ?x556 ?x551)))
 (= (rank ?x565) 3))))))
(assert
 (let ((?x551 (concat 0 in_B1 in_B2)))
 (let ((?x543 (concat 1 in_W1 in_W2)))
 (let ((?x556 (matmulb in_X ?x543)))
 (let ((?x565 (addb ?x556 ?x551)))
 (= (dim ?x565 0) sym_b))))))
(assert
 (let ((?x551 (concat 0 in_B1 in_B2)))
 (let ((?x543 (concat 1 in_W1 in_W2)))
 (let ((?x556 (matmulb in_X ?x543)))
 (let ((?x565 (addb ?x556 ?x551)))
 (= (dim ?x565 1) sym_m))))))
(assert
 (let ((?x549 (+ sym_n1 sym_n2)))
 (let ((?x551 (concat 0 in_B1 in_B2)))
 (let ((?x543 (concat 1 in_W1 in_W2)))
 (let ((?x556 (matmulb in_X ?x543)))
 (let ((?x565 (addb ?x556 ?x551)))
 (let ((?x572 (dim ?x565 2)))
 (= ?x572 ?x549))))))))
(assert
 (let ((?x551 (concat 0 in_B1 in_B2)))
 (let ((?x543 (concat 1 in_W1 in_W2)))
 (let ((?x556 (matmulb in_X ?x543)))
 (let ((?x565 (addb ?x556 ?x551)))
 (let ((?x574 (slice 2 0 sym_n1 ?x565)))
 (= (rank ?x574) 3)))))))
(assert
 (let ((?x551 (concat 0 in_B1 in_B2)))
 (let ((?x543 (concat 1 in_W1 in_W2)))
 (let ((?x556 (matmulb in_X ?x543)))
 (let ((?x565 (addb ?x556 ?x551)))
 (let ((?x574 (slice 2 0 sym_n1 ?x565)))
 (= (dim ?x574 0) sym_b)))))))
(assert
 (let ((?x551 (concat 0 in_B1 in_B2)))
 (let ((?x543 (concat 1 in_W1 in_W2)))
 (let ((?x556 (matmulb in_X ?x543)))
 (let ((?x565 (addb ?x556 ?x551)))
 (let ((?x574 (slice 2 0 sym_n1 ?x565)))
 (= (dim ?x574 1) sym_m)))))))
(assert
 (let ((?x551 (concat 0 in_B1 in_B2)))
 (let ((?x543 (concat 1 in_W1 in_W2)))
 (let ((?x556 (matmulb in_X ?x543)))
 (let ((?x565 (addb ?x556 ?x551)))
 (let ((?x574 (slice 2 0 sym_n1 ?x565)))
 (= (dim ?x574 2) sym_n1)))))))
(assert
 (let ((?x551 (concat 0 in_B1 in_B2)))
 (let ((?x543 (concat 1 in_W1 in_W2)))
 (let ((?x556 (matmulb in_X ?x543)))
 (let ((?x565 (addb ?x556 ?x551)))
 (let ((?x549 (+ sym_n1 sym_n2)))
 (let ((?x583 (slice 2 sym_n1 ?x549 ?x565)))
 (= (rank ?x583) 3))))))))
(assert
 (let ((?x551 (concat 0 in_B1 in_B2)))
 (let ((?x543 (concat 1 in_W1 in_W2)))
 (let ((?x556 (matmulb in_X ?x543)))
 (let ((?x565 (addb ?x556 ?x551)))
 (let ((?x549 (+ sym_n1 sym_n2)))
 (let ((?x583 (slice 2 sym_n1 ?x549 ?x565)))
 (= (dim ?x583 0) sym_b))))))))
(assert
 (let ((?x551 (concat 0 in_B1 in_B2)))
 (let ((?x543 (concat 1 in_W1 in_W2)))
 (let ((?x556 (matmulb in_X ?x543)))
 (let ((?x565 (addb ?x556 ?x551)))
 (let ((?x549 (+ sym_n1 sym_n2)))
 (let ((?x583 (slice 2 sym_n1 ?x549 ?x565)))
 (= (dim ?x583 1) sym_m))))))))
(assert
 (let ((?x551 (concat 0 in_B1 in_B2)))
 (let ((?x543 (concat 1 in_W1 in_W2)))
 (let ((?x556 (matmulb in_X ?x543)))
 (let ((?x565 (addb ?x556 ?x551)))
 (let ((?x549 (+ sym_n1 sym_n2)))
 (let ((?x583 (slice 2 sym_n1 ?x549 ?x565)))
 (= (dim ?x583 2) sym_n2))))))))
(assert
 (let ((?x551 (concat 0 in_B1 in_B2)))
(let ((?x543 (concat 1 in_W1 in_W2)))
(let ((?x556 (matmulb in_X ?x543)))
(let ((?x565 (addb ?x556 ?x551)))
(let ((?x549 (+ sym_n1 sym_n2)))
(let ((?x583 (slice 2 sym_n1 ?x549 ?x565)))
(let ((?x525 (matmulb in_X in_W2)))
(let ((?x534 (addb ?x525 in_B2)))
(let ((?x574 (slice 2 0 sym_n1 ?x565)))
(let ((?x507 (matmulb in_X in_W1)))
(let ((?x516 (addb ?x507 in_B1)))
(or (and (distinct ?x516 ?x574) true) (and (distinct ?x534 ?x583) true))))))))))))))
(check-sat)
