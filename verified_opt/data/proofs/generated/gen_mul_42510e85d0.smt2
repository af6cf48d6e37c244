; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_assoc, mul_comm
; z3 rlimit used: 4519
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x58 (mul Y X)))
 (let ((?x57 (mul X Y)))
 (let (($x59 (= ?x57 ?x58)))
 (let (($x55 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x48 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x41 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x34 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x27 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x20 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x56 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x20 $x27 $x34 $x41 $x48 $x55)))
 (=> $x56 $x59))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x57 (mul Y Z)))
 (let ((?x161 (mul X ?x57)))
 (let ((?x160 (mul (mul X Y) Z)))
 (let (($x162 (= ?x160 ?x161)))
 (let ((?x113 (- (- (rank X) 0) 0)))
 (let (($x141 (> ?x113 5)))
 (let (($x137 (> ?x113 4)))
 (let (($x133 (> ?x113 3)))
 (let (($x129 (> ?x113 2)))
 (let (($x125 (> ?x113 1)))
 (let (($x101 (> ?x113 0)))
 (let (($x158 (and (= (- (- (rank Y) 0) 0) ?x113) (=> $x101 (= (dim X (+ 0 0)) (dim Y (+ 0 0)))) (=> $x125 (= (dim X (+ 0 1)) (dim Y (+ 0 1)))) (=> $x129 (= (dim X (+ 0 2)) (dim Y (+ 0 2)))) (=> $x133 (= (dim X (+ 0 3)) (dim Y (+ 0 3)))) (=> $x137 (= (dim X (+ 0 4)) (dim Y (+ 0 4)))) (=> $x141 (= (dim X (+ 0 5)) (dim Y (+ 0 5)))) (= (- (- (rank Z) 0) 0) ?x113) (=> $x101 (= (dim X (+ 0 0)) (dim Z (+ 0 0)))) (=> $x125 (= (dim X (+ 0 1)) (dim Z (+ 0 1)))) (=> $x129 (= (dim X (+ 0 2)) (dim Z (+ 0 2)))) (=> $x133 (= (dim X (+ 0 3)) (dim Z (+ 0 3)))) (=> $x137 (= (dim X (+ 0 4)) (dim Z (+ 0 4)))) (=> $x141 (= (dim X (+ 0 5)) (dim Z (+ 0 5)))))))
 (=> $x158 $x162))))))))))))) :pattern ( (mul (mul X Y) Z) ) :pattern ( (mul X (mul Y Z)) ) :qid mul_assoc))
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
 (= (rank (mul in_x3 (mul in_x1 in_x2))) 2))
(assert
 (= (dim (mul in_x3 (mul in_x1 in_x2)) 0) sym_n))
(assert
 (= (dim (mul in_x3 (mul in_x1 in_x2)) 1) sym_c))
(assert
 (= (rank (mul in_x1 in_x3)) 2))
(assert
 (= (dim (mul in_x1 in_x3) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x3) 1) sym_c))
(assert
 (= (rank (mul in_x2 (mul in_x1 in_x3))) 2))
(assert
 (= (dim (mul in_x2 (mul in_x1 in_x3)) 0) sym_n))
(assert
 (= (dim (mul in_x2 (mul in_x1 in_x3)) 1) sym_c))
(assert
 (let ((?x248 (mul in_x1 in_x3)))
(let ((?x255 (mul in_x2 ?x248)))
(let ((?x234 (mul in_x1 in_x2)))
(let ((?x241 (mul in_x3 ?x234)))
(and (distinct ?x241 ?x255) true))))))
(check-sat)
