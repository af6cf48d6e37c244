; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_recip_div
; z3 rlimit used: 3828
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun divide (T T) T)
(declare-fun mul (T T) T)
(declare-fun recip (T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x59 (divide X Y)))
 (let ((?x58 (mul X (recip Y))))
 (let (($x60 (= ?x58 ?x59)))
 (let (($x55 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x48 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x41 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x34 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x27 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x20 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x56 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x20 $x27 $x34 $x41 $x48 $x55)))
 (=> $x56 $x60))))))))))) :pattern ( (mul X (recip Y)) ) :pattern ( (divide X Y) ) :qid mul_recip_div))
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
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank in_Y) 4))
(assert
 (= (dim in_Y 0) sym_n))
(assert
 (= (dim in_Y 1) sym_c))
(assert
 (= (dim in_Y 2) sym_h))
(assert
 (= (dim in_Y 3) sym_w))
(assert
 (= (rank (recip in_Y)) 4))
(assert
 (= (dim (recip in_Y) 0) sym_n))
(assert
 (= (dim (recip in_Y) 1) sym_c))
(assert
 (= (dim (recip in_Y) 2) sym_h))
(assert
 (= (dim (recip in_Y) 3) sym_w))
(assert
 (= (rank (mul in_X (recip in_Y))) 4))
(assert
 (= (dim (mul in_X (recip in_Y)) 0) sym_n))
(assert
 (= (dim (mul in_X (recip in_Y)) 1) sym_c))
(assert
 (= (dim (mul in_X (recip in_Y)) 2) sym_h))
(assert
 (= (dim (mul in_X (recip in_Y)) 3) sym_w))
(assert
 (= (rank (divide in_X in_Y)) 4))
(assert
 (= (dim (divide in_X in_Y) 0) sym_n))
(assert
 (= (dim (divide in_X in_Y) 1) sym_c))
(assert
 (= (dim (divide in_X in_Y) 2) sym_h))
(assert
 (= (dim (divide in_X in_Y) 3) sym_w))
(assert
 (let ((?x169 (divide in_X in_Y)))
(let ((?x147 (recip in_Y)))
(let ((?x158 (mul in_X ?x147)))
(and (distinct ?x158 ?x169) true)))))
(check-sat)
