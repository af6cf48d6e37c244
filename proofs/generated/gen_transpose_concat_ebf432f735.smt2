; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_after_0132, transpose4_concat1, transpose4_id
; z3 rlimit used: 48460
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun rank (T) Int)
(declare-fun in_k1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k2 () T)
(assert
 (forall ((X T) )(! (let ((?x10 (transpose4 0 1 2 3 X)))
 (= ?x10 X)) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x36 (transpose4 q0 q1 q2 q3 X)))
 (let ((?x37 (transpose4 0 1 3 2 ?x36)))
 (= ?x37 (transpose4 q0 q1 q3 q2 X)))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x36 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x46 (concat 1 (transpose4 p0 p1 p2 p3 X) ?x36)))
 (let ((?x44 (transpose4 p0 p1 p2 p3 (concat p1 X Y))))
 (= ?x44 ?x46)))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c2))
(assert
 (let ((?x65 (dim in_k1 2)))
 (= 3 ?x65)))
(assert
 (let ((?x67 (dim in_k1 3)))
 (= 3 ?x67)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c))
(assert
 (= (dim in_k2 1) sym_c3))
(assert
 (let ((?x76 (dim in_k2 2)))
 (= 3 ?x76)))
(assert
 (let ((?x78 (dim in_k2 3)))
 (= 3 ?x78)))
(assert
 (= (rank (transpose4 0 1 3 2 in_k2)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k2) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k2) 1) sym_c3))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_k2)))
 (let ((?x87 (dim ?x80 2)))
 (= 3 ?x87))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_k2)))
 (let ((?x89 (dim ?x80 3)))
 (= 3 ?x89))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_k2)))
 (let ((?x91 (concat 1 in_k1 ?x80)))
 (= (rank ?x91) 4))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_k2)))
 (let ((?x91 (concat 1 in_k1 ?x80)))
 (= (dim ?x91 0) sym_c))))
(assert
 (let ((?x97 (+ sym_c2 sym_c3)))
 (let ((?x80 (transpose4 0 1 3 2 in_k2)))
 (let ((?x91 (concat 1 in_k1 ?x80)))
 (let ((?x96 (dim ?x91 1)))
 (= ?x96 ?x97))))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_k2)))
 (let ((?x91 (concat 1 in_k1 ?x80)))
 (let ((?x99 (dim ?x91 2)))
 (= 3 ?x99)))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_k2)))
 (let ((?x91 (concat 1 in_k1 ?x80)))
 (let ((?x101 (dim ?x91 3)))
 (= 3 ?x101)))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_k2)))
 (let ((?x91 (concat 1 in_k1 ?x80)))
 (let ((?x103 (transpose4 0 1 3 2 ?x91)))
 (= (rank ?x103) 4)))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_k2)))
 (let ((?x91 (concat 1 in_k1 ?x80)))
 (let ((?x103 (transpose4 0 1 3 2 ?x91)))
 (= (dim ?x103 0) sym_c)))))
(assert
 (let ((?x97 (+ sym_c2 sym_c3)))
 (let ((?x80 (transpose4 0 1 3 2 in_k2)))
 (let ((?x91 (concat 1 in_k1 ?x80)))
 (let ((?x103 (transpose4 0 1 3 2 ?x91)))
 (let ((?x108 (dim ?x103 1)))
 (= ?x108 ?x97)))))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_k2)))
 (let ((?x91 (concat 1 in_k1 ?x80)))
 (let ((?x103 (transpose4 0 1 3 2 ?x91)))
 (let ((?x110 (dim ?x103 2)))
 (= 3 ?x110))))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_k2)))
 (let ((?x91 (concat 1 in_k1 ?x80)))
 (let ((?x103 (transpose4 0 1 3 2 ?x91)))
 (let ((?x112 (dim ?x103 3)))
 (= 3 ?x112))))))
(assert
 (let ((?x97 (+ sym_c2 sym_c3)))
 (>= ?x97 0)))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c2))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x122 (dim ?x115 2)))
 (= 3 ?x122))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x124 (dim ?x115 3)))
 (= 3 ?x124))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x126 (concat 1 ?x115 in_k2)))
 (= (rank ?x126) 4))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x126 (concat 1 ?x115 in_k2)))
 (= (dim ?x126 0) sym_c))))
(assert
 (let ((?x97 (+ sym_c2 sym_c3)))
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x126 (concat 1 ?x115 in_k2)))
 (let ((?x131 (dim ?x126 1)))
 (= ?x131 ?x97))))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x126 (concat 1 ?x115 in_k2)))
 (let ((?x133 (dim ?x126 2)))
 (= 3 ?x133)))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x126 (concat 1 ?x115 in_k2)))
 (let ((?x135 (dim ?x126 3)))
 (= 3 ?x135)))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
(let ((?x126 (concat 1 ?x115 in_k2)))
(let ((?x80 (transpose4 0 1 3 2 in_k2)))
(let ((?x91 (concat 1 in_k1 ?x80)))
(let ((?x103 (transpose4 0 1 3 2 ?x91)))
(and (distinct ?x103 ?x126) true)))))))
(check-sat)
