; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, mul_comm, mul_dist_add, relu_square
; z3 rlimit used: 11023
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun relu (T) T)
(declare-fun add (T T) T)
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
 (forall ((X T) (Y T) )(! (let ((?x82 (add Y X)))
 (let ((?x81 (add X Y)))
 (let (($x83 (= ?x81 ?x82)))
 (let (($x79 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x72 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x65 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x58 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x51 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x44 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x80 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x44 $x51 $x58 $x65 $x72 $x79)))
 (=> $x80 $x83))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x96 (mul Y X)))
 (let ((?x90 (mul X Y)))
 (let (($x114 (= ?x90 ?x96)))
 (let (($x79 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x72 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x65 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x58 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x51 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x44 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x80 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x44 $x51 $x58 $x65 $x72 $x79)))
 (=> $x80 $x114))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x178 (add (mul X Y) (mul X Z))))
 (let ((?x81 (add Y Z)))
 (let ((?x175 (mul X ?x81)))
 (let (($x179 (= ?x175 ?x178)))
 (let ((?x131 (- (- (rank X) 0) 0)))
 (let (($x157 (> ?x131 5)))
 (let (($x153 (> ?x131 4)))
 (let (($x149 (> ?x131 3)))
 (let (($x145 (> ?x131 2)))
 (let (($x141 (> ?x131 1)))
 (let (($x133 (> ?x131 0)))
 (let (($x174 (and (= (- (- (rank Y) 0) 0) ?x131) (=> $x133 (= (dim X (+ 0 0)) (dim Y (+ 0 0)))) (=> $x141 (= (dim X (+ 0 1)) (dim Y (+ 0 1)))) (=> $x145 (= (dim X (+ 0 2)) (dim Y (+ 0 2)))) (=> $x149 (= (dim X (+ 0 3)) (dim Y (+ 0 3)))) (=> $x153 (= (dim X (+ 0 4)) (dim Y (+ 0 4)))) (=> $x157 (= (dim X (+ 0 5)) (dim Y (+ 0 5)))) (= (- (- (rank Z) 0) 0) ?x131) (=> $x133 (= (dim X (+ 0 0)) (dim Z (+ 0 0)))) (=> $x141 (= (dim X (+ 0 1)) (dim Z (+ 0 1)))) (=> $x145 (= (dim X (+ 0 2)) (dim Z (+ 0 2)))) (=> $x149 (= (dim X (+ 0 3)) (dim Z (+ 0 3)))) (=> $x153 (= (dim X (+ 0 4)) (dim Z (+ 0 4)))) (=> $x157 (= (dim X (+ 0 5)) (dim Z (+ 0 5)))))))
 (=> $x174 $x179))))))))))))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
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
 (= (rank (add in_i2 (relu in_i1))) 4))
(assert
 (= (dim (add in_i2 (relu in_i1)) 0) sym_n))
(assert
 (= (dim (add in_i2 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (add in_i2 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (add in_i2 (relu in_i1)) 3) sym_w))
(assert
 (= (rank (mul (relu in_i1) (add in_i2 (relu in_i1)))) 4))
(assert
 (= (dim (mul (relu in_i1) (add in_i2 (relu in_i1))) 0) sym_n))
(assert
 (= (dim (mul (relu in_i1) (add in_i2 (relu in_i1))) 1) sym_c))
(assert
 (= (dim (mul (relu in_i1) (add in_i2 (relu in_i1))) 2) sym_h))
(assert
 (= (dim (mul (relu in_i1) (add in_i2 (relu in_i1))) 3) sym_w))
(assert
 (= (rank (add in_i1 in_i2)) 4))
(assert
 (= (dim (add in_i1 in_i2) 0) sym_n))
(assert
 (= (dim (add in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (add in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (add in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (mul (add in_i1 in_i2) (relu in_i1))) 4))
(assert
 (= (dim (mul (add in_i1 in_i2) (relu in_i1)) 0) sym_n))
(assert
 (= (dim (mul (add in_i1 in_i2) (relu in_i1)) 1) sym_c))
(assert
 (= (dim (mul (add in_i1 in_i2) (relu in_i1)) 2) sym_h))
(assert
 (= (dim (mul (add in_i1 in_i2) (relu in_i1)) 3) sym_w))
(assert
 (let ((?x256 (relu in_i1)))
(let ((?x289 (add in_i1 in_i2)))
(let ((?x300 (mul ?x289 ?x256)))
(let ((?x267 (add in_i2 ?x256)))
(let ((?x278 (mul ?x256 ?x267)))
(and (distinct ?x278 ?x300) true)))))))
(check-sat)
