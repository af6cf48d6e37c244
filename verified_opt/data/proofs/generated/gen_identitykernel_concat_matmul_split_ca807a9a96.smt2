; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_left, matmul_slice_rows, slice_concat_right
; z3 rlimit used: 54717
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
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x107 (slice ax n1 e (concat ax A B))))
 (let (($x108 (= ?x107 B)))
 (let (($x103 (= (dim A (+ (+ 1 ax) 5)) (dim B (+ (+ 1 ax) 5)))))
 (let (($x97 (= (dim A (+ (+ 1 ax) 4)) (dim B (+ (+ 1 ax) 4)))))
 (let (($x91 (= (dim A (+ (+ 1 ax) 3)) (dim B (+ (+ 1 ax) 3)))))
 (let (($x85 (= (dim A (+ (+ 1 ax) 2)) (dim B (+ (+ 1 ax) 2)))))
 (let (($x79 (= (dim A (+ (+ 1 ax) 1)) (dim B (+ (+ 1 ax) 1)))))
 (let (($x73 (= (dim A (+ (+ 1 ax) 0)) (dim B (+ (+ 1 ax) 0)))))
 (let (($x65 (= (dim A (+ 0 5)) (dim B (+ 0 5)))))
 (let (($x58 (= (dim A (+ 0 4)) (dim B (+ 0 4)))))
 (let (($x51 (= (dim A (+ 0 3)) (dim B (+ 0 3)))))
 (let (($x44 (= (dim A (+ 0 2)) (dim B (+ 0 2)))))
 (let (($x37 (= (dim A (+ 0 1)) (dim B (+ 0 1)))))
 (let (($x31 (= (dim A (+ 0 0)) (dim B (+ 0 0)))))
 (let (($x16 (>= ax 0)))
 (let (($x9 (= (dim A ax) n1)))
 (let (($x105 (and $x9 (= (dim B ax) (- e n1)) $x16 (>= (- (- (rank A) 1) ax) 0) $x16 (>= (- (- (rank B) 1) ax) 0) (= ax ax) (=> (> ax 0) $x31) (=> (> ax 1) $x37) (=> (> ax 2) $x44) (=> (> ax 3) $x51) (=> (> ax 4) $x58) (=> (> ax 5) $x65) (= (- (- (rank B) 1) ax) (- (- (rank A) 1) ax)) (=> (> (- (- (rank A) 1) ax) 0) $x73) (=> (> (- (- (rank A) 1) ax) 1) $x79) (=> (> (- (- (rank A) 1) ax) 2) $x85) (=> (> (- (- (rank A) 1) ax) 3) $x91) (=> (> (- (- (rank A) 1) ax) 4) $x97) (=> (> (- (- (rank A) 1) ax) 5) $x103))))
 (=> $x105 $x108)))))))))))))))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x165 (matmul (idkernel2 c) A)))
 (let (($x148 (= ?x165 A)))
 (let (($x183 (and (= (dim A 0) c) (= (rank A) 2))))
 (=> $x183 $x148)))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x258 (matmul (slice ax s e A) B)))
 (let ((?x256 (slice ax s e (matmul A B))))
 (let (($x259 (= ?x256 ?x258)))
 (let (($x65 (= (dim A (+ 0 5)) (dim B (+ 0 5)))))
 (let (($x58 (= (dim A (+ 0 4)) (dim B (+ 0 4)))))
 (let (($x51 (= (dim A (+ 0 3)) (dim B (+ 0 3)))))
 (let (($x44 (= (dim A (+ 0 2)) (dim B (+ 0 2)))))
 (let (($x37 (= (dim A (+ 0 1)) (dim B (+ 0 1)))))
 (let (($x31 (= (dim A (+ 0 0)) (dim B (+ 0 0)))))
 (let (($x198 (>= e 1)))
 (let (($x202 (>= s 0)))
 (let (($x16 (>= ax 0)))
 (let (($x254 (and (= ax (- (rank A) 2)) (<= s e) $x16 $x202 $x198 (>= (- (- (rank A) 2) 0) 0) (>= (- (- (rank B) 2) 0) 0) (= (- (- (rank B) 2) 0) (- (- (rank A) 2) 0)) (=> (> (- (- (rank A) 2) 0) 0) $x31) (=> (> (- (- (rank A) 2) 0) 1) $x37) (=> (> (- (- (rank A) 2) 0) 2) $x44) (=> (> (- (- (rank A) 2) 0) 3) $x51) (=> (> (- (- (rank A) 2) 0) 4) $x58) (=> (> (- (- (rank A) 2) 0) 5) $x65))))
 (=> $x254 $x259)))))))))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul (slice ax s e A) B) ) :qid matmul_slice_rows))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 in_w1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x292 (* 2 sym_c)))
 (let ((?x272 (idkernel2 sym_c)))
 (let ((?x275 (concat 0 in_w1 ?x272)))
 (let ((?x300 (dim ?x275 0)))
 (= ?x300 ?x292))))))
(assert
 (= (dim (concat 0 in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_w1 (idkernel2 sym_c)) in_w1)) 2))
(assert
 (let ((?x292 (* 2 sym_c)))
 (let ((?x272 (idkernel2 sym_c)))
 (let ((?x275 (concat 0 in_w1 ?x272)))
 (let ((?x310 (matmul ?x275 in_w1)))
 (let ((?x313 (dim ?x310 0)))
 (= ?x313 ?x292)))))))
(assert
 (= (dim (matmul (concat 0 in_w1 (idkernel2 sym_c)) in_w1) 1) sym_c))
(assert
 (let ((?x272 (idkernel2 sym_c)))
 (let ((?x275 (concat 0 in_w1 ?x272)))
 (let ((?x310 (matmul ?x275 in_w1)))
 (let ((?x317 (slice 0 0 sym_c ?x310)))
 (= (rank ?x317) 2))))))
(assert
 (let ((?x272 (idkernel2 sym_c)))
 (let ((?x275 (concat 0 in_w1 ?x272)))
 (let ((?x310 (matmul ?x275 in_w1)))
 (let ((?x317 (slice 0 0 sym_c ?x310)))
 (= (dim ?x317 0) sym_c))))))
(assert
 (let ((?x272 (idkernel2 sym_c)))
 (let ((?x275 (concat 0 in_w1 ?x272)))
 (let ((?x310 (matmul ?x275 in_w1)))
 (let ((?x317 (slice 0 0 sym_c ?x310)))
 (= (dim ?x317 1) sym_c))))))
(assert
 (let ((?x272 (idkernel2 sym_c)))
 (let ((?x275 (concat 0 in_w1 ?x272)))
 (let ((?x310 (matmul ?x275 in_w1)))
 (let ((?x292 (* 2 sym_c)))
 (let ((?x324 (slice 0 sym_c ?x292 ?x310)))
 (= (rank ?x324) 2)))))))
(assert
 (let ((?x272 (idkernel2 sym_c)))
 (let ((?x275 (concat 0 in_w1 ?x272)))
 (let ((?x310 (matmul ?x275 in_w1)))
 (let ((?x292 (* 2 sym_c)))
 (let ((?x324 (slice 0 sym_c ?x292 ?x310)))
 (= (dim ?x324 0) sym_c)))))))
(assert
 (let ((?x272 (idkernel2 sym_c)))
 (let ((?x275 (concat 0 in_w1 ?x272)))
 (let ((?x310 (matmul ?x275 in_w1)))
 (let ((?x292 (* 2 sym_c)))
 (let ((?x324 (slice 0 sym_c ?x292 ?x310)))
 (= (dim ?x324 1) sym_c)))))))
(assert
 (let ((?x292 (* 2 sym_c)))
 (>= ?x292 0)))
(assert
 (let ((?x272 (idkernel2 sym_c)))
(let ((?x275 (concat 0 in_w1 ?x272)))
(let ((?x310 (matmul ?x275 in_w1)))
(let ((?x292 (* 2 sym_c)))
(let ((?x324 (slice 0 sym_c ?x292 ?x310)))
(and (distinct ?x324 in_w1) true)))))))
(check-sat)
