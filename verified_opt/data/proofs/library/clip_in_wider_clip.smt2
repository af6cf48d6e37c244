; verified_opt proof obligation: unsat means the rule holds
; axioms used: clip_outer_wider
; z3 rlimit used: 3407
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun clipmax (Real T) T)
(declare-fun clipmin (Real T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun sym_lo () Real)
(declare-fun sym_lo2 () Real)
(declare-fun sym_hi () Real)
(declare-fun sym_hi2 () Real)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (a Real) (b Real) (c Real) (d Real) )(! (let ((?x15 (clipmax b (clipmin a X))))
 (let ((?x17 (clipmax d (clipmin c ?x15))))
 (let (($x18 (= ?x17 ?x15)))
 (=> (and (<= c a) (<= a b) (<= b d)) $x18)))) :pattern ( (clipmax d (clipmin c (clipmax b (clipmin a X)))) ) :qid clip_outer_wider))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (<= sym_lo2 sym_lo))
(assert
 (<= sym_lo sym_hi))
(assert
 (<= sym_hi sym_hi2))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank (clipmin sym_lo in_X)) 4))
(assert
 (= (dim (clipmin sym_lo in_X) 0) sym_n))
(assert
 (= (dim (clipmin sym_lo in_X) 1) sym_c))
(assert
 (= (dim (clipmin sym_lo in_X) 2) sym_h))
(assert
 (= (dim (clipmin sym_lo in_X) 3) sym_w))
(assert
 (= (rank (clipmax sym_hi (clipmin sym_lo in_X))) 4))
(assert
 (= (dim (clipmax sym_hi (clipmin sym_lo in_X)) 0) sym_n))
(assert
 (= (dim (clipmax sym_hi (clipmin sym_lo in_X)) 1) sym_c))
(assert
 (= (dim (clipmax sym_hi (clipmin sym_lo in_X)) 2) sym_h))
(assert
 (= (dim (clipmax sym_hi (clipmin sym_lo in_X)) 3) sym_w))
(assert
 (= (rank (clipmin sym_lo2 (clipmax sym_hi (clipmin sym_lo in_X)))) 4))
(assert
 (let ((?x81 (clipmin sym_lo in_X)))
 (let ((?x92 (clipmax sym_hi ?x81)))
 (let ((?x103 (clipmin sym_lo2 ?x92)))
 (= (dim ?x103 0) sym_n)))))
(assert
 (let ((?x81 (clipmin sym_lo in_X)))
 (let ((?x92 (clipmax sym_hi ?x81)))
 (let ((?x103 (clipmin sym_lo2 ?x92)))
 (= (dim ?x103 1) sym_c)))))
(assert
 (let ((?x81 (clipmin sym_lo in_X)))
 (let ((?x92 (clipmax sym_hi ?x81)))
 (let ((?x103 (clipmin sym_lo2 ?x92)))
 (= (dim ?x103 2) sym_h)))))
(assert
 (let ((?x81 (clipmin sym_lo in_X)))
 (let ((?x92 (clipmax sym_hi ?x81)))
 (let ((?x103 (clipmin sym_lo2 ?x92)))
 (= (dim ?x103 3) sym_w)))))
(assert
 (let ((?x81 (clipmin sym_lo in_X)))
 (let ((?x92 (clipmax sym_hi ?x81)))
 (let ((?x103 (clipmin sym_lo2 ?x92)))
 (let ((?x114 (clipmax sym_hi2 ?x103)))
 (= (rank ?x114) 4))))))
(assert
 (let ((?x81 (clipmin sym_lo in_X)))
 (let ((?x92 (clipmax sym_hi ?x81)))
 (let ((?x103 (clipmin sym_lo2 ?x92)))
 (let ((?x114 (clipmax sym_hi2 ?x103)))
 (= (dim ?x114 0) sym_n))))))
(assert
 (let ((?x81 (clipmin sym_lo in_X)))
 (let ((?x92 (clipmax sym_hi ?x81)))
 (let ((?x103 (clipmin sym_lo2 ?x92)))
 (let ((?x114 (clipmax sym_hi2 ?x103)))
 (= (dim ?x114 1) sym_c))))))
(assert
 (let ((?x81 (clipmin sym_lo in_X)))
 (let ((?x92 (clipmax sym_hi ?x81)))
 (let ((?x103 (clipmin sym_lo2 ?x92)))
 (let ((?x114 (clipmax sym_hi2 ?x103)))
 (= (dim ?x114 2) sym_h))))))
(assert
 (let ((?x81 (clipmin sym_lo in_X)))
 (let ((?x92 (clipmax sym_hi ?x81)))
 (let ((?x103 (clipmin sym_lo2 ?x92)))
 (let ((?x114 (clipmax sym_hi2 ?x103)))
 (= (dim ?x114 3) sym_w))))))
(assert
 (let ((?x81 (clipmin sym_lo in_X)))
(let ((?x92 (clipmax sym_hi ?x81)))
(let ((?x103 (clipmin sym_lo2 ?x92)))
(let ((?x114 (clipmax sym_hi2 ?x103)))
(and (distinct ?x114 ?x92) true))))))
(check-sat)
