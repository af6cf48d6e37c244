; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, smul_concat, smul_mul
; z3 rlimit used: 10958
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun mul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
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
 (forall ((X T) (Y T) )(! (let ((?x252 (mul Y X)))
 (let ((?x251 (mul X Y)))
 (let (($x253 (= ?x251 ?x252)))
 (let (($x249 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x237 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x184 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x206 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x153 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x192 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x133 (- (- (rank X) 0) 0)))
 (let (($x135 (= (- (- (rank Y) 0) 0) ?x133)))
 (=> (and $x135 $x192 $x153 $x206 $x184 $x237 $x249) $x253)))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x272 (mul X (smul Y S))))
 (let ((?x251 (mul X Y)))
 (let ((?x284 (smul ?x251 S)))
 (let (($x278 (= ?x284 ?x272)))
 (let (($x249 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x237 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x184 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x206 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x153 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x192 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x133 (- (- (rank X) 0) 0)))
 (let (($x135 (= (- (- (rank Y) 0) 0) ?x133)))
 (let ((?x15 (rank S)))
 (let (($x260 (= ?x15 0)))
 (=> (and $x260 $x135 $x192 $x153 $x206 $x184 $x237 $x249) $x278))))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (mul in_x2 (smul in_x1 in_s1))) 2))
(assert
 (= (dim (mul in_x2 (smul in_x1 in_s1)) 0) sym_n))
(assert
 (= (dim (mul in_x2 (smul in_x1 in_s1)) 1) sym_c))
(assert
 (let ((?x328 (smul in_x1 in_s1)))
 (let ((?x335 (mul in_x2 ?x328)))
 (let ((?x342 (concat 1 ?x335 ?x328)))
 (= (rank ?x342) 2)))))
(assert
 (let ((?x328 (smul in_x1 in_s1)))
 (let ((?x335 (mul in_x2 ?x328)))
 (let ((?x342 (concat 1 ?x335 ?x328)))
 (= (dim ?x342 0) sym_n)))))
(assert
 (let ((?x348 (* 2 sym_c)))
 (let ((?x328 (smul in_x1 in_s1)))
 (let ((?x335 (mul in_x2 ?x328)))
 (let ((?x342 (concat 1 ?x335 ?x328)))
 (let ((?x347 (dim ?x342 1)))
 (= ?x347 ?x348)))))))
(assert
 (let ((?x348 (* 2 sym_c)))
 (>= ?x348 0)))
(assert
 (= (rank (mul in_x1 in_x2)) 2))
(assert
 (= (dim (mul in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (concat 1 (mul in_x1 in_x2) in_x1)) 2))
(assert
 (= (dim (concat 1 (mul in_x1 in_x2) in_x1) 0) sym_n))
(assert
 (let ((?x348 (* 2 sym_c)))
 (let ((?x351 (mul in_x1 in_x2)))
 (let ((?x358 (concat 1 ?x351 in_x1)))
 (let ((?x363 (dim ?x358 1)))
 (= ?x363 ?x348))))))
(assert
 (= (rank (smul (concat 1 (mul in_x1 in_x2) in_x1) in_s1)) 2))
(assert
 (let ((?x351 (mul in_x1 in_x2)))
 (let ((?x358 (concat 1 ?x351 in_x1)))
 (let ((?x365 (smul ?x358 in_s1)))
 (= (dim ?x365 0) sym_n)))))
(assert
 (let ((?x348 (* 2 sym_c)))
 (let ((?x351 (mul in_x1 in_x2)))
 (let ((?x358 (concat 1 ?x351 in_x1)))
 (let ((?x365 (smul ?x358 in_s1)))
 (let ((?x370 (dim ?x365 1)))
 (= ?x370 ?x348)))))))
(assert
 (let ((?x351 (mul in_x1 in_x2)))
(let ((?x358 (concat 1 ?x351 in_x1)))
(let ((?x365 (smul ?x358 in_s1)))
(let ((?x328 (smul in_x1 in_s1)))
(let ((?x335 (mul in_x2 ?x328)))
(let ((?x342 (concat 1 ?x335 ?x328)))
(and (distinct ?x342 ?x365) true))))))))
(check-sat)
