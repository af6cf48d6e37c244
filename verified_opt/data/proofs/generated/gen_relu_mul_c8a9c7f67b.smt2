; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, relu_square, smul_mul
; z3 rlimit used: 73936
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun relu (T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
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
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (= (rank (smul (relu in_i1) in_s1)) 4))
(assert
 (= (dim (smul (relu in_i1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (relu in_i1) in_s1) 1) sym_c))
(assert
 (= (dim (smul (relu in_i1) in_s1) 2) sym_h))
(assert
 (= (dim (smul (relu in_i1) in_s1) 3) sym_w))
(assert
 (= (rank (mul (relu in_i1) (smul (relu in_i1) in_s1))) 4))
(assert
 (= (dim (mul (relu in_i1) (smul (relu in_i1) in_s1)) 0) sym_n))
(assert
 (= (dim (mul (relu in_i1) (smul (relu in_i1) in_s1)) 1) sym_c))
(assert
 (= (dim (mul (relu in_i1) (smul (relu in_i1) in_s1)) 2) sym_h))
(assert
 (= (dim (mul (relu in_i1) (smul (relu in_i1) in_s1)) 3) sym_w))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (= (rank (mul (smul in_i1 in_s1) (relu in_i1))) 4))
(assert
 (= (dim (mul (smul in_i1 in_s1) (relu in_i1)) 0) sym_n))
(assert
 (= (dim (mul (smul in_i1 in_s1) (relu in_i1)) 1) sym_c))
(assert
 (= (dim (mul (smul in_i1 in_s1) (relu in_i1)) 2) sym_h))
(assert
 (= (dim (mul (smul in_i1 in_s1) (relu in_i1)) 3) sym_w))
(assert
 (let ((?x72 (relu in_i1)))
(let ((?x105 (smul in_i1 in_s1)))
(let ((?x116 (mul ?x105 ?x72)))
(let ((?x83 (smul ?x72 in_s1)))
(let ((?x94 (mul ?x72 ?x83)))
(and (distinct ?x94 ?x116) true)))))))
(check-sat)
