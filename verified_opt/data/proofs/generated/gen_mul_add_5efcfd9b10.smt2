; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, smul_dist_add, smul_mul
; z3 rlimit used: 10420
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun add (T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_s1 () T)
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
 (let ((?x13 (- (- (rank X) 0) 0)))
 (let (($x14 (= (- (- (rank Y) 0) 0) ?x13)))
 (=> (and $x14 $x20 $x27 $x34 $x41 $x48 $x55) $x59)))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x123 (smul Y S)))
 (let ((?x124 (add (smul X S) ?x123)))
 (let ((?x101 (smul (add X Y) S)))
 (let (($x125 (= ?x101 ?x124)))
 (let (($x55 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x48 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x41 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x34 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x27 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x20 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x13 (- (- (rank X) 0) 0)))
 (let (($x14 (= (- (- (rank Y) 0) 0) ?x13)))
 (let (($x107 (= (rank S) 0)))
 (let (($x113 (and $x107 $x14 $x20 $x27 $x34 $x41 $x48 $x55)))
 (=> $x113 $x125))))))))))))))) :pattern ( (smul (add X Y) S) ) :pattern ( (add (smul X S) (smul Y S)) ) :qid smul_dist_add))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x123 (smul Y S)))
 (let ((?x134 (mul X ?x123)))
 (let ((?x57 (mul X Y)))
 (let ((?x130 (smul ?x57 S)))
 (let (($x135 (= ?x130 ?x134)))
 (let (($x55 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x48 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x41 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x34 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x27 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x20 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x13 (- (- (rank X) 0) 0)))
 (let (($x14 (= (- (- (rank Y) 0) 0) ?x13)))
 (let (($x107 (= (rank S) 0)))
 (let (($x113 (and $x107 $x14 $x20 $x27 $x34 $x41 $x48 $x55)))
 (=> $x113 $x135)))))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
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
 (= (rank in_s1) 0))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (= (rank (mul in_i2 (smul in_i1 in_s1))) 4))
(assert
 (= (dim (mul in_i2 (smul in_i1 in_s1)) 0) sym_n))
(assert
 (= (dim (mul in_i2 (smul in_i1 in_s1)) 1) sym_c))
(assert
 (= (dim (mul in_i2 (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (mul in_i2 (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x176 (smul in_i1 in_s1)))
 (let ((?x187 (mul in_i2 ?x176)))
 (let ((?x198 (add ?x176 ?x187)))
 (= (rank ?x198) 4)))))
(assert
 (let ((?x176 (smul in_i1 in_s1)))
 (let ((?x187 (mul in_i2 ?x176)))
 (let ((?x198 (add ?x176 ?x187)))
 (= (dim ?x198 0) sym_n)))))
(assert
 (let ((?x176 (smul in_i1 in_s1)))
 (let ((?x187 (mul in_i2 ?x176)))
 (let ((?x198 (add ?x176 ?x187)))
 (= (dim ?x198 1) sym_c)))))
(assert
 (let ((?x176 (smul in_i1 in_s1)))
 (let ((?x187 (mul in_i2 ?x176)))
 (let ((?x198 (add ?x176 ?x187)))
 (= (dim ?x198 2) sym_h)))))
(assert
 (let ((?x176 (smul in_i1 in_s1)))
 (let ((?x187 (mul in_i2 ?x176)))
 (let ((?x198 (add ?x176 ?x187)))
 (= (dim ?x198 3) sym_w)))))
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
 (= (rank (add in_i1 (mul in_i1 in_i2))) 4))
(assert
 (= (dim (add in_i1 (mul in_i1 in_i2)) 0) sym_n))
(assert
 (= (dim (add in_i1 (mul in_i1 in_i2)) 1) sym_c))
(assert
 (= (dim (add in_i1 (mul in_i1 in_i2)) 2) sym_h))
(assert
 (= (dim (add in_i1 (mul in_i1 in_i2)) 3) sym_w))
(assert
 (= (rank (smul (add in_i1 (mul in_i1 in_i2)) in_s1)) 4))
(assert
 (= (dim (smul (add in_i1 (mul in_i1 in_i2)) in_s1) 0) sym_n))
(assert
 (= (dim (smul (add in_i1 (mul in_i1 in_i2)) in_s1) 1) sym_c))
(assert
 (= (dim (smul (add in_i1 (mul in_i1 in_i2)) in_s1) 2) sym_h))
(assert
 (= (dim (smul (add in_i1 (mul in_i1 in_i2)) in_s1) 3) sym_w))
(assert
 (let ((?x209 (mul in_i1 in_i2)))
(let ((?x220 (add in_i1 ?x209)))
(let ((?x231 (smul ?x220 in_s1)))
(let ((?x176 (smul in_i1 in_s1)))
(let ((?x187 (mul in_i2 ?x176)))
(let ((?x198 (add ?x176 ?x187)))
(and (distinct ?x198 ?x231) true))))))))
(check-sat)
