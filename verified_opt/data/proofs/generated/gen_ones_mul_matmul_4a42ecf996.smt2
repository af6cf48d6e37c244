; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, mul_comm, mul_ones2, smul_mul
; z3 rlimit used: 13177
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun ones2 (Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun matmul (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x19 (mul X (ones2 a b))))
 (let (($x20 (= ?x19 X)))
 (let (($x17 (and (= (dim X 0) a) (= (dim X 1) b) (= (rank X) 2))))
 (=> $x17 $x20)))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x94 (mul Y X)))
 (let ((?x93 (mul X Y)))
 (let (($x95 (= ?x93 ?x94)))
 (let (($x91 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x84 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x77 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x70 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x64 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x58 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x51 (- (- (rank X) 0) 0)))
 (let (($x52 (= (- (- (rank Y) 0) 0) ?x51)))
 (=> (and $x52 $x58 $x64 $x70 $x77 $x84 $x91) $x95)))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x114 (mul X (smul Y S))))
 (let ((?x93 (mul X Y)))
 (let ((?x126 (smul ?x93 S)))
 (let (($x120 (= ?x126 ?x114)))
 (let (($x91 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x84 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x77 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x70 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x64 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x58 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x51 (- (- (rank X) 0) 0)))
 (let (($x52 (= (- (- (rank Y) 0) 0) ?x51)))
 (let ((?x14 (rank S)))
 (let (($x102 (= ?x14 0)))
 (=> (and $x102 $x52 $x58 $x64 $x70 $x77 $x84 $x91) $x120))))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x148 (matmul A B)))
 (let ((?x147 (gemmnc 0 0 1.0 A B)))
 (let (($x155 (= ?x147 ?x148)))
 (let (($x150 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x150 $x155))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x178 (smul (gemmnc ta tb al A B) S)))
 (let ((?x176 (gemmnc ta tb al (smul A S) B)))
 (let (($x179 (= ?x176 ?x178)))
 (let (($x174 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x174 $x179))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
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
 (= (rank (ones2 sym_n sym_c)) 2))
(assert
 (= (dim (ones2 sym_n sym_c) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c) 1) sym_c))
(assert
 (= (rank (smul (ones2 sym_n sym_c) in_s1)) 2))
(assert
 (= (dim (smul (ones2 sym_n sym_c) in_s1) 0) sym_n))
(assert
 (= (dim (smul (ones2 sym_n sym_c) in_s1) 1) sym_c))
(assert
 (= (rank (matmul (smul (ones2 sym_n sym_c) in_s1) in_w1)) 2))
(assert
 (= (dim (matmul (smul (ones2 sym_n sym_c) in_s1) in_w1) 0) sym_n))
(assert
 (= (dim (matmul (smul (ones2 sym_n sym_c) in_s1) in_w1) 1) sym_c))
(assert
 (let ((?x201 (ones2 sym_n sym_c)))
 (let ((?x208 (smul ?x201 in_s1)))
 (let ((?x215 (matmul ?x208 in_w1)))
 (let ((?x222 (mul ?x208 ?x215)))
 (= (rank ?x222) 2))))))
(assert
 (let ((?x201 (ones2 sym_n sym_c)))
 (let ((?x208 (smul ?x201 in_s1)))
 (let ((?x215 (matmul ?x208 in_w1)))
 (let ((?x222 (mul ?x208 ?x215)))
 (= (dim ?x222 0) sym_n))))))
(assert
 (let ((?x201 (ones2 sym_n sym_c)))
 (let ((?x208 (smul ?x201 in_s1)))
 (let ((?x215 (matmul ?x208 in_w1)))
 (let ((?x222 (mul ?x208 ?x215)))
 (= (dim ?x222 1) sym_c))))))
(assert
 (= (rank (matmul (ones2 sym_n sym_c) in_w1)) 2))
(assert
 (= (dim (matmul (ones2 sym_n sym_c) in_w1) 0) sym_n))
(assert
 (= (dim (matmul (ones2 sym_n sym_c) in_w1) 1) sym_c))
(assert
 (= (rank (smul (matmul (ones2 sym_n sym_c) in_w1) in_s1)) 2))
(assert
 (= (dim (smul (matmul (ones2 sym_n sym_c) in_w1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (matmul (ones2 sym_n sym_c) in_w1) in_s1) 1) sym_c))
(assert
 (let ((?x201 (ones2 sym_n sym_c)))
 (let ((?x229 (matmul ?x201 in_w1)))
 (let ((?x236 (smul ?x229 in_s1)))
 (let ((?x243 (smul ?x236 in_s1)))
 (= (rank ?x243) 2))))))
(assert
 (let ((?x201 (ones2 sym_n sym_c)))
 (let ((?x229 (matmul ?x201 in_w1)))
 (let ((?x236 (smul ?x229 in_s1)))
 (let ((?x243 (smul ?x236 in_s1)))
 (= (dim ?x243 0) sym_n))))))
(assert
 (let ((?x201 (ones2 sym_n sym_c)))
 (let ((?x229 (matmul ?x201 in_w1)))
 (let ((?x236 (smul ?x229 in_s1)))
 (let ((?x243 (smul ?x236 in_s1)))
 (= (dim ?x243 1) sym_c))))))
(assert
 (let ((?x201 (ones2 sym_n sym_c)))
(let ((?x229 (matmul ?x201 in_w1)))
(let ((?x236 (smul ?x229 in_s1)))
(let ((?x243 (smul ?x236 in_s1)))
(let ((?x208 (smul ?x201 in_s1)))
(let ((?x215 (matmul ?x208 in_w1)))
(let ((?x222 (mul ?x208 ?x215)))
(and (distinct ?x222 ?x243) true)))))))))
(check-sat)
