; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_dist_add, mul_ones2, smul_mul
; z3 rlimit used: 75212
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun ones2 (Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x16 (mul X (ones2 a b))))
 (let (($x17 (= ?x16 X)))
 (let (($x14 (and (= (dim X 0) a) (= (dim X 1) b))))
 (=> $x14 $x17)))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x47 (add (mul X Y) (mul X Z))))
 (let ((?x44 (mul X (add Y Z))))
 (= ?x44 ?x47))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x55 (mul X (smul Y S))))
 (let ((?x53 (smul (mul X Y) S)))
 (= ?x53 ?x55))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
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
 (= (rank (smul (smul (ones2 sym_n sym_c) in_s1) in_s1)) 2))
(assert
 (= (dim (smul (smul (ones2 sym_n sym_c) in_s1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (smul (ones2 sym_n sym_c) in_s1) in_s1) 1) sym_c))
(assert
 (let ((?x67 (ones2 sym_n sym_c)))
 (let ((?x75 (smul ?x67 in_s1)))
 (let ((?x82 (smul ?x75 in_s1)))
 (let ((?x89 (add ?x75 ?x82)))
 (= (rank ?x89) 2))))))
(assert
 (let ((?x67 (ones2 sym_n sym_c)))
 (let ((?x75 (smul ?x67 in_s1)))
 (let ((?x82 (smul ?x75 in_s1)))
 (let ((?x89 (add ?x75 ?x82)))
 (= (dim ?x89 0) sym_n))))))
(assert
 (let ((?x67 (ones2 sym_n sym_c)))
 (let ((?x75 (smul ?x67 in_s1)))
 (let ((?x82 (smul ?x75 in_s1)))
 (let ((?x89 (add ?x75 ?x82)))
 (= (dim ?x89 1) sym_c))))))
(assert
 (let ((?x67 (ones2 sym_n sym_c)))
 (let ((?x75 (smul ?x67 in_s1)))
 (let ((?x96 (add ?x67 ?x75)))
 (= (rank ?x96) 2)))))
(assert
 (let ((?x67 (ones2 sym_n sym_c)))
 (let ((?x75 (smul ?x67 in_s1)))
 (let ((?x96 (add ?x67 ?x75)))
 (= (dim ?x96 0) sym_n)))))
(assert
 (let ((?x67 (ones2 sym_n sym_c)))
 (let ((?x75 (smul ?x67 in_s1)))
 (let ((?x96 (add ?x67 ?x75)))
 (= (dim ?x96 1) sym_c)))))
(assert
 (let ((?x67 (ones2 sym_n sym_c)))
 (let ((?x75 (smul ?x67 in_s1)))
 (let ((?x96 (add ?x67 ?x75)))
 (let ((?x103 (mul ?x75 ?x96)))
 (= (rank ?x103) 2))))))
(assert
 (let ((?x67 (ones2 sym_n sym_c)))
 (let ((?x75 (smul ?x67 in_s1)))
 (let ((?x96 (add ?x67 ?x75)))
 (let ((?x103 (mul ?x75 ?x96)))
 (= (dim ?x103 0) sym_n))))))
(assert
 (let ((?x67 (ones2 sym_n sym_c)))
 (let ((?x75 (smul ?x67 in_s1)))
 (let ((?x96 (add ?x67 ?x75)))
 (let ((?x103 (mul ?x75 ?x96)))
 (= (dim ?x103 1) sym_c))))))
(assert
 (let ((?x67 (ones2 sym_n sym_c)))
(let ((?x75 (smul ?x67 in_s1)))
(let ((?x96 (add ?x67 ?x75)))
(let ((?x103 (mul ?x75 ?x96)))
(let ((?x82 (smul ?x75 in_s1)))
(let ((?x89 (add ?x75 ?x82)))
(and (distinct ?x89 ?x103) true))))))))
(check-sat)
