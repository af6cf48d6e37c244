; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_concat_cols, gemmnc_matmul, matmul_idkernel_right, matmul_slice_cols, slice_concat_left
; z3 rlimit used: 52862
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
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
 (forall ((A T) (c Int) )(! (let ((?x126 (matmul A (idkernel2 c))))
 (let (($x127 (= ?x126 A)))
 (let (($x198 (= (rank A) 2)))
 (let (($x199 (and (= (dim A 1) c) $x198)))
 (=> $x199 $x127))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x173 (matmul A B)))
 (let ((?x130 (gemmnc 0 0 1.0 A B)))
 (let (($x149 (= ?x130 ?x173)))
 (let (($x198 (= (rank A) 2)))
 (let (($x180 (and $x198 (= (rank B) 2))))
 (=> $x180 $x149)))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x250 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x247 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x251 (= ?x247 ?x250)))
 (let (($x233 (>= ta 0)))
 (let (($x245 (and $x233 (= (rank A) 2) (= (rank B1) 2) (= (rank B2) 2))))
 (=> $x245 $x251)))))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x299 (matmul A (slice ax s e B))))
 (let ((?x297 (slice ax s e (matmul A B))))
 (let (($x300 (= ?x297 ?x299)))
 (let (($x294 (=> (> (- (- (rank A) 2) 0) 5) (= (dim A (+ 0 5)) (dim B (+ 0 5))))))
 (let (($x290 (=> (> (- (- (rank A) 2) 0) 4) (= (dim A (+ 0 4)) (dim B (+ 0 4))))))
 (let (($x286 (=> (> (- (- (rank A) 2) 0) 3) (= (dim A (+ 0 3)) (dim B (+ 0 3))))))
 (let (($x282 (=> (> (- (- (rank A) 2) 0) 2) (= (dim A (+ 0 2)) (dim B (+ 0 2))))))
 (let (($x278 (=> (> (- (- (rank A) 2) 0) 1) (= (dim A (+ 0 1)) (dim B (+ 0 1))))))
 (let (($x274 (=> (> (- (- (rank A) 2) 0) 0) (= (dim A (+ 0 0)) (dim B (+ 0 0))))))
 (let (($x263 (>= e 1)))
 (let (($x233 (>= s 0)))
 (let (($x262 (>= ax 1)))
 (let (($x295 (and (= ax (- (rank B) 1)) (<= s e) $x262 $x233 $x263 (>= (- (- (rank A) 2) 0) 0) (>= (- (- (rank B) 2) 0) 0) (= (- (- (rank B) 2) 0) (- (- (rank A) 2) 0)) $x274 $x278 $x282 $x286 $x290 $x294)))
 (=> $x295 $x300)))))))))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul A (slice ax s e B)) ) :qid matmul_slice_cols))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x378 (+ sym_c sym_c2)))
 (let ((?x363 (idkernel2 sym_c)))
 (let ((?x372 (concat 1 ?x363 in_w1)))
 (let ((?x377 (dim ?x372 1)))
 (= ?x377 ?x378))))))
(assert
 (= (rank (matmul in_x1 (concat 1 (idkernel2 sym_c) in_w1))) 2))
(assert
 (= (dim (matmul in_x1 (concat 1 (idkernel2 sym_c) in_w1)) 0) sym_n))
(assert
 (let ((?x378 (+ sym_c sym_c2)))
 (let ((?x363 (idkernel2 sym_c)))
 (let ((?x372 (concat 1 ?x363 in_w1)))
 (let ((?x380 (matmul in_x1 ?x372)))
 (let ((?x385 (dim ?x380 1)))
 (= ?x385 ?x378)))))))
(assert
 (let ((?x363 (idkernel2 sym_c)))
 (let ((?x372 (concat 1 ?x363 in_w1)))
 (let ((?x380 (matmul in_x1 ?x372)))
 (let ((?x387 (slice 1 0 sym_c ?x380)))
 (= (rank ?x387) 2))))))
(assert
 (let ((?x363 (idkernel2 sym_c)))
 (let ((?x372 (concat 1 ?x363 in_w1)))
 (let ((?x380 (matmul in_x1 ?x372)))
 (let ((?x387 (slice 1 0 sym_c ?x380)))
 (= (dim ?x387 0) sym_n))))))
(assert
 (let ((?x363 (idkernel2 sym_c)))
 (let ((?x372 (concat 1 ?x363 in_w1)))
 (let ((?x380 (matmul in_x1 ?x372)))
 (let ((?x387 (slice 1 0 sym_c ?x380)))
 (= (dim ?x387 1) sym_c))))))
(assert
 (let ((?x363 (idkernel2 sym_c)))
 (let ((?x372 (concat 1 ?x363 in_w1)))
 (let ((?x380 (matmul in_x1 ?x372)))
 (let ((?x378 (+ sym_c sym_c2)))
 (let ((?x394 (slice 1 sym_c ?x378 ?x380)))
 (= (rank ?x394) 2)))))))
(assert
 (let ((?x363 (idkernel2 sym_c)))
 (let ((?x372 (concat 1 ?x363 in_w1)))
 (let ((?x380 (matmul in_x1 ?x372)))
 (let ((?x378 (+ sym_c sym_c2)))
 (let ((?x394 (slice 1 sym_c ?x378 ?x380)))
 (= (dim ?x394 0) sym_n)))))))
(assert
 (let ((?x363 (idkernel2 sym_c)))
 (let ((?x372 (concat 1 ?x363 in_w1)))
 (let ((?x380 (matmul in_x1 ?x372)))
 (let ((?x378 (+ sym_c sym_c2)))
 (let ((?x394 (slice 1 sym_c ?x378 ?x380)))
 (= (dim ?x394 1) sym_c2)))))))
(assert
 (let ((?x378 (+ sym_c sym_c2)))
 (>= ?x378 0)))
(assert
 (let ((?x363 (idkernel2 sym_c)))
(let ((?x372 (concat 1 ?x363 in_w1)))
(let ((?x380 (matmul in_x1 ?x372)))
(let ((?x387 (slice 1 0 sym_c ?x380)))
(and (distinct ?x387 in_x1) true))))))
(check-sat)
