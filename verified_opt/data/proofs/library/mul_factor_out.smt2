; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, mul_dist_add
; z3 rlimit used: 8422
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun add (T T) T)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
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
 (forall ((X T) (Y T) (Z T) )(! (let ((?x163 (add (mul X Y) (mul X Z))))
 (let ((?x160 (mul X (add Y Z))))
 (let (($x164 (= ?x160 ?x163)))
 (let ((?x113 (- (- (rank X) 0) 0)))
 (let (($x141 (> ?x113 5)))
 (let (($x137 (> ?x113 4)))
 (let (($x133 (> ?x113 3)))
 (let (($x129 (> ?x113 2)))
 (let (($x125 (> ?x113 1)))
 (let (($x101 (> ?x113 0)))
 (let (($x158 (and (= (- (- (rank Y) 0) 0) ?x113) (=> $x101 (= (dim X (+ 0 0)) (dim Y (+ 0 0)))) (=> $x125 (= (dim X (+ 0 1)) (dim Y (+ 0 1)))) (=> $x129 (= (dim X (+ 0 2)) (dim Y (+ 0 2)))) (=> $x133 (= (dim X (+ 0 3)) (dim Y (+ 0 3)))) (=> $x137 (= (dim X (+ 0 4)) (dim Y (+ 0 4)))) (=> $x141 (= (dim X (+ 0 5)) (dim Y (+ 0 5)))) (= (- (- (rank Z) 0) 0) ?x113) (=> $x101 (= (dim X (+ 0 0)) (dim Z (+ 0 0)))) (=> $x125 (= (dim X (+ 0 1)) (dim Z (+ 0 1)))) (=> $x129 (= (dim X (+ 0 2)) (dim Z (+ 0 2)))) (=> $x133 (= (dim X (+ 0 3)) (dim Z (+ 0 3)))) (=> $x137 (= (dim X (+ 0 4)) (dim Z (+ 0 4)))) (=> $x141 (= (dim X (+ 0 5)) (dim Z (+ 0 5)))))))
 (=> $x158 $x164)))))))))))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
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
 (= (rank (mul in_A in_B)) 2))
(assert
 (= (dim (mul in_A in_B) 0) sym_m))
(assert
 (= (dim (mul in_A in_B) 1) sym_n))
(assert
 (= (rank (mul in_C in_A)) 2))
(assert
 (= (dim (mul in_C in_A) 0) sym_m))
(assert
 (= (dim (mul in_C in_A) 1) sym_n))
(assert
 (= (rank (add (mul in_A in_B) (mul in_C in_A))) 2))
(assert
 (= (dim (add (mul in_A in_B) (mul in_C in_A)) 0) sym_m))
(assert
 (= (dim (add (mul in_A in_B) (mul in_C in_A)) 1) sym_n))
(assert
 (= (rank (add in_B in_C)) 2))
(assert
 (= (dim (add in_B in_C) 0) sym_m))
(assert
 (= (dim (add in_B in_C) 1) sym_n))
(assert
 (= (rank (mul in_A (add in_B in_C))) 2))
(assert
 (= (dim (mul in_A (add in_B in_C)) 0) sym_m))
(assert
 (= (dim (mul in_A (add in_B in_C)) 1) sym_n))
(assert
 (let ((?x257 (add in_B in_C)))
(let ((?x264 (mul in_A ?x257)))
(let ((?x243 (mul in_C in_A)))
(let ((?x236 (mul in_A in_B)))
(let ((?x250 (add ?x236 ?x243)))
(and (distinct ?x250 ?x264) true)))))))
(check-sat)
