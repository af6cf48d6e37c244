; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_expand4
; z3 rlimit used: 4203
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun expand4 (Int Int Int Int T) T)
(declare-fun mulb (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (a Int) (b Int) (c Int) (d Int) )(! (let ((?x28 (mul (expand4 a b c d X) Y)))
 (let (($x30 (= ?x28 (mulb X Y))))
 (let (($x25 (and (= (dim Y 0) a) (= (dim Y 1) b) (= (dim Y 2) c) (= (dim Y 3) d) (= (rank Y) 4))))
 (=> $x25 $x30)))) :pattern ( (mul (expand4 a b c d X) Y) ) :qid mul_expand4))
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
 (= (rank in_X) 3))
(assert
 (= (dim in_X 0) sym_c))
(assert
 (let ((?x67 (dim in_X 1)))
 (= 1 ?x67)))
(assert
 (let ((?x69 (dim in_X 2)))
 (= 1 ?x69)))
(assert
 (= (rank in_Y) 4))
(assert
 (= (dim in_Y 0) sym_n))
(assert
 (= (dim in_Y 1) sym_c))
(assert
 (= (dim in_Y 2) sym_h))
(assert
 (= (dim in_Y 3) sym_w))
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
 (= (rank (mul (expand4 sym_n sym_c sym_h sym_w in_X) in_Y)) 4))
(assert
 (let ((?x82 (expand4 sym_n sym_c sym_h sym_w in_X)))
 (let ((?x93 (mul ?x82 in_Y)))
 (= (dim ?x93 0) sym_n))))
(assert
 (let ((?x82 (expand4 sym_n sym_c sym_h sym_w in_X)))
 (let ((?x93 (mul ?x82 in_Y)))
 (= (dim ?x93 1) sym_c))))
(assert
 (let ((?x82 (expand4 sym_n sym_c sym_h sym_w in_X)))
 (let ((?x93 (mul ?x82 in_Y)))
 (= (dim ?x93 2) sym_h))))
(assert
 (let ((?x82 (expand4 sym_n sym_c sym_h sym_w in_X)))
 (let ((?x93 (mul ?x82 in_Y)))
 (= (dim ?x93 3) sym_w))))
(assert
 (= (rank (mulb in_X in_Y)) 4))
(assert
 (= (dim (mulb in_X in_Y) 0) sym_n))
(assert
 (= (dim (mulb in_X in_Y) 1) sym_c))
(assert
 (= (dim (mulb in_X in_Y) 2) sym_h))
(assert
 (= (dim (mulb in_X in_Y) 3) sym_w))
(assert
 (let ((?x104 (mulb in_X in_Y)))
(let ((?x82 (expand4 sym_n sym_c sym_h sym_w in_X)))
(let ((?x93 (mul ?x82 in_Y)))
(and (distinct ?x93 ?x104) true)))))
(check-sat)
