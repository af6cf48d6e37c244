; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols_shared, slice_concat_left, slice_concat_right
; z3 rlimit used: 18065
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun matmulb (T T) T)
(declare-fun sym_b () Int)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
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
 (forall ((A T) (B T) (C T) )(! (let ((?x353 (concat 2 (matmulb A B) (matmulb A C))))
 (let ((?x333 (matmulb A (concat 1 B C))))
 (let (($x354 (= ?x333 ?x353)))
 (let (($x309 (and (= (rank A) 3) (= (rank B) 2) (= (rank C) 2))))
 (=> $x309 $x354))))) :pattern ( (matmulb A (concat 1 B C)) ) :pattern ( (concat 2 (matmulb A B) (matmulb A C)) ) :qid matmul_concat_cols_shared))
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
 (= (rank (matmulb in_X in_W2)) 3))
(assert
 (= (dim (matmulb in_X in_W2) 0) sym_b))
(assert
 (= (dim (matmulb in_X in_W2) 1) sym_m))
(assert
 (= (dim (matmulb in_X in_W2) 2) sym_n2))
(assert
 (= (rank (concat 1 in_W1 in_W2)) 2))
(assert
 (= (dim (concat 1 in_W1 in_W2) 0) sym_k))
(assert
 (let ((?x446 (+ sym_n1 sym_n2)))
 (let ((?x440 (concat 1 in_W1 in_W2)))
 (let ((?x445 (dim ?x440 1)))
 (= ?x445 ?x446)))))
(assert
 (= (rank (matmulb in_X (concat 1 in_W1 in_W2))) 3))
(assert
 (= (dim (matmulb in_X (concat 1 in_W1 in_W2)) 0) sym_b))
(assert
 (= (dim (matmulb in_X (concat 1 in_W1 in_W2)) 1) sym_m))
(assert
 (let ((?x446 (+ sym_n1 sym_n2)))
 (let ((?x440 (concat 1 in_W1 in_W2)))
 (let ((?x448 (matmulb in_X ?x440)))
 (let ((?x455 (dim ?x448 2)))
 (= ?x455 ?x446))))))
(assert
 (let ((?x440 (concat 1 in_W1 in_W2)))
 (let ((?x448 (matmulb in_X ?x440)))
 (let ((?x457 (slice 2 0 sym_n1 ?x448)))
 (= (rank ?x457) 3)))))
(assert
 (let ((?x440 (concat 1 in_W1 in_W2)))
 (let ((?x448 (matmulb in_X ?x440)))
 (let ((?x457 (slice 2 0 sym_n1 ?x448)))
 (= (dim ?x457 0) sym_b)))))
(assert
 (let ((?x440 (concat 1 in_W1 in_W2)))
 (let ((?x448 (matmulb in_X ?x440)))
 (let ((?x457 (slice 2 0 sym_n1 ?x448)))
 (= (dim ?x457 1) sym_m)))))
(assert
 (let ((?x440 (concat 1 in_W1 in_W2)))
 (let ((?x448 (matmulb in_X ?x440)))
 (let ((?x457 (slice 2 0 sym_n1 ?x448)))
 (= (dim ?x457 2) sym_n1)))))
(assert
 (let ((?x440 (concat 1 in_W1 in_W2)))
 (let ((?x448 (matmulb in_X ?x440)))
 (let ((?x446 (+ sym_n1 sym_n2)))
 (let ((?x466 (slice 2 sym_n1 ?x446 ?x448)))
 (= (rank ?x466) 3))))))
(assert
 (let ((?x440 (concat 1 in_W1 in_W2)))
 (let ((?x448 (matmulb in_X ?x440)))
 (let ((?x446 (+ sym_n1 sym_n2)))
 (let ((?x466 (slice 2 sym_n1 ?x446 ?x448)))
 (= (dim ?x466 0) sym_b))))))
(assert
 (let ((?x440 (concat 1 in_W1 in_W2)))
 (let ((?x448 (matmulb in_X ?x440)))
 (let ((?x446 (+ sym_n1 sym_n2)))
 (let ((?x466 (slice 2 sym_n1 ?x446 ?x448)))
 (= (dim ?x466 1) sym_m))))))
(assert
 (let ((?x440 (concat 1 in_W1 in_W2)))
 (let ((?x448 (matmulb in_X ?x440)))
 (let ((?x446 (+ sym_n1 sym_n2)))
 (let ((?x466 (slice 2 sym_n1 ?x446 ?x448)))
 (= (dim ?x466 2) sym_n2))))))
(assert
 (let ((?x440 (concat 1 in_W1 in_W2)))
(let ((?x448 (matmulb in_X ?x440)))
(let ((?x446 (+ sym_n1 sym_n2)))
(let ((?x466 (slice 2 sym_n1 ?x446 ?x448)))
(let ((?x431 (matmulb in_X in_W2)))
(or (and (distinct (matmulb in_X in_W1) (slice 2 0 sym_n1 ?x448)) true) (and (distinct ?x431 ?x466) true))))))))
(check-sat)
