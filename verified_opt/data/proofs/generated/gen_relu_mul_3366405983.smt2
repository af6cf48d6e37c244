; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_assoc, mul_comm, relu_square
; z3 rlimit used: 114864
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x8 (mul X ?x6)))
 (let ((?x7 (mul ?x6 ?x6)))
 (= ?x7 ?x8)))) :pattern ( (mul (relu X) (relu X)) ) :pattern ( (mul X (relu X)) ) :qid relu_square))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x74 (mul Y X)))
 (let ((?x73 (mul X Y)))
 (let (($x75 (= ?x73 ?x74)))
 (let ((?x69 (dim Y 5)))
 (let ((?x68 (dim X 5)))
 (let (($x70 (= ?x68 ?x69)))
 (let ((?x63 (dim Y 4)))
 (let ((?x62 (dim X 4)))
 (let (($x64 (= ?x62 ?x63)))
 (let ((?x57 (dim Y 3)))
 (let ((?x56 (dim X 3)))
 (let (($x58 (= ?x56 ?x57)))
 (let ((?x51 (dim Y 2)))
 (let ((?x50 (dim X 2)))
 (let (($x52 (= ?x50 ?x51)))
 (let ((?x45 (dim Y 1)))
 (let ((?x44 (dim X 1)))
 (let (($x46 (= ?x44 ?x45)))
 (let ((?x39 (dim Y 0)))
 (let ((?x38 (dim X 0)))
 (let (($x40 (= ?x38 ?x39)))
 (let (($x72 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x40) (=> (> (- (rank X) 0) 1) $x46) (=> (> (- (rank X) 0) 2) $x52) (=> (> (- (rank X) 0) 3) $x58) (=> (> (- (rank X) 0) 4) $x64) (=> (> (- (rank X) 0) 5) $x70))))
 (=> $x72 $x75))))))))))))))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x73 (mul Y Z)))
 (let ((?x141 (mul X ?x73)))
 (let ((?x140 (mul (mul X Y) Z)))
 (let (($x142 (= ?x140 ?x141)))
 (let ((?x69 (dim Z 5)))
 (let ((?x122 (dim X 5)))
 (let (($x136 (= ?x122 ?x69)))
 (let ((?x97 (rank X)))
 (let ((?x82 (- ?x97 0)))
 (let (($x121 (> ?x82 5)))
 (let (($x138 (and (= (- (rank Y) 0) ?x82) (=> (> ?x82 0) (= (dim X 0) (dim Y 0))) (=> (> ?x82 1) (= (dim X 1) (dim Y 1))) (=> (> ?x82 2) (= (dim X 2) (dim Y 2))) (=> (> ?x82 3) (= (dim X 3) (dim Y 3))) (=> (> ?x82 4) (= (dim X 4) (dim Y 4))) (=> $x121 (= ?x122 (dim Y 5))) (= (- (rank Z) 0) ?x82) (=> (> ?x82 0) (= (dim X 0) (dim Z 0))) (=> (> ?x82 1) (= (dim X 1) (dim Z 1))) (=> (> ?x82 2) (= (dim X 2) (dim Z 2))) (=> (> ?x82 3) (= (dim X 3) (dim Z 3))) (=> (> ?x82 4) (= (dim X 4) (dim Z 4))) (=> $x121 $x136))))
 (=> $x138 $x142)))))))))))) :pattern ( (mul (mul X Y) Z) ) :pattern ( (mul X (mul Y Z)) ) :qid mul_assoc))
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
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (= (rank (mul in_i2 (relu in_i1))) 4))
(assert
 (= (dim (mul in_i2 (relu in_i1)) 0) sym_n))
(assert
 (= (dim (mul in_i2 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (mul in_i2 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (mul in_i2 (relu in_i1)) 3) sym_w))
(assert
 (= (rank (mul (relu in_i1) (mul in_i2 (relu in_i1)))) 4))
(assert
 (= (dim (mul (relu in_i1) (mul in_i2 (relu in_i1))) 0) sym_n))
(assert
 (= (dim (mul (relu in_i1) (mul in_i2 (relu in_i1))) 1) sym_c))
(assert
 (= (dim (mul (relu in_i1) (mul in_i2 (relu in_i1))) 2) sym_h))
(assert
 (= (dim (mul (relu in_i1) (mul in_i2 (relu in_i1))) 3) sym_w))
(assert
 (= (rank (mul in_i1 in_i2)) 4))
(assert
 (= (dim (mul in_i1 in_i2) 0) sym_n))
(assert
 (= (dim (mul in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (mul in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (mul in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (mul (mul in_i1 in_i2) (relu in_i1))) 4))
(assert
 (= (dim (mul (mul in_i1 in_i2) (relu in_i1)) 0) sym_n))
(assert
 (= (dim (mul (mul in_i1 in_i2) (relu in_i1)) 1) sym_c))
(assert
 (= (dim (mul (mul in_i1 in_i2) (relu in_i1)) 2) sym_h))
(assert
 (= (dim (mul (mul in_i1 in_i2) (relu in_i1)) 3) sym_w))
(assert
 (let ((?x201 (relu in_i1)))
(let ((?x234 (mul in_i1 in_i2)))
(let ((?x245 (mul ?x234 ?x201)))
(let ((?x212 (mul in_i2 ?x201)))
(let ((?x223 (mul ?x201 ?x212)))
(and (distinct ?x223 ?x245) true)))))))
(check-sat)
