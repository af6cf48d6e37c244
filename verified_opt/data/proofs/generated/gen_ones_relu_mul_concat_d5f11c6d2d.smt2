; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, mul_concat, mul_ones2, relu_concat, relu_ones2
; z3 rlimit used: 74621
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun ones2 (Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x12 (concat ax (relu X) (relu Y))))
 (let ((?x8 (concat ax X Y)))
 (let ((?x9 (relu ?x8)))
 (= ?x9 ?x12)))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x44 (concat ax (mul A C) (mul B D))))
 (let ((?x8 (concat ax C D)))
 (let ((?x41 (mul (concat ax A B) ?x8)))
 (let (($x45 (= ?x41 ?x44)))
 (=> (and (= (dim A ax) (dim C ax))) $x45))))) :pattern ( (mul (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (mul A C) (mul B D)) ) :qid mul_concat))
 )
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x61 (ones2 a b)))
 (let ((?x62 (mul X ?x61)))
 (let (($x63 (= ?x62 X)))
 (let (($x60 (and (= (dim X 0) a) (= (dim X 1) b))))
 (=> $x60 $x63))))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
 )
(assert
 (forall ((a Int) (b Int) )(! (let ((?x61 (ones2 a b)))
 (let ((?x73 (relu ?x61)))
 (let (($x74 (= ?x73 ?x61)))
 (let (($x72 (and (>= a 1) (>= b 1))))
 (=> $x72 $x74))))) :pattern ( (relu (ones2 a b)) ) :pattern ( (ones2 a b) ) :qid relu_ones2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x84 (mul Y X)))
 (let ((?x83 (mul X Y)))
 (= ?x83 ?x84))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank (ones2 sym_n sym_c2)) 2))
(assert
 (= (dim (ones2 sym_n sym_c2) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c2) 1) sym_c2))
(assert
 (= (rank (relu in_w1)) 2))
(assert
 (= (dim (relu in_w1) 0) sym_c))
(assert
 (= (dim (relu in_w1) 1) sym_c2))
(assert
 (= (rank (mul in_w1 (relu in_w1))) 2))
(assert
 (= (dim (mul in_w1 (relu in_w1)) 0) sym_c))
(assert
 (= (dim (mul in_w1 (relu in_w1)) 1) sym_c2))
(assert
 (let ((?x110 (relu in_w1)))
 (let ((?x117 (mul in_w1 ?x110)))
 (let ((?x103 (ones2 sym_n sym_c2)))
 (let ((?x124 (concat 0 ?x103 ?x117)))
 (= (rank ?x124) 2))))))
(assert
 (let ((?x128 (+ sym_n sym_c)))
 (let ((?x110 (relu in_w1)))
 (let ((?x117 (mul in_w1 ?x110)))
 (let ((?x103 (ones2 sym_n sym_c2)))
 (let ((?x124 (concat 0 ?x103 ?x117)))
 (let ((?x127 (dim ?x124 0)))
 (= ?x127 ?x128))))))))
(assert
 (let ((?x110 (relu in_w1)))
 (let ((?x117 (mul in_w1 ?x110)))
 (let ((?x103 (ones2 sym_n sym_c2)))
 (let ((?x124 (concat 0 ?x103 ?x117)))
 (= (dim ?x124 1) sym_c2))))))
(assert
 (let ((?x128 (+ sym_n sym_c)))
 (>= ?x128 0)))
(assert
 (= (rank (concat 0 (ones2 sym_n sym_c2) in_w1)) 2))
(assert
 (let ((?x128 (+ sym_n sym_c)))
 (let ((?x103 (ones2 sym_n sym_c2)))
 (let ((?x133 (concat 0 ?x103 in_w1)))
 (let ((?x136 (dim ?x133 0)))
 (= ?x136 ?x128))))))
(assert
 (= (dim (concat 0 (ones2 sym_n sym_c2) in_w1) 1) sym_c2))
(assert
 (= (rank (relu (concat 0 (ones2 sym_n sym_c2) in_w1))) 2))
(assert
 (let ((?x128 (+ sym_n sym_c)))
 (let ((?x103 (ones2 sym_n sym_c2)))
 (let ((?x133 (concat 0 ?x103 in_w1)))
 (let ((?x140 (relu ?x133)))
 (let ((?x143 (dim ?x140 0)))
 (= ?x143 ?x128)))))))
(assert
 (= (dim (relu (concat 0 (ones2 sym_n sym_c2) in_w1)) 1) sym_c2))
(assert
 (let ((?x103 (ones2 sym_n sym_c2)))
 (let ((?x133 (concat 0 ?x103 in_w1)))
 (let ((?x140 (relu ?x133)))
 (let ((?x147 (mul ?x133 ?x140)))
 (= (rank ?x147) 2))))))
(assert
 (let ((?x128 (+ sym_n sym_c)))
 (let ((?x103 (ones2 sym_n sym_c2)))
 (let ((?x133 (concat 0 ?x103 in_w1)))
 (let ((?x140 (relu ?x133)))
 (let ((?x147 (mul ?x133 ?x140)))
 (let ((?x150 (dim ?x147 0)))
 (= ?x150 ?x128))))))))
(assert
 (let ((?x103 (ones2 sym_n sym_c2)))
 (let ((?x133 (concat 0 ?x103 in_w1)))
 (let ((?x140 (relu ?x133)))
 (let ((?x147 (mul ?x133 ?x140)))
 (= (dim ?x147 1) sym_c2))))))
(assert
 (let ((?x103 (ones2 sym_n sym_c2)))
(let ((?x133 (concat 0 ?x103 in_w1)))
(let ((?x140 (relu ?x133)))
(let ((?x147 (mul ?x133 ?x140)))
(let ((?x110 (relu in_w1)))
(let ((?x117 (mul in_w1 ?x110)))
(let ((?x124 (concat 0 ?x103 ?x117)))
(and (distinct ?x124 ?x147) true)))))))))
(check-sat)
