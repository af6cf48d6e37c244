; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, transpose4_after_0132, transpose4_id, transpose4_mul
; z3 rlimit used: 74153
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_k1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k2 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x8 (mul Y X)))
 (let ((?x7 (mul X Y)))
 (= ?x7 ?x8))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) )(! (let ((?x34 (transpose4 0 1 2 3 X)))
 (= ?x34 X)) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x48 (transpose4 q0 q1 q2 q3 X)))
 (let ((?x49 (transpose4 0 1 3 2 ?x48)))
 (let (($x51 (= ?x49 (transpose4 q0 q1 q3 q2 X))))
 (let (($x46 (and (>= q0 0) (>= q1 0) (>= q2 0) (>= q3 0))))
 (=> $x46 $x51))))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x48 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x62 (mul (transpose4 p0 p1 p2 p3 X) ?x48)))
 (let ((?x60 (transpose4 p0 p1 p2 p3 (mul X Y))))
 (let (($x63 (= ?x60 ?x62)))
 (let (($x46 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0))))
 (=> $x46 $x63)))))) :pattern ( (transpose4 p0 p1 p2 p3 (mul X Y)) ) :pattern ( (mul (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_mul))
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
 (let ((?x82 (dim in_k1 2)))
 (= 3 ?x82)))
(assert
 (let ((?x84 (dim in_k1 3)))
 (= 3 ?x84)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c))
(assert
 (= (dim in_k2 1) sym_c2))
(assert
 (let ((?x93 (dim in_k2 2)))
 (= 3 ?x93)))
(assert
 (let ((?x95 (dim in_k2 3)))
 (= 3 ?x95)))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c2))
(assert
 (let ((?x97 (transpose4 0 1 3 2 in_k1)))
 (let ((?x104 (dim ?x97 2)))
 (= 3 ?x104))))
(assert
 (let ((?x97 (transpose4 0 1 3 2 in_k1)))
 (let ((?x106 (dim ?x97 3)))
 (= 3 ?x106))))
(assert
 (= (rank (mul in_k2 (transpose4 0 1 3 2 in_k1))) 4))
(assert
 (= (dim (mul in_k2 (transpose4 0 1 3 2 in_k1)) 0) sym_c))
(assert
 (= (dim (mul in_k2 (transpose4 0 1 3 2 in_k1)) 1) sym_c2))
(assert
 (let ((?x97 (transpose4 0 1 3 2 in_k1)))
 (let ((?x108 (mul in_k2 ?x97)))
 (let ((?x115 (dim ?x108 2)))
 (= 3 ?x115)))))
(assert
 (let ((?x97 (transpose4 0 1 3 2 in_k1)))
 (let ((?x108 (mul in_k2 ?x97)))
 (let ((?x117 (dim ?x108 3)))
 (= 3 ?x117)))))
(assert
 (let ((?x97 (transpose4 0 1 3 2 in_k1)))
 (let ((?x108 (mul in_k2 ?x97)))
 (let ((?x119 (transpose4 0 1 3 2 ?x108)))
 (= (rank ?x119) 4)))))
(assert
 (let ((?x97 (transpose4 0 1 3 2 in_k1)))
 (let ((?x108 (mul in_k2 ?x97)))
 (let ((?x119 (transpose4 0 1 3 2 ?x108)))
 (= (dim ?x119 0) sym_c)))))
(assert
 (let ((?x97 (transpose4 0 1 3 2 in_k1)))
 (let ((?x108 (mul in_k2 ?x97)))
 (let ((?x119 (transpose4 0 1 3 2 ?x108)))
 (= (dim ?x119 1) sym_c2)))))
(assert
 (let ((?x97 (transpose4 0 1 3 2 in_k1)))
 (let ((?x108 (mul in_k2 ?x97)))
 (let ((?x119 (transpose4 0 1 3 2 ?x108)))
 (let ((?x126 (dim ?x119 2)))
 (= 3 ?x126))))))
(assert
 (let ((?x97 (transpose4 0 1 3 2 in_k1)))
 (let ((?x108 (mul in_k2 ?x97)))
 (let ((?x119 (transpose4 0 1 3 2 ?x108)))
 (let ((?x128 (dim ?x119 3)))
 (= 3 ?x128))))))
(assert
 (= (rank (transpose4 0 1 3 2 in_k2)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k2) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k2) 1) sym_c2))
(assert
 (let ((?x130 (transpose4 0 1 3 2 in_k2)))
 (let ((?x137 (dim ?x130 2)))
 (= 3 ?x137))))
(assert
 (let ((?x130 (transpose4 0 1 3 2 in_k2)))
 (let ((?x139 (dim ?x130 3)))
 (= 3 ?x139))))
(assert
 (= (rank (mul in_k1 (transpose4 0 1 3 2 in_k2))) 4))
(assert
 (= (dim (mul in_k1 (transpose4 0 1 3 2 in_k2)) 0) sym_c))
(assert
 (= (dim (mul in_k1 (transpose4 0 1 3 2 in_k2)) 1) sym_c2))
(assert
 (let ((?x130 (transpose4 0 1 3 2 in_k2)))
 (let ((?x141 (mul in_k1 ?x130)))
 (let ((?x148 (dim ?x141 2)))
 (= 3 ?x148)))))
(assert
 (let ((?x130 (transpose4 0 1 3 2 in_k2)))
 (let ((?x141 (mul in_k1 ?x130)))
 (let ((?x150 (dim ?x141 3)))
 (= 3 ?x150)))))
(assert
 (let ((?x130 (transpose4 0 1 3 2 in_k2)))
(let ((?x141 (mul in_k1 ?x130)))
(let ((?x97 (transpose4 0 1 3 2 in_k1)))
(let ((?x108 (mul in_k2 ?x97)))
(let ((?x119 (transpose4 0 1 3 2 ?x108)))
(and (distinct ?x119 ?x141) true)))))))
(check-sat)
