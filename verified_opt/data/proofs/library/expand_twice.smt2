; verified_opt proof obligation: unsat means the rule holds
; axioms used: expand_merge4
; z3 rlimit used: 2025
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun expand4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (a Int) (b Int) (c Int) (d Int) (e Int) (f Int) (g Int) (h Int) )(! (let ((?x42 (expand4 a b c d (expand4 e f g h X))))
 (let (($x44 (= ?x42 (expand4 a b c d X))))
 (let (($x38 (>= h 1)))
 (let (($x37 (>= g 1)))
 (let (($x36 (>= f 1)))
 (let (($x35 (>= e 1)))
 (let (($x34 (>= d 1)))
 (let (($x33 (>= c 1)))
 (let (($x32 (>= b 1)))
 (let (($x31 (>= a 1)))
 (let (($x39 (and (= 0 (* (- e 1) (- e a))) (= 0 (* (- f 1) (- f b))) (= 0 (* (- g 1) (- g c))) (= 0 (* (- h 1) (- h d))) $x31 $x32 $x33 $x34 $x35 $x36 $x37 $x38)))
 (=> $x39 $x44)))))))))))) :pattern ( (expand4 a b c d (expand4 e f g h X)) ) :qid expand_merge4))
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
 (let ((?x107 (dim in_X 1)))
 (= 1 ?x107)))
(assert
 (let ((?x93 (dim in_X 2)))
 (= 1 ?x93)))
(assert
 (= (rank (expand4 1 sym_c sym_h sym_w in_X)) 4))
(assert
 (let ((?x89 (expand4 1 sym_c sym_h sym_w in_X)))
 (let ((?x66 (dim ?x89 0)))
 (= 1 ?x66))))
(assert
 (= (dim (expand4 1 sym_c sym_h sym_w in_X) 1) sym_c))
(assert
 (= (dim (expand4 1 sym_c sym_h sym_w in_X) 2) sym_h))
(assert
 (= (dim (expand4 1 sym_c sym_h sym_w in_X) 3) sym_w))
(assert
 (let ((?x89 (expand4 1 sym_c sym_h sym_w in_X)))
 (let ((?x103 (expand4 sym_n sym_c sym_h sym_w ?x89)))
 (= (rank ?x103) 4))))
(assert
 (let ((?x89 (expand4 1 sym_c sym_h sym_w in_X)))
 (let ((?x103 (expand4 sym_n sym_c sym_h sym_w ?x89)))
 (= (dim ?x103 0) sym_n))))
(assert
 (let ((?x89 (expand4 1 sym_c sym_h sym_w in_X)))
 (let ((?x103 (expand4 sym_n sym_c sym_h sym_w ?x89)))
 (= (dim ?x103 1) sym_c))))
(assert
 (let ((?x89 (expand4 1 sym_c sym_h sym_w in_X)))
 (let ((?x103 (expand4 sym_n sym_c sym_h sym_w ?x89)))
 (= (dim ?x103 2) sym_h))))
(assert
 (let ((?x89 (expand4 1 sym_c sym_h sym_w in_X)))
 (let ((?x103 (expand4 sym_n sym_c sym_h sym_w ?x89)))
 (= (dim ?x103 3) sym_w))))
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
 (let ((?x136 (expand4 sym_n sym_c sym_h sym_w in_X)))
(let ((?x89 (expand4 1 sym_c sym_h sym_w in_X)))
(let ((?x103 (expand4 sym_n sym_c sym_h sym_w ?x89)))
(and (distinct ?x103 ?x136) true)))))
(check-sat)
