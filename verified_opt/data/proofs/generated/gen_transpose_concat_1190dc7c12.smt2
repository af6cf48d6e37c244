; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_after_10, transpose2_concat0, transpose2_id
; z3 rlimit used: 73677
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose2 (Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x1 () T)
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
 (let ((?x49 (concat 0 (transpose2 p0 p1 X) ?x35)))
 (let ((?x47 (transpose2 p0 p1 (concat p0 X Y))))
 (let (($x50 (= ?x47 ?x49)))
 (let (($x33 (and (>= p0 0) (>= p1 0))))
 (=> $x33 $x50)))))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_x1)) 2))
(assert
 (= (dim (transpose2 1 0 in_x1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x1) 1) sym_n))
(assert
 (= (rank (concat 1 in_w1 (transpose2 1 0 in_x1))) 2))
(assert
 (= (dim (concat 1 in_w1 (transpose2 1 0 in_x1)) 0) sym_c))
(assert
 (let ((?x91 (+ sym_c2 sym_n)))
 (let ((?x78 (transpose2 1 0 in_x1)))
 (let ((?x85 (concat 1 in_w1 ?x78)))
 (let ((?x90 (dim ?x85 1)))
 (= ?x90 ?x91))))))
(assert
 (let ((?x78 (transpose2 1 0 in_x1)))
 (let ((?x85 (concat 1 in_w1 ?x78)))
 (let ((?x93 (transpose2 1 0 ?x85)))
 (= (rank ?x93) 2)))))
(assert
 (let ((?x91 (+ sym_c2 sym_n)))
 (let ((?x78 (transpose2 1 0 in_x1)))
 (let ((?x85 (concat 1 in_w1 ?x78)))
 (let ((?x93 (transpose2 1 0 ?x85)))
 (let ((?x96 (dim ?x93 0)))
 (= ?x96 ?x91)))))))
(assert
 (let ((?x78 (transpose2 1 0 in_x1)))
 (let ((?x85 (concat 1 in_w1 ?x78)))
 (let ((?x93 (transpose2 1 0 ?x85)))
 (= (dim ?x93 1) sym_c)))))
(assert
 (let ((?x91 (+ sym_c2 sym_n)))
 (>= ?x91 0)))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c2))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (= (rank (concat 0 (transpose2 1 0 in_w1) in_x1)) 2))
(assert
 (let ((?x91 (+ sym_c2 sym_n)))
 (let ((?x101 (transpose2 1 0 in_w1)))
 (let ((?x108 (concat 0 ?x101 in_x1)))
 (let ((?x111 (dim ?x108 0)))
 (= ?x111 ?x91))))))
(assert
 (= (dim (concat 0 (transpose2 1 0 in_w1) in_x1) 1) sym_c))
(assert
 (let ((?x101 (transpose2 1 0 in_w1)))
(let ((?x108 (concat 0 ?x101 in_x1)))
(let ((?x78 (transpose2 1 0 in_x1)))
(let ((?x85 (concat 1 in_w1 ?x78)))
(let ((?x93 (transpose2 1 0 ?x85)))
(and (distinct ?x93 ?x108) true)))))))
(check-sat)
