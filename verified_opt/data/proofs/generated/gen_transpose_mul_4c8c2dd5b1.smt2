; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, transpose2_after_10, transpose2_id, transpose2_mul
; z3 rlimit used: 4351
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
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
 (forall ((X T) )(! (let ((?x107 (transpose2 0 1 X)))
 (let (($x113 (= ?x107 X)))
 (=> (and (= (rank X) 2)) $x113))) :pattern ( (transpose2 0 1 X) ) :qid transpose2_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) )(! (let ((?x134 (transpose2 q0 q1 X)))
 (let ((?x135 (transpose2 1 0 ?x134)))
 (let (($x137 (= ?x135 (transpose2 q1 q0 X))))
 (let (($x132 (= (rank X) 2)))
 (let (($x129 (>= q1 0)))
 (let (($x127 (>= q0 0)))
 (let (($x133 (and $x127 $x129 $x132)))
 (=> $x133 $x137)))))))) :pattern ( (transpose2 1 0 (transpose2 q0 q1 X)) ) :qid transpose2_after_10))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x134 (transpose2 p0 p1 Y)))
 (let ((?x151 (mul (transpose2 p0 p1 X) ?x134)))
 (let ((?x149 (transpose2 p0 p1 (mul X Y))))
 (let (($x152 (= ?x149 ?x151)))
 (let (($x132 (= (rank Y) 2)))
 (let (($x129 (>= p1 0)))
 (let (($x127 (>= p0 0)))
 (let (($x147 (and $x127 $x129 (= (rank X) 2) $x132)))
 (=> $x147 $x152))))))))) :pattern ( (transpose2 p0 p1 (mul X Y)) ) :pattern ( (mul (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_mul))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c2))
(assert
 (= (dim in_w2 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c2))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (= (rank (mul in_w2 (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (mul in_w2 (transpose2 1 0 in_w1)) 0) sym_c2))
(assert
 (= (dim (mul in_w2 (transpose2 1 0 in_w1)) 1) sym_c))
(assert
 (let ((?x178 (transpose2 1 0 in_w1)))
 (let ((?x185 (mul in_w2 ?x178)))
 (let ((?x192 (transpose2 1 0 ?x185)))
 (= (rank ?x192) 2)))))
(assert
 (let ((?x178 (transpose2 1 0 in_w1)))
 (let ((?x185 (mul in_w2 ?x178)))
 (let ((?x192 (transpose2 1 0 ?x185)))
 (= (dim ?x192 0) sym_c)))))
(assert
 (let ((?x178 (transpose2 1 0 in_w1)))
 (let ((?x185 (mul in_w2 ?x178)))
 (let ((?x192 (transpose2 1 0 ?x185)))
 (= (dim ?x192 1) sym_c2)))))
(assert
 (= (rank (transpose2 1 0 in_w2)) 2))
(assert
 (= (dim (transpose2 1 0 in_w2) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_w2) 1) sym_c2))
(assert
 (= (rank (mul in_w1 (transpose2 1 0 in_w2))) 2))
(assert
 (= (dim (mul in_w1 (transpose2 1 0 in_w2)) 0) sym_c))
(assert
 (= (dim (mul in_w1 (transpose2 1 0 in_w2)) 1) sym_c2))
(assert
 (let ((?x199 (transpose2 1 0 in_w2)))
(let ((?x206 (mul in_w1 ?x199)))
(let ((?x178 (transpose2 1 0 in_w1)))
(let ((?x185 (mul in_w2 ?x178)))
(let ((?x192 (transpose2 1 0 ?x185)))
(and (distinct ?x192 ?x206) true)))))))
(check-sat)
