; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_after_10, transpose2_concat1, transpose2_id
; z3 rlimit used: 73416
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose2 (Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x8 (transpose2 0 1 X)))
 (= ?x8 X)) :pattern ( (transpose2 0 1 X) ) :qid transpose2_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) )(! (let ((?x35 (transpose2 q0 q1 X)))
 (let ((?x36 (transpose2 1 0 ?x35)))
 (let (($x38 (= ?x36 (transpose2 q1 q0 X))))
 (let (($x33 (and (>= q0 0) (>= q1 0))))
 (=> $x33 $x38))))) :pattern ( (transpose2 1 0 (transpose2 q0 q1 X)) ) :qid transpose2_after_10))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x35 (transpose2 p0 p1 Y)))
 (let ((?x49 (concat 1 (transpose2 p0 p1 X) ?x35)))
 (let ((?x47 (transpose2 p0 p1 (concat p1 X Y))))
 (let (($x50 (= ?x47 ?x49)))
 (let (($x33 (and (>= p0 0) (>= p1 0))))
 (=> $x33 $x50)))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
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
 (= (rank (concat 0 (transpose2 1 0 in_w1) in_w1)) 2))
(assert
 (let ((?x78 (* 2 sym_c)))
 (let ((?x67 (transpose2 1 0 in_w1)))
 (let ((?x74 (concat 0 ?x67 in_w1)))
 (let ((?x77 (dim ?x74 0)))
 (= ?x77 ?x78))))))
(assert
 (= (dim (concat 0 (transpose2 1 0 in_w1) in_w1) 1) sym_c))
(assert
 (let ((?x67 (transpose2 1 0 in_w1)))
 (let ((?x74 (concat 0 ?x67 in_w1)))
 (let ((?x82 (transpose2 1 0 ?x74)))
 (= (rank ?x82) 2)))))
(assert
 (let ((?x67 (transpose2 1 0 in_w1)))
 (let ((?x74 (concat 0 ?x67 in_w1)))
 (let ((?x82 (transpose2 1 0 ?x74)))
 (= (dim ?x82 0) sym_c)))))
(assert
 (let ((?x78 (* 2 sym_c)))
 (let ((?x67 (transpose2 1 0 in_w1)))
 (let ((?x74 (concat 0 ?x67 in_w1)))
 (let ((?x82 (transpose2 1 0 ?x74)))
 (let ((?x87 (dim ?x82 1)))
 (= ?x87 ?x78)))))))
(assert
 (let ((?x78 (* 2 sym_c)))
 (>= ?x78 0)))
(assert
 (= (rank (concat 1 in_w1 (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (concat 1 in_w1 (transpose2 1 0 in_w1)) 0) sym_c))
(assert
 (let ((?x78 (* 2 sym_c)))
 (let ((?x67 (transpose2 1 0 in_w1)))
 (let ((?x90 (concat 1 in_w1 ?x67)))
 (let ((?x95 (dim ?x90 1)))
 (= ?x95 ?x78))))))
(assert
 (let ((?x67 (transpose2 1 0 in_w1)))
(let ((?x90 (concat 1 in_w1 ?x67)))
(let ((?x74 (concat 0 ?x67 in_w1)))
(let ((?x82 (transpose2 1 0 ?x74)))
(and (distinct ?x82 ?x90) true))))))
(check-sat)
