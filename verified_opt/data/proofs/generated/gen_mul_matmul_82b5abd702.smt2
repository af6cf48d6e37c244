; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_right, smul_mul
; z3 rlimit used: 111743
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
(declare-fun sym_c2 () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
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
 (let ((?x124 (gemmnc ta tb al A (smul B S))))
 (let (($x127 (= ?x124 ?x126)))
 (let (($x122 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x122 $x127))))) :pattern ( (gemmnc ta tb al A (smul B S)) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_right))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c2))
(assert
 (= (rank (smul in_w2 in_s1)) 2))
(assert
 (= (dim (smul in_w2 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w2 in_s1) 1) sym_c2))
(assert
 (= (rank (matmul in_w1 (smul in_w2 in_s1))) 2))
(assert
 (= (dim (matmul in_w1 (smul in_w2 in_s1)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (smul in_w2 in_s1)) 1) sym_c2))
(assert
 (= (rank (mul in_w2 (matmul in_w1 (smul in_w2 in_s1)))) 2))
(assert
 (= (dim (mul in_w2 (matmul in_w1 (smul in_w2 in_s1))) 0) sym_c))
(assert
 (= (dim (mul in_w2 (matmul in_w1 (smul in_w2 in_s1))) 1) sym_c2))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (mul in_w2 (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (mul in_w2 (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (mul in_w2 (matmul in_w1 in_w2)) 1) sym_c2))
(assert
 (= (rank (smul (mul in_w2 (matmul in_w1 in_w2)) in_s1)) 2))
(assert
 (= (dim (smul (mul in_w2 (matmul in_w1 in_w2)) in_s1) 0) sym_c))
(assert
 (= (dim (smul (mul in_w2 (matmul in_w1 in_w2)) in_s1) 1) sym_c2))
(assert
 (let ((?x177 (matmul in_w1 in_w2)))
(let ((?x184 (mul in_w2 ?x177)))
(let ((?x191 (smul ?x184 in_s1)))
(let ((?x156 (smul in_w2 in_s1)))
(let ((?x163 (matmul in_w1 ?x156)))
(let ((?x170 (mul in_w2 ?x163)))
(and (distinct ?x170 ?x191) true))))))))
(check-sat)
