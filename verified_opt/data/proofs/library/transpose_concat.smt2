; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat1
; z3 rlimit used: 4150
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_n () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x23 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x19 (transpose2 p0 p1 (concat p1 X Y))))
 (let (($x24 (= ?x19 ?x23)))
 (let (($x17 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x17 $x24))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
 )
(assert
 (>= sym_a 1))
(assert
 (>= sym_b 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_a))
(assert
 (= (dim in_X 1) sym_n))
(assert
 (= (rank in_Y) 2))
(assert
 (= (dim in_Y 0) sym_b))
(assert
 (= (dim in_Y 1) sym_n))
(assert
 (= (rank (concat 0 in_X in_Y)) 2))
(assert
 (let ((?x73 (+ sym_a sym_b)))
 (let ((?x69 (concat 0 in_X in_Y)))
 (let ((?x72 (dim ?x69 0)))
 (= ?x72 ?x73)))))
(assert
 (= (dim (concat 0 in_X in_Y) 1) sym_n))
(assert
 (= (rank (transpose2 1 0 (concat 0 in_X in_Y))) 2))
(assert
 (= (dim (transpose2 1 0 (concat 0 in_X in_Y)) 0) sym_n))
(assert
 (let ((?x73 (+ sym_a sym_b)))
 (let ((?x69 (concat 0 in_X in_Y)))
 (let ((?x77 (transpose2 1 0 ?x69)))
 (let ((?x82 (dim ?x77 1)))
 (= ?x82 ?x73))))))
(assert
 (let ((?x73 (+ sym_a sym_b)))
 (>= ?x73 0)))
(assert
 (= (rank (transpose2 1 0 in_X)) 2))
(assert
 (= (dim (transpose2 1 0 in_X) 0) sym_n))
(assert
 (= (dim (transpose2 1 0 in_X) 1) sym_a))
(assert
 (= (rank (transpose2 1 0 in_Y)) 2))
(assert
 (= (dim (transpose2 1 0 in_Y) 0) sym_n))
(assert
 (= (dim (transpose2 1 0 in_Y) 1) sym_b))
(assert
 (let ((?x92 (transpose2 1 0 in_Y)))
 (let ((?x85 (transpose2 1 0 in_X)))
 (let ((?x99 (concat 1 ?x85 ?x92)))
 (= (rank ?x99) 2)))))
(assert
 (let ((?x92 (transpose2 1 0 in_Y)))
 (let ((?x85 (transpose2 1 0 in_X)))
 (let ((?x99 (concat 1 ?x85 ?x92)))
 (= (dim ?x99 0) sym_n)))))
(assert
 (let ((?x73 (+ sym_a sym_b)))
 (let ((?x92 (transpose2 1 0 in_Y)))
 (let ((?x85 (transpose2 1 0 in_X)))
 (let ((?x99 (concat 1 ?x85 ?x92)))
 (let ((?x104 (dim ?x99 1)))
 (= ?x104 ?x73)))))))
(assert
 (let ((?x92 (transpose2 1 0 in_Y)))
(let ((?x85 (transpose2 1 0 in_X)))
(let ((?x99 (concat 1 ?x85 ?x92)))
(let ((?x69 (concat 0 in_X in_Y)))
(let ((?x77 (transpose2 1 0 ?x69)))
(and (distinct ?x77 ?x99) true)))))))
(check-sat)
