; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat1, transpose2_smul
; z3 rlimit used: 10552
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) )(! (let ((?x20 (transpose2 p0 p1 X)))
 (let ((?x21 (smul ?x20 S)))
 (let ((?x19 (transpose2 p0 p1 (smul X S))))
 (let (($x22 (= ?x19 ?x21)))
 (let (($x13 (= (rank X) 2)))
 (let (($x9 (>= p1 0)))
 (let (($x7 (>= p0 0)))
 (let (($x17 (and $x7 $x9 $x13 (= (rank S) 0))))
 (=> $x17 $x22))))))))) :pattern ( (transpose2 p0 p1 (smul X S)) ) :pattern ( (smul (transpose2 p0 p1 X) S) ) :qid transpose2_smul))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x20 (transpose2 p0 p1 Y)))
 (let ((?x53 (concat 1 (transpose2 p0 p1 X) ?x20)))
 (let ((?x50 (transpose2 p0 p1 (concat p1 X Y))))
 (let (($x54 (= ?x50 ?x53)))
 (let (($x13 (= (rank Y) 2)))
 (let (($x9 (>= p1 0)))
 (let (($x7 (>= p0 0)))
 (let (($x48 (and $x7 $x9 (= (rank X) 2) $x13)))
 (=> $x48 $x54))))))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
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
 (let ((?x76 (transpose2 1 0 in_x1)))
 (let ((?x83 (smul ?x76 in_s1)))
 (let ((?x90 (concat 1 ?x83 ?x76)))
 (= (rank ?x90) 2)))))
(assert
 (let ((?x76 (transpose2 1 0 in_x1)))
 (let ((?x83 (smul ?x76 in_s1)))
 (let ((?x90 (concat 1 ?x83 ?x76)))
 (= (dim ?x90 0) sym_c)))))
(assert
 (let ((?x96 (* 2 sym_n)))
 (let ((?x76 (transpose2 1 0 in_x1)))
 (let ((?x83 (smul ?x76 in_s1)))
 (let ((?x90 (concat 1 ?x83 ?x76)))
 (let ((?x95 (dim ?x90 1)))
 (= ?x95 ?x96)))))))
(assert
 (let ((?x96 (* 2 sym_n)))
 (>= ?x96 0)))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (concat 0 (smul in_x1 in_s1) in_x1)) 2))
(assert
 (let ((?x96 (* 2 sym_n)))
 (let ((?x99 (smul in_x1 in_s1)))
 (let ((?x106 (concat 0 ?x99 in_x1)))
 (let ((?x109 (dim ?x106 0)))
 (= ?x109 ?x96))))))
(assert
 (= (dim (concat 0 (smul in_x1 in_s1) in_x1) 1) sym_c))
(assert
 (let ((?x99 (smul in_x1 in_s1)))
 (let ((?x106 (concat 0 ?x99 in_x1)))
 (let ((?x113 (transpose2 1 0 ?x106)))
 (= (rank ?x113) 2)))))
(assert
 (let ((?x99 (smul in_x1 in_s1)))
 (let ((?x106 (concat 0 ?x99 in_x1)))
 (let ((?x113 (transpose2 1 0 ?x106)))
 (= (dim ?x113 0) sym_c)))))
(assert
 (let ((?x96 (* 2 sym_n)))
 (let ((?x99 (smul in_x1 in_s1)))
 (let ((?x106 (concat 0 ?x99 in_x1)))
 (let ((?x113 (transpose2 1 0 ?x106)))
 (let ((?x118 (dim ?x113 1)))
 (= ?x118 ?x96)))))))
(assert
 (let ((?x99 (smul in_x1 in_s1)))
(let ((?x106 (concat 0 ?x99 in_x1)))
(let ((?x113 (transpose2 1 0 ?x106)))
(let ((?x76 (transpose2 1 0 in_x1)))
(let ((?x83 (smul ?x76 in_s1)))
(let ((?x90 (concat 1 ?x83 ?x76)))
(and (distinct ?x90 ?x113) true))))))))
(check-sat)
