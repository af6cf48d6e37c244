; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_ones2
; z3 rlimit used: 3934
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun ones2 (Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x19 (mul X (ones2 a b))))
 (let (($x20 (= ?x19 X)))
 (let (($x17 (and (= (dim X 0) a) (= (dim X 1) b) (= (rank X) 2))))
 (=> $x17 $x20)))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
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
 (= (rank (ones2 sym_n sym_c)) 2))
(assert
 (= (dim (ones2 sym_n sym_c) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c) 1) sym_c))
(assert
 (= (rank (mul in_x1 (ones2 sym_n sym_c))) 2))
(assert
 (= (dim (mul in_x1 (ones2 sym_n sym_c)) 0) sym_n))
(assert
 (= (dim (mul in_x1 (ones2 sym_n sym_c)) 1) sym_c))
(assert
 (let ((?x55 (ones2 sym_n sym_c)))
(let ((?x62 (mul in_x1 ?x55)))
(and (distinct ?x62 in_x1) true))))
(check-sat)
