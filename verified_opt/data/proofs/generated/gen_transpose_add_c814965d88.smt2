; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, transpose2_add, transpose2_after_10, transpose2_id
; z3 rlimit used: 112192
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
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
 (forall ((X T) )(! (let ((?x75 (transpose2 0 1 X)))
 (let (($x81 (= ?x75 X)))
 (=> (and (= (rank X) 2)) $x81))) :pattern ( (transpose2 0 1 X) ) :qid transpose2_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) )(! (let ((?x108 (transpose2 q0 q1 X)))
 (let ((?x109 (transpose2 1 0 ?x108)))
 (let (($x111 (= ?x109 (transpose2 q1 q0 X))))
 (let (($x106 (= (rank X) 2)))
 (let (($x103 (>= q1 0)))
 (let (($x101 (>= q0 0)))
 (let (($x107 (and $x101 $x103 $x106)))
 (=> $x107 $x111)))))))) :pattern ( (transpose2 1 0 (transpose2 q0 q1 X)) ) :qid transpose2_after_10))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x108 (transpose2 p0 p1 Y)))
 (let ((?x125 (add (transpose2 p0 p1 X) ?x108)))
 (let ((?x123 (transpose2 p0 p1 (add X Y))))
 (let (($x126 (= ?x123 ?x125)))
 (let (($x106 (= (rank Y) 2)))
 (let (($x103 (>= p1 0)))
 (let (($x101 (>= p0 0)))
 (let (($x121 (and $x101 $x103 (= (rank X) 2) $x106)))
 (=> $x121 $x126))))))))) :pattern ( (transpose2 p0 p1 (add X Y)) ) :pattern ( (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_add))
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
 (= (rank (add in_w2 (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (add in_w2 (transpose2 1 0 in_w1)) 0) sym_c2))
(assert
 (= (dim (add in_w2 (transpose2 1 0 in_w1)) 1) sym_c))
(assert
 (let ((?x152 (transpose2 1 0 in_w1)))
 (let ((?x159 (add in_w2 ?x152)))
 (let ((?x166 (transpose2 1 0 ?x159)))
 (= (rank ?x166) 2)))))
(assert
 (let ((?x152 (transpose2 1 0 in_w1)))
 (let ((?x159 (add in_w2 ?x152)))
 (let ((?x166 (transpose2 1 0 ?x159)))
 (= (dim ?x166 0) sym_c)))))
(assert
 (let ((?x152 (transpose2 1 0 in_w1)))
 (let ((?x159 (add in_w2 ?x152)))
 (let ((?x166 (transpose2 1 0 ?x159)))
 (= (dim ?x166 1) sym_c2)))))
(assert
 (= (rank (transpose2 1 0 in_w2)) 2))
(assert
 (= (dim (transpose2 1 0 in_w2) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_w2) 1) sym_c2))
(assert
 (= (rank (add in_w1 (transpose2 1 0 in_w2))) 2))
(assert
 (= (dim (add in_w1 (transpose2 1 0 in_w2)) 0) sym_c))
(assert
 (= (dim (add in_w1 (transpose2 1 0 in_w2)) 1) sym_c2))
(assert
 (let ((?x173 (transpose2 1 0 in_w2)))
(let ((?x180 (add in_w1 ?x173)))
(let ((?x152 (transpose2 1 0 in_w1)))
(let ((?x159 (add in_w2 ?x152)))
(let ((?x166 (transpose2 1 0 ?x159)))
(and (distinct ?x166 ?x180) true)))))))
(check-sat)
