; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat, mul_ones2
; z3 rlimit used: 112528
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
(declare-fun sym_n2 () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
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
 (>= sym_n2 1))
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
 (= (rank in_x3) 2))
(assert
 (= (dim in_x3 0) sym_n2))
(assert
 (= (dim in_x3 1) sym_c))
(assert
 (= (rank (ones2 sym_n2 sym_c)) 2))
(assert
 (= (dim (ones2 sym_n2 sym_c) 0) sym_n2))
(assert
 (= (dim (ones2 sym_n2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 in_x3)) 2))
(assert
 (let ((?x110 (+ sym_n sym_n2)))
 (let ((?x106 (concat 0 in_x2 in_x3)))
 (let ((?x109 (dim ?x106 0)))
 (= ?x109 ?x110)))))
(assert
 (= (dim (concat 0 in_x2 in_x3) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (ones2 sym_n2 sym_c))) 2))
(assert
 (let ((?x110 (+ sym_n sym_n2)))
 (let ((?x99 (ones2 sym_n2 sym_c)))
 (let ((?x114 (concat 0 in_x1 ?x99)))
 (let ((?x117 (dim ?x114 0)))
 (= ?x117 ?x110))))))
(assert
 (= (dim (concat 0 in_x1 (ones2 sym_n2 sym_c)) 1) sym_c))
(assert
 (let ((?x99 (ones2 sym_n2 sym_c)))
 (let ((?x114 (concat 0 in_x1 ?x99)))
 (let ((?x106 (concat 0 in_x2 in_x3)))
 (let ((?x121 (mul ?x106 ?x114)))
 (= (rank ?x121) 2))))))
(assert
 (let ((?x110 (+ sym_n sym_n2)))
 (let ((?x99 (ones2 sym_n2 sym_c)))
 (let ((?x114 (concat 0 in_x1 ?x99)))
 (let ((?x106 (concat 0 in_x2 in_x3)))
 (let ((?x121 (mul ?x106 ?x114)))
 (let ((?x124 (dim ?x121 0)))
 (= ?x124 ?x110))))))))
(assert
 (let ((?x99 (ones2 sym_n2 sym_c)))
 (let ((?x114 (concat 0 in_x1 ?x99)))
 (let ((?x106 (concat 0 in_x2 in_x3)))
 (let ((?x121 (mul ?x106 ?x114)))
 (= (dim ?x121 1) sym_c))))))
(assert
 (let ((?x110 (+ sym_n sym_n2)))
 (>= ?x110 0)))
(assert
 (= (rank (mul in_x2 in_x1)) 2))
(assert
 (= (dim (mul in_x2 in_x1) 0) sym_n))
(assert
 (= (dim (mul in_x2 in_x1) 1) sym_c))
(assert
 (= (rank (concat 0 (mul in_x2 in_x1) in_x3)) 2))
(assert
 (let ((?x110 (+ sym_n sym_n2)))
 (let ((?x129 (mul in_x2 in_x1)))
 (let ((?x136 (concat 0 ?x129 in_x3)))
 (let ((?x139 (dim ?x136 0)))
 (= ?x139 ?x110))))))
(assert
 (= (dim (concat 0 (mul in_x2 in_x1) in_x3) 1) sym_c))
(assert
 (let ((?x129 (mul in_x2 in_x1)))
(let ((?x136 (concat 0 ?x129 in_x3)))
(let ((?x99 (ones2 sym_n2 sym_c)))
(let ((?x114 (concat 0 in_x1 ?x99)))
(let ((?x106 (concat 0 in_x2 in_x3)))
(let ((?x121 (mul ?x106 ?x114)))
(and (distinct ?x121 ?x136) true))))))))
(check-sat)
