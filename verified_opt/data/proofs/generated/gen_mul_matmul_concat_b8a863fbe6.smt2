; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, smul_concat
; z3 rlimit used: 30228
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
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
 (forall ((A T) (B T) )(! (let ((?x212 (matmul A B)))
 (let ((?x135 (gemmnc 0 0 1.0 A B)))
 (let (($x213 (= ?x135 ?x212)))
 (let (($x216 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x216 $x213))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x222 (smul (gemmnc ta tb al A B) S)))
 (let ((?x185 (gemmnc ta tb al (smul A S) B)))
 (let (($x223 (= ?x185 ?x222)))
 (let (($x7 (>= tb 0)))
 (let (($x187 (and (>= ta 0) $x7 (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x187 $x223)))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (matmul (smul in_x1 in_s1) in_w1)) 2))
(assert
 (= (dim (matmul (smul in_x1 in_s1) in_w1) 0) sym_n))
(assert
 (= (dim (matmul (smul in_x1 in_s1) in_w1) 1) sym_c))
(assert
 (let ((?x272 (smul in_x1 in_s1)))
 (let ((?x279 (matmul ?x272 in_w1)))
 (let ((?x286 (concat 0 ?x279 ?x272)))
 (= (rank ?x286) 2)))))
(assert
 (let ((?x290 (* 2 sym_n)))
 (let ((?x272 (smul in_x1 in_s1)))
 (let ((?x279 (matmul ?x272 in_w1)))
 (let ((?x286 (concat 0 ?x279 ?x272)))
 (let ((?x289 (dim ?x286 0)))
 (= ?x289 ?x290)))))))
(assert
 (let ((?x272 (smul in_x1 in_s1)))
 (let ((?x279 (matmul ?x272 in_w1)))
 (let ((?x286 (concat 0 ?x279 ?x272)))
 (= (dim ?x286 1) sym_c)))))
(assert
 (let ((?x290 (* 2 sym_n)))
 (>= ?x290 0)))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c))
(assert
 (= (rank (concat 0 (matmul in_x1 in_w1) in_x1)) 2))
(assert
 (let ((?x290 (* 2 sym_n)))
 (let ((?x295 (matmul in_x1 in_w1)))
 (let ((?x302 (concat 0 ?x295 in_x1)))
 (let ((?x305 (dim ?x302 0)))
 (= ?x305 ?x290))))))
(assert
 (= (dim (concat 0 (matmul in_x1 in_w1) in_x1) 1) sym_c))
(assert
 (= (rank (smul (concat 0 (matmul in_x1 in_w1) in_x1) in_s1)) 2))
(assert
 (let ((?x290 (* 2 sym_n)))
 (let ((?x295 (matmul in_x1 in_w1)))
 (let ((?x302 (concat 0 ?x295 in_x1)))
 (let ((?x309 (smul ?x302 in_s1)))
 (let ((?x312 (dim ?x309 0)))
 (= ?x312 ?x290)))))))
(assert
 (let ((?x295 (matmul in_x1 in_w1)))
 (let ((?x302 (concat 0 ?x295 in_x1)))
 (let ((?x309 (smul ?x302 in_s1)))
 (= (dim ?x309 1) sym_c)))))
(assert
 (let ((?x295 (matmul in_x1 in_w1)))
(let ((?x302 (concat 0 ?x295 in_x1)))
(let ((?x309 (smul ?x302 in_s1)))
(let ((?x272 (smul in_x1 in_s1)))
(let ((?x279 (matmul ?x272 in_w1)))
(let ((?x286 (concat 0 ?x279 ?x272)))
(and (distinct ?x286 ?x309) true))))))))
(check-sat)
