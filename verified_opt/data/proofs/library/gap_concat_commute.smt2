; verified_opt proof obligation: unsat means the rule holds
; axioms used: gap_concat_ch
; z3 rlimit used: 4200
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun gap (T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c1 () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x18 (concat 1 (gap X) (gap Y))))
 (let ((?x15 (gap (concat 1 X Y))))
 (let (($x19 (= ?x15 ?x18)))
 (let (($x12 (and (= (rank X) 4) (= (rank Y) 4))))
 (=> $x12 $x19))))) :pattern ( (gap (concat 1 X Y)) ) :pattern ( (concat 1 (gap X) (gap Y)) ) :qid gap_concat_ch))
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
 (let ((?x79 (gap in_X)))
 (let ((?x86 (dim ?x79 2)))
 (= 1 ?x86))))
(assert
 (let ((?x79 (gap in_X)))
 (let ((?x88 (dim ?x79 3)))
 (= 1 ?x88))))
(assert
 (= (rank (gap in_Y)) 4))
(assert
 (= (dim (gap in_Y) 0) sym_n))
(assert
 (= (dim (gap in_Y) 1) sym_c2))
(assert
 (let ((?x90 (gap in_Y)))
 (let ((?x97 (dim ?x90 2)))
 (= 1 ?x97))))
(assert
 (let ((?x90 (gap in_Y)))
 (let ((?x99 (dim ?x90 3)))
 (= 1 ?x99))))
(assert
 (= (rank (concat 1 (gap in_X) (gap in_Y))) 4))
(assert
 (= (dim (concat 1 (gap in_X) (gap in_Y)) 0) sym_n))
(assert
 (let ((?x107 (+ sym_c1 sym_c2)))
 (let ((?x90 (gap in_Y)))
 (let ((?x79 (gap in_X)))
 (let ((?x101 (concat 1 ?x79 ?x90)))
 (let ((?x106 (dim ?x101 1)))
 (= ?x106 ?x107)))))))
(assert
 (let ((?x90 (gap in_Y)))
 (let ((?x79 (gap in_X)))
 (let ((?x101 (concat 1 ?x79 ?x90)))
 (let ((?x109 (dim ?x101 2)))
 (= 1 ?x109))))))
(assert
 (let ((?x90 (gap in_Y)))
 (let ((?x79 (gap in_X)))
 (let ((?x101 (concat 1 ?x79 ?x90)))
 (let ((?x111 (dim ?x101 3)))
 (= 1 ?x111))))))
(assert
 (let ((?x107 (+ sym_c1 sym_c2)))
 (>= ?x107 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x107 (+ sym_c1 sym_c2)))
 (let ((?x114 (concat 1 in_X in_Y)))
 (let ((?x119 (dim ?x114 1)))
 (= ?x119 ?x107)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (= (rank (gap (concat 1 in_X in_Y))) 4))
(assert
 (= (dim (gap (concat 1 in_X in_Y)) 0) sym_n))
(assert
 (let ((?x107 (+ sym_c1 sym_c2)))
 (let ((?x114 (concat 1 in_X in_Y)))
 (let ((?x125 (gap ?x114)))
 (let ((?x130 (dim ?x125 1)))
 (= ?x130 ?x107))))))
(assert
 (let ((?x114 (concat 1 in_X in_Y)))
 (let ((?x125 (gap ?x114)))
 (let ((?x132 (dim ?x125 2)))
 (= 1 ?x132)))))
(assert
 (let ((?x114 (concat 1 in_X in_Y)))
 (let ((?x125 (gap ?x114)))
 (let ((?x134 (dim ?x125 3)))
 (= 1 ?x134)))))
(assert
 (let ((?x114 (concat 1 in_X in_Y)))
(let ((?x125 (gap ?x114)))
(let ((?x90 (gap in_Y)))
(let ((?x79 (gap in_X)))
(let ((?x101 (concat 1 ?x79 ?x90)))
(and (distinct ?x101 ?x125) true)))))))
(check-sat)
