; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, mul_dist_add, mul_ones2
; z3 rlimit used: 113961
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun ones2 (Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x19 (mul X (ones2 a b))))
 (let (($x20 (= ?x19 X)))
 (let (($x17 (and (= (dim X 0) a) (= (dim X 1) b) (= (rank X) 2))))
 (=> $x17 $x20)))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x86 (add Y X)))
 (let ((?x85 (add X Y)))
 (let (($x87 (= ?x85 ?x86)))
 (let ((?x81 (dim Y 5)))
 (let ((?x80 (dim X 5)))
 (let (($x82 (= ?x80 ?x81)))
 (let ((?x75 (dim Y 4)))
 (let ((?x74 (dim X 4)))
 (let (($x76 (= ?x74 ?x75)))
 (let ((?x69 (dim Y 3)))
 (let ((?x68 (dim X 3)))
 (let (($x70 (= ?x68 ?x69)))
 (let ((?x63 (dim Y 2)))
 (let ((?x62 (dim X 2)))
 (let (($x64 (= ?x62 ?x63)))
 (let ((?x58 (dim Y 1)))
 (let ((?x57 (dim X 1)))
 (let (($x59 (= ?x57 ?x58)))
 (let ((?x53 (dim Y 0)))
 (let ((?x52 (dim X 0)))
 (let (($x54 (= ?x52 ?x53)))
 (let (($x84 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x54) (=> (> (- (rank X) 0) 1) $x59) (=> (> (- (rank X) 0) 2) $x64) (=> (> (- (rank X) 0) 3) $x70) (=> (> (- (rank X) 0) 4) $x76) (=> (> (- (rank X) 0) 5) $x82))))
 (=> $x84 $x87))))))))))))))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x150 (add (mul X Y) (mul X Z))))
 (let ((?x85 (add Y Z)))
 (let ((?x147 (mul X ?x85)))
 (let (($x151 (= ?x147 ?x150)))
 (let ((?x81 (dim Z 5)))
 (let ((?x130 (dim X 5)))
 (let (($x144 (= ?x130 ?x81)))
 (let ((?x14 (rank X)))
 (let ((?x106 (- ?x14 0)))
 (let (($x129 (> ?x106 5)))
 (let (($x146 (and (= (- (rank Y) 0) ?x106) (=> (> ?x106 0) (= (dim X 0) (dim Y 0))) (=> (> ?x106 1) (= (dim X 1) (dim Y 1))) (=> (> ?x106 2) (= (dim X 2) (dim Y 2))) (=> (> ?x106 3) (= (dim X 3) (dim Y 3))) (=> (> ?x106 4) (= (dim X 4) (dim Y 4))) (=> $x129 (= ?x130 (dim Y 5))) (= (- (rank Z) 0) ?x106) (=> (> ?x106 0) (= (dim X 0) (dim Z 0))) (=> (> ?x106 1) (= (dim X 1) (dim Z 1))) (=> (> ?x106 2) (= (dim X 2) (dim Z 2))) (=> (> ?x106 3) (= (dim X 3) (dim Z 3))) (=> (> ?x106 4) (= (dim X 4) (dim Z 4))) (=> $x129 $x144))))
 (=> $x146 $x151)))))))))))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
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
 (= (rank (mul in_x1 in_x2)) 2))
(assert
 (= (dim (mul in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (add in_x1 (mul in_x1 in_x2))) 2))
(assert
 (= (dim (add in_x1 (mul in_x1 in_x2)) 0) sym_n))
(assert
 (= (dim (add in_x1 (mul in_x1 in_x2)) 1) sym_c))
(assert
 (= (rank (ones2 sym_n sym_c)) 2))
(assert
 (= (dim (ones2 sym_n sym_c) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c) 1) sym_c))
(assert
 (= (rank (add in_x2 (ones2 sym_n sym_c))) 2))
(assert
 (= (dim (add in_x2 (ones2 sym_n sym_c)) 0) sym_n))
(assert
 (= (dim (add in_x2 (ones2 sym_n sym_c)) 1) sym_c))
(assert
 (= (rank (mul in_x1 (add in_x2 (ones2 sym_n sym_c)))) 2))
(assert
 (= (dim (mul in_x1 (add in_x2 (ones2 sym_n sym_c))) 0) sym_n))
(assert
 (= (dim (mul in_x1 (add in_x2 (ones2 sym_n sym_c))) 1) sym_c))
(assert
 (let ((?x212 (ones2 sym_n sym_c)))
(let ((?x219 (add in_x2 ?x212)))
(let ((?x226 (mul in_x1 ?x219)))
(let ((?x198 (mul in_x1 in_x2)))
(let ((?x205 (add in_x1 ?x198)))
(and (distinct ?x205 ?x226) true)))))))
(check-sat)
