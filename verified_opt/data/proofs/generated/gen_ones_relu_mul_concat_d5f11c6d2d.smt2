; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, mul_concat, mul_ones2, relu_concat, relu_ones2
; z3 rlimit used: 112413
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun ones2 (Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x18 (concat ax (relu X) (relu Y))))
 (let ((?x14 (concat ax X Y)))
 (let ((?x15 (relu ?x14)))
 (let (($x19 (= ?x15 ?x18)))
 (let ((?x10 (rank Y)))
 (let (($x11 (>= ?x10 1)))
 (let ((?x6 (rank X)))
 (let (($x8 (>= ?x6 1)))
 (let (($x12 (and $x8 $x11)))
 (=> $x12 $x19)))))))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x58 (concat ax (mul A C) (mul B D))))
 (let ((?x14 (concat ax C D)))
 (let ((?x55 (mul (concat ax A B) ?x14)))
 (let (($x59 (= ?x55 ?x58)))
 (let ((?x10 (rank D)))
 (let (($x11 (>= ?x10 1)))
 (let ((?x6 (rank C)))
 (let (($x8 (>= ?x6 1)))
 (let (($x53 (and (= (dim A ax) (dim C ax)) (>= (rank A) 1) (>= (rank B) 1) $x8 $x11)))
 (=> $x53 $x59)))))))))) :pattern ( (mul (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (mul A C) (mul B D)) ) :qid mul_concat))
 )
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x76 (ones2 a b)))
 (let ((?x77 (mul X ?x76)))
 (let (($x78 (= ?x77 X)))
 (let (($x75 (and (= (dim X 0) a) (= (dim X 1) b) (= (rank X) 2))))
 (=> $x75 $x78))))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
 )
(assert
 (forall ((a Int) (b Int) )(! (let ((?x76 (ones2 a b)))
 (let ((?x88 (relu ?x76)))
 (let (($x89 (= ?x88 ?x76)))
 (let (($x87 (and (>= a 1) (>= b 1))))
 (=> $x87 $x89))))) :pattern ( (relu (ones2 a b)) ) :pattern ( (ones2 a b) ) :qid relu_ones2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x137 (mul Y X)))
 (let ((?x136 (mul X Y)))
 (let (($x138 (= ?x136 ?x137)))
 (let (($x133 (= (dim X 5) (dim Y 5))))
 (let (($x127 (= (dim X 4) (dim Y 4))))
 (let (($x121 (= (dim X 3) (dim Y 3))))
 (let (($x115 (= (dim X 2) (dim Y 2))))
 (let (($x110 (= (dim X 1) (dim Y 1))))
 (let (($x105 (= (dim X 0) (dim Y 0))))
 (let (($x135 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x105) (=> (> (- (rank X) 0) 1) $x110) (=> (> (- (rank X) 0) 2) $x115) (=> (> (- (rank X) 0) 3) $x121) (=> (> (- (rank X) 0) 4) $x127) (=> (> (- (rank X) 0) 5) $x133))))
 (=> $x135 $x138))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
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
 (let ((?x180 (relu in_w1)))
 (let ((?x187 (mul in_w1 ?x180)))
 (let ((?x173 (ones2 sym_n sym_c2)))
 (let ((?x194 (concat 0 ?x173 ?x187)))
 (= (rank ?x194) 2))))))
(assert
 (let ((?x198 (+ sym_n sym_c)))
 (let ((?x180 (relu in_w1)))
 (let ((?x187 (mul in_w1 ?x180)))
 (let ((?x173 (ones2 sym_n sym_c2)))
 (let ((?x194 (concat 0 ?x173 ?x187)))
 (let ((?x197 (dim ?x194 0)))
 (= ?x197 ?x198))))))))
(assert
 (let ((?x180 (relu in_w1)))
 (let ((?x187 (mul in_w1 ?x180)))
 (let ((?x173 (ones2 sym_n sym_c2)))
 (let ((?x194 (concat 0 ?x173 ?x187)))
 (= (dim ?x194 1) sym_c2))))))
(assert
 (let ((?x198 (+ sym_n sym_c)))
 (>= ?x198 0)))
(assert
 (= (rank (concat 0 (ones2 sym_n sym_c2) in_w1)) 2))
(assert
 (let ((?x198 (+ sym_n sym_c)))
 (let ((?x173 (ones2 sym_n sym_c2)))
 (let ((?x203 (concat 0 ?x173 in_w1)))
 (let ((?x206 (dim ?x203 0)))
 (= ?x206 ?x198))))))
(assert
 (= (dim (concat 0 (ones2 sym_n sym_c2) in_w1) 1) sym_c2))
(assert
 (= (rank (relu (concat 0 (ones2 sym_n sym_c2) in_w1))) 2))
(assert
 (let ((?x198 (+ sym_n sym_c)))
 (let ((?x173 (ones2 sym_n sym_c2)))
 (let ((?x203 (concat 0 ?x173 in_w1)))
 (let ((?x210 (relu ?x203)))
 (let ((?x213 (dim ?x210 0)))
 (= ?x213 ?x198)))))))
(assert
 (= (dim (relu (concat 0 (ones2 sym_n sym_c2) in_w1)) 1) sym_c2))
(assert
 (let ((?x173 (ones2 sym_n sym_c2)))
 (let ((?x203 (concat 0 ?x173 in_w1)))
 (let ((?x210 (relu ?x203)))
 (let ((?x217 (mul ?x203 ?x210)))
 (= (rank ?x217) 2))))))
(assert
 (let ((?x198 (+ sym_n sym_c)))
 (let ((?x173 (ones2 sym_n sym_c2)))
 (let ((?x203 (concat 0 ?x173 in_w1)))
 (let ((?x210 (relu ?x203)))
 (let ((?x217 (mul ?x203 ?x210)))
 (let ((?x220 (dim ?x217 0)))
 (= ?x220 ?x198))))))))
(assert
 (let ((?x173 (ones2 sym_n sym_c2)))
 (let ((?x203 (concat 0 ?x173 in_w1)))
 (let ((?x210 (relu ?x203)))
 (let ((?x217 (mul ?x203 ?x210)))
 (= (dim ?x217 1) sym_c2))))))
(assert
 (let ((?x173 (ones2 sym_n sym_c2)))
(let ((?x203 (concat 0 ?x173 in_w1)))
(let ((?x210 (relu ?x203)))
(let ((?x217 (mul ?x203 ?x210)))
(let ((?x180 (relu in_w1)))
(let ((?x187 (mul in_w1 ?x180)))
(let ((?x194 (concat 0 ?x173 ?x187)))
(and (distinct ?x194 ?x217) true)))))))))
(check-sat)
