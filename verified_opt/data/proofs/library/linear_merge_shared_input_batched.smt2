; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat_bias, addb_comm, matmul_concat_cols_shared, slice_concat_left, slice_concat_right
; z3 rlimit used: 138468
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
 (forall ((P T) (Q T) (U T) (V T) (ax Int) )(! (let ((?x380 (concat ax (addb P U) (addb Q V))))
 (let ((?x299 (addb (concat ax P Q) (concat 0 U V))))
 (let (($x381 (= ?x299 ?x380)))
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
 (let ((?x318 (rank V)))
 (let (($x356 (= ?x318 1)))
 (let ((?x18 (rank U)))
 (let (($x308 (= ?x18 1)))
 (let (($x303 (>= ax 1)))
 (let ((?x145 (dim U 0)))
 (let (($x306 (= ?x145 (dim P ax))))
 (let (($x346 (and (= ax (- (rank P) 1)) $x306 $x303 (>= (- (- (rank P) 1) 0) 0) (>= (- (- (rank Q) 1) 0) 0) $x308 $x356 (= (- (- (rank Q) 1) 0) (- (- (rank P) 1) 0)) (=> (> (- (- (rank P) 1) 0) 0) $x183) (=> (> (- (- (rank P) 1) 0) 1) $x173) (=> (> (- (- (rank P) 1) 0) 2) $x209) (=> (> (- (- (rank P) 1) 0) 3) $x167) (=> (> (- (- (rank P) 1) 0) 4) $x161) (=> (> (- (- (rank P) 1) 0) 5) $x246))))
 (=> $x346 $x381)))))))))))))))))))))))))))))) :pattern ( (addb (concat ax P Q) (concat 0 U V)) ) :pattern ( (concat ax (addb P U) (addb Q V)) ) :qid add_concat_bias))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x424 (addb Y X)))
 (let ((?x427 (addb X Y)))
 (let (($x425 (= ?x427 ?x424)))
 (let ((?x422 (rank Y)))
 (let (($x419 (= ?x422 1)))
 (=> (and (>= (- (- (rank X) 1) 0) 0) $x419) $x425)))))) :pattern ( (addb X Y) ) :pattern ( (addb Y X) ) :qid addb_comm))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x452 (concat 2 (matmulb A B) (matmulb A C))))
 (let ((?x449 (matmulb A (concat 1 B C))))
 (let (($x453 (= ?x449 ?x452)))
 (let (($x430 (and (= (rank A) 3) (= (rank B) 2) (= (rank C) 2))))
 (=> $x430 $x453))))) :pattern ( (matmulb A (concat 1 B C)) ) :pattern ( (concat 2 (matmulb A B) (matmulb A C)) ) :qid matmul_concat_cols_shared))
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
 (let ((?x546 (+ sym_n1 sym_n2)))
 (let ((?x540 (concat 1 in_W1 in_W2)))
 (let ((?x545 (dim ?x540 1)))
 (= ?x545 ?x546)))))
(assert
 (= (rank (concat 0 in_B1 in_B2)) 1))
(assert
 (let ((?x546 (+ sym_n1 sym_n2)))
 (let ((?x548 (concat 0 in_B1 in_B2)))
 (let ((?x551 (dim ?x548 0)))
 (= ?x551 ?x546)))))
(assert
 (= (rank (matmulb in_X (concat 1 in_W1 in_W2))) 3))
(assert
 (= (dim (matmulb in_X (concat 1 in_W1 in_W2)) 0) sym_b))
(assert
 (= (dim (matmulb in_X (concat 1 in_W1 in_W2)) 1) sym_m))
(assert
 (let ((?x546 (+ sym_n1 sym_n2)))
 (let ((?x540 (concat 1 in_W1 in_W2)))
 (let ((?x553 (matmulb in_X ?x540)))
 (let ((?x560 (dim ?x553 2)))
 (= ?x560 ?x546))))))
(assert
 (let ((?x548 (concat 0 in_B1 in_B2)))
 (let ((?x540 (concat 1 in_W1 in_W2)))
 (let ((?x553 (matmulb in_X ?x540)))
 (let ((?x562 (addb ?x553 ?x548)))
 (= (rank ?x562) 3))))))
(assert
 (let ((?x548 (concat 0 in_B1 in_B2)))
 (let ((?x540 (concat 1 in_W1 in_W2)))
 (let ((?x553 (matmulb in_X ?x540)))
 (let ((?x562 (addb ?x553 ?x548)))
 (= (dim ?x562 0) sym_b))))))
(assert
 (let ((?x548 (concat 0 in_B1 in_B2)))
 (let ((?x540 (concat 1 in_W1 in_W2)))
 (let ((?x553 (matmulb in_X ?x540)))
 (let ((?x562 (addb ?x553 ?x548)))
 (= (dim ?x562 1) sym_m))))))
(assert
 (let ((?x546 (+ sym_n1 sym_n2)))
 (let ((?x548 (concat 0 in_B1 in_B2)))
 (let ((?x540 (concat 1 in_W1 in_W2)))
 (let ((?x553 (matmulb in_X ?x540)))
 (let ((?x562 (addb ?x553 ?x548)))
 (let ((?x569 (dim ?x562 2)))
 (= ?x569 ?x546))))))))
(assert
 (let ((?x548 (concat 0 in_B1 in_B2)))
 (let ((?x540 (concat 1 in_W1 in_W2)))
 (let ((?x553 (matmulb in_X ?x540)))
 (let ((?x562 (addb ?x553 ?x548)))
 (let ((?x571 (slice 2 0 sym_n1 ?x562)))
 (= (rank ?x571) 3)))))))
(assert
 (let ((?x548 (concat 0 in_B1 in_B2)))
 (let ((?x540 (concat 1 in_W1 in_W2)))
 (let ((?x553 (matmulb in_X ?x540)))
 (let ((?x562 (addb ?x553 ?x548)))
 (let ((?x571 (slice 2 0 sym_n1 ?x562)))
 (= (dim ?x571 0) sym_b)))))))
(assert
 (let ((?x548 (concat 0 in_B1 in_B2)))
 (let ((?x540 (concat 1 in_W1 in_W2)))
 (let ((?x553 (matmulb in_X ?x540)))
 (let ((?x562 (addb ?x553 ?x548)))
 (let ((?x571 (slice 2 0 sym_n1 ?x562)))
 (= (dim ?x571 1) sym_m)))))))
(assert
 (let ((?x548 (concat 0 in_B1 in_B2)))
 (let ((?x540 (concat 1 in_W1 in_W2)))
 (let ((?x553 (matmulb in_X ?x540)))
 (let ((?x562 (addb ?x553 ?x548)))
 (let ((?x571 (slice 2 0 sym_n1 ?x562)))
 (= (dim ?x571 2) sym_n1)))))))
(assert
 (let ((?x548 (concat 0 in_B1 in_B2)))
 (let ((?x540 (concat 1 in_W1 in_W2)))
 (let ((?x553 (matmulb in_X ?x540)))
 (let ((?x562 (addb ?x553 ?x548)))
 (let ((?x546 (+ sym_n1 sym_n2)))
 (let ((?x580 (slice 2 sym_n1 ?x546 ?x562)))
 (= (rank ?x580) 3))))))))
(assert
 (let ((?x548 (concat 0 in_B1 in_B2)))
 (let ((?x540 (concat 1 in_W1 in_W2)))
 (let ((?x553 (matmulb in_X ?x540)))
 (let ((?x562 (addb ?x553 ?x548)))
 (let ((?x546 (+ sym_n1 sym_n2)))
 (let ((?x580 (slice 2 sym_n1 ?x546 ?x562)))
 (= (dim ?x580 0) sym_b))))))))
(assert
 (let ((?x548 (concat 0 in_B1 in_B2)))
 (let ((?x540 (concat 1 in_W1 in_W2)))
 (let ((?x553 (matmulb in_X ?x540)))
 (let ((?x562 (addb ?x553 ?x548)))
 (let ((?x546 (+ sym_n1 sym_n2)))
 (let ((?x580 (slice 2 sym_n1 ?x546 ?x562)))
 (= (dim ?x580 1) sym_m))))))))
(assert
 (let ((?x548 (concat 0 in_B1 in_B2)))
 (let ((?x540 (concat 1 in_W1 in_W2)))
 (let ((?x553 (matmulb in_X ?x540)))
 (let ((?x562 (addb ?x553 ?x548)))
 (let ((?x546 (+ sym_n1 sym_n2)))
 (let ((?x580 (slice 2 sym_n1 ?x546 ?x562)))
 (= (dim ?x580 2) sym_n2))))))))
(assert
 (let ((?x548 (concat 0 in_B1 in_B2)))
(let ((?x540 (concat 1 in_W1 in_W2)))
(let ((?x553 (matmulb in_X ?x540)))
(let ((?x562 (addb ?x553 ?x548)))
(let ((?x546 (+ sym_n1 sym_n2)))
(let ((?x580 (slice 2 sym_n1 ?x546 ?x562)))
(let ((?x522 (matmulb in_X in_W2)))
(let ((?x531 (addb ?x522 in_B2)))
(let ((?x571 (slice 2 0 sym_n1 ?x562)))
(let ((?x504 (matmulb in_X in_W1)))
(let ((?x513 (addb ?x504 in_B1)))
(or (and (distinct ?x513 ?x571) true) (and (distinct ?x531 ?x580) true))))))))))))))
(check-sat)
