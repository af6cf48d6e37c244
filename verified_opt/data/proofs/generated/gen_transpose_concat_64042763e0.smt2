; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat0
; z3 rlimit used: 4154
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x22 (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x19 (transpose2 p0 p1 (concat p0 X Y))))
 (let (($x23 (= ?x19 ?x22)))
 (let (($x17 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x17 $x23))))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c2))
(assert
 (= (rank (transpose2 1 0 in_x1)) 2))
(assert
 (= (dim (transpose2 1 0 in_x1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x1) 1) sym_n))
(assert
 (= (rank (transpose2 1 0 in_x2)) 2))
(assert
 (= (dim (transpose2 1 0 in_x2) 0) sym_c2))
(assert
 (= (dim (transpose2 1 0 in_x2) 1) sym_n))
(assert
 (let ((?x76 (transpose2 1 0 in_x2)))
 (let ((?x69 (transpose2 1 0 in_x1)))
 (let ((?x83 (concat 0 ?x69 ?x76)))
 (= (rank ?x83) 2)))))
(assert
 (let ((?x87 (+ sym_c sym_c2)))
 (let ((?x76 (transpose2 1 0 in_x2)))
 (let ((?x69 (transpose2 1 0 in_x1)))
 (let ((?x83 (concat 0 ?x69 ?x76)))
 (let ((?x86 (dim ?x83 0)))
 (= ?x86 ?x87)))))))
(assert
 (let ((?x76 (transpose2 1 0 in_x2)))
 (let ((?x69 (transpose2 1 0 in_x1)))
 (let ((?x83 (concat 0 ?x69 ?x76)))
 (= (dim ?x83 1) sym_n)))))
(assert
 (let ((?x87 (+ sym_c sym_c2)))
 (>= ?x87 0)))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x87 (+ sym_c sym_c2)))
 (let ((?x92 (concat 1 in_x1 in_x2)))
 (let ((?x97 (dim ?x92 1)))
 (= ?x97 ?x87)))))
(assert
 (= (rank (transpose2 1 0 (concat 1 in_x1 in_x2))) 2))
(assert
 (let ((?x87 (+ sym_c sym_c2)))
 (let ((?x92 (concat 1 in_x1 in_x2)))
 (let ((?x99 (transpose2 1 0 ?x92)))
 (let ((?x102 (dim ?x99 0)))
 (= ?x102 ?x87))))))
(assert
 (= (dim (transpose2 1 0 (concat 1 in_x1 in_x2)) 1) sym_n))
(assert
 (let ((?x92 (concat 1 in_x1 in_x2)))
(let ((?x99 (transpose2 1 0 ?x92)))
(let ((?x76 (transpose2 1 0 in_x2)))
(let ((?x69 (transpose2 1 0 in_x1)))
(let ((?x83 (concat 0 ?x69 ?x76)))
(and (distinct ?x83 ?x99) true)))))))
(check-sat)
