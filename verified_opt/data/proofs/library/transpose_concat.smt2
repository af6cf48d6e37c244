; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat1
; z3 rlimit used: 73576
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x18 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x14 (transpose2 p0 p1 (concat p1 X Y))))
 (let (($x19 (= ?x14 ?x18)))
 (let (($x10 (and (>= p0 0) (>= p1 0))))
 (=> $x10 $x19))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
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
 (let ((?x69 (+ sym_a sym_b)))
 (let ((?x65 (concat 0 in_X in_Y)))
 (let ((?x68 (dim ?x65 0)))
 (= ?x68 ?x69)))))
(assert
 (= (dim (concat 0 in_X in_Y) 1) sym_n))
(assert
 (= (rank (transpose2 1 0 (concat 0 in_X in_Y))) 2))
(assert
 (= (dim (transpose2 1 0 (concat 0 in_X in_Y)) 0) sym_n))
(assert
 (let ((?x69 (+ sym_a sym_b)))
 (let ((?x65 (concat 0 in_X in_Y)))
 (let ((?x73 (transpose2 1 0 ?x65)))
 (let ((?x78 (dim ?x73 1)))
 (= ?x78 ?x69))))))
(assert
 (let ((?x69 (+ sym_a sym_b)))
 (>= ?x69 0)))
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
 (let ((?x88 (transpose2 1 0 in_Y)))
 (let ((?x81 (transpose2 1 0 in_X)))
 (let ((?x95 (concat 1 ?x81 ?x88)))
 (= (rank ?x95) 2)))))
(assert
 (let ((?x88 (transpose2 1 0 in_Y)))
 (let ((?x81 (transpose2 1 0 in_X)))
 (let ((?x95 (concat 1 ?x81 ?x88)))
 (= (dim ?x95 0) sym_n)))))
(assert
 (let ((?x69 (+ sym_a sym_b)))
 (let ((?x88 (transpose2 1 0 in_Y)))
 (let ((?x81 (transpose2 1 0 in_X)))
 (let ((?x95 (concat 1 ?x81 ?x88)))
 (let ((?x100 (dim ?x95 1)))
 (= ?x100 ?x69)))))))
(assert
 (let ((?x88 (transpose2 1 0 in_Y)))
(let ((?x81 (transpose2 1 0 in_X)))
(let ((?x95 (concat 1 ?x81 ?x88)))
(let ((?x65 (concat 0 in_X in_Y)))
(let ((?x73 (transpose2 1 0 ?x65)))
(and (distinct ?x73 ?x95) true)))))))
(check-sat)
