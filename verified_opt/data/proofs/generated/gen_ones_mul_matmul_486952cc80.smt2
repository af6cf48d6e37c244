; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, mul_ones2, smul_mul
; z3 rlimit used: 113015
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
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x19 (mul X (ones2 a b))))
 (let (($x20 (= ?x19 X)))
 (let (($x17 (and (= (dim X 0) a) (= (dim X 1) b) (= (rank X) 2))))
 (=> $x17 $x20)))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x89 (mul X (smul Y S))))
 (let ((?x87 (smul (mul X Y) S)))
 (let (($x90 (= ?x87 ?x89)))
 (let (($x83 (= (dim X 5) (dim Y 5))))
 (let (($x77 (= (dim X 4) (dim Y 4))))
 (let (($x71 (= (dim X 3) (dim Y 3))))
 (let (($x65 (= (dim X 2) (dim Y 2))))
 (let (($x60 (= (dim X 1) (dim Y 1))))
 (let (($x55 (= (dim X 0) (dim Y 0))))
 (let ((?x14 (rank S)))
 (let (($x44 (= ?x14 0)))
 (let (($x85 (and $x44 (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x55) (=> (> (- (rank X) 0) 1) $x60) (=> (> (- (rank X) 0) 2) $x65) (=> (> (- (rank X) 0) 3) $x71) (=> (> (- (rank X) 0) 4) $x77) (=> (> (- (rank X) 0) 5) $x83))))
 (=> $x85 $x90))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x106 (matmul A B)))
 (let ((?x100 (gemmnc 0 0 1.0 A B)))
 (let (($x118 (= ?x100 ?x106)))
 (let (($x97 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x97 $x118))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x141 (smul (gemmnc ta tb al A B) S)))
 (let ((?x139 (gemmnc ta tb al (smul A S) B)))
 (let (($x142 (= ?x139 ?x141)))
 (let (($x137 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x137 $x142))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
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
 (= (dim (matmul (smul (ones2 sym_n sym_c) in_s1) in_w1) 1) sym_c2))
(assert
 (= (rank (mul in_x1 (smul (ones2 sym_n sym_c) in_s1))) 2))
(assert
 (= (dim (mul in_x1 (smul (ones2 sym_n sym_c) in_s1)) 0) sym_n))
(assert
 (= (dim (mul in_x1 (smul (ones2 sym_n sym_c) in_s1)) 1) sym_c))
(assert
 (= (rank (matmul (ones2 sym_n sym_c) in_w1)) 2))
(assert
 (= (dim (matmul (ones2 sym_n sym_c) in_w1) 0) sym_n))
(assert
 (= (dim (matmul (ones2 sym_n sym_c) in_w1) 1) sym_c2))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (smul (matmul (ones2 sym_n sym_c) in_w1) in_s1)) 2))
(assert
 (= (dim (smul (matmul (ones2 sym_n sym_c) in_w1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (matmul (ones2 sym_n sym_c) in_w1) in_s1) 1) sym_c2))
(assert
 (let ((?x208 (smul in_x1 in_s1)))
(let ((?x173 (ones2 sym_n sym_c)))
(let ((?x180 (smul ?x173 in_s1)))
(let ((?x194 (mul in_x1 ?x180)))
(or (and (distinct (matmul ?x180 in_w1) (smul (matmul ?x173 in_w1) in_s1)) true) (and (distinct ?x194 ?x208) true)))))))
(check-sat)
