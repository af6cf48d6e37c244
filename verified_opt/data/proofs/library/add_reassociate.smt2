; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_assoc
; z3 rlimit used: 5845
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x83 (add X (add Y Z))))
 (let ((?x81 (add (add X Y) Z)))
 (let (($x84 (= ?x81 ?x83)))
 (let ((?x13 (- (- (rank X) 0) 0)))
 (let (($x50 (> ?x13 5)))
 (let (($x43 (> ?x13 4)))
 (let (($x36 (> ?x13 3)))
 (let (($x29 (> ?x13 2)))
 (let (($x22 (> ?x13 1)))
 (let (($x15 (> ?x13 0)))
 (let (($x79 (and (= (- (- (rank Y) 0) 0) ?x13) (=> $x15 (= (dim X (+ 0 0)) (dim Y (+ 0 0)))) (=> $x22 (= (dim X (+ 0 1)) (dim Y (+ 0 1)))) (=> $x29 (= (dim X (+ 0 2)) (dim Y (+ 0 2)))) (=> $x36 (= (dim X (+ 0 3)) (dim Y (+ 0 3)))) (=> $x43 (= (dim X (+ 0 4)) (dim Y (+ 0 4)))) (=> $x50 (= (dim X (+ 0 5)) (dim Y (+ 0 5)))) (= (- (- (rank Z) 0) 0) ?x13) (=> $x15 (= (dim X (+ 0 0)) (dim Z (+ 0 0)))) (=> $x22 (= (dim X (+ 0 1)) (dim Z (+ 0 1)))) (=> $x29 (= (dim X (+ 0 2)) (dim Z (+ 0 2)))) (=> $x36 (= (dim X (+ 0 3)) (dim Z (+ 0 3)))) (=> $x43 (= (dim X (+ 0 4)) (dim Z (+ 0 4)))) (=> $x50 (= (dim X (+ 0 5)) (dim Z (+ 0 5)))))))
 (=> $x79 $x84)))))))))))) :pattern ( (add (add X Y) Z) ) :pattern ( (add X (add Y Z)) ) :qid add_assoc))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_A) 2))
(assert
 (= (dim in_A 0) sym_m))
(assert
 (= (dim in_A 1) sym_n))
(assert
 (= (rank in_B) 2))
(assert
 (= (dim in_B 0) sym_m))
(assert
 (= (dim in_B 1) sym_n))
(assert
 (= (rank in_C) 2))
(assert
 (= (dim in_C 0) sym_m))
(assert
 (= (dim in_C 1) sym_n))
(assert
 (= (rank (add in_A in_B)) 2))
(assert
 (= (dim (add in_A in_B) 0) sym_m))
(assert
 (= (dim (add in_A in_B) 1) sym_n))
(assert
 (= (rank (add (add in_A in_B) in_C)) 2))
(assert
 (= (dim (add (add in_A in_B) in_C) 0) sym_m))
(assert
 (= (dim (add (add in_A in_B) in_C) 1) sym_n))
(assert
 (= (rank (add in_B in_C)) 2))
(assert
 (= (dim (add in_B in_C) 0) sym_m))
(assert
 (= (dim (add in_B in_C) 1) sym_n))
(assert
 (= (rank (add in_A (add in_B in_C))) 2))
(assert
 (= (dim (add in_A (add in_B in_C)) 0) sym_m))
(assert
 (= (dim (add in_A (add in_B in_C)) 1) sym_n))
(assert
 (let ((?x199 (add in_B in_C)))
(let ((?x206 (add in_A ?x199)))
(let ((?x185 (add in_A in_B)))
(let ((?x192 (add ?x185 in_C)))
(and (distinct ?x192 ?x206) true))))))
(check-sat)
