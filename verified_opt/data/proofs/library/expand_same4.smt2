; verified_opt proof obligation: unsat means the rule holds
; axioms used: expand_same4
; z3 rlimit used: 1421
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun expand4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(assert
 (forall ((X T) (a Int) (b Int) (c Int) (d Int) )(! (let ((?x26 (expand4 a b c d X)))
 (let (($x27 (= ?x26 X)))
 (let (($x25 (and (= (dim X 0) a) (= (dim X 1) b) (= (dim X 2) c) (= (dim X 3) d) (= (rank X) 4))))
 (=> $x25 $x27)))) :pattern ( (expand4 a b c d X) ) :qid expand_same4))
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
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank (expand4 sym_n sym_c sym_h sym_w in_X)) 4))
(assert
 (= (dim (expand4 sym_n sym_c sym_h sym_w in_X) 0) sym_n))
(assert
 (= (dim (expand4 sym_n sym_c sym_h sym_w in_X) 1) sym_c))
(assert
 (= (dim (expand4 sym_n sym_c sym_h sym_w in_X) 2) sym_h))
(assert
 (= (dim (expand4 sym_n sym_c sym_h sym_w in_X) 3) sym_w))
(assert
 (let ((?x70 (expand4 sym_n sym_c sym_h sym_w in_X)))
(and (distinct ?x70 in_X) true)))
(check-sat)
