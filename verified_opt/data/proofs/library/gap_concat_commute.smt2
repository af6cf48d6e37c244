; verified_opt proof obligation: unsat means the rule holds
; axioms used: gap_concat_ch
; z3 rlimit used: 4555
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun gap (T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c1 () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x30 (concat 1 (gap X) (gap Y))))
 (let ((?x27 (gap (concat 1 X Y))))
 (let (($x31 (= ?x27 ?x30)))
 (let (($x24 (and (= (dim X 0) (dim Y 0)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x24 $x31))))) :pattern ( (gap (concat 1 X Y)) ) :pattern ( (concat 1 (gap X) (gap Y)) ) :qid gap_concat_ch))
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
 (let ((?x88 (gap in_X)))
 (let ((?x95 (dim ?x88 2)))
 (= 1 ?x95))))
(assert
 (let ((?x88 (gap in_X)))
 (let ((?x97 (dim ?x88 3)))
 (= 1 ?x97))))
(assert
 (= (rank (gap in_Y)) 4))
(assert
 (= (dim (gap in_Y) 0) sym_n))
(assert
 (= (dim (gap in_Y) 1) sym_c2))
(assert
 (let ((?x99 (gap in_Y)))
 (let ((?x106 (dim ?x99 2)))
 (= 1 ?x106))))
(assert
 (let ((?x99 (gap in_Y)))
 (let ((?x108 (dim ?x99 3)))
 (= 1 ?x108))))
(assert
 (= (rank (concat 1 (gap in_X) (gap in_Y))) 4))
(assert
 (= (dim (concat 1 (gap in_X) (gap in_Y)) 0) sym_n))
(assert
 (let ((?x116 (+ sym_c1 sym_c2)))
 (let ((?x99 (gap in_Y)))
 (let ((?x88 (gap in_X)))
 (let ((?x110 (concat 1 ?x88 ?x99)))
 (let ((?x115 (dim ?x110 1)))
 (= ?x115 ?x116)))))))
(assert
 (let ((?x99 (gap in_Y)))
 (let ((?x88 (gap in_X)))
 (let ((?x110 (concat 1 ?x88 ?x99)))
 (let ((?x118 (dim ?x110 2)))
 (= 1 ?x118))))))
(assert
 (let ((?x99 (gap in_Y)))
 (let ((?x88 (gap in_X)))
 (let ((?x110 (concat 1 ?x88 ?x99)))
 (let ((?x120 (dim ?x110 3)))
 (= 1 ?x120))))))
(assert
 (let ((?x116 (+ sym_c1 sym_c2)))
 (>= ?x116 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x116 (+ sym_c1 sym_c2)))
 (let ((?x123 (concat 1 in_X in_Y)))
 (let ((?x128 (dim ?x123 1)))
 (= ?x128 ?x116)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (= (rank (gap (concat 1 in_X in_Y))) 4))
(assert
 (= (dim (gap (concat 1 in_X in_Y)) 0) sym_n))
(assert
 (let ((?x116 (+ sym_c1 sym_c2)))
 (let ((?x123 (concat 1 in_X in_Y)))
 (let ((?x134 (gap ?x123)))
 (let ((?x139 (dim ?x134 1)))
 (= ?x139 ?x116))))))
(assert
 (let ((?x123 (concat 1 in_X in_Y)))
 (let ((?x134 (gap ?x123)))
 (let ((?x141 (dim ?x134 2)))
 (= 1 ?x141)))))
(assert
 (let ((?x123 (concat 1 in_X in_Y)))
 (let ((?x134 (gap ?x123)))
 (let ((?x143 (dim ?x134 3)))
 (= 1 ?x143)))))
(assert
 (let ((?x123 (concat 1 in_X in_Y)))
(let ((?x134 (gap ?x123)))
(let ((?x99 (gap in_Y)))
(let ((?x88 (gap in_X)))
(let ((?x110 (concat 1 ?x88 ?x99)))
(and (distinct ?x110 ?x134) true)))))))
(check-sat)
