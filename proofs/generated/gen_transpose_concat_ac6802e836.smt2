; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat1
; z3 rlimit used: 47916
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_n2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x14 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x10 (transpose2 p0 p1 (concat p1 X Y))))
 (= ?x10 ?x14))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
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
 (let ((?x65 (transpose2 1 0 in_x2)))
 (let ((?x58 (transpose2 1 0 in_x1)))
 (let ((?x72 (concat 1 ?x58 ?x65)))
 (= (rank ?x72) 2)))))
(assert
 (let ((?x65 (transpose2 1 0 in_x2)))
 (let ((?x58 (transpose2 1 0 in_x1)))
 (let ((?x72 (concat 1 ?x58 ?x65)))
 (= (dim ?x72 0) sym_c)))))
(assert
 (let ((?x78 (+ sym_n sym_n2)))
 (let ((?x65 (transpose2 1 0 in_x2)))
 (let ((?x58 (transpose2 1 0 in_x1)))
 (let ((?x72 (concat 1 ?x58 ?x65)))
 (let ((?x77 (dim ?x72 1)))
 (= ?x77 ?x78)))))))
(assert
 (let ((?x78 (+ sym_n sym_n2)))
 (>= ?x78 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x78 (+ sym_n sym_n2)))
 (let ((?x81 (concat 0 in_x1 in_x2)))
 (let ((?x84 (dim ?x81 0)))
 (= ?x84 ?x78)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 (concat 0 in_x1 in_x2))) 2))
(assert
 (= (dim (transpose2 1 0 (concat 0 in_x1 in_x2)) 0) sym_c))
(assert
 (let ((?x78 (+ sym_n sym_n2)))
 (let ((?x81 (concat 0 in_x1 in_x2)))
 (let ((?x88 (transpose2 1 0 ?x81)))
 (let ((?x93 (dim ?x88 1)))
 (= ?x93 ?x78))))))
(assert
 (let ((?x81 (concat 0 in_x1 in_x2)))
(let ((?x88 (transpose2 1 0 ?x81)))
(let ((?x65 (transpose2 1 0 in_x2)))
(let ((?x58 (transpose2 1 0 in_x1)))
(let ((?x72 (concat 1 ?x58 ?x65)))
(and (distinct ?x72 ?x88) true)))))))
(check-sat)
