; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_after_0132, transpose4_concat1, transpose4_id
; z3 rlimit used: 6446
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_k1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x14 (transpose4 0 1 2 3 X)))
 (let (($x15 (= ?x14 X)))
 (=> (and (= (rank X) 4)) $x15))) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x51 (transpose4 q0 q1 q2 q3 X)))
 (let ((?x52 (transpose4 0 1 3 2 ?x51)))
 (let (($x54 (= ?x52 (transpose4 q0 q1 q3 q2 X))))
 (let (($x49 (= (rank X) 4)))
 (let (($x46 (>= q3 0)))
 (let (($x44 (>= q2 0)))
 (let (($x42 (>= q1 0)))
 (let (($x40 (>= q0 0)))
 (let (($x50 (and $x40 $x42 $x44 $x46 $x49)))
 (=> $x50 $x54)))))))))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x51 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x68 (concat 1 (transpose4 p0 p1 p2 p3 X) ?x51)))
 (let ((?x66 (transpose4 p0 p1 p2 p3 (concat p1 X Y))))
 (let (($x69 (= ?x66 ?x68)))
 (let (($x49 (= (rank Y) 4)))
 (let (($x46 (>= p3 0)))
 (let (($x44 (>= p2 0)))
 (let (($x42 (>= p1 0)))
 (let (($x40 (>= p0 0)))
 (let (($x64 (and $x40 $x42 $x44 $x46 (= (rank X) 4) $x49)))
 (=> $x64 $x69))))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat1))
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
 (let ((?x88 (dim in_k1 2)))
 (= 3 ?x88)))
(assert
 (let ((?x90 (dim in_k1 3)))
 (= 3 ?x90)))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c2))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_k1)))
 (let ((?x99 (dim ?x92 2)))
 (= 3 ?x99))))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_k1)))
 (let ((?x101 (dim ?x92 3)))
 (= 3 ?x101))))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_k1)))
 (let ((?x103 (concat 1 ?x92 in_k1)))
 (= (rank ?x103) 4))))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_k1)))
 (let ((?x103 (concat 1 ?x92 in_k1)))
 (= (dim ?x103 0) sym_c))))
(assert
 (let ((?x109 (* 2 sym_c2)))
 (let ((?x92 (transpose4 0 1 3 2 in_k1)))
 (let ((?x103 (concat 1 ?x92 in_k1)))
 (let ((?x108 (dim ?x103 1)))
 (= ?x108 ?x109))))))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_k1)))
 (let ((?x103 (concat 1 ?x92 in_k1)))
 (let ((?x111 (dim ?x103 2)))
 (= 3 ?x111)))))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_k1)))
 (let ((?x103 (concat 1 ?x92 in_k1)))
 (let ((?x113 (dim ?x103 3)))
 (= 3 ?x113)))))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_k1)))
 (let ((?x103 (concat 1 ?x92 in_k1)))
 (let ((?x115 (transpose4 0 1 3 2 ?x103)))
 (= (rank ?x115) 4)))))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_k1)))
 (let ((?x103 (concat 1 ?x92 in_k1)))
 (let ((?x115 (transpose4 0 1 3 2 ?x103)))
 (= (dim ?x115 0) sym_c)))))
(assert
 (let ((?x109 (* 2 sym_c2)))
 (let ((?x92 (transpose4 0 1 3 2 in_k1)))
 (let ((?x103 (concat 1 ?x92 in_k1)))
 (let ((?x115 (transpose4 0 1 3 2 ?x103)))
 (let ((?x120 (dim ?x115 1)))
 (= ?x120 ?x109)))))))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_k1)))
 (let ((?x103 (concat 1 ?x92 in_k1)))
 (let ((?x115 (transpose4 0 1 3 2 ?x103)))
 (let ((?x122 (dim ?x115 2)))
 (= 3 ?x122))))))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_k1)))
 (let ((?x103 (concat 1 ?x92 in_k1)))
 (let ((?x115 (transpose4 0 1 3 2 ?x103)))
 (let ((?x124 (dim ?x115 3)))
 (= 3 ?x124))))))
(assert
 (let ((?x109 (* 2 sym_c2)))
 (>= ?x109 0)))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_k1)))
 (let ((?x127 (concat 1 in_k1 ?x92)))
 (= (rank ?x127) 4))))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_k1)))
 (let ((?x127 (concat 1 in_k1 ?x92)))
 (= (dim ?x127 0) sym_c))))
(assert
 (let ((?x109 (* 2 sym_c2)))
 (let ((?x92 (transpose4 0 1 3 2 in_k1)))
 (let ((?x127 (concat 1 in_k1 ?x92)))
 (let ((?x132 (dim ?x127 1)))
 (= ?x132 ?x109))))))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_k1)))
 (let ((?x127 (concat 1 in_k1 ?x92)))
 (let ((?x134 (dim ?x127 2)))
 (= 3 ?x134)))))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_k1)))
 (let ((?x127 (concat 1 in_k1 ?x92)))
 (let ((?x136 (dim ?x127 3)))
 (= 3 ?x136)))))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_k1)))
(let ((?x127 (concat 1 in_k1 ?x92)))
(let ((?x103 (concat 1 ?x92 in_k1)))
(let ((?x115 (transpose4 0 1 3 2 ?x103)))
(and (distinct ?x115 ?x127) true))))))
(check-sat)
