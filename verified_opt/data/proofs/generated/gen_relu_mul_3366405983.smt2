; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_assoc, mul_comm, relu_square
; z3 rlimit used: 7652
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
 (forall ((X T) (Y T) )(! (let ((?x82 (mul Y X)))
 (let ((?x81 (mul X Y)))
 (let (($x83 (= ?x81 ?x82)))
 (let (($x79 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x72 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x65 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x58 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x51 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x44 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x80 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x44 $x51 $x58 $x65 $x72 $x79)))
 (=> $x80 $x83))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x81 (mul Y Z)))
 (let ((?x168 (mul X ?x81)))
 (let ((?x167 (mul (mul X Y) Z)))
 (let (($x169 (= ?x167 ?x168)))
 (let ((?x120 (- (- (rank X) 0) 0)))
 (let (($x148 (> ?x120 5)))
 (let (($x144 (> ?x120 4)))
 (let (($x140 (> ?x120 3)))
 (let (($x136 (> ?x120 2)))
 (let (($x132 (> ?x120 1)))
 (let (($x108 (> ?x120 0)))
 (let (($x165 (and (= (- (- (rank Y) 0) 0) ?x120) (=> $x108 (= (dim X (+ 0 0)) (dim Y (+ 0 0)))) (=> $x132 (= (dim X (+ 0 1)) (dim Y (+ 0 1)))) (=> $x136 (= (dim X (+ 0 2)) (dim Y (+ 0 2)))) (=> $x140 (= (dim X (+ 0 3)) (dim Y (+ 0 3)))) (=> $x144 (= (dim X (+ 0 4)) (dim Y (+ 0 4)))) (=> $x148 (= (dim X (+ 0 5)) (dim Y (+ 0 5)))) (= (- (- (rank Z) 0) 0) ?x120) (=> $x108 (= (dim X (+ 0 0)) (dim Z (+ 0 0)))) (=> $x132 (= (dim X (+ 0 1)) (dim Z (+ 0 1)))) (=> $x136 (= (dim X (+ 0 2)) (dim Z (+ 0 2)))) (=> $x140 (= (dim X (+ 0 3)) (dim Z (+ 0 3)))) (=> $x144 (= (dim X (+ 0 4)) (dim Z (+ 0 4)))) (=> $x148 (= (dim X (+ 0 5)) (dim Z (+ 0 5)))))))
 (=> $x165 $x169))))))))))))) :pattern ( (mul (mul X Y) Z) ) :pattern ( (mul X (mul Y Z)) ) :qid mul_assoc))
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
 (let ((?x246 (relu in_i1)))
(let ((?x279 (mul in_i1 in_i2)))
(let ((?x290 (mul ?x279 ?x246)))
(let ((?x257 (mul in_i2 ?x246)))
(let ((?x268 (mul ?x246 ?x257)))
(and (distinct ?x268 ?x290) true)))))))
(check-sat)
