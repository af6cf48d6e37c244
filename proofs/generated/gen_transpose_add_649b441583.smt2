; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_add
; z3 rlimit used: 48190
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x13 (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x10 (transpose2 p0 p1 (add X Y))))
 (= ?x10 ?x13))) :pattern ( (transpose2 p0 p1 (add X Y)) ) :pattern ( (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_add))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
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
 (= (dim (transpose2 1 0 in_x2) 1) sym_n))
(assert
 (let ((?x63 (transpose2 1 0 in_x2)))
 (let ((?x56 (transpose2 1 0 in_x1)))
 (let ((?x70 (add ?x56 ?x63)))
 (= (rank ?x70) 2)))))
(assert
 (let ((?x63 (transpose2 1 0 in_x2)))
 (let ((?x56 (transpose2 1 0 in_x1)))
 (let ((?x70 (add ?x56 ?x63)))
 (= (dim ?x70 0) sym_c)))))
(assert
 (let ((?x63 (transpose2 1 0 in_x2)))
 (let ((?x56 (transpose2 1 0 in_x1)))
 (let ((?x70 (add ?x56 ?x63)))
 (= (dim ?x70 1) sym_n)))))
(assert
 (= (rank (add in_x1 in_x2)) 2))
(assert
 (= (dim (add in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (add in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 (add in_x1 in_x2))) 2))
(assert
 (= (dim (transpose2 1 0 (add in_x1 in_x2)) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 (add in_x1 in_x2)) 1) sym_n))
(assert
 (let ((?x77 (add in_x1 in_x2)))
(let ((?x84 (transpose2 1 0 ?x77)))
(let ((?x63 (transpose2 1 0 in_x2)))
(let ((?x56 (transpose2 1 0 in_x1)))
(let ((?x70 (add ?x56 ?x63)))
(and (distinct ?x70 ?x84) true)))))))
(check-sat)
