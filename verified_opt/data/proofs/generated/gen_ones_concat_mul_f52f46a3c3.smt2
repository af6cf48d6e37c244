; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat, mul_ones2
; z3 rlimit used: 74384
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun ones2 (Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
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
 (>= sym_c2 1))
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
 (= (dim in_x2 1) sym_c2))
(assert
 (= (rank in_x3) 2))
(assert
 (= (dim in_x3 0) sym_n))
(assert
 (= (dim in_x3 1) sym_c))
(assert
 (= (rank (ones2 sym_n sym_c2)) 2))
(assert
 (= (dim (ones2 sym_n sym_c2) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c2) 1) sym_c2))
(assert
 (= (rank (concat 1 in_x2 in_x3)) 2))
(assert
 (= (dim (concat 1 in_x2 in_x3) 0) sym_n))
(assert
 (let ((?x103 (+ sym_c2 sym_c)))
 (let ((?x97 (concat 1 in_x2 in_x3)))
 (let ((?x102 (dim ?x97 1)))
 (= ?x102 ?x103)))))
(assert
 (= (rank (concat 1 (ones2 sym_n sym_c2) in_x1)) 2))
(assert
 (= (dim (concat 1 (ones2 sym_n sym_c2) in_x1) 0) sym_n))
(assert
 (let ((?x103 (+ sym_c2 sym_c)))
 (let ((?x90 (ones2 sym_n sym_c2)))
 (let ((?x105 (concat 1 ?x90 in_x1)))
 (let ((?x110 (dim ?x105 1)))
 (= ?x110 ?x103))))))
(assert
 (let ((?x90 (ones2 sym_n sym_c2)))
 (let ((?x105 (concat 1 ?x90 in_x1)))
 (let ((?x97 (concat 1 in_x2 in_x3)))
 (let ((?x112 (mul ?x97 ?x105)))
 (= (rank ?x112) 2))))))
(assert
 (let ((?x90 (ones2 sym_n sym_c2)))
 (let ((?x105 (concat 1 ?x90 in_x1)))
 (let ((?x97 (concat 1 in_x2 in_x3)))
 (let ((?x112 (mul ?x97 ?x105)))
 (= (dim ?x112 0) sym_n))))))
(assert
 (let ((?x103 (+ sym_c2 sym_c)))
 (let ((?x90 (ones2 sym_n sym_c2)))
 (let ((?x105 (concat 1 ?x90 in_x1)))
 (let ((?x97 (concat 1 in_x2 in_x3)))
 (let ((?x112 (mul ?x97 ?x105)))
 (let ((?x117 (dim ?x112 1)))
 (= ?x117 ?x103))))))))
(assert
 (let ((?x103 (+ sym_c2 sym_c)))
 (>= ?x103 0)))
(assert
 (= (rank (mul in_x3 in_x1)) 2))
(assert
 (= (dim (mul in_x3 in_x1) 0) sym_n))
(assert
 (= (dim (mul in_x3 in_x1) 1) sym_c))
(assert
 (= (rank (concat 1 in_x2 (mul in_x3 in_x1))) 2))
(assert
 (= (dim (concat 1 in_x2 (mul in_x3 in_x1)) 0) sym_n))
(assert
 (let ((?x103 (+ sym_c2 sym_c)))
 (let ((?x120 (mul in_x3 in_x1)))
 (let ((?x127 (concat 1 in_x2 ?x120)))
 (let ((?x132 (dim ?x127 1)))
 (= ?x132 ?x103))))))
(assert
 (let ((?x120 (mul in_x3 in_x1)))
(let ((?x127 (concat 1 in_x2 ?x120)))
(let ((?x90 (ones2 sym_n sym_c2)))
(let ((?x105 (concat 1 ?x90 in_x1)))
(let ((?x97 (concat 1 in_x2 in_x3)))
(let ((?x112 (mul ?x97 ?x105)))
(and (distinct ?x112 ?x127) true))))))))
(check-sat)
