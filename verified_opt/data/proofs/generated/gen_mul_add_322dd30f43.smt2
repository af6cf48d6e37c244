; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_dist_add
; z3 rlimit used: 8322
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
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
 (= (rank in_x3) 2))
(assert
 (= (dim in_x3 0) sym_n))
(assert
 (= (dim in_x3 1) sym_c))
(assert
 (= (rank (mul in_x1 in_x2)) 2))
(assert
 (= (dim (mul in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (mul in_x1 in_x3)) 2))
(assert
 (= (dim (mul in_x1 in_x3) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x3) 1) sym_c))
(assert
 (= (rank (add (mul in_x1 in_x2) (mul in_x1 in_x3))) 2))
(assert
 (= (dim (add (mul in_x1 in_x2) (mul in_x1 in_x3)) 0) sym_n))
(assert
 (= (dim (add (mul in_x1 in_x2) (mul in_x1 in_x3)) 1) sym_c))
(assert
 (= (rank (add in_x2 in_x3)) 2))
(assert
 (= (dim (add in_x2 in_x3) 0) sym_n))
(assert
 (= (dim (add in_x2 in_x3) 1) sym_c))
(assert
 (= (rank (mul in_x1 (add in_x2 in_x3))) 2))
(assert
 (= (dim (mul in_x1 (add in_x2 in_x3)) 0) sym_n))
(assert
 (= (dim (mul in_x1 (add in_x2 in_x3)) 1) sym_c))
(assert
 (let ((?x207 (add in_x2 in_x3)))
(let ((?x214 (mul in_x1 ?x207)))
(let ((?x193 (mul in_x1 in_x3)))
(let ((?x186 (mul in_x1 in_x2)))
(let ((?x200 (add ?x186 ?x193)))
(and (distinct ?x200 ?x214) true)))))))
(check-sat)
