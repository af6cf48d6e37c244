; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_x, smul_concat
; z3 rlimit used: 24247
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
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
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x223 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x226 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x237 (= ?x226 ?x223)))
 (let (($x184 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x184 $x237))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x278 (dim in_k1 2)))
 (= 3 ?x278)))
(assert
 (let ((?x280 (dim in_k1 3)))
 (= 3 ?x280)))
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
 (let ((?x285 (smul in_i1 in_s1)))
 (let ((?x296 (conv 1 1 1 1 1 1 1 1 1 ?x285 in_k1)))
 (= (rank ?x296) 4))))
(assert
 (let ((?x285 (smul in_i1 in_s1)))
 (let ((?x296 (conv 1 1 1 1 1 1 1 1 1 ?x285 in_k1)))
 (= (dim ?x296 0) sym_n))))
(assert
 (let ((?x285 (smul in_i1 in_s1)))
 (let ((?x296 (conv 1 1 1 1 1 1 1 1 1 ?x285 in_k1)))
 (= (dim ?x296 1) sym_c))))
(assert
 (let ((?x285 (smul in_i1 in_s1)))
 (let ((?x296 (conv 1 1 1 1 1 1 1 1 1 ?x285 in_k1)))
 (= (dim ?x296 2) sym_h))))
(assert
 (let ((?x285 (smul in_i1 in_s1)))
 (let ((?x296 (conv 1 1 1 1 1 1 1 1 1 ?x285 in_k1)))
 (= (dim ?x296 3) sym_w))))
(assert
 (let ((?x285 (smul in_i1 in_s1)))
 (let ((?x296 (conv 1 1 1 1 1 1 1 1 1 ?x285 in_k1)))
 (let ((?x307 (concat 0 ?x296 ?x285)))
 (= (rank ?x307) 4)))))
(assert
 (let ((?x311 (* 2 sym_n)))
 (let ((?x285 (smul in_i1 in_s1)))
 (let ((?x296 (conv 1 1 1 1 1 1 1 1 1 ?x285 in_k1)))
 (let ((?x307 (concat 0 ?x296 ?x285)))
 (let ((?x310 (dim ?x307 0)))
 (= ?x310 ?x311)))))))
(assert
 (let ((?x285 (smul in_i1 in_s1)))
 (let ((?x296 (conv 1 1 1 1 1 1 1 1 1 ?x285 in_k1)))
 (let ((?x307 (concat 0 ?x296 ?x285)))
 (= (dim ?x307 1) sym_c)))))
(assert
 (let ((?x285 (smul in_i1 in_s1)))
 (let ((?x296 (conv 1 1 1 1 1 1 1 1 1 ?x285 in_k1)))
 (let ((?x307 (concat 0 ?x296 ?x285)))
 (= (dim ?x307 2) sym_h)))))
(assert
 (let ((?x285 (smul in_i1 in_s1)))
 (let ((?x296 (conv 1 1 1 1 1 1 1 1 1 ?x285 in_k1)))
 (let ((?x307 (concat 0 ?x296 ?x285)))
 (= (dim ?x307 3) sym_w)))))
(assert
 (let ((?x311 (* 2 sym_n)))
 (>= ?x311 0)))
(assert
 (let ((?x320 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x320) 4)))
(assert
 (let ((?x320 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x320 0) sym_n)))
(assert
 (let ((?x320 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x320 1) sym_c)))
(assert
 (let ((?x320 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x320 2) sym_h)))
(assert
 (let ((?x320 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x320 3) sym_w)))
(assert
 (let ((?x320 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x331 (concat 0 ?x320 in_i1)))
 (= (rank ?x331) 4))))
(assert
 (let ((?x311 (* 2 sym_n)))
 (let ((?x320 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x331 (concat 0 ?x320 in_i1)))
 (let ((?x334 (dim ?x331 0)))
 (= ?x334 ?x311))))))
(assert
 (let ((?x320 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x331 (concat 0 ?x320 in_i1)))
 (= (dim ?x331 1) sym_c))))
(assert
 (let ((?x320 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x331 (concat 0 ?x320 in_i1)))
 (= (dim ?x331 2) sym_h))))
(assert
 (let ((?x320 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x331 (concat 0 ?x320 in_i1)))
 (= (dim ?x331 3) sym_w))))
(assert
 (let ((?x320 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x331 (concat 0 ?x320 in_i1)))
 (let ((?x342 (smul ?x331 in_s1)))
 (= (rank ?x342) 4)))))
(assert
 (let ((?x311 (* 2 sym_n)))
 (let ((?x320 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x331 (concat 0 ?x320 in_i1)))
 (let ((?x342 (smul ?x331 in_s1)))
 (let ((?x345 (dim ?x342 0)))
 (= ?x345 ?x311)))))))
(assert
 (let ((?x320 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x331 (concat 0 ?x320 in_i1)))
 (let ((?x342 (smul ?x331 in_s1)))
 (= (dim ?x342 1) sym_c)))))
(assert
 (let ((?x320 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x331 (concat 0 ?x320 in_i1)))
 (let ((?x342 (smul ?x331 in_s1)))
 (= (dim ?x342 2) sym_h)))))
(assert
 (let ((?x320 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x331 (concat 0 ?x320 in_i1)))
 (let ((?x342 (smul ?x331 in_s1)))
 (= (dim ?x342 3) sym_w)))))
(assert
 (let ((?x320 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x331 (concat 0 ?x320 in_i1)))
(let ((?x342 (smul ?x331 in_s1)))
(let ((?x285 (smul in_i1 in_s1)))
(let ((?x296 (conv 1 1 1 1 1 1 1 1 1 ?x285 in_k1)))
(let ((?x307 (concat 0 ?x296 ?x285)))
(and (distinct ?x307 ?x342) true))))))))
(check-sat)
