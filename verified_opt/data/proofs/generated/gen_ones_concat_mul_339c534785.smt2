; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat, mul_ones2
; z3 rlimit used: 112375
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun ones2 (Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x28 (concat ax (mul A C) (mul B D))))
 (let ((?x25 (mul (concat ax A B) (concat ax C D))))
 (let (($x29 (= ?x25 ?x28)))
 (let (($x22 (and (= (dim A ax) (dim C ax)) (>= (rank A) 1) (>= (rank B) 1) (>= (rank C) 1) (>= (rank D) 1))))
 (=> $x22 $x29))))) :pattern ( (mul (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (mul A C) (mul B D)) ) :qid mul_concat))
 )
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x64 (mul X (ones2 a b))))
 (let (($x65 (= ?x64 X)))
 (let (($x62 (and (= (dim X 0) a) (= (dim X 1) b) (= (rank X) 2))))
 (=> $x62 $x65)))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
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
 (= (rank (concat 1 in_x2 in_x1)) 2))
(assert
 (= (dim (concat 1 in_x2 in_x1) 0) sym_n))
(assert
 (let ((?x103 (* 2 sym_c)))
 (let ((?x97 (concat 1 in_x2 in_x1)))
 (let ((?x102 (dim ?x97 1)))
 (= ?x102 ?x103)))))
(assert
 (= (rank (concat 1 in_x1 (ones2 sym_n sym_c))) 2))
(assert
 (= (dim (concat 1 in_x1 (ones2 sym_n sym_c)) 0) sym_n))
(assert
 (let ((?x103 (* 2 sym_c)))
 (let ((?x90 (ones2 sym_n sym_c)))
 (let ((?x105 (concat 1 in_x1 ?x90)))
 (let ((?x110 (dim ?x105 1)))
 (= ?x110 ?x103))))))
(assert
 (let ((?x90 (ones2 sym_n sym_c)))
 (let ((?x105 (concat 1 in_x1 ?x90)))
 (let ((?x97 (concat 1 in_x2 in_x1)))
 (let ((?x112 (mul ?x97 ?x105)))
 (= (rank ?x112) 2))))))
(assert
 (let ((?x90 (ones2 sym_n sym_c)))
 (let ((?x105 (concat 1 in_x1 ?x90)))
 (let ((?x97 (concat 1 in_x2 in_x1)))
 (let ((?x112 (mul ?x97 ?x105)))
 (= (dim ?x112 0) sym_n))))))
(assert
 (let ((?x103 (* 2 sym_c)))
 (let ((?x90 (ones2 sym_n sym_c)))
 (let ((?x105 (concat 1 in_x1 ?x90)))
 (let ((?x97 (concat 1 in_x2 in_x1)))
 (let ((?x112 (mul ?x97 ?x105)))
 (let ((?x117 (dim ?x112 1)))
 (= ?x117 ?x103))))))))
(assert
 (let ((?x103 (* 2 sym_c)))
 (>= ?x103 0)))
(assert
 (= (rank (mul in_x2 in_x1)) 2))
(assert
 (= (dim (mul in_x2 in_x1) 0) sym_n))
(assert
 (= (dim (mul in_x2 in_x1) 1) sym_c))
(assert
 (= (rank (concat 1 (mul in_x2 in_x1) in_x1)) 2))
(assert
 (= (dim (concat 1 (mul in_x2 in_x1) in_x1) 0) sym_n))
(assert
 (let ((?x103 (* 2 sym_c)))
 (let ((?x120 (mul in_x2 in_x1)))
 (let ((?x127 (concat 1 ?x120 in_x1)))
 (let ((?x132 (dim ?x127 1)))
 (= ?x132 ?x103))))))
(assert
 (let ((?x120 (mul in_x2 in_x1)))
(let ((?x127 (concat 1 ?x120 in_x1)))
(let ((?x90 (ones2 sym_n sym_c)))
(let ((?x105 (concat 1 in_x1 ?x90)))
(let ((?x97 (concat 1 in_x2 in_x1)))
(let ((?x112 (mul ?x97 ?x105)))
(and (distinct ?x112 ?x127) true))))))))
(check-sat)
