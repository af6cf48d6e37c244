; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat0, transpose2_smul
; z3 rlimit used: 47972
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) )(! (let ((?x11 (transpose2 p0 p1 X)))
 (let ((?x12 (smul ?x11 S)))
 (let ((?x10 (transpose2 p0 p1 (smul X S))))
 (= ?x10 ?x12)))) :pattern ( (transpose2 p0 p1 (smul X S)) ) :pattern ( (smul (transpose2 p0 p1 X) S) ) :qid transpose2_smul))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x11 (transpose2 p0 p1 Y)))
 (let ((?x38 (concat 0 (transpose2 p0 p1 X) ?x11)))
 (let ((?x35 (transpose2 p0 p1 (concat p0 X Y))))
 (= ?x35 ?x38)))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (= (rank in_s1) 0))
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
 (= (rank (smul (transpose2 1 0 in_x1) in_s1)) 2))
(assert
 (= (dim (smul (transpose2 1 0 in_x1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (transpose2 1 0 in_x1) in_s1) 1) sym_n))
(assert
 (let ((?x59 (transpose2 1 0 in_x1)))
 (let ((?x66 (smul ?x59 in_s1)))
 (let ((?x73 (concat 0 ?x59 ?x66)))
 (= (rank ?x73) 2)))))
(assert
 (let ((?x77 (* 2 sym_c)))
 (let ((?x59 (transpose2 1 0 in_x1)))
 (let ((?x66 (smul ?x59 in_s1)))
 (let ((?x73 (concat 0 ?x59 ?x66)))
 (let ((?x76 (dim ?x73 0)))
 (= ?x76 ?x77)))))))
(assert
 (let ((?x59 (transpose2 1 0 in_x1)))
 (let ((?x66 (smul ?x59 in_s1)))
 (let ((?x73 (concat 0 ?x59 ?x66)))
 (= (dim ?x73 1) sym_n)))))
(assert
 (let ((?x77 (* 2 sym_c)))
 (>= ?x77 0)))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (concat 1 in_x1 (smul in_x1 in_s1))) 2))
(assert
 (= (dim (concat 1 in_x1 (smul in_x1 in_s1)) 0) sym_n))
(assert
 (let ((?x77 (* 2 sym_c)))
 (let ((?x82 (smul in_x1 in_s1)))
 (let ((?x89 (concat 1 in_x1 ?x82)))
 (let ((?x94 (dim ?x89 1)))
 (= ?x94 ?x77))))))
(assert
 (let ((?x82 (smul in_x1 in_s1)))
 (let ((?x89 (concat 1 in_x1 ?x82)))
 (let ((?x96 (transpose2 1 0 ?x89)))
 (= (rank ?x96) 2)))))
(assert
 (let ((?x77 (* 2 sym_c)))
 (let ((?x82 (smul in_x1 in_s1)))
 (let ((?x89 (concat 1 in_x1 ?x82)))
 (let ((?x96 (transpose2 1 0 ?x89)))
 (let ((?x99 (dim ?x96 0)))
 (= ?x99 ?x77)))))))
(assert
 (let ((?x82 (smul in_x1 in_s1)))
 (let ((?x89 (concat 1 in_x1 ?x82)))
 (let ((?x96 (transpose2 1 0 ?x89)))
 (= (dim ?x96 1) sym_n)))))
(assert
 (let ((?x82 (smul in_x1 in_s1)))
(let ((?x89 (concat 1 in_x1 ?x82)))
(let ((?x96 (transpose2 1 0 ?x89)))
(let ((?x59 (transpose2 1 0 in_x1)))
(let ((?x66 (smul ?x59 in_s1)))
(let ((?x73 (concat 0 ?x59 ?x66)))
(and (distinct ?x73 ?x96) true))))))))
(check-sat)
