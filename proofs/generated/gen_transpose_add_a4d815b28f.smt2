; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, transpose4_add, transpose4_after_0132, transpose4_id
; z3 rlimit used: 49182
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_k1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k2 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x8 (add Y X)))
 (let ((?x7 (add X Y)))
 (= ?x7 ?x8))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((X T) )(! (let ((?x34 (transpose4 0 1 2 3 X)))
 (= ?x34 X)) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x43 (transpose4 q0 q1 q2 q3 X)))
 (let ((?x44 (transpose4 0 1 3 2 ?x43)))
 (= ?x44 (transpose4 q0 q1 q3 q2 X)))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x43 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x53 (add (transpose4 p0 p1 p2 p3 X) ?x43)))
 (let ((?x51 (transpose4 p0 p1 p2 p3 (add X Y))))
 (= ?x51 ?x53)))) :pattern ( (transpose4 p0 p1 p2 p3 (add X Y)) ) :pattern ( (add (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_add))
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
 (let ((?x70 (dim in_k1 2)))
 (= 3 ?x70)))
(assert
 (let ((?x72 (dim in_k1 3)))
 (= 3 ?x72)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c))
(assert
 (= (dim in_k2 1) sym_c2))
(assert
 (let ((?x81 (dim in_k2 2)))
 (= 3 ?x81)))
(assert
 (let ((?x83 (dim in_k2 3)))
 (= 3 ?x83)))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c2))
(assert
 (let ((?x85 (transpose4 0 1 3 2 in_k1)))
 (let ((?x92 (dim ?x85 2)))
 (= 3 ?x92))))
(assert
 (let ((?x85 (transpose4 0 1 3 2 in_k1)))
 (let ((?x94 (dim ?x85 3)))
 (= 3 ?x94))))
(assert
 (= (rank (add in_k2 (transpose4 0 1 3 2 in_k1))) 4))
(assert
 (= (dim (add in_k2 (transpose4 0 1 3 2 in_k1)) 0) sym_c))
(assert
 (= (dim (add in_k2 (transpose4 0 1 3 2 in_k1)) 1) sym_c2))
(assert
 (let ((?x85 (transpose4 0 1 3 2 in_k1)))
 (let ((?x96 (add in_k2 ?x85)))
 (let ((?x103 (dim ?x96 2)))
 (= 3 ?x103)))))
(assert
 (let ((?x85 (transpose4 0 1 3 2 in_k1)))
 (let ((?x96 (add in_k2 ?x85)))
 (let ((?x105 (dim ?x96 3)))
 (= 3 ?x105)))))
(assert
 (let ((?x85 (transpose4 0 1 3 2 in_k1)))
 (let ((?x96 (add in_k2 ?x85)))
 (let ((?x107 (transpose4 0 1 3 2 ?x96)))
 (= (rank ?x107) 4)))))
(assert
 (let ((?x85 (transpose4 0 1 3 2 in_k1)))
 (let ((?x96 (add in_k2 ?x85)))
 (let ((?x107 (transpose4 0 1 3 2 ?x96)))
 (= (dim ?x107 0) sym_c)))))
(assert
 (let ((?x85 (transpose4 0 1 3 2 in_k1)))
 (let ((?x96 (add in_k2 ?x85)))
 (let ((?x107 (transpose4 0 1 3 2 ?x96)))
 (= (dim ?x107 1) sym_c2)))))
(assert
 (let ((?x85 (transpose4 0 1 3 2 in_k1)))
 (let ((?x96 (add in_k2 ?x85)))
 (let ((?x107 (transpose4 0 1 3 2 ?x96)))
 (let ((?x114 (dim ?x107 2)))
 (= 3 ?x114))))))
(assert
 (let ((?x85 (transpose4 0 1 3 2 in_k1)))
 (let ((?x96 (add in_k2 ?x85)))
 (let ((?x107 (transpose4 0 1 3 2 ?x96)))
 (let ((?x116 (dim ?x107 3)))
 (= 3 ?x116))))))
(assert
 (= (rank (transpose4 0 1 3 2 in_k2)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k2) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k2) 1) sym_c2))
(assert
 (let ((?x118 (transpose4 0 1 3 2 in_k2)))
 (let ((?x125 (dim ?x118 2)))
 (= 3 ?x125))))
(assert
 (let ((?x118 (transpose4 0 1 3 2 in_k2)))
 (let ((?x127 (dim ?x118 3)))
 (= 3 ?x127))))
(assert
 (= (rank (add in_k1 (transpose4 0 1 3 2 in_k2))) 4))
(assert
 (= (dim (add in_k1 (transpose4 0 1 3 2 in_k2)) 0) sym_c))
(assert
 (= (dim (add in_k1 (transpose4 0 1 3 2 in_k2)) 1) sym_c2))
(assert
 (let ((?x118 (transpose4 0 1 3 2 in_k2)))
 (let ((?x129 (add in_k1 ?x118)))
 (let ((?x136 (dim ?x129 2)))
 (= 3 ?x136)))))
(assert
 (let ((?x118 (transpose4 0 1 3 2 in_k2)))
 (let ((?x129 (add in_k1 ?x118)))
 (let ((?x138 (dim ?x129 3)))
 (= 3 ?x138)))))
(assert
 (let ((?x118 (transpose4 0 1 3 2 in_k2)))
(let ((?x129 (add in_k1 ?x118)))
(let ((?x85 (transpose4 0 1 3 2 in_k1)))
(let ((?x96 (add in_k2 ?x85)))
(let ((?x107 (transpose4 0 1 3 2 ?x96)))
(and (distinct ?x107 ?x129) true)))))))
(check-sat)
