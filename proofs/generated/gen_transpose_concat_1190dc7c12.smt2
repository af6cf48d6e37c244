; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_after_10, transpose2_concat0, transpose2_id
; z3 rlimit used: 47988
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
 (forall ((X T) (q0 Int) (q1 Int) )(! (let ((?x32 (transpose2 q0 q1 X)))
 (let ((?x33 (transpose2 1 0 ?x32)))
 (= ?x33 (transpose2 q1 q0 X)))) :pattern ( (transpose2 1 0 (transpose2 q0 q1 X)) ) :qid transpose2_after_10))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x32 (transpose2 p0 p1 Y)))
 (let ((?x42 (concat 0 (transpose2 p0 p1 X) ?x32)))
 (let ((?x40 (transpose2 p0 p1 (concat p0 X Y))))
 (= ?x40 ?x42)))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
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
 (let ((?x81 (+ sym_c2 sym_n)))
 (let ((?x68 (transpose2 1 0 in_x1)))
 (let ((?x75 (concat 1 in_w1 ?x68)))
 (let ((?x80 (dim ?x75 1)))
 (= ?x80 ?x81))))))
(assert
 (let ((?x68 (transpose2 1 0 in_x1)))
 (let ((?x75 (concat 1 in_w1 ?x68)))
 (let ((?x83 (transpose2 1 0 ?x75)))
 (= (rank ?x83) 2)))))
(assert
 (let ((?x81 (+ sym_c2 sym_n)))
 (let ((?x68 (transpose2 1 0 in_x1)))
 (let ((?x75 (concat 1 in_w1 ?x68)))
 (let ((?x83 (transpose2 1 0 ?x75)))
 (let ((?x86 (dim ?x83 0)))
 (= ?x86 ?x81)))))))
(assert
 (let ((?x68 (transpose2 1 0 in_x1)))
 (let ((?x75 (concat 1 in_w1 ?x68)))
 (let ((?x83 (transpose2 1 0 ?x75)))
 (= (dim ?x83 1) sym_c)))))
(assert
 (let ((?x81 (+ sym_c2 sym_n)))
 (>= ?x81 0)))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c2))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (= (rank (concat 0 (transpose2 1 0 in_w1) in_x1)) 2))
(assert
 (let ((?x81 (+ sym_c2 sym_n)))
 (let ((?x91 (transpose2 1 0 in_w1)))
 (let ((?x98 (concat 0 ?x91 in_x1)))
 (let ((?x101 (dim ?x98 0)))
 (= ?x101 ?x81))))))
(assert
 (= (dim (concat 0 (transpose2 1 0 in_w1) in_x1) 1) sym_c))
(assert
 (let ((?x91 (transpose2 1 0 in_w1)))
(let ((?x98 (concat 0 ?x91 in_x1)))
(let ((?x68 (transpose2 1 0 in_x1)))
(let ((?x75 (concat 1 in_w1 ?x68)))
(let ((?x83 (transpose2 1 0 ?x75)))
(and (distinct ?x83 ?x98) true)))))))
(check-sat)
