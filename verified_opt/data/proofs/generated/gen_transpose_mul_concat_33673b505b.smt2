; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat1, transpose2_smul
; z3 rlimit used: 73661
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) )(! (let ((?x15 (transpose2 p0 p1 X)))
 (let ((?x16 (smul ?x15 S)))
 (let ((?x14 (transpose2 p0 p1 (smul X S))))
 (let (($x17 (= ?x14 ?x16)))
 (let (($x10 (and (>= p0 0) (>= p1 0))))
 (=> $x10 $x17)))))) :pattern ( (transpose2 p0 p1 (smul X S)) ) :pattern ( (smul (transpose2 p0 p1 X) S) ) :qid transpose2_smul))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x15 (transpose2 p0 p1 Y)))
 (let ((?x46 (concat 1 (transpose2 p0 p1 X) ?x15)))
 (let ((?x43 (transpose2 p0 p1 (concat p1 X Y))))
 (let (($x47 (= ?x43 ?x46)))
 (let (($x10 (and (>= p0 0) (>= p1 0))))
 (=> $x10 $x47)))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
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
 (let ((?x69 (transpose2 1 0 in_x1)))
 (let ((?x76 (smul ?x69 in_s1)))
 (let ((?x83 (concat 1 ?x69 ?x76)))
 (= (rank ?x83) 2)))))
(assert
 (let ((?x69 (transpose2 1 0 in_x1)))
 (let ((?x76 (smul ?x69 in_s1)))
 (let ((?x83 (concat 1 ?x69 ?x76)))
 (= (dim ?x83 0) sym_c)))))
(assert
 (let ((?x89 (* 2 sym_n)))
 (let ((?x69 (transpose2 1 0 in_x1)))
 (let ((?x76 (smul ?x69 in_s1)))
 (let ((?x83 (concat 1 ?x69 ?x76)))
 (let ((?x88 (dim ?x83 1)))
 (= ?x88 ?x89)))))))
(assert
 (let ((?x89 (* 2 sym_n)))
 (>= ?x89 0)))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (smul in_x1 in_s1))) 2))
(assert
 (let ((?x89 (* 2 sym_n)))
 (let ((?x92 (smul in_x1 in_s1)))
 (let ((?x99 (concat 0 in_x1 ?x92)))
 (let ((?x102 (dim ?x99 0)))
 (= ?x102 ?x89))))))
(assert
 (= (dim (concat 0 in_x1 (smul in_x1 in_s1)) 1) sym_c))
(assert
 (let ((?x92 (smul in_x1 in_s1)))
 (let ((?x99 (concat 0 in_x1 ?x92)))
 (let ((?x106 (transpose2 1 0 ?x99)))
 (= (rank ?x106) 2)))))
(assert
 (let ((?x92 (smul in_x1 in_s1)))
 (let ((?x99 (concat 0 in_x1 ?x92)))
 (let ((?x106 (transpose2 1 0 ?x99)))
 (= (dim ?x106 0) sym_c)))))
(assert
 (let ((?x89 (* 2 sym_n)))
 (let ((?x92 (smul in_x1 in_s1)))
 (let ((?x99 (concat 0 in_x1 ?x92)))
 (let ((?x106 (transpose2 1 0 ?x99)))
 (let ((?x111 (dim ?x106 1)))
 (= ?x111 ?x89)))))))
(assert
 (let ((?x92 (smul in_x1 in_s1)))
(let ((?x99 (concat 0 in_x1 ?x92)))
(let ((?x106 (transpose2 1 0 ?x99)))
(let ((?x69 (transpose2 1 0 in_x1)))
(let ((?x76 (smul ?x69 in_s1)))
(let ((?x83 (concat 1 ?x69 ?x76)))
(and (distinct ?x83 ?x106) true))))))))
(check-sat)
