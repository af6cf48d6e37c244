; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, mul_comm, smul_mul
; z3 rlimit used: 5951
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun smul (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x58 (mul Y X)))
 (let ((?x57 (mul X Y)))
 (let (($x59 (= ?x57 ?x58)))
 (let (($x55 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x48 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x41 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x34 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x27 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x20 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x13 (- (- (rank X) 0) 0)))
 (let (($x14 (= (- (- (rank Y) 0) 0) ?x13)))
 (=> (and $x14 $x20 $x27 $x34 $x41 $x48 $x55) $x59)))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x122 (mul X (smul Y S))))
 (let ((?x57 (mul X Y)))
 (let ((?x95 (smul ?x57 S)))
 (let (($x123 (= ?x95 ?x122)))
 (let (($x55 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x48 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x41 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x34 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x27 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x20 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x13 (- (- (rank X) 0) 0)))
 (let (($x14 (= (- (- (rank Y) 0) 0) ?x13)))
 (let (($x107 (= (rank S) 0)))
 (=> (and $x107 $x14 $x20 $x27 $x34 $x41 $x48 $x55) $x123)))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x160 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x158 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (let (($x161 (= ?x158 ?x160)))
 (let (($x156 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (= (rank X) 4) (= (rank S) 0))))
 (=> $x156 $x161))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
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
 (let ((?x202 (smul in_i1 in_s1)))
 (let ((?x213 (avgpool 3 3 1 1 1 1 1 1 0 ?x202)))
 (= (rank ?x213) 4))))
(assert
 (let ((?x202 (smul in_i1 in_s1)))
 (let ((?x213 (avgpool 3 3 1 1 1 1 1 1 0 ?x202)))
 (= (dim ?x213 0) sym_n))))
(assert
 (let ((?x202 (smul in_i1 in_s1)))
 (let ((?x213 (avgpool 3 3 1 1 1 1 1 1 0 ?x202)))
 (= (dim ?x213 1) sym_c))))
(assert
 (let ((?x202 (smul in_i1 in_s1)))
 (let ((?x213 (avgpool 3 3 1 1 1 1 1 1 0 ?x202)))
 (= (dim ?x213 2) sym_h))))
(assert
 (let ((?x202 (smul in_i1 in_s1)))
 (let ((?x213 (avgpool 3 3 1 1 1 1 1 1 0 ?x202)))
 (= (dim ?x213 3) sym_w))))
(assert
 (let ((?x202 (smul in_i1 in_s1)))
 (let ((?x213 (avgpool 3 3 1 1 1 1 1 1 0 ?x202)))
 (let ((?x224 (mul in_i2 ?x213)))
 (= (rank ?x224) 4)))))
(assert
 (let ((?x202 (smul in_i1 in_s1)))
 (let ((?x213 (avgpool 3 3 1 1 1 1 1 1 0 ?x202)))
 (let ((?x224 (mul in_i2 ?x213)))
 (= (dim ?x224 0) sym_n)))))
(assert
 (let ((?x202 (smul in_i1 in_s1)))
 (let ((?x213 (avgpool 3 3 1 1 1 1 1 1 0 ?x202)))
 (let ((?x224 (mul in_i2 ?x213)))
 (= (dim ?x224 1) sym_c)))))
(assert
 (let ((?x202 (smul in_i1 in_s1)))
 (let ((?x213 (avgpool 3 3 1 1 1 1 1 1 0 ?x202)))
 (let ((?x224 (mul in_i2 ?x213)))
 (= (dim ?x224 2) sym_h)))))
(assert
 (let ((?x202 (smul in_i1 in_s1)))
 (let ((?x213 (avgpool 3 3 1 1 1 1 1 1 0 ?x202)))
 (let ((?x224 (mul in_i2 ?x213)))
 (= (dim ?x224 3) sym_w)))))
(assert
 (= (rank (smul in_i2 in_s1)) 4))
(assert
 (= (dim (smul in_i2 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i2 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i2 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i2 in_s1) 3) sym_w))
(assert
 (let ((?x246 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x246) 4)))
(assert
 (let ((?x246 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x246 0) sym_n)))
(assert
 (let ((?x246 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x246 1) sym_c)))
(assert
 (let ((?x246 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x246 2) sym_h)))
(assert
 (let ((?x246 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x246 3) sym_w)))
(assert
 (let ((?x246 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x235 (smul in_i2 in_s1)))
 (let ((?x257 (mul ?x235 ?x246)))
 (= (rank ?x257) 4)))))
(assert
 (let ((?x246 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x235 (smul in_i2 in_s1)))
 (let ((?x257 (mul ?x235 ?x246)))
 (= (dim ?x257 0) sym_n)))))
(assert
 (let ((?x246 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x235 (smul in_i2 in_s1)))
 (let ((?x257 (mul ?x235 ?x246)))
 (= (dim ?x257 1) sym_c)))))
(assert
 (let ((?x246 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x235 (smul in_i2 in_s1)))
 (let ((?x257 (mul ?x235 ?x246)))
 (= (dim ?x257 2) sym_h)))))
(assert
 (let ((?x246 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x235 (smul in_i2 in_s1)))
 (let ((?x257 (mul ?x235 ?x246)))
 (= (dim ?x257 3) sym_w)))))
(assert
 (let ((?x246 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x235 (smul in_i2 in_s1)))
(let ((?x257 (mul ?x235 ?x246)))
(let ((?x202 (smul in_i1 in_s1)))
(let ((?x213 (avgpool 3 3 1 1 1 1 1 1 0 ?x202)))
(let ((?x224 (mul in_i2 ?x213)))
(and (distinct ?x224 ?x257) true))))))))
(check-sat)
