; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, matmul_idkernel_left, mul_comm, smul_mul
; z3 rlimit used: 24931
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun mul (T T) T)
(declare-fun smul (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_c () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul (idkernel2 c) A)))
 (let (($x16 (= ?x15 A)))
 (let ((?x10 (rank A)))
 (let (($x12 (= ?x10 2)))
 (let (($x13 (and (= (dim A 0) c) $x12)))
 (=> $x13 $x16)))))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x89 (mul Y X)))
 (let ((?x88 (mul X Y)))
 (let (($x90 (= ?x88 ?x89)))
 (let (($x86 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x79 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x72 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x65 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x59 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x52 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x45 (- (- (rank X) 0) 0)))
 (let (($x46 (= (- (- (rank Y) 0) 0) ?x45)))
 (=> (and $x46 $x52 $x59 $x65 $x72 $x79 $x86) $x90)))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x135 (mul X (smul Y S))))
 (let ((?x88 (mul X Y)))
 (let ((?x108 (smul ?x88 S)))
 (let (($x136 (= ?x108 ?x135)))
 (let (($x86 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x79 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x72 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x65 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x59 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x52 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x45 (- (- (rank X) 0) 0)))
 (let (($x46 (= (- (- (rank Y) 0) 0) ?x45)))
 (let (($x120 (= (rank S) 0)))
 (=> (and $x120 $x46 $x52 $x59 $x65 $x72 $x79 $x86) $x136)))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x143 (matmul A B)))
 (let ((?x142 (gemmnc 0 0 1.0 A B)))
 (let (($x144 (= ?x142 ?x143)))
 (let ((?x10 (rank A)))
 (let (($x12 (= ?x10 2)))
 (let (($x145 (and $x12 (= (rank B) 2))))
 (=> $x145 $x144))))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x174 (smul (gemmnc ta tb al A B) S)))
 (let ((?x172 (gemmnc ta tb al (smul A S) B)))
 (let (($x175 (= ?x172 ?x174)))
 (let (($x170 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x170 $x175))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
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
 (let ((?x195 (idkernel2 sym_c)))
 (let ((?x202 (smul ?x195 in_s1)))
 (let ((?x209 (matmul ?x202 in_w1)))
 (let ((?x216 (mul ?x202 ?x209)))
 (= (rank ?x216) 2))))))
(assert
 (let ((?x195 (idkernel2 sym_c)))
 (let ((?x202 (smul ?x195 in_s1)))
 (let ((?x209 (matmul ?x202 in_w1)))
 (let ((?x216 (mul ?x202 ?x209)))
 (= (dim ?x216 0) sym_c))))))
(assert
 (let ((?x195 (idkernel2 sym_c)))
 (let ((?x202 (smul ?x195 in_s1)))
 (let ((?x209 (matmul ?x202 in_w1)))
 (let ((?x216 (mul ?x202 ?x209)))
 (= (dim ?x216 1) sym_c))))))
(assert
 (= (rank (mul in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (mul in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (mul in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (smul (mul in_w1 (idkernel2 sym_c)) in_s1)) 2))
(assert
 (= (dim (smul (mul in_w1 (idkernel2 sym_c)) in_s1) 0) sym_c))
(assert
 (= (dim (smul (mul in_w1 (idkernel2 sym_c)) in_s1) 1) sym_c))
(assert
 (= (rank (smul (smul (mul in_w1 (idkernel2 sym_c)) in_s1) in_s1)) 2))
(assert
 (let ((?x195 (idkernel2 sym_c)))
 (let ((?x223 (mul in_w1 ?x195)))
 (let ((?x230 (smul ?x223 in_s1)))
 (let ((?x237 (smul ?x230 in_s1)))
 (= (dim ?x237 0) sym_c))))))
(assert
 (let ((?x195 (idkernel2 sym_c)))
 (let ((?x223 (mul in_w1 ?x195)))
 (let ((?x230 (smul ?x223 in_s1)))
 (let ((?x237 (smul ?x230 in_s1)))
 (= (dim ?x237 1) sym_c))))))
(assert
 (let ((?x195 (idkernel2 sym_c)))
(let ((?x223 (mul in_w1 ?x195)))
(let ((?x230 (smul ?x223 in_s1)))
(let ((?x237 (smul ?x230 in_s1)))
(let ((?x202 (smul ?x195 in_s1)))
(let ((?x209 (matmul ?x202 in_w1)))
(let ((?x216 (mul ?x202 ?x209)))
(and (distinct ?x216 ?x237) true)))))))))
(check-sat)
