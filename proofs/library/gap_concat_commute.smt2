; verified_opt proof obligation: unsat means the rule holds
; axioms used: gap_concat_ch
; z3 rlimit used: 41425
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun gap (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c1 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x1148 (gap Y)))
 (let ((?x1156 (gap X)))
 (let ((?x1166 (concat 1 ?x1156 ?x1148)))
 (let ((?x1173 (gap (concat 1 X Y))))
 (= ?x1173 ?x1166))))) :pattern ( (gap (concat 1 X Y)) ) :pattern ( (concat 1 (gap X) (gap Y)) ) :qid gap_concat_ch))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c1 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_c2 1))
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
 (let ((?x2016 (gap in_X)))
 (let ((?x3920 (dim ?x2016 2)))
 (= 1 ?x3920))))
(assert
 (let ((?x2016 (gap in_X)))
 (let ((?x3137 (dim ?x2016 3)))
 (= 1 ?x3137))))
(assert
 (= (rank (gap in_Y)) 4))
(assert
 (= (dim (gap in_Y) 0) sym_n))
(assert
 (= (dim (gap in_Y) 1) sym_c2))
(assert
 (let ((?x3206 (gap in_Y)))
 (let ((?x4519 (dim ?x3206 2)))
 (= 1 ?x4519))))
(assert
 (let ((?x3206 (gap in_Y)))
 (let ((?x3607 (dim ?x3206 3)))
 (= 1 ?x3607))))
(assert
 (= (rank (concat 1 (gap in_X) (gap in_Y))) 4))
(assert
 (= (dim (concat 1 (gap in_X) (gap in_Y)) 0) sym_n))
(assert
 (let ((?x2806 (+ sym_c1 sym_c2)))
 (let ((?x3206 (gap in_Y)))
 (let ((?x2016 (gap in_X)))
 (let ((?x4358 (concat 1 ?x2016 ?x3206)))
 (let ((?x3001 (dim ?x4358 1)))
 (= ?x3001 ?x2806)))))))
(assert
 (let ((?x3206 (gap in_Y)))
 (let ((?x2016 (gap in_X)))
 (let ((?x4358 (concat 1 ?x2016 ?x3206)))
 (let ((?x4351 (dim ?x4358 2)))
 (= 1 ?x4351))))))
(assert
 (let ((?x3206 (gap in_Y)))
 (let ((?x2016 (gap in_X)))
 (let ((?x4358 (concat 1 ?x2016 ?x3206)))
 (let ((?x4313 (dim ?x4358 3)))
 (= 1 ?x4313))))))
(assert
 (let ((?x2806 (+ sym_c1 sym_c2)))
 (>= ?x2806 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x2806 (+ sym_c1 sym_c2)))
 (let ((?x4209 (concat 1 in_X in_Y)))
 (let ((?x2828 (dim ?x4209 1)))
 (= ?x2828 ?x2806)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (= (rank (gap (concat 1 in_X in_Y))) 4))
(assert
 (= (dim (gap (concat 1 in_X in_Y)) 0) sym_n))
(assert
 (let ((?x2806 (+ sym_c1 sym_c2)))
 (let ((?x4209 (concat 1 in_X in_Y)))
 (let ((?x2910 (gap ?x4209)))
 (let ((?x3874 (dim ?x2910 1)))
 (= ?x3874 ?x2806))))))
(assert
 (let ((?x4209 (concat 1 in_X in_Y)))
 (let ((?x2910 (gap ?x4209)))
 (let ((?x3219 (dim ?x2910 2)))
 (= 1 ?x3219)))))
(assert
 (let ((?x4209 (concat 1 in_X in_Y)))
 (let ((?x2910 (gap ?x4209)))
 (let ((?x3663 (dim ?x2910 3)))
 (= 1 ?x3663)))))
(assert
 (let ((?x4209 (concat 1 in_X in_Y)))
(let ((?x2910 (gap ?x4209)))
(let ((?x3206 (gap in_Y)))
(let ((?x2016 (gap in_X)))
(let ((?x4358 (concat 1 ?x2016 ?x3206)))
(and (distinct ?x4358 ?x2910) true)))))))
(check-sat)
