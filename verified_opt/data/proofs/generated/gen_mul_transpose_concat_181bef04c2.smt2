; verified_opt proof obligation: unsat means the rule holds
; axioms used: smul_concat, transpose4_smul
; z3 rlimit used: 13739
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_k1 () T)
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
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x153 (smul (transpose4 p0 p1 p2 p3 X) S)))
 (let ((?x165 (transpose4 p0 p1 p2 p3 (smul X S))))
 (let (($x140 (= ?x165 ?x153)))
 (let (($x7 (>= p3 0)))
 (let (($x193 (and (>= p0 0) (>= p1 0) (>= p2 0) $x7 (= (rank X) 4) (= (rank S) 0))))
 (=> $x193 $x140)))))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c2))
(assert
 (let ((?x249 (dim in_k1 2)))
 (= 3 ?x249)))
(assert
 (let ((?x251 (dim in_k1 3)))
 (= 3 ?x251)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c2))
(assert
 (let ((?x256 (smul in_k1 in_s1)))
 (let ((?x263 (dim ?x256 2)))
 (= 3 ?x263))))
(assert
 (let ((?x256 (smul in_k1 in_s1)))
 (let ((?x265 (dim ?x256 3)))
 (= 3 ?x265))))
(assert
 (= (rank (transpose4 0 1 3 2 (smul in_k1 in_s1))) 4))
(assert
 (let ((?x256 (smul in_k1 in_s1)))
 (let ((?x267 (transpose4 0 1 3 2 ?x256)))
 (= (dim ?x267 0) sym_c))))
(assert
 (let ((?x256 (smul in_k1 in_s1)))
 (let ((?x267 (transpose4 0 1 3 2 ?x256)))
 (= (dim ?x267 1) sym_c2))))
(assert
 (let ((?x256 (smul in_k1 in_s1)))
 (let ((?x267 (transpose4 0 1 3 2 ?x256)))
 (let ((?x274 (dim ?x267 2)))
 (= 3 ?x274)))))
(assert
 (let ((?x256 (smul in_k1 in_s1)))
 (let ((?x267 (transpose4 0 1 3 2 ?x256)))
 (let ((?x276 (dim ?x267 3)))
 (= 3 ?x276)))))
(assert
 (let ((?x256 (smul in_k1 in_s1)))
 (let ((?x267 (transpose4 0 1 3 2 ?x256)))
 (let ((?x278 (concat 1 ?x267 ?x256)))
 (= (rank ?x278) 4)))))
(assert
 (let ((?x256 (smul in_k1 in_s1)))
 (let ((?x267 (transpose4 0 1 3 2 ?x256)))
 (let ((?x278 (concat 1 ?x267 ?x256)))
 (= (dim ?x278 0) sym_c)))))
(assert
 (let ((?x284 (* 2 sym_c2)))
 (let ((?x256 (smul in_k1 in_s1)))
 (let ((?x267 (transpose4 0 1 3 2 ?x256)))
 (let ((?x278 (concat 1 ?x267 ?x256)))
 (let ((?x283 (dim ?x278 1)))
 (= ?x283 ?x284)))))))
(assert
 (let ((?x256 (smul in_k1 in_s1)))
 (let ((?x267 (transpose4 0 1 3 2 ?x256)))
 (let ((?x278 (concat 1 ?x267 ?x256)))
 (let ((?x286 (dim ?x278 2)))
 (= 3 ?x286))))))
(assert
 (let ((?x256 (smul in_k1 in_s1)))
 (let ((?x267 (transpose4 0 1 3 2 ?x256)))
 (let ((?x278 (concat 1 ?x267 ?x256)))
 (let ((?x288 (dim ?x278 3)))
 (= 3 ?x288))))))
(assert
 (let ((?x284 (* 2 sym_c2)))
 (>= ?x284 0)))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c2))
(assert
 (let ((?x291 (transpose4 0 1 3 2 in_k1)))
 (let ((?x298 (dim ?x291 2)))
 (= 3 ?x298))))
(assert
 (let ((?x291 (transpose4 0 1 3 2 in_k1)))
 (let ((?x300 (dim ?x291 3)))
 (= 3 ?x300))))
(assert
 (let ((?x291 (transpose4 0 1 3 2 in_k1)))
 (let ((?x302 (concat 1 ?x291 in_k1)))
 (= (rank ?x302) 4))))
(assert
 (let ((?x291 (transpose4 0 1 3 2 in_k1)))
 (let ((?x302 (concat 1 ?x291 in_k1)))
 (= (dim ?x302 0) sym_c))))
(assert
 (let ((?x284 (* 2 sym_c2)))
 (let ((?x291 (transpose4 0 1 3 2 in_k1)))
 (let ((?x302 (concat 1 ?x291 in_k1)))
 (let ((?x307 (dim ?x302 1)))
 (= ?x307 ?x284))))))
(assert
 (let ((?x291 (transpose4 0 1 3 2 in_k1)))
 (let ((?x302 (concat 1 ?x291 in_k1)))
 (let ((?x309 (dim ?x302 2)))
 (= 3 ?x309)))))
(assert
 (let ((?x291 (transpose4 0 1 3 2 in_k1)))
 (let ((?x302 (concat 1 ?x291 in_k1)))
 (let ((?x311 (dim ?x302 3)))
 (= 3 ?x311)))))
(assert
 (let ((?x291 (transpose4 0 1 3 2 in_k1)))
 (let ((?x302 (concat 1 ?x291 in_k1)))
 (let ((?x313 (smul ?x302 in_s1)))
 (= (rank ?x313) 4)))))
(assert
 (let ((?x291 (transpose4 0 1 3 2 in_k1)))
 (let ((?x302 (concat 1 ?x291 in_k1)))
 (let ((?x313 (smul ?x302 in_s1)))
 (= (dim ?x313 0) sym_c)))))
(assert
 (let ((?x284 (* 2 sym_c2)))
 (let ((?x291 (transpose4 0 1 3 2 in_k1)))
 (let ((?x302 (concat 1 ?x291 in_k1)))
 (let ((?x313 (smul ?x302 in_s1)))
 (let ((?x318 (dim ?x313 1)))
 (= ?x318 ?x284)))))))
(assert
 (let ((?x291 (transpose4 0 1 3 2 in_k1)))
 (let ((?x302 (concat 1 ?x291 in_k1)))
 (let ((?x313 (smul ?x302 in_s1)))
 (let ((?x320 (dim ?x313 2)))
 (= 3 ?x320))))))
(assert
 (let ((?x291 (transpose4 0 1 3 2 in_k1)))
 (let ((?x302 (concat 1 ?x291 in_k1)))
 (let ((?x313 (smul ?x302 in_s1)))
 (let ((?x322 (dim ?x313 3)))
 (= 3 ?x322))))))
(assert
 (let ((?x291 (transpose4 0 1 3 2 in_k1)))
(let ((?x302 (concat 1 ?x291 in_k1)))
(let ((?x313 (smul ?x302 in_s1)))
(let ((?x256 (smul in_k1 in_s1)))
(let ((?x267 (transpose4 0 1 3 2 ?x256)))
(let ((?x278 (concat 1 ?x267 ?x256)))
(and (distinct ?x278 ?x313) true))))))))
(check-sat)
