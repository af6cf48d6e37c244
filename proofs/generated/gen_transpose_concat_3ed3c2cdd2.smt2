; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_after_10, transpose2_concat0, transpose2_id
; z3 rlimit used: 47727
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
 (= (rank (concat 1 in_w1 (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (concat 1 in_w1 (transpose2 1 0 in_w1)) 0) sym_c))
(assert
 (let ((?x70 (* 2 sym_c)))
 (let ((?x57 (transpose2 1 0 in_w1)))
 (let ((?x64 (concat 1 in_w1 ?x57)))
 (let ((?x69 (dim ?x64 1)))
 (= ?x69 ?x70))))))
(assert
 (let ((?x57 (transpose2 1 0 in_w1)))
 (let ((?x64 (concat 1 in_w1 ?x57)))
 (let ((?x72 (transpose2 1 0 ?x64)))
 (= (rank ?x72) 2)))))
(assert
 (let ((?x70 (* 2 sym_c)))
 (let ((?x57 (transpose2 1 0 in_w1)))
 (let ((?x64 (concat 1 in_w1 ?x57)))
 (let ((?x72 (transpose2 1 0 ?x64)))
 (let ((?x75 (dim ?x72 0)))
 (= ?x75 ?x70)))))))
(assert
 (let ((?x57 (transpose2 1 0 in_w1)))
 (let ((?x64 (concat 1 in_w1 ?x57)))
 (let ((?x72 (transpose2 1 0 ?x64)))
 (= (dim ?x72 1) sym_c)))))
(assert
 (let ((?x70 (* 2 sym_c)))
 (>= ?x70 0)))
(assert
 (= (rank (concat 0 (transpose2 1 0 in_w1) in_w1)) 2))
(assert
 (let ((?x70 (* 2 sym_c)))
 (let ((?x57 (transpose2 1 0 in_w1)))
 (let ((?x80 (concat 0 ?x57 in_w1)))
 (let ((?x83 (dim ?x80 0)))
 (= ?x83 ?x70))))))
(assert
 (= (dim (concat 0 (transpose2 1 0 in_w1) in_w1) 1) sym_c))
(assert
 (let ((?x57 (transpose2 1 0 in_w1)))
(let ((?x80 (concat 0 ?x57 in_w1)))
(let ((?x64 (concat 1 in_w1 ?x57)))
(let ((?x72 (transpose2 1 0 ?x64)))
(and (distinct ?x72 ?x80) true))))))
(check-sat)
