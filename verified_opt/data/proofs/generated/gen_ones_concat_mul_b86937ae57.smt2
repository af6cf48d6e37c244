; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, mul_concat, mul_ones2
; z3 rlimit used: 74517
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun ones2 (Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x19 (concat ax (mul A C) (mul B D))))
 (let ((?x16 (mul (concat ax A B) (concat ax C D))))
 (let (($x20 (= ?x16 ?x19)))
 (=> (and (= (dim A ax) (dim C ax))) $x20)))) :pattern ( (mul (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (mul A C) (mul B D)) ) :qid mul_concat))
 )
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x54 (mul X (ones2 a b))))
 (let (($x55 (= ?x54 X)))
 (let (($x52 (and (= (dim X 0) a) (= (dim X 1) b))))
 (=> $x52 $x55)))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x64 (mul Y X)))
 (let ((?x63 (mul X Y)))
 (= ?x63 ?x64))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
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
 (= (rank (ones2 sym_n sym_c)) 2))
(assert
 (= (dim (ones2 sym_n sym_c) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 (ones2 sym_n sym_c))) 2))
(assert
 (let ((?x99 (* 2 sym_n)))
 (let ((?x88 (ones2 sym_n sym_c)))
 (let ((?x95 (concat 0 in_x2 ?x88)))
 (let ((?x98 (dim ?x95 0)))
 (= ?x98 ?x99))))))
(assert
 (= (dim (concat 0 in_x2 (ones2 sym_n sym_c)) 1) sym_c))
(assert
 (= (rank (concat 0 (ones2 sym_n sym_c) in_x1)) 2))
(assert
 (let ((?x99 (* 2 sym_n)))
 (let ((?x88 (ones2 sym_n sym_c)))
 (let ((?x103 (concat 0 ?x88 in_x1)))
 (let ((?x106 (dim ?x103 0)))
 (= ?x106 ?x99))))))
(assert
 (= (dim (concat 0 (ones2 sym_n sym_c) in_x1) 1) sym_c))
(assert
 (let ((?x88 (ones2 sym_n sym_c)))
 (let ((?x103 (concat 0 ?x88 in_x1)))
 (let ((?x95 (concat 0 in_x2 ?x88)))
 (let ((?x110 (mul ?x95 ?x103)))
 (= (rank ?x110) 2))))))
(assert
 (let ((?x99 (* 2 sym_n)))
 (let ((?x88 (ones2 sym_n sym_c)))
 (let ((?x103 (concat 0 ?x88 in_x1)))
 (let ((?x95 (concat 0 in_x2 ?x88)))
 (let ((?x110 (mul ?x95 ?x103)))
 (let ((?x113 (dim ?x110 0)))
 (= ?x113 ?x99))))))))
(assert
 (let ((?x88 (ones2 sym_n sym_c)))
 (let ((?x103 (concat 0 ?x88 in_x1)))
 (let ((?x95 (concat 0 in_x2 ?x88)))
 (let ((?x110 (mul ?x95 ?x103)))
 (= (dim ?x110 1) sym_c))))))
(assert
 (let ((?x99 (* 2 sym_n)))
 (>= ?x99 0)))
(assert
 (= (rank (concat 0 in_x2 in_x1)) 2))
(assert
 (let ((?x99 (* 2 sym_n)))
 (let ((?x118 (concat 0 in_x2 in_x1)))
 (let ((?x121 (dim ?x118 0)))
 (= ?x121 ?x99)))))
(assert
 (= (dim (concat 0 in_x2 in_x1) 1) sym_c))
(assert
 (let ((?x118 (concat 0 in_x2 in_x1)))
(let ((?x88 (ones2 sym_n sym_c)))
(let ((?x103 (concat 0 ?x88 in_x1)))
(let ((?x95 (concat 0 in_x2 ?x88)))
(let ((?x110 (mul ?x95 ?x103)))
(and (distinct ?x110 ?x118) true)))))))
(check-sat)
