; verified_opt proof obligation: unsat means the rule holds
; axioms used: gap_concat_ch
; z3 rlimit used: 74059
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun gap (T) T)
(declare-fun sym_c1 () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x12 (concat 1 (gap X) (gap Y))))
 (let ((?x9 (gap (concat 1 X Y))))
 (= ?x9 ?x12))) :pattern ( (gap (concat 1 X Y)) ) :pattern ( (concat 1 (gap X) (gap Y)) ) :qid gap_concat_ch))
 )
(assert
 (>= sym_c1 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c1))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank in_Y) 4))
(assert
 (= (dim in_Y 0) sym_n))
(assert
 (= (dim in_Y 1) sym_c2))
(assert
 (= (dim in_Y 2) sym_h))
(assert
 (= (dim in_Y 3) sym_w))
(assert
 (= (rank (gap in_X)) 4))
(assert
 (= (dim (gap in_X) 0) sym_n))
(assert
 (= (dim (gap in_X) 1) sym_c1))
(assert
 (let ((?x70 (gap in_X)))
 (let ((?x77 (dim ?x70 2)))
 (= 1 ?x77))))
(assert
 (let ((?x70 (gap in_X)))
 (let ((?x79 (dim ?x70 3)))
 (= 1 ?x79))))
(assert
 (= (rank (gap in_Y)) 4))
(assert
 (= (dim (gap in_Y) 0) sym_n))
(assert
 (= (dim (gap in_Y) 1) sym_c2))
(assert
 (let ((?x81 (gap in_Y)))
 (let ((?x88 (dim ?x81 2)))
 (= 1 ?x88))))
(assert
 (let ((?x81 (gap in_Y)))
 (let ((?x90 (dim ?x81 3)))
 (= 1 ?x90))))
(assert
 (= (rank (concat 1 (gap in_X) (gap in_Y))) 4))
(assert
 (= (dim (concat 1 (gap in_X) (gap in_Y)) 0) sym_n))
(assert
 (let ((?x98 (+ sym_c1 sym_c2)))
 (let ((?x81 (gap in_Y)))
 (let ((?x70 (gap in_X)))
 (let ((?x92 (concat 1 ?x70 ?x81)))
 (let ((?x97 (dim ?x92 1)))
 (= ?x97 ?x98)))))))
(assert
 (let ((?x81 (gap in_Y)))
 (let ((?x70 (gap in_X)))
 (let ((?x92 (concat 1 ?x70 ?x81)))
 (let ((?x100 (dim ?x92 2)))
 (= 1 ?x100))))))
(assert
 (let ((?x81 (gap in_Y)))
 (let ((?x70 (gap in_X)))
 (let ((?x92 (concat 1 ?x70 ?x81)))
 (let ((?x102 (dim ?x92 3)))
 (= 1 ?x102))))))
(assert
 (let ((?x98 (+ sym_c1 sym_c2)))
 (>= ?x98 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x98 (+ sym_c1 sym_c2)))
 (let ((?x105 (concat 1 in_X in_Y)))
 (let ((?x110 (dim ?x105 1)))
 (= ?x110 ?x98)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (= (rank (gap (concat 1 in_X in_Y))) 4))
(assert
 (= (dim (gap (concat 1 in_X in_Y)) 0) sym_n))
(assert
 (let ((?x98 (+ sym_c1 sym_c2)))
 (let ((?x105 (concat 1 in_X in_Y)))
 (let ((?x116 (gap ?x105)))
 (let ((?x121 (dim ?x116 1)))
 (= ?x121 ?x98))))))
(assert
 (let ((?x105 (concat 1 in_X in_Y)))
 (let ((?x116 (gap ?x105)))
 (let ((?x123 (dim ?x116 2)))
 (= 1 ?x123)))))
(assert
 (let ((?x105 (concat 1 in_X in_Y)))
 (let ((?x116 (gap ?x105)))
 (let ((?x125 (dim ?x116 3)))
 (= 1 ?x125)))))
(assert
 (let ((?x105 (concat 1 in_X in_Y)))
(let ((?x116 (gap ?x105)))
(let ((?x81 (gap in_Y)))
(let ((?x70 (gap in_X)))
(let ((?x92 (concat 1 ?x70 ?x81)))
(and (distinct ?x92 ?x116) true)))))))
(check-sat)
