; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_ones2, smul_concat, smul_mul
; z3 rlimit used: 74143
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun mul (T T) T)
(declare-fun ones2 (Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x13 (concat ax (smul A S) (smul B S))))
 (let ((?x10 (smul (concat ax A B) S)))
 (= ?x10 ?x13))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x44 (mul X (ones2 a b))))
 (let (($x45 (= ?x44 X)))
 (let (($x42 (and (= (dim X 0) a) (= (dim X 1) b))))
 (=> $x42 $x45)))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x56 (mul X (smul Y S))))
 (let ((?x54 (smul (mul X Y) S)))
 (= ?x54 ?x56))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
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
 (= (rank (mul in_x1 (smul (ones2 sym_n sym_c) in_s1))) 2))
(assert
 (= (dim (mul in_x1 (smul (ones2 sym_n sym_c) in_s1)) 0) sym_n))
(assert
 (= (dim (mul in_x1 (smul (ones2 sym_n sym_c) in_s1)) 1) sym_c))
(assert
 (let ((?x76 (ones2 sym_n sym_c)))
 (let ((?x83 (smul ?x76 in_s1)))
 (let ((?x90 (mul in_x1 ?x83)))
 (let ((?x97 (concat 0 ?x90 ?x83)))
 (= (rank ?x97) 2))))))
(assert
 (let ((?x101 (* 2 sym_n)))
 (let ((?x76 (ones2 sym_n sym_c)))
 (let ((?x83 (smul ?x76 in_s1)))
 (let ((?x90 (mul in_x1 ?x83)))
 (let ((?x97 (concat 0 ?x90 ?x83)))
 (let ((?x100 (dim ?x97 0)))
 (= ?x100 ?x101))))))))
(assert
 (let ((?x76 (ones2 sym_n sym_c)))
 (let ((?x83 (smul ?x76 in_s1)))
 (let ((?x90 (mul in_x1 ?x83)))
 (let ((?x97 (concat 0 ?x90 ?x83)))
 (= (dim ?x97 1) sym_c))))))
(assert
 (let ((?x101 (* 2 sym_n)))
 (>= ?x101 0)))
(assert
 (= (rank (concat 0 in_x1 (ones2 sym_n sym_c))) 2))
(assert
 (let ((?x101 (* 2 sym_n)))
 (let ((?x76 (ones2 sym_n sym_c)))
 (let ((?x106 (concat 0 in_x1 ?x76)))
 (let ((?x109 (dim ?x106 0)))
 (= ?x109 ?x101))))))
(assert
 (= (dim (concat 0 in_x1 (ones2 sym_n sym_c)) 1) sym_c))
(assert
 (= (rank (smul (concat 0 in_x1 (ones2 sym_n sym_c)) in_s1)) 2))
(assert
 (let ((?x101 (* 2 sym_n)))
 (let ((?x76 (ones2 sym_n sym_c)))
 (let ((?x106 (concat 0 in_x1 ?x76)))
 (let ((?x113 (smul ?x106 in_s1)))
 (let ((?x116 (dim ?x113 0)))
 (= ?x116 ?x101)))))))
(assert
 (let ((?x76 (ones2 sym_n sym_c)))
 (let ((?x106 (concat 0 in_x1 ?x76)))
 (let ((?x113 (smul ?x106 in_s1)))
 (= (dim ?x113 1) sym_c)))))
(assert
 (let ((?x76 (ones2 sym_n sym_c)))
(let ((?x106 (concat 0 in_x1 ?x76)))
(let ((?x113 (smul ?x106 in_s1)))
(let ((?x83 (smul ?x76 in_s1)))
(let ((?x90 (mul in_x1 ?x83)))
(let ((?x97 (concat 0 ?x90 ?x83)))
(and (distinct ?x97 ?x113) true))))))))
(check-sat)
