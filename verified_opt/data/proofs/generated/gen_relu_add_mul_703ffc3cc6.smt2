; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, mul_comm, mul_dist_add, relu_square
; z3 rlimit used: 75284
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun relu (T) T)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x8 (mul X ?x6)))
 (let ((?x7 (mul ?x6 ?x6)))
 (= ?x7 ?x8)))) :pattern ( (mul (relu X) (relu X)) ) :pattern ( (mul X (relu X)) ) :qid relu_square))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x32 (add Y X)))
 (let ((?x31 (add X Y)))
 (= ?x31 ?x32))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x38 (mul Y X)))
 (let ((?x37 (mul X Y)))
 (= ?x37 ?x38))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x47 (add (mul X Y) (mul X Z))))
 (let ((?x31 (add Y Z)))
 (let ((?x44 (mul X ?x31)))
 (= ?x44 ?x47)))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
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
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (add in_x2 (relu in_x1))) 2))
(assert
 (= (dim (add in_x2 (relu in_x1)) 0) sym_n))
(assert
 (= (dim (add in_x2 (relu in_x1)) 1) sym_c))
(assert
 (= (rank (mul (relu in_x1) (add in_x2 (relu in_x1)))) 2))
(assert
 (= (dim (mul (relu in_x1) (add in_x2 (relu in_x1))) 0) sym_n))
(assert
 (= (dim (mul (relu in_x1) (add in_x2 (relu in_x1))) 1) sym_c))
(assert
 (= (rank (add in_x1 in_x2)) 2))
(assert
 (= (dim (add in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (add in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (mul (add in_x1 in_x2) (relu in_x1))) 2))
(assert
 (= (dim (mul (add in_x1 in_x2) (relu in_x1)) 0) sym_n))
(assert
 (= (dim (mul (add in_x1 in_x2) (relu in_x1)) 1) sym_c))
(assert
 (let ((?x73 (relu in_x1)))
(let ((?x94 (add in_x1 in_x2)))
(let ((?x101 (mul ?x94 ?x73)))
(let ((?x80 (add in_x2 ?x73)))
(let ((?x87 (mul ?x73 ?x80)))
(and (distinct ?x87 ?x101) true)))))))
(check-sat)
