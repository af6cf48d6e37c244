; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, mul_comm, smul_mul
; z3 rlimit used: 9882
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun smul (T T) T)
(declare-fun matmul (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
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
 (forall ((A T) (B T) )(! (let ((?x131 (matmul A B)))
 (let ((?x130 (gemmnc 0 0 1.0 A B)))
 (let (($x138 (= ?x130 ?x131)))
 (let (($x133 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x133 $x138))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x163 (smul (gemmnc ta tb al A B) S)))
 (let ((?x161 (gemmnc ta tb al (smul A S) B)))
 (let (($x164 (= ?x161 ?x163)))
 (let (($x159 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x159 $x164))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
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
 (= (rank (matmul (mul in_x2 (smul in_x1 in_s1)) in_w1)) 2))
(assert
 (= (dim (matmul (mul in_x2 (smul in_x1 in_s1)) in_w1) 0) sym_n))
(assert
 (= (dim (matmul (mul in_x2 (smul in_x1 in_s1)) in_w1) 1) sym_c2))
(assert
 (= (rank (mul in_x1 in_x2)) 2))
(assert
 (= (dim (mul in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (matmul (mul in_x1 in_x2) in_w1)) 2))
(assert
 (= (dim (matmul (mul in_x1 in_x2) in_w1) 0) sym_n))
(assert
 (= (dim (matmul (mul in_x1 in_x2) in_w1) 1) sym_c2))
(assert
 (= (rank (smul (matmul (mul in_x1 in_x2) in_w1) in_s1)) 2))
(assert
 (= (dim (smul (matmul (mul in_x1 in_x2) in_w1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (matmul (mul in_x1 in_x2) in_w1) in_s1) 1) sym_c2))
(assert
 (let ((?x223 (mul in_x1 in_x2)))
(let ((?x230 (matmul ?x223 in_w1)))
(let ((?x237 (smul ?x230 in_s1)))
(let ((?x202 (smul in_x1 in_s1)))
(let ((?x209 (mul in_x2 ?x202)))
(let ((?x216 (matmul ?x209 in_w1)))
(and (distinct ?x216 ?x237) true))))))))
(check-sat)
