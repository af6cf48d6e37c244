; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat, mul_ones2
; z3 rlimit used: 74263
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
 (= (rank (concat 0 in_x2 in_x1)) 2))
(assert
 (let ((?x92 (* 2 sym_n)))
 (let ((?x88 (concat 0 in_x2 in_x1)))
 (let ((?x91 (dim ?x88 0)))
 (= ?x91 ?x92)))))
(assert
 (= (dim (concat 0 in_x2 in_x1) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (ones2 sym_n sym_c))) 2))
(assert
 (let ((?x92 (* 2 sym_n)))
 (let ((?x81 (ones2 sym_n sym_c)))
 (let ((?x96 (concat 0 in_x1 ?x81)))
 (let ((?x99 (dim ?x96 0)))
 (= ?x99 ?x92))))))
(assert
 (= (dim (concat 0 in_x1 (ones2 sym_n sym_c)) 1) sym_c))
(assert
 (let ((?x81 (ones2 sym_n sym_c)))
 (let ((?x96 (concat 0 in_x1 ?x81)))
 (let ((?x88 (concat 0 in_x2 in_x1)))
 (let ((?x103 (mul ?x88 ?x96)))
 (= (rank ?x103) 2))))))
(assert
 (let ((?x92 (* 2 sym_n)))
 (let ((?x81 (ones2 sym_n sym_c)))
 (let ((?x96 (concat 0 in_x1 ?x81)))
 (let ((?x88 (concat 0 in_x2 in_x1)))
 (let ((?x103 (mul ?x88 ?x96)))
 (let ((?x106 (dim ?x103 0)))
 (= ?x106 ?x92))))))))
(assert
 (let ((?x81 (ones2 sym_n sym_c)))
 (let ((?x96 (concat 0 in_x1 ?x81)))
 (let ((?x88 (concat 0 in_x2 in_x1)))
 (let ((?x103 (mul ?x88 ?x96)))
 (= (dim ?x103 1) sym_c))))))
(assert
 (let ((?x92 (* 2 sym_n)))
 (>= ?x92 0)))
(assert
 (= (rank (mul in_x2 in_x1)) 2))
(assert
 (= (dim (mul in_x2 in_x1) 0) sym_n))
(assert
 (= (dim (mul in_x2 in_x1) 1) sym_c))
(assert
 (= (rank (concat 0 (mul in_x2 in_x1) in_x1)) 2))
(assert
 (let ((?x92 (* 2 sym_n)))
 (let ((?x111 (mul in_x2 in_x1)))
 (let ((?x118 (concat 0 ?x111 in_x1)))
 (let ((?x121 (dim ?x118 0)))
 (= ?x121 ?x92))))))
(assert
 (= (dim (concat 0 (mul in_x2 in_x1) in_x1) 1) sym_c))
(assert
 (let ((?x111 (mul in_x2 in_x1)))
(let ((?x118 (concat 0 ?x111 in_x1)))
(let ((?x81 (ones2 sym_n sym_c)))
(let ((?x96 (concat 0 in_x1 ?x81)))
(let ((?x88 (concat 0 in_x2 in_x1)))
(let ((?x103 (mul ?x88 ?x96)))
(and (distinct ?x103 ?x118) true))))))))
(check-sat)
