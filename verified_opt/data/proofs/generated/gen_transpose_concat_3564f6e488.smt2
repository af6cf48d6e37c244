; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_after_10, transpose2_concat0, transpose2_id
; z3 rlimit used: 4014
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x12 (transpose2 0 1 X)))
 (let (($x13 (= ?x12 X)))
 (=> (and (= (rank X) 2)) $x13))) :pattern ( (transpose2 0 1 X) ) :qid transpose2_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) )(! (let ((?x45 (transpose2 q0 q1 X)))
 (let ((?x46 (transpose2 1 0 ?x45)))
 (let (($x48 (= ?x46 (transpose2 q1 q0 X))))
 (let (($x43 (= (rank X) 2)))
 (let (($x40 (>= q1 0)))
 (let (($x38 (>= q0 0)))
 (let (($x44 (and $x38 $x40 $x43)))
 (=> $x44 $x48)))))))) :pattern ( (transpose2 1 0 (transpose2 q0 q1 X)) ) :qid transpose2_after_10))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x45 (transpose2 p0 p1 Y)))
 (let ((?x62 (concat 0 (transpose2 p0 p1 X) ?x45)))
 (let ((?x60 (transpose2 p0 p1 (concat p0 X Y))))
 (let (($x63 (= ?x60 ?x62)))
 (let (($x43 (= (rank Y) 2)))
 (let (($x40 (>= p1 0)))
 (let (($x38 (>= p0 0)))
 (let (($x58 (and $x38 $x40 (= (rank X) 2) $x43)))
 (=> $x58 $x63))))))))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
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
 (= (rank (concat 1 (transpose2 1 0 in_w1) in_w1)) 2))
(assert
 (= (dim (concat 1 (transpose2 1 0 in_w1) in_w1) 0) sym_c))
(assert
 (let ((?x93 (* 2 sym_c)))
 (let ((?x80 (transpose2 1 0 in_w1)))
 (let ((?x87 (concat 1 ?x80 in_w1)))
 (let ((?x92 (dim ?x87 1)))
 (= ?x92 ?x93))))))
(assert
 (let ((?x80 (transpose2 1 0 in_w1)))
 (let ((?x87 (concat 1 ?x80 in_w1)))
 (let ((?x95 (transpose2 1 0 ?x87)))
 (= (rank ?x95) 2)))))
(assert
 (let ((?x93 (* 2 sym_c)))
 (let ((?x80 (transpose2 1 0 in_w1)))
 (let ((?x87 (concat 1 ?x80 in_w1)))
 (let ((?x95 (transpose2 1 0 ?x87)))
 (let ((?x98 (dim ?x95 0)))
 (= ?x98 ?x93)))))))
(assert
 (let ((?x80 (transpose2 1 0 in_w1)))
 (let ((?x87 (concat 1 ?x80 in_w1)))
 (let ((?x95 (transpose2 1 0 ?x87)))
 (= (dim ?x95 1) sym_c)))))
(assert
 (let ((?x93 (* 2 sym_c)))
 (>= ?x93 0)))
(assert
 (= (rank (concat 0 in_w1 (transpose2 1 0 in_w1))) 2))
(assert
 (let ((?x93 (* 2 sym_c)))
 (let ((?x80 (transpose2 1 0 in_w1)))
 (let ((?x103 (concat 0 in_w1 ?x80)))
 (let ((?x106 (dim ?x103 0)))
 (= ?x106 ?x93))))))
(assert
 (= (dim (concat 0 in_w1 (transpose2 1 0 in_w1)) 1) sym_c))
(assert
 (let ((?x80 (transpose2 1 0 in_w1)))
(let ((?x103 (concat 0 in_w1 ?x80)))
(let ((?x87 (concat 1 ?x80 in_w1)))
(let ((?x95 (transpose2 1 0 ?x87)))
(and (distinct ?x95 ?x103) true))))))
(check-sat)
