; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, matmul_idkernel_left, smul_concat
; z3 rlimit used: 38723
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_c () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x106 (concat ax (smul A S) (smul B S))))
 (let ((?x103 (smul (concat ax A B) S)))
 (let (($x107 (= ?x103 ?x106)))
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
 (let ((?x20 (rank S)))
 (let (($x21 (= ?x20 0)))
 (let (($x7 (>= ax 0)))
 (let (($x101 (and $x7 (>= (- (- (rank A) 1) ax) 0) $x7 (>= (- (- (rank B) 1) ax) 0) $x21 (= ax ax) $x28 $x34 $x41 $x48 $x55 $x62 (= (- (- (rank B) 1) ax) (- (- (rank A) 1) ax)) (=> (> (- (- (rank A) 1) ax) 0) $x69) (=> (> (- (- (rank A) 1) ax) 1) $x75) (=> (> (- (- (rank A) 1) ax) 2) $x81) (=> (> (- (- (rank A) 1) ax) 3) $x87) (=> (> (- (- (rank A) 1) ax) 4) $x93) (=> (> (- (- (rank A) 1) ax) 5) $x99))))
 (=> $x101 $x107)))))))))))))))))))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x133 (matmul (idkernel2 c) A)))
 (let (($x135 (= ?x133 A)))
 (let ((?x20 (rank A)))
 (let (($x130 (= ?x20 2)))
 (let (($x131 (and (= (dim A 0) c) $x130)))
 (=> $x131 $x135)))))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x142 (matmul A B)))
 (let ((?x139 (gemmnc 0 0 1.0 A B)))
 (let (($x141 (= ?x139 ?x142)))
 (let ((?x20 (rank A)))
 (let (($x130 (= ?x20 2)))
 (let (($x153 (and $x130 (= (rank B) 2))))
 (=> $x153 $x141))))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x254 (smul (gemmnc ta tb al A B) S)))
 (let ((?x252 (gemmnc ta tb al (smul A S) B)))
 (let (($x255 (= ?x252 ?x254)))
 (let (($x7 (>= tb 0)))
 (let (($x250 (and (>= ta 0) $x7 (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x250 $x255)))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_s1) 0))
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
 (= (rank (smul (idkernel2 sym_c) in_s1)) 2))
(assert
 (= (dim (smul (idkernel2 sym_c) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel2 sym_c) in_s1) 1) sym_c))
(assert
 (= (rank (matmul (smul (idkernel2 sym_c) in_s1) in_w1)) 2))
(assert
 (= (dim (matmul (smul (idkernel2 sym_c) in_s1) in_w1) 0) sym_c))
(assert
 (= (dim (matmul (smul (idkernel2 sym_c) in_s1) in_w1) 1) sym_c))
(assert
 (let ((?x275 (idkernel2 sym_c)))
 (let ((?x282 (smul ?x275 in_s1)))
 (let ((?x289 (matmul ?x282 in_w1)))
 (let ((?x296 (concat 0 ?x289 ?x282)))
 (= (rank ?x296) 2))))))
(assert
 (let ((?x300 (* 2 sym_c)))
 (let ((?x275 (idkernel2 sym_c)))
 (let ((?x282 (smul ?x275 in_s1)))
 (let ((?x289 (matmul ?x282 in_w1)))
 (let ((?x296 (concat 0 ?x289 ?x282)))
 (let ((?x299 (dim ?x296 0)))
 (= ?x299 ?x300))))))))
(assert
 (let ((?x275 (idkernel2 sym_c)))
 (let ((?x282 (smul ?x275 in_s1)))
 (let ((?x289 (matmul ?x282 in_w1)))
 (let ((?x296 (concat 0 ?x289 ?x282)))
 (= (dim ?x296 1) sym_c))))))
(assert
 (let ((?x300 (* 2 sym_c)))
 (>= ?x300 0)))
(assert
 (= (rank (concat 0 in_w1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x300 (* 2 sym_c)))
 (let ((?x275 (idkernel2 sym_c)))
 (let ((?x305 (concat 0 in_w1 ?x275)))
 (let ((?x308 (dim ?x305 0)))
 (= ?x308 ?x300))))))
(assert
 (= (dim (concat 0 in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (smul (concat 0 in_w1 (idkernel2 sym_c)) in_s1)) 2))
(assert
 (let ((?x300 (* 2 sym_c)))
 (let ((?x275 (idkernel2 sym_c)))
 (let ((?x305 (concat 0 in_w1 ?x275)))
 (let ((?x312 (smul ?x305 in_s1)))
 (let ((?x315 (dim ?x312 0)))
 (= ?x315 ?x300)))))))
(assert
 (= (dim (smul (concat 0 in_w1 (idkernel2 sym_c)) in_s1) 1) sym_c))
(assert
 (let ((?x275 (idkernel2 sym_c)))
(let ((?x305 (concat 0 in_w1 ?x275)))
(let ((?x312 (smul ?x305 in_s1)))
(let ((?x282 (smul ?x275 in_s1)))
(let ((?x289 (matmul ?x282 in_w1)))
(let ((?x296 (concat 0 ?x289 ?x282)))
(and (distinct ?x296 ?x312) true))))))))
(check-sat)
