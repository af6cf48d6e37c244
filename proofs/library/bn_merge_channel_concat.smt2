; verified_opt proof obligation: unsat means the rule holds
; axioms used: bn_concat_ch
; z3 rlimit used: 42488
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun bn (Real T T T T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c1 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_X1 () T)
(declare-fun in_X2 () T)
(declare-fun in_S1 () T)
(declare-fun in_B1 () T)
(declare-fun in_M1 () T)
(declare-fun in_V1 () T)
(declare-fun in_S2 () T)
(declare-fun in_B2 () T)
(declare-fun in_M2 () T)
(declare-fun in_V2 () T)
(assert
 (forall ((B1 T) (B2 T) (M1 T) (M2 T) (S1 T) (S2 T) (V1 T) (V2 T) (X1 T) (X2 T) (eps Real) )(! (let ((?x118 (concat 1 (bn eps X1 S1 B1 M1 V1) (bn eps X2 S2 B2 M2 V2))))
 (let ((?x62 (concat 0 B1 B2)))
 (let ((?x119 (bn eps (concat 1 X1 X2) (concat 0 S1 S2) ?x62 (concat 0 M1 M2) (concat 0 V1 V2))))
 (let (($x195 (= ?x119 ?x118)))
 (let (($x194 (and (= (dim X1 1) (dim S1 0)) (= (dim B1 0) (dim S1 0)) (= (dim M1 0) (dim S1 0)) (= (dim V1 0) (dim S1 0)))))
 (=> $x194 $x195)))))) :pattern ( (bn eps (concat 1 X1 X2) (concat 0 S1 S2) (concat 0 B1 B2) (concat 0 M1 M2) (concat 0 V1 V2)) ) :pattern ( (concat 1 (bn eps X1 S1 B1 M1 V1) (bn eps X2 S2 B2 M2 V2)) ) :qid bn_concat_ch))
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
 (= (rank in_X1) 4))
(assert
 (= (dim in_X1 0) sym_n))
(assert
 (= (dim in_X1 1) sym_c1))
(assert
 (= (dim in_X1 2) sym_h))
(assert
 (= (dim in_X1 3) sym_w))
(assert
 (= (rank in_X2) 4))
(assert
 (= (dim in_X2 0) sym_n))
(assert
 (= (dim in_X2 1) sym_c2))
(assert
 (= (dim in_X2 2) sym_h))
(assert
 (= (dim in_X2 3) sym_w))
(assert
 (= (rank in_S1) 1))
(assert
 (= (dim in_S1 0) sym_c1))
(assert
 (= (rank in_B1) 1))
(assert
 (= (dim in_B1 0) sym_c1))
(assert
 (= (rank in_M1) 1))
(assert
 (= (dim in_M1 0) sym_c1))
(assert
 (= (rank in_V1) 1))
(assert
 (= (dim in_V1 0) sym_c1))
(assert
 (= (rank in_S2) 1))
(assert
 (= (dim in_S2 0) sym_c2))
(assert
 (= (rank in_B2) 1))
(assert
 (= (dim in_B2 0) sym_c2))
(assert
 (= (rank in_M2) 1))
(assert
 (= (dim in_M2 0) sym_c2))
(assert
 (= (rank in_V2) 1))
(assert
 (= (dim in_V2 0) sym_c2))
(assert
 (= (rank (bn (/ 1.0 100000.0) in_X1 in_S1 in_B1 in_M1 in_V1)) 4))
(assert
 (= (dim (bn (/ 1.0 100000.0) in_X1 in_S1 in_B1 in_M1 in_V1) 0) sym_n))
(assert
 (= (dim (bn (/ 1.0 100000.0) in_X1 in_S1 in_B1 in_M1 in_V1) 1) sym_c1))
(assert
 (= (dim (bn (/ 1.0 100000.0) in_X1 in_S1 in_B1 in_M1 in_V1) 2) sym_h))
(assert
 (= (dim (bn (/ 1.0 100000.0) in_X1 in_S1 in_B1 in_M1 in_V1) 3) sym_w))
(assert
 (= (rank (bn (/ 1.0 100000.0) in_X2 in_S2 in_B2 in_M2 in_V2)) 4))
(assert
 (= (dim (bn (/ 1.0 100000.0) in_X2 in_S2 in_B2 in_M2 in_V2) 0) sym_n))
(assert
 (= (dim (bn (/ 1.0 100000.0) in_X2 in_S2 in_B2 in_M2 in_V2) 1) sym_c2))
(assert
 (= (dim (bn (/ 1.0 100000.0) in_X2 in_S2 in_B2 in_M2 in_V2) 2) sym_h))
(assert
 (= (dim (bn (/ 1.0 100000.0) in_X2 in_S2 in_B2 in_M2 in_V2) 3) sym_w))
(assert
 (let ((?x3528 (bn (/ 1.0 100000.0) in_X2 in_S2 in_B2 in_M2 in_V2)))
 (let ((?x3541 (bn (/ 1.0 100000.0) in_X1 in_S1 in_B1 in_M1 in_V1)))
 (let ((?x3516 (concat 1 ?x3541 ?x3528)))
 (= (rank ?x3516) 4)))))
(assert
 (let ((?x3528 (bn (/ 1.0 100000.0) in_X2 in_S2 in_B2 in_M2 in_V2)))
 (let ((?x3541 (bn (/ 1.0 100000.0) in_X1 in_S1 in_B1 in_M1 in_V1)))
 (let ((?x3516 (concat 1 ?x3541 ?x3528)))
 (= (dim ?x3516 0) sym_n)))))
(assert
 (let ((?x3519 (+ sym_c1 sym_c2)))
 (let ((?x3528 (bn (/ 1.0 100000.0) in_X2 in_S2 in_B2 in_M2 in_V2)))
 (let ((?x3541 (bn (/ 1.0 100000.0) in_X1 in_S1 in_B1 in_M1 in_V1)))
 (let ((?x3516 (concat 1 ?x3541 ?x3528)))
 (let ((?x3513 (dim ?x3516 1)))
 (= ?x3513 ?x3519)))))))
(assert
 (let ((?x3528 (bn (/ 1.0 100000.0) in_X2 in_S2 in_B2 in_M2 in_V2)))
 (let ((?x3541 (bn (/ 1.0 100000.0) in_X1 in_S1 in_B1 in_M1 in_V1)))
 (let ((?x3516 (concat 1 ?x3541 ?x3528)))
 (= (dim ?x3516 2) sym_h)))))
(assert
 (let ((?x3528 (bn (/ 1.0 100000.0) in_X2 in_S2 in_B2 in_M2 in_V2)))
 (let ((?x3541 (bn (/ 1.0 100000.0) in_X1 in_S1 in_B1 in_M1 in_V1)))
 (let ((?x3516 (concat 1 ?x3541 ?x3528)))
 (= (dim ?x3516 3) sym_w)))))
(assert
 (let ((?x3519 (+ sym_c1 sym_c2)))
 (>= ?x3519 0)))
(assert
 (= (rank (concat 1 in_X1 in_X2)) 4))
(assert
 (= (dim (concat 1 in_X1 in_X2) 0) sym_n))
(assert
 (let ((?x3519 (+ sym_c1 sym_c2)))
 (let ((?x3504 (concat 1 in_X1 in_X2)))
 (let ((?x3501 (dim ?x3504 1)))
 (= ?x3501 ?x3519)))))
(assert
 (= (dim (concat 1 in_X1 in_X2) 2) sym_h))
(assert
 (= (dim (concat 1 in_X1 in_X2) 3) sym_w))
(assert
 (= (rank (concat 0 in_S1 in_S2)) 1))
(assert
 (let ((?x3519 (+ sym_c1 sym_c2)))
 (let ((?x3495 (concat 0 in_S1 in_S2)))
 (let ((?x3490 (dim ?x3495 0)))
 (= ?x3490 ?x3519)))))
(assert
 (= (rank (concat 0 in_B1 in_B2)) 1))
(assert
 (let ((?x3519 (+ sym_c1 sym_c2)))
 (let ((?x3488 (concat 0 in_B1 in_B2)))
 (let ((?x3487 (dim ?x3488 0)))
 (= ?x3487 ?x3519)))))
(assert
 (= (rank (concat 0 in_M1 in_M2)) 1))
(assert
 (let ((?x3519 (+ sym_c1 sym_c2)))
 (let ((?x3485 (concat 0 in_M1 in_M2)))
 (let ((?x3480 (dim ?x3485 0)))
 (= ?x3480 ?x3519)))))
(assert
 (= (rank (concat 0 in_V1 in_V2)) 1))
(assert
 (let ((?x3519 (+ sym_c1 sym_c2)))
 (let ((?x3478 (concat 0 in_V1 in_V2)))
 (let ((?x3477 (dim ?x3478 0)))
 (= ?x3477 ?x3519)))))
(assert
 (let ((?x3478 (concat 0 in_V1 in_V2)))
 (let ((?x3485 (concat 0 in_M1 in_M2)))
 (let ((?x3488 (concat 0 in_B1 in_B2)))
 (let ((?x3495 (concat 0 in_S1 in_S2)))
 (let ((?x3504 (concat 1 in_X1 in_X2)))
 (let ((?x3475 (bn (/ 1.0 100000.0) ?x3504 ?x3495 ?x3488 ?x3485 ?x3478)))
 (= (rank ?x3475) 4))))))))
(assert
 (let ((?x3478 (concat 0 in_V1 in_V2)))
 (let ((?x3485 (concat 0 in_M1 in_M2)))
 (let ((?x3488 (concat 0 in_B1 in_B2)))
 (let ((?x3495 (concat 0 in_S1 in_S2)))
 (let ((?x3504 (concat 1 in_X1 in_X2)))
 (let ((?x3475 (bn (/ 1.0 100000.0) ?x3504 ?x3495 ?x3488 ?x3485 ?x3478)))
 (= (dim ?x3475 0) sym_n))))))))
(assert
 (let ((?x3519 (+ sym_c1 sym_c2)))
 (let ((?x3478 (concat 0 in_V1 in_V2)))
 (let ((?x3485 (concat 0 in_M1 in_M2)))
 (let ((?x3488 (concat 0 in_B1 in_B2)))
 (let ((?x3495 (concat 0 in_S1 in_S2)))
 (let ((?x3504 (concat 1 in_X1 in_X2)))
 (let ((?x3475 (bn (/ 1.0 100000.0) ?x3504 ?x3495 ?x3488 ?x3485 ?x3478)))
 (let ((?x3468 (dim ?x3475 1)))
 (= ?x3468 ?x3519))))))))))
(assert
 (let ((?x3478 (concat 0 in_V1 in_V2)))
 (let ((?x3485 (concat 0 in_M1 in_M2)))
 (let ((?x3488 (concat 0 in_B1 in_B2)))
 (let ((?x3495 (concat 0 in_S1 in_S2)))
 (let ((?x3504 (concat 1 in_X1 in_X2)))
 (let ((?x3475 (bn (/ 1.0 100000.0) ?x3504 ?x3495 ?x3488 ?x3485 ?x3478)))
 (= (dim ?x3475 2) sym_h))))))))
(assert
 (let ((?x3478 (concat 0 in_V1 in_V2)))
 (let ((?x3485 (concat 0 in_M1 in_M2)))
 (let ((?x3488 (concat 0 in_B1 in_B2)))
 (let ((?x3495 (concat 0 in_S1 in_S2)))
 (let ((?x3504 (concat 1 in_X1 in_X2)))
 (let ((?x3475 (bn (/ 1.0 100000.0) ?x3504 ?x3495 ?x3488 ?x3485 ?x3478)))
 (= (dim ?x3475 3) sym_w))))))))
(assert
 (let ((?x3478 (concat 0 in_V1 in_V2)))
(let ((?x3485 (concat 0 in_M1 in_M2)))
(let ((?x3488 (concat 0 in_B1 in_B2)))
(let ((?x3495 (concat 0 in_S1 in_S2)))
(let ((?x3504 (concat 1 in_X1 in_X2)))
(let ((?x3475 (bn (/ 1.0 100000.0) ?x3504 ?x3495 ?x3488 ?x3485 ?x3478)))
(let ((?x3528 (bn (/ 1.0 100000.0) in_X2 in_S2 in_B2 in_M2 in_V2)))
(let ((?x3541 (bn (/ 1.0 100000.0) in_X1 in_S1 in_B1 in_M1 in_V1)))
(let ((?x3516 (concat 1 ?x3541 ?x3528)))
(and (distinct ?x3516 ?x3475) true)))))))))))
(check-sat)
