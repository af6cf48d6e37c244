; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, mul_comm, mul_ones2, smul_mul
; z3 rlimit used: 114513
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
 (forall ((X T) (Y T) )(! (let ((?x86 (mul Y X)))
 (let ((?x85 (mul X Y)))
 (let (($x87 (= ?x85 ?x86)))
 (let (($x82 (= (dim X 5) (dim Y 5))))
 (let (($x83 (=> (> (- (rank X) 0) 5) $x82)))
 (let (($x76 (= (dim X 4) (dim Y 4))))
 (let (($x77 (=> (> (- (rank X) 0) 4) $x76)))
 (let (($x70 (= (dim X 3) (dim Y 3))))
 (let (($x71 (=> (> (- (rank X) 0) 3) $x70)))
 (let (($x64 (= (dim X 2) (dim Y 2))))
 (let (($x65 (=> (> (- (rank X) 0) 2) $x64)))
 (let (($x59 (= (dim X 1) (dim Y 1))))
 (let (($x60 (=> (> (- (rank X) 0) 1) $x59)))
 (let (($x54 (= (dim X 0) (dim Y 0))))
 (let (($x55 (=> (> (- (rank X) 0) 0) $x54)))
 (let ((?x48 (rank X)))
 (let ((?x49 (- ?x48 0)))
 (let (($x50 (= (- (rank Y) 0) ?x49)))
 (=> (and $x50 $x55 $x60 $x65 $x71 $x77 $x83) $x87))))))))))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x97 (mul X (smul Y S))))
 (let ((?x85 (mul X Y)))
 (let ((?x94 (smul ?x85 S)))
 (let (($x103 (= ?x94 ?x97)))
 (let (($x82 (= (dim X 5) (dim Y 5))))
 (let (($x83 (=> (> (- (rank X) 0) 5) $x82)))
 (let (($x76 (= (dim X 4) (dim Y 4))))
 (let (($x77 (=> (> (- (rank X) 0) 4) $x76)))
 (let (($x70 (= (dim X 3) (dim Y 3))))
 (let (($x71 (=> (> (- (rank X) 0) 3) $x70)))
 (let (($x64 (= (dim X 2) (dim Y 2))))
 (let (($x65 (=> (> (- (rank X) 0) 2) $x64)))
 (let (($x59 (= (dim X 1) (dim Y 1))))
 (let (($x60 (=> (> (- (rank X) 0) 1) $x59)))
 (let (($x54 (= (dim X 0) (dim Y 0))))
 (let (($x55 (=> (> (- (rank X) 0) 0) $x54)))
 (let ((?x48 (rank X)))
 (let ((?x49 (- ?x48 0)))
 (let (($x50 (= (- (rank Y) 0) ?x49)))
 (let ((?x14 (rank S)))
 (let (($x106 (= ?x14 0)))
 (=> (and $x106 $x50 $x55 $x60 $x65 $x71 $x77 $x83) $x103)))))))))))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x122 (matmul A B)))
 (let ((?x121 (gemmnc 0 0 1.0 A B)))
 (let (($x129 (= ?x121 ?x122)))
 (let (($x124 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x124 $x129))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x152 (smul (gemmnc ta tb al A B) S)))
 (let ((?x150 (gemmnc ta tb al (smul A S) B)))
 (let (($x153 (= ?x150 ?x152)))
 (let (($x148 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x148 $x153))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
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
 (let ((?x175 (ones2 sym_n sym_c)))
 (let ((?x182 (smul ?x175 in_s1)))
 (let ((?x189 (matmul ?x182 in_w1)))
 (let ((?x196 (mul ?x182 ?x189)))
 (= (rank ?x196) 2))))))
(assert
 (let ((?x175 (ones2 sym_n sym_c)))
 (let ((?x182 (smul ?x175 in_s1)))
 (let ((?x189 (matmul ?x182 in_w1)))
 (let ((?x196 (mul ?x182 ?x189)))
 (= (dim ?x196 0) sym_n))))))
(assert
 (let ((?x175 (ones2 sym_n sym_c)))
 (let ((?x182 (smul ?x175 in_s1)))
 (let ((?x189 (matmul ?x182 in_w1)))
 (let ((?x196 (mul ?x182 ?x189)))
 (= (dim ?x196 1) sym_c))))))
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
 (let ((?x175 (ones2 sym_n sym_c)))
 (let ((?x203 (matmul ?x175 in_w1)))
 (let ((?x210 (smul ?x203 in_s1)))
 (let ((?x217 (smul ?x210 in_s1)))
 (= (rank ?x217) 2))))))
(assert
 (let ((?x175 (ones2 sym_n sym_c)))
 (let ((?x203 (matmul ?x175 in_w1)))
 (let ((?x210 (smul ?x203 in_s1)))
 (let ((?x217 (smul ?x210 in_s1)))
 (= (dim ?x217 0) sym_n))))))
(assert
 (let ((?x175 (ones2 sym_n sym_c)))
 (let ((?x203 (matmul ?x175 in_w1)))
 (let ((?x210 (smul ?x203 in_s1)))
 (let ((?x217 (smul ?x210 in_s1)))
 (= (dim ?x217 1) sym_c))))))
(assert
 (let ((?x175 (ones2 sym_n sym_c)))
(let ((?x203 (matmul ?x175 in_w1)))
(let ((?x210 (smul ?x203 in_s1)))
(let ((?x217 (smul ?x210 in_s1)))
(let ((?x182 (smul ?x175 in_s1)))
(let ((?x189 (matmul ?x182 in_w1)))
(let ((?x196 (mul ?x182 ?x189)))
(and (distinct ?x196 ?x217) true)))))))))
(check-sat)
