; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat1
; z3 rlimit used: 50332
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_a () Int)
(declare-fun sym_n () Int)
(declare-fun sym_b () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x14 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x10 (transpose2 p0 p1 (concat p1 X Y))))
 (= ?x10 ?x14))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
 )
(assert
 (>= sym_a 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_b 1))
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
 (let ((?x62 (+ sym_a sym_b)))
 (let ((?x58 (concat 0 in_X in_Y)))
 (let ((?x61 (dim ?x58 0)))
 (= ?x61 ?x62)))))
(assert
 (= (dim (concat 0 in_X in_Y) 1) sym_n))
(assert
 (= (rank (transpose2 1 0 (concat 0 in_X in_Y))) 2))
(assert
 (= (dim (transpose2 1 0 (concat 0 in_X in_Y)) 0) sym_n))
(assert
 (let ((?x62 (+ sym_a sym_b)))
 (let ((?x58 (concat 0 in_X in_Y)))
 (let ((?x66 (transpose2 1 0 ?x58)))
 (let ((?x71 (dim ?x66 1)))
 (= ?x71 ?x62))))))
(assert
 (let ((?x62 (+ sym_a sym_b)))
 (>= ?x62 0)))
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
 (let ((?x81 (transpose2 1 0 in_Y)))
 (let ((?x74 (transpose2 1 0 in_X)))
 (let ((?x88 (concat 1 ?x74 ?x81)))
 (= (rank ?x88) 2)))))
(assert
 (let ((?x81 (transpose2 1 0 in_Y)))
 (let ((?x74 (transpose2 1 0 in_X)))
 (let ((?x88 (concat 1 ?x74 ?x81)))
 (= (dim ?x88 0) sym_n)))))
(assert
 (let ((?x62 (+ sym_a sym_b)))
 (let ((?x81 (transpose2 1 0 in_Y)))
 (let ((?x74 (transpose2 1 0 in_X)))
 (let ((?x88 (concat 1 ?x74 ?x81)))
 (let ((?x93 (dim ?x88 1)))
 (= ?x93 ?x62)))))))
(assert
 (let ((?x81 (transpose2 1 0 in_Y)))
(let ((?x74 (transpose2 1 0 in_X)))
(let ((?x88 (concat 1 ?x74 ?x81)))
(let ((?x58 (concat 0 in_X in_Y)))
(let ((?x66 (transpose2 1 0 ?x58)))
(and (distinct ?x66 ?x88) true)))))))
(check-sat)
