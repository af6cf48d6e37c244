; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, relu_square, smul_mul
; z3 rlimit used: 73496
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun relu (T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x8 (mul X ?x6)))
 (let ((?x7 (mul ?x6 ?x6)))
 (= ?x7 ?x8)))) :pattern ( (mul (relu X) (relu X)) ) :pattern ( (mul X (relu X)) ) :qid relu_square))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x32 (mul Y X)))
 (let ((?x31 (mul X Y)))
 (= ?x31 ?x32))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x40 (mul X (smul Y S))))
 (let ((?x31 (mul X Y)))
 (let ((?x38 (smul ?x31 S)))
 (= ?x38 ?x40)))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
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
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (smul (relu in_x1) in_s1)) 2))
(assert
 (= (dim (smul (relu in_x1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (relu in_x1) in_s1) 1) sym_c))
(assert
 (= (rank (mul (relu in_x1) (smul (relu in_x1) in_s1))) 2))
(assert
 (= (dim (mul (relu in_x1) (smul (relu in_x1) in_s1)) 0) sym_n))
(assert
 (= (dim (mul (relu in_x1) (smul (relu in_x1) in_s1)) 1) sym_c))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (mul (smul in_x1 in_s1) (relu in_x1))) 2))
(assert
 (= (dim (mul (smul in_x1 in_s1) (relu in_x1)) 0) sym_n))
(assert
 (= (dim (mul (smul in_x1 in_s1) (relu in_x1)) 1) sym_c))
(assert
 (let ((?x62 (relu in_x1)))
(let ((?x83 (smul in_x1 in_s1)))
(let ((?x90 (mul ?x83 ?x62)))
(let ((?x69 (smul ?x62 in_s1)))
(let ((?x76 (mul ?x62 ?x69)))
(and (distinct ?x76 ?x90) true)))))))
(check-sat)
