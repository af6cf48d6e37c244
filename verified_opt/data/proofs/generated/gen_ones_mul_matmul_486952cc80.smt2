; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_smul_left, mul_ones2, smul_mul
; z3 rlimit used: 74406
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun ones2 (Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x16 (mul X (ones2 a b))))
 (let (($x17 (= ?x16 X)))
 (let (($x14 (and (= (dim X 0) a) (= (dim X 1) b))))
 (=> $x14 $x17)))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x46 (mul X (smul Y S))))
 (let ((?x44 (smul (mul X Y) S)))
 (= ?x44 ?x46))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x54 (smul (matmul A B) S)))
 (let ((?x52 (matmul (smul A S) B)))
 (= ?x52 ?x54))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
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
 (let ((?x118 (smul in_x1 in_s1)))
(let ((?x83 (ones2 sym_n sym_c)))
(let ((?x90 (smul ?x83 in_s1)))
(let ((?x104 (mul in_x1 ?x90)))
(or (and (distinct (matmul ?x90 in_w1) (smul (matmul ?x83 in_w1) in_s1)) true) (and (distinct ?x104 ?x118) true)))))))
(check-sat)
