; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, transpose4_after_0132, transpose4_id, transpose4_mul
; z3 rlimit used: 5370
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_k1 () T)
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
 (forall ((X T) )(! (let ((?x107 (transpose4 0 1 2 3 X)))
 (let (($x113 (= ?x107 X)))
 (=> (and (= (rank X) 4)) $x113))) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x138 (transpose4 q0 q1 q2 q3 X)))
 (let ((?x139 (transpose4 0 1 3 2 ?x138)))
 (let (($x141 (= ?x139 (transpose4 q0 q1 q3 q2 X))))
 (let (($x136 (= (rank X) 4)))
 (let (($x133 (>= q3 0)))
 (let (($x131 (>= q2 0)))
 (let (($x129 (>= q1 0)))
 (let (($x127 (>= q0 0)))
 (let (($x137 (and $x127 $x129 $x131 $x133 $x136)))
 (=> $x137 $x141)))))))))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x138 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x155 (mul (transpose4 p0 p1 p2 p3 X) ?x138)))
 (let ((?x153 (transpose4 p0 p1 p2 p3 (mul X Y))))
 (let (($x156 (= ?x153 ?x155)))
 (let (($x136 (= (rank Y) 4)))
 (let (($x133 (>= p3 0)))
 (let (($x131 (>= p2 0)))
 (let (($x129 (>= p1 0)))
 (let (($x127 (>= p0 0)))
 (let (($x151 (and $x127 $x129 $x131 $x133 (= (rank X) 4) $x136)))
 (=> $x151 $x156))))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (mul X Y)) ) :pattern ( (mul (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_mul))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c2))
(assert
 (let ((?x175 (dim in_k1 2)))
 (= 3 ?x175)))
(assert
 (let ((?x177 (dim in_k1 3)))
 (= 3 ?x177)))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c2))
(assert
 (let ((?x179 (transpose4 0 1 3 2 in_k1)))
 (let ((?x186 (dim ?x179 2)))
 (= 3 ?x186))))
(assert
 (let ((?x179 (transpose4 0 1 3 2 in_k1)))
 (let ((?x188 (dim ?x179 3)))
 (= 3 ?x188))))
(assert
 (= (rank (mul in_k1 (transpose4 0 1 3 2 in_k1))) 4))
(assert
 (= (dim (mul in_k1 (transpose4 0 1 3 2 in_k1)) 0) sym_c))
(assert
 (= (dim (mul in_k1 (transpose4 0 1 3 2 in_k1)) 1) sym_c2))
(assert
 (let ((?x179 (transpose4 0 1 3 2 in_k1)))
 (let ((?x190 (mul in_k1 ?x179)))
 (let ((?x197 (dim ?x190 2)))
 (= 3 ?x197)))))
(assert
 (let ((?x179 (transpose4 0 1 3 2 in_k1)))
 (let ((?x190 (mul in_k1 ?x179)))
 (let ((?x199 (dim ?x190 3)))
 (= 3 ?x199)))))
(assert
 (let ((?x179 (transpose4 0 1 3 2 in_k1)))
 (let ((?x190 (mul in_k1 ?x179)))
 (let ((?x201 (transpose4 0 1 3 2 ?x190)))
 (= (rank ?x201) 4)))))
(assert
 (let ((?x179 (transpose4 0 1 3 2 in_k1)))
 (let ((?x190 (mul in_k1 ?x179)))
 (let ((?x201 (transpose4 0 1 3 2 ?x190)))
 (= (dim ?x201 0) sym_c)))))
(assert
 (let ((?x179 (transpose4 0 1 3 2 in_k1)))
 (let ((?x190 (mul in_k1 ?x179)))
 (let ((?x201 (transpose4 0 1 3 2 ?x190)))
 (= (dim ?x201 1) sym_c2)))))
(assert
 (let ((?x179 (transpose4 0 1 3 2 in_k1)))
 (let ((?x190 (mul in_k1 ?x179)))
 (let ((?x201 (transpose4 0 1 3 2 ?x190)))
 (let ((?x208 (dim ?x201 2)))
 (= 3 ?x208))))))
(assert
 (let ((?x179 (transpose4 0 1 3 2 in_k1)))
 (let ((?x190 (mul in_k1 ?x179)))
 (let ((?x201 (transpose4 0 1 3 2 ?x190)))
 (let ((?x210 (dim ?x201 3)))
 (= 3 ?x210))))))
(assert
 (let ((?x179 (transpose4 0 1 3 2 in_k1)))
(let ((?x190 (mul in_k1 ?x179)))
(let ((?x201 (transpose4 0 1 3 2 ?x190)))
(and (distinct ?x201 ?x190) true)))))
(check-sat)
