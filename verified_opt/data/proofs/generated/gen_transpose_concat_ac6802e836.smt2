; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat1
; z3 rlimit used: 4154
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x23 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x19 (transpose2 p0 p1 (concat p1 X Y))))
 (let (($x24 (= ?x19 ?x23)))
 (let (($x17 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x17 $x24))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n2))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_x1)) 2))
(assert
 (= (dim (transpose2 1 0 in_x1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x1) 1) sym_n))
(assert
 (= (rank (transpose2 1 0 in_x2)) 2))
(assert
 (= (dim (transpose2 1 0 in_x2) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x2) 1) sym_n2))
(assert
 (let ((?x76 (transpose2 1 0 in_x2)))
 (let ((?x69 (transpose2 1 0 in_x1)))
 (let ((?x83 (concat 1 ?x69 ?x76)))
 (= (rank ?x83) 2)))))
(assert
 (let ((?x76 (transpose2 1 0 in_x2)))
 (let ((?x69 (transpose2 1 0 in_x1)))
 (let ((?x83 (concat 1 ?x69 ?x76)))
 (= (dim ?x83 0) sym_c)))))
(assert
 (let ((?x89 (+ sym_n sym_n2)))
 (let ((?x76 (transpose2 1 0 in_x2)))
 (let ((?x69 (transpose2 1 0 in_x1)))
 (let ((?x83 (concat 1 ?x69 ?x76)))
 (let ((?x88 (dim ?x83 1)))
 (= ?x88 ?x89)))))))
(assert
 (let ((?x89 (+ sym_n sym_n2)))
 (>= ?x89 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x89 (+ sym_n sym_n2)))
 (let ((?x92 (concat 0 in_x1 in_x2)))
 (let ((?x95 (dim ?x92 0)))
 (= ?x95 ?x89)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 (concat 0 in_x1 in_x2))) 2))
(assert
 (= (dim (transpose2 1 0 (concat 0 in_x1 in_x2)) 0) sym_c))
(assert
 (let ((?x89 (+ sym_n sym_n2)))
 (let ((?x92 (concat 0 in_x1 in_x2)))
 (let ((?x99 (transpose2 1 0 ?x92)))
 (let ((?x104 (dim ?x99 1)))
 (= ?x104 ?x89))))))
(assert
 (let ((?x92 (concat 0 in_x1 in_x2)))
(let ((?x99 (transpose2 1 0 ?x92)))
(let ((?x76 (transpose2 1 0 in_x2)))
(let ((?x69 (transpose2 1 0 in_x1)))
(let ((?x83 (concat 1 ?x69 ?x76)))
(and (distinct ?x83 ?x99) true)))))))
(check-sat)
