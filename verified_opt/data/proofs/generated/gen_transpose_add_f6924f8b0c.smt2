; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, transpose2_add, transpose2_after_10, transpose2_id
; z3 rlimit used: 5127
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x58 (add Y X)))
 (let ((?x57 (add X Y)))
 (let (($x59 (= ?x57 ?x58)))
 (let (($x55 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x48 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x41 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x34 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x27 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x20 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x56 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x20 $x27 $x34 $x41 $x48 $x55)))
 (=> $x56 $x59))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (let ((?x151 (add (transpose2 p0 p1 X) ?x134)))
 (let ((?x149 (transpose2 p0 p1 (add X Y))))
 (let (($x152 (= ?x149 ?x151)))
 (let (($x132 (= (rank Y) 2)))
 (let (($x129 (>= p1 0)))
 (let (($x127 (>= p0 0)))
 (let (($x147 (and $x127 $x129 (= (rank X) 2) $x132)))
 (=> $x147 $x152))))))))) :pattern ( (transpose2 p0 p1 (add X Y)) ) :pattern ( (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_add))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (= (rank (add in_w1 (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (add in_w1 (transpose2 1 0 in_w1)) 0) sym_c))
(assert
 (= (dim (add in_w1 (transpose2 1 0 in_w1)) 1) sym_c))
(assert
 (let ((?x169 (transpose2 1 0 in_w1)))
 (let ((?x176 (add in_w1 ?x169)))
 (let ((?x183 (transpose2 1 0 ?x176)))
 (= (rank ?x183) 2)))))
(assert
 (let ((?x169 (transpose2 1 0 in_w1)))
 (let ((?x176 (add in_w1 ?x169)))
 (let ((?x183 (transpose2 1 0 ?x176)))
 (= (dim ?x183 0) sym_c)))))
(assert
 (let ((?x169 (transpose2 1 0 in_w1)))
 (let ((?x176 (add in_w1 ?x169)))
 (let ((?x183 (transpose2 1 0 ?x176)))
 (= (dim ?x183 1) sym_c)))))
(assert
 (let ((?x169 (transpose2 1 0 in_w1)))
(let ((?x176 (add in_w1 ?x169)))
(let ((?x183 (transpose2 1 0 ?x176)))
(and (distinct ?x183 ?x176) true)))))
(check-sat)
