; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, smul_concat
; z3 rlimit used: 11702
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
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
 (let (($x21 (= (rank S) 0)))
 (let (($x7 (>= ax 0)))
 (let (($x101 (and $x7 (>= (- (- (rank A) 1) ax) 0) $x7 (>= (- (- (rank B) 1) ax) 0) $x21 (= ax ax) $x28 $x34 $x41 $x48 $x55 $x62 (= (- (- (rank B) 1) ax) (- (- (rank A) 1) ax)) (=> (> (- (- (rank A) 1) ax) 0) $x69) (=> (> (- (- (rank A) 1) ax) 1) $x75) (=> (> (- (- (rank A) 1) ax) 2) $x81) (=> (> (- (- (rank A) 1) ax) 3) $x87) (=> (> (- (- (rank A) 1) ax) 4) $x93) (=> (> (- (- (rank A) 1) ax) 5) $x99))))
 (=> $x101 $x107))))))))))))))))))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x185 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x187 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (let (($x226 (= ?x187 ?x185)))
 (let (($x203 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (= (rank X) 4) (= (rank S) 0))))
 (=> $x203 $x226))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
 )
(assert
 (>= sym_c 1))
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
 (= (rank in_s1) 0))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (let ((?x271 (smul in_i1 in_s1)))
 (let ((?x282 (avgpool 3 3 1 1 1 1 1 1 0 ?x271)))
 (= (rank ?x282) 4))))
(assert
 (let ((?x271 (smul in_i1 in_s1)))
 (let ((?x282 (avgpool 3 3 1 1 1 1 1 1 0 ?x271)))
 (= (dim ?x282 0) sym_n))))
(assert
 (let ((?x271 (smul in_i1 in_s1)))
 (let ((?x282 (avgpool 3 3 1 1 1 1 1 1 0 ?x271)))
 (= (dim ?x282 1) sym_c))))
(assert
 (let ((?x271 (smul in_i1 in_s1)))
 (let ((?x282 (avgpool 3 3 1 1 1 1 1 1 0 ?x271)))
 (= (dim ?x282 2) sym_h))))
(assert
 (let ((?x271 (smul in_i1 in_s1)))
 (let ((?x282 (avgpool 3 3 1 1 1 1 1 1 0 ?x271)))
 (= (dim ?x282 3) sym_w))))
(assert
 (let ((?x271 (smul in_i1 in_s1)))
 (let ((?x282 (avgpool 3 3 1 1 1 1 1 1 0 ?x271)))
 (let ((?x293 (concat 1 ?x271 ?x282)))
 (= (rank ?x293) 4)))))
(assert
 (let ((?x271 (smul in_i1 in_s1)))
 (let ((?x282 (avgpool 3 3 1 1 1 1 1 1 0 ?x271)))
 (let ((?x293 (concat 1 ?x271 ?x282)))
 (= (dim ?x293 0) sym_n)))))
(assert
 (let ((?x299 (* 2 sym_c)))
 (let ((?x271 (smul in_i1 in_s1)))
 (let ((?x282 (avgpool 3 3 1 1 1 1 1 1 0 ?x271)))
 (let ((?x293 (concat 1 ?x271 ?x282)))
 (let ((?x298 (dim ?x293 1)))
 (= ?x298 ?x299)))))))
(assert
 (let ((?x271 (smul in_i1 in_s1)))
 (let ((?x282 (avgpool 3 3 1 1 1 1 1 1 0 ?x271)))
 (let ((?x293 (concat 1 ?x271 ?x282)))
 (= (dim ?x293 2) sym_h)))))
(assert
 (let ((?x271 (smul in_i1 in_s1)))
 (let ((?x282 (avgpool 3 3 1 1 1 1 1 1 0 ?x271)))
 (let ((?x293 (concat 1 ?x271 ?x282)))
 (= (dim ?x293 3) sym_w)))))
(assert
 (let ((?x299 (* 2 sym_c)))
 (>= ?x299 0)))
(assert
 (let ((?x306 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x306) 4)))
(assert
 (let ((?x306 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x306 0) sym_n)))
(assert
 (let ((?x306 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x306 1) sym_c)))
(assert
 (let ((?x306 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x306 2) sym_h)))
(assert
 (let ((?x306 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x306 3) sym_w)))
(assert
 (let ((?x306 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x317 (concat 1 in_i1 ?x306)))
 (= (rank ?x317) 4))))
(assert
 (let ((?x306 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x317 (concat 1 in_i1 ?x306)))
 (= (dim ?x317 0) sym_n))))
(assert
 (let ((?x299 (* 2 sym_c)))
 (let ((?x306 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x317 (concat 1 in_i1 ?x306)))
 (let ((?x322 (dim ?x317 1)))
 (= ?x322 ?x299))))))
(assert
 (let ((?x306 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x317 (concat 1 in_i1 ?x306)))
 (= (dim ?x317 2) sym_h))))
(assert
 (let ((?x306 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x317 (concat 1 in_i1 ?x306)))
 (= (dim ?x317 3) sym_w))))
(assert
 (let ((?x306 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x317 (concat 1 in_i1 ?x306)))
 (let ((?x328 (smul ?x317 in_s1)))
 (= (rank ?x328) 4)))))
(assert
 (let ((?x306 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x317 (concat 1 in_i1 ?x306)))
 (let ((?x328 (smul ?x317 in_s1)))
 (= (dim ?x328 0) sym_n)))))
(assert
 (let ((?x299 (* 2 sym_c)))
 (let ((?x306 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x317 (concat 1 in_i1 ?x306)))
 (let ((?x328 (smul ?x317 in_s1)))
 (let ((?x333 (dim ?x328 1)))
 (= ?x333 ?x299)))))))
(assert
 (let ((?x306 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x317 (concat 1 in_i1 ?x306)))
 (let ((?x328 (smul ?x317 in_s1)))
 (= (dim ?x328 2) sym_h)))))
(assert
 (let ((?x306 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x317 (concat 1 in_i1 ?x306)))
 (let ((?x328 (smul ?x317 in_s1)))
 (= (dim ?x328 3) sym_w)))))
(assert
 (let ((?x306 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x317 (concat 1 in_i1 ?x306)))
(let ((?x328 (smul ?x317 in_s1)))
(let ((?x271 (smul in_i1 in_s1)))
(let ((?x282 (avgpool 3 3 1 1 1 1 1 1 0 ?x271)))
(let ((?x293 (concat 1 ?x271 ?x282)))
(and (distinct ?x293 ?x328) true))))))))
(check-sat)
