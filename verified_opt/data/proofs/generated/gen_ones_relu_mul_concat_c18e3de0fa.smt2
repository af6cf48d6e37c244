; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, mul_concat, mul_ones2, relu_concat, relu_ones2
; z3 rlimit used: 74601
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
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
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
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (ones2 sym_n sym_c)) 2))
(assert
 (= (dim (ones2 sym_n sym_c) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c) 1) sym_c))
(assert
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (mul in_x1 (relu in_x1))) 2))
(assert
 (= (dim (mul in_x1 (relu in_x1)) 0) sym_n))
(assert
 (= (dim (mul in_x1 (relu in_x1)) 1) sym_c))
(assert
 (let ((?x108 (relu in_x1)))
 (let ((?x115 (mul in_x1 ?x108)))
 (let ((?x101 (ones2 sym_n sym_c)))
 (let ((?x122 (concat 1 ?x101 ?x115)))
 (= (rank ?x122) 2))))))
(assert
 (let ((?x108 (relu in_x1)))
 (let ((?x115 (mul in_x1 ?x108)))
 (let ((?x101 (ones2 sym_n sym_c)))
 (let ((?x122 (concat 1 ?x101 ?x115)))
 (= (dim ?x122 0) sym_n))))))
(assert
 (let ((?x128 (* 2 sym_c)))
 (let ((?x108 (relu in_x1)))
 (let ((?x115 (mul in_x1 ?x108)))
 (let ((?x101 (ones2 sym_n sym_c)))
 (let ((?x122 (concat 1 ?x101 ?x115)))
 (let ((?x127 (dim ?x122 1)))
 (= ?x127 ?x128))))))))
(assert
 (let ((?x128 (* 2 sym_c)))
 (>= ?x128 0)))
(assert
 (= (rank (concat 1 (ones2 sym_n sym_c) in_x1)) 2))
(assert
 (= (dim (concat 1 (ones2 sym_n sym_c) in_x1) 0) sym_n))
(assert
 (let ((?x128 (* 2 sym_c)))
 (let ((?x101 (ones2 sym_n sym_c)))
 (let ((?x131 (concat 1 ?x101 in_x1)))
 (let ((?x136 (dim ?x131 1)))
 (= ?x136 ?x128))))))
(assert
 (= (rank (relu (concat 1 (ones2 sym_n sym_c) in_x1))) 2))
(assert
 (= (dim (relu (concat 1 (ones2 sym_n sym_c) in_x1)) 0) sym_n))
(assert
 (let ((?x128 (* 2 sym_c)))
 (let ((?x101 (ones2 sym_n sym_c)))
 (let ((?x131 (concat 1 ?x101 in_x1)))
 (let ((?x138 (relu ?x131)))
 (let ((?x143 (dim ?x138 1)))
 (= ?x143 ?x128)))))))
(assert
 (let ((?x101 (ones2 sym_n sym_c)))
 (let ((?x131 (concat 1 ?x101 in_x1)))
 (let ((?x138 (relu ?x131)))
 (let ((?x145 (mul ?x131 ?x138)))
 (= (rank ?x145) 2))))))
(assert
 (let ((?x101 (ones2 sym_n sym_c)))
 (let ((?x131 (concat 1 ?x101 in_x1)))
 (let ((?x138 (relu ?x131)))
 (let ((?x145 (mul ?x131 ?x138)))
 (= (dim ?x145 0) sym_n))))))
(assert
 (let ((?x128 (* 2 sym_c)))
 (let ((?x101 (ones2 sym_n sym_c)))
 (let ((?x131 (concat 1 ?x101 in_x1)))
 (let ((?x138 (relu ?x131)))
 (let ((?x145 (mul ?x131 ?x138)))
 (let ((?x150 (dim ?x145 1)))
 (= ?x150 ?x128))))))))
(assert
 (let ((?x101 (ones2 sym_n sym_c)))
(let ((?x131 (concat 1 ?x101 in_x1)))
(let ((?x138 (relu ?x131)))
(let ((?x145 (mul ?x131 ?x138)))
(let ((?x108 (relu in_x1)))
(let ((?x115 (mul in_x1 ?x108)))
(let ((?x122 (concat 1 ?x101 ?x115)))
(and (distinct ?x122 ?x145) true)))))))))
(check-sat)
