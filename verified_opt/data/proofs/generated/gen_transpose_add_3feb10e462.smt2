; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, transpose4_add, transpose4_after_0132, transpose4_id
; z3 rlimit used: 111377
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x50 (add Y X)))
 (let ((?x49 (add X Y)))
 (let (($x51 (= ?x49 ?x50)))
 (let (($x46 (= (dim X 5) (dim Y 5))))
 (let (($x40 (= (dim X 4) (dim Y 4))))
 (let (($x34 (= (dim X 3) (dim Y 3))))
 (let (($x28 (= (dim X 2) (dim Y 2))))
 (let (($x22 (= (dim X 1) (dim Y 1))))
 (let (($x16 (= (dim X 0) (dim Y 0))))
 (let (($x48 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x16) (=> (> (- (rank X) 0) 1) $x22) (=> (> (- (rank X) 0) 2) $x28) (=> (> (- (rank X) 0) 3) $x34) (=> (> (- (rank X) 0) 4) $x40) (=> (> (- (rank X) 0) 5) $x46))))
 (=> $x48 $x51))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((X T) )(! (let ((?x75 (transpose4 0 1 2 3 X)))
 (let (($x81 (= ?x75 X)))
 (=> (and (= (rank X) 4)) $x81))) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x112 (transpose4 q0 q1 q2 q3 X)))
 (let ((?x113 (transpose4 0 1 3 2 ?x112)))
 (let (($x115 (= ?x113 (transpose4 q0 q1 q3 q2 X))))
 (let (($x110 (= (rank X) 4)))
 (let (($x107 (>= q3 0)))
 (let (($x105 (>= q2 0)))
 (let (($x103 (>= q1 0)))
 (let (($x101 (>= q0 0)))
 (let (($x111 (and $x101 $x103 $x105 $x107 $x110)))
 (=> $x111 $x115)))))))))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x112 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x129 (add (transpose4 p0 p1 p2 p3 X) ?x112)))
 (let ((?x127 (transpose4 p0 p1 p2 p3 (add X Y))))
 (let (($x130 (= ?x127 ?x129)))
 (let (($x110 (= (rank Y) 4)))
 (let (($x107 (>= p3 0)))
 (let (($x105 (>= p2 0)))
 (let (($x103 (>= p1 0)))
 (let (($x101 (>= p0 0)))
 (let (($x125 (and $x101 $x103 $x105 $x107 (= (rank X) 4) $x110)))
 (=> $x125 $x130))))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (add X Y)) ) :pattern ( (add (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_add))
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
 (let ((?x149 (dim in_k1 2)))
 (= 3 ?x149)))
(assert
 (let ((?x151 (dim in_k1 3)))
 (= 3 ?x151)))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c2))
(assert
 (let ((?x153 (transpose4 0 1 3 2 in_k1)))
 (let ((?x160 (dim ?x153 2)))
 (= 3 ?x160))))
(assert
 (let ((?x153 (transpose4 0 1 3 2 in_k1)))
 (let ((?x162 (dim ?x153 3)))
 (= 3 ?x162))))
(assert
 (= (rank (add in_k1 (transpose4 0 1 3 2 in_k1))) 4))
(assert
 (= (dim (add in_k1 (transpose4 0 1 3 2 in_k1)) 0) sym_c))
(assert
 (= (dim (add in_k1 (transpose4 0 1 3 2 in_k1)) 1) sym_c2))
(assert
 (let ((?x153 (transpose4 0 1 3 2 in_k1)))
 (let ((?x164 (add in_k1 ?x153)))
 (let ((?x171 (dim ?x164 2)))
 (= 3 ?x171)))))
(assert
 (let ((?x153 (transpose4 0 1 3 2 in_k1)))
 (let ((?x164 (add in_k1 ?x153)))
 (let ((?x173 (dim ?x164 3)))
 (= 3 ?x173)))))
(assert
 (let ((?x153 (transpose4 0 1 3 2 in_k1)))
 (let ((?x164 (add in_k1 ?x153)))
 (let ((?x175 (transpose4 0 1 3 2 ?x164)))
 (= (rank ?x175) 4)))))
(assert
 (let ((?x153 (transpose4 0 1 3 2 in_k1)))
 (let ((?x164 (add in_k1 ?x153)))
 (let ((?x175 (transpose4 0 1 3 2 ?x164)))
 (= (dim ?x175 0) sym_c)))))
(assert
 (let ((?x153 (transpose4 0 1 3 2 in_k1)))
 (let ((?x164 (add in_k1 ?x153)))
 (let ((?x175 (transpose4 0 1 3 2 ?x164)))
 (= (dim ?x175 1) sym_c2)))))
(assert
 (let ((?x153 (transpose4 0 1 3 2 in_k1)))
 (let ((?x164 (add in_k1 ?x153)))
 (let ((?x175 (transpose4 0 1 3 2 ?x164)))
 (let ((?x182 (dim ?x175 2)))
 (= 3 ?x182))))))
(assert
 (let ((?x153 (transpose4 0 1 3 2 in_k1)))
 (let ((?x164 (add in_k1 ?x153)))
 (let ((?x175 (transpose4 0 1 3 2 ?x164)))
 (let ((?x184 (dim ?x175 3)))
 (= 3 ?x184))))))
(assert
 (let ((?x153 (transpose4 0 1 3 2 in_k1)))
(let ((?x164 (add in_k1 ?x153)))
(let ((?x175 (transpose4 0 1 3 2 ?x164)))
(and (distinct ?x175 ?x164) true)))))
(check-sat)
