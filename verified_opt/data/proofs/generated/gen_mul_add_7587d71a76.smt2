; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_dist_add
; z3 rlimit used: 8772
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_i3 () T)
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x84 (add (mul X Y) (mul X Z))))
 (let ((?x81 (mul X (add Y Z))))
 (let (($x85 (= ?x81 ?x84)))
 (let ((?x13 (- (- (rank X) 0) 0)))
 (let (($x50 (> ?x13 5)))
 (let (($x43 (> ?x13 4)))
 (let (($x36 (> ?x13 3)))
 (let (($x29 (> ?x13 2)))
 (let (($x22 (> ?x13 1)))
 (let (($x15 (> ?x13 0)))
 (let (($x79 (and (= (- (- (rank Y) 0) 0) ?x13) (=> $x15 (= (dim X (+ 0 0)) (dim Y (+ 0 0)))) (=> $x22 (= (dim X (+ 0 1)) (dim Y (+ 0 1)))) (=> $x29 (= (dim X (+ 0 2)) (dim Y (+ 0 2)))) (=> $x36 (= (dim X (+ 0 3)) (dim Y (+ 0 3)))) (=> $x43 (= (dim X (+ 0 4)) (dim Y (+ 0 4)))) (=> $x50 (= (dim X (+ 0 5)) (dim Y (+ 0 5)))) (= (- (- (rank Z) 0) 0) ?x13) (=> $x15 (= (dim X (+ 0 0)) (dim Z (+ 0 0)))) (=> $x22 (= (dim X (+ 0 1)) (dim Z (+ 0 1)))) (=> $x29 (= (dim X (+ 0 2)) (dim Z (+ 0 2)))) (=> $x36 (= (dim X (+ 0 3)) (dim Z (+ 0 3)))) (=> $x43 (= (dim X (+ 0 4)) (dim Z (+ 0 4)))) (=> $x50 (= (dim X (+ 0 5)) (dim Z (+ 0 5)))))))
 (=> $x79 $x85)))))))))))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
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
 (= (rank in_i3) 4))
(assert
 (= (dim in_i3 0) sym_n))
(assert
 (= (dim in_i3 1) sym_c))
(assert
 (= (dim in_i3 2) sym_h))
(assert
 (= (dim in_i3 3) sym_w))
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
 (= (rank (mul in_i1 in_i3)) 4))
(assert
 (= (dim (mul in_i1 in_i3) 0) sym_n))
(assert
 (= (dim (mul in_i1 in_i3) 1) sym_c))
(assert
 (= (dim (mul in_i1 in_i3) 2) sym_h))
(assert
 (= (dim (mul in_i1 in_i3) 3) sym_w))
(assert
 (= (rank (add (mul in_i1 in_i2) (mul in_i1 in_i3))) 4))
(assert
 (= (dim (add (mul in_i1 in_i2) (mul in_i1 in_i3)) 0) sym_n))
(assert
 (= (dim (add (mul in_i1 in_i2) (mul in_i1 in_i3)) 1) sym_c))
(assert
 (= (dim (add (mul in_i1 in_i2) (mul in_i1 in_i3)) 2) sym_h))
(assert
 (= (dim (add (mul in_i1 in_i2) (mul in_i1 in_i3)) 3) sym_w))
(assert
 (= (rank (add in_i2 in_i3)) 4))
(assert
 (= (dim (add in_i2 in_i3) 0) sym_n))
(assert
 (= (dim (add in_i2 in_i3) 1) sym_c))
(assert
 (= (dim (add in_i2 in_i3) 2) sym_h))
(assert
 (= (dim (add in_i2 in_i3) 3) sym_w))
(assert
 (= (rank (mul in_i1 (add in_i2 in_i3))) 4))
(assert
 (= (dim (mul in_i1 (add in_i2 in_i3)) 0) sym_n))
(assert
 (= (dim (mul in_i1 (add in_i2 in_i3)) 1) sym_c))
(assert
 (= (dim (mul in_i1 (add in_i2 in_i3)) 2) sym_h))
(assert
 (= (dim (mul in_i1 (add in_i2 in_i3)) 3) sym_w))
(assert
 (let ((?x235 (add in_i2 in_i3)))
(let ((?x246 (mul in_i1 ?x235)))
(let ((?x213 (mul in_i1 in_i3)))
(let ((?x202 (mul in_i1 in_i2)))
(let ((?x224 (add ?x202 ?x213)))
(and (distinct ?x224 ?x246) true)))))))
(check-sat)
