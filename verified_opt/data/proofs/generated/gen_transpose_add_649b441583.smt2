; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_add
; z3 rlimit used: 5130
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x22 (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x19 (transpose2 p0 p1 (add X Y))))
 (let (($x23 (= ?x19 ?x22)))
 (let (($x17 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x17 $x23))))) :pattern ( (transpose2 p0 p1 (add X Y)) ) :pattern ( (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_add))
 )
(assert
 (>= sym_c 1))
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
 (let ((?x74 (transpose2 1 0 in_x2)))
 (let ((?x67 (transpose2 1 0 in_x1)))
 (let ((?x81 (add ?x67 ?x74)))
 (= (rank ?x81) 2)))))
(assert
 (let ((?x74 (transpose2 1 0 in_x2)))
 (let ((?x67 (transpose2 1 0 in_x1)))
 (let ((?x81 (add ?x67 ?x74)))
 (= (dim ?x81 0) sym_c)))))
(assert
 (let ((?x74 (transpose2 1 0 in_x2)))
 (let ((?x67 (transpose2 1 0 in_x1)))
 (let ((?x81 (add ?x67 ?x74)))
 (= (dim ?x81 1) sym_n)))))
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
 (let ((?x88 (add in_x1 in_x2)))
(let ((?x95 (transpose2 1 0 ?x88)))
(let ((?x74 (transpose2 1 0 in_x2)))
(let ((?x67 (transpose2 1 0 in_x1)))
(let ((?x81 (add ?x67 ?x74)))
(and (distinct ?x81 ?x95) true)))))))
(check-sat)
