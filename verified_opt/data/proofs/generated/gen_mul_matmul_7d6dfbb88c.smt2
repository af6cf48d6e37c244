; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, smul_mul
; z3 rlimit used: 111732
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
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
 (forall ((S T) (X T) (Y T) )(! (let ((?x55 (mul X (smul Y S))))
 (let ((?x53 (smul (mul X Y) S)))
 (let (($x56 (= ?x53 ?x55)))
 (let (($x49 (= (dim X 5) (dim Y 5))))
 (let (($x43 (= (dim X 4) (dim Y 4))))
 (let (($x37 (= (dim X 3) (dim Y 3))))
 (let (($x31 (= (dim X 2) (dim Y 2))))
 (let (($x25 (= (dim X 1) (dim Y 1))))
 (let (($x19 (= (dim X 0) (dim Y 0))))
 (let (($x8 (= (rank S) 0)))
 (let (($x51 (and $x8 (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x19) (=> (> (- (rank X) 0) 1) $x25) (=> (> (- (rank X) 0) 2) $x31) (=> (> (- (rank X) 0) 3) $x37) (=> (> (- (rank X) 0) 4) $x43) (=> (> (- (rank X) 0) 5) $x49))))
 (=> $x51 $x56)))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x89 (matmul A B)))
 (let ((?x83 (gemmnc 0 0 1.0 A B)))
 (let (($x101 (= ?x83 ?x89)))
 (let (($x80 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x80 $x101))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x126 (smul (gemmnc ta tb al A B) S)))
 (let ((?x124 (gemmnc ta tb al (smul A S) B)))
 (let (($x127 (= ?x124 ?x126)))
 (let (($x122 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x122 $x127))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
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
 (= (rank (mul in_x1 (matmul (smul in_x1 in_s1) in_w1))) 2))
(assert
 (= (dim (mul in_x1 (matmul (smul in_x1 in_s1) in_w1)) 0) sym_n))
(assert
 (= (dim (mul in_x1 (matmul (smul in_x1 in_s1) in_w1)) 1) sym_c))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c))
(assert
 (= (rank (mul in_x1 (matmul in_x1 in_w1))) 2))
(assert
 (= (dim (mul in_x1 (matmul in_x1 in_w1)) 0) sym_n))
(assert
 (= (dim (mul in_x1 (matmul in_x1 in_w1)) 1) sym_c))
(assert
 (= (rank (smul (mul in_x1 (matmul in_x1 in_w1)) in_s1)) 2))
(assert
 (= (dim (smul (mul in_x1 (matmul in_x1 in_w1)) in_s1) 0) sym_n))
(assert
 (= (dim (smul (mul in_x1 (matmul in_x1 in_w1)) in_s1) 1) sym_c))
(assert
 (let ((?x177 (matmul in_x1 in_w1)))
(let ((?x184 (mul in_x1 ?x177)))
(let ((?x191 (smul ?x184 in_s1)))
(let ((?x156 (smul in_x1 in_s1)))
(let ((?x163 (matmul ?x156 in_w1)))
(let ((?x170 (mul in_x1 ?x163)))
(and (distinct ?x170 ?x191) true))))))))
(check-sat)
