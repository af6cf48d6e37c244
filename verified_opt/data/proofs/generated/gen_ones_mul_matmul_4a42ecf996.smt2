; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_smul_left, mul_comm, mul_ones2, smul_mul
; z3 rlimit used: 75403
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
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x16 (mul X (ones2 a b))))
 (let (($x17 (= ?x16 X)))
 (let (($x14 (and (= (dim X 0) a) (= (dim X 1) b))))
 (=> $x14 $x17)))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x44 (mul Y X)))
 (let ((?x43 (mul X Y)))
 (= ?x43 ?x44))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x51 (mul X (smul Y S))))
 (let ((?x43 (mul X Y)))
 (let ((?x49 (smul ?x43 S)))
 (= ?x49 ?x51)))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x59 (smul (matmul A B) S)))
 (let ((?x57 (matmul (smul A S) B)))
 (= ?x57 ?x59))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
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
 (let ((?x79 (ones2 sym_n sym_c)))
 (let ((?x86 (smul ?x79 in_s1)))
 (let ((?x93 (matmul ?x86 in_w1)))
 (let ((?x100 (mul ?x86 ?x93)))
 (= (rank ?x100) 2))))))
(assert
 (let ((?x79 (ones2 sym_n sym_c)))
 (let ((?x86 (smul ?x79 in_s1)))
 (let ((?x93 (matmul ?x86 in_w1)))
 (let ((?x100 (mul ?x86 ?x93)))
 (= (dim ?x100 0) sym_n))))))
(assert
 (let ((?x79 (ones2 sym_n sym_c)))
 (let ((?x86 (smul ?x79 in_s1)))
 (let ((?x93 (matmul ?x86 in_w1)))
 (let ((?x100 (mul ?x86 ?x93)))
 (= (dim ?x100 1) sym_c))))))
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
 (let ((?x79 (ones2 sym_n sym_c)))
 (let ((?x107 (matmul ?x79 in_w1)))
 (let ((?x114 (smul ?x107 in_s1)))
 (let ((?x121 (smul ?x114 in_s1)))
 (= (rank ?x121) 2))))))
(assert
 (let ((?x79 (ones2 sym_n sym_c)))
 (let ((?x107 (matmul ?x79 in_w1)))
 (let ((?x114 (smul ?x107 in_s1)))
 (let ((?x121 (smul ?x114 in_s1)))
 (= (dim ?x121 0) sym_n))))))
(assert
 (let ((?x79 (ones2 sym_n sym_c)))
 (let ((?x107 (matmul ?x79 in_w1)))
 (let ((?x114 (smul ?x107 in_s1)))
 (let ((?x121 (smul ?x114 in_s1)))
 (= (dim ?x121 1) sym_c))))))
(assert
 (let ((?x79 (ones2 sym_n sym_c)))
(let ((?x107 (matmul ?x79 in_w1)))
(let ((?x114 (smul ?x107 in_s1)))
(let ((?x121 (smul ?x114 in_s1)))
(let ((?x86 (smul ?x79 in_s1)))
(let ((?x93 (matmul ?x86 in_w1)))
(let ((?x100 (mul ?x86 ?x93)))
(and (distinct ?x100 ?x121) true)))))))))
(check-sat)
