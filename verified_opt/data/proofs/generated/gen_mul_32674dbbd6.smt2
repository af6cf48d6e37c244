; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, smul_mul
; z3 rlimit used: 73370
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x8 (mul Y X)))
 (let ((?x7 (mul X Y)))
 (= ?x7 ?x8))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x33 (mul X (smul Y S))))
 (let ((?x7 (mul X Y)))
 (let ((?x31 (smul ?x7 S)))
 (= ?x31 ?x33)))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
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
 (= (rank (mul in_x1 in_x2)) 2))
(assert
 (= (dim (mul in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (smul (mul in_x1 in_x2) in_s1)) 2))
(assert
 (= (dim (smul (mul in_x1 in_x2) in_s1) 0) sym_n))
(assert
 (= (dim (smul (mul in_x1 in_x2) in_s1) 1) sym_c))
(assert
 (let ((?x76 (mul in_x1 in_x2)))
(let ((?x83 (smul ?x76 in_s1)))
(let ((?x62 (smul in_x1 in_s1)))
(let ((?x69 (mul in_x2 ?x62)))
(and (distinct ?x69 ?x83) true))))))
(check-sat)
