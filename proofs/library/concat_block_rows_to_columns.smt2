; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 50959
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_a0 () Int)
(declare-fun sym_a1 () Int)
(declare-fun sym_b0 () Int)
(declare-fun sym_c1 () Int)
(declare-fun rank (T) Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
(declare-fun in_D () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax0 Int) (ax1 Int) )(! (let ((?x21 (concat ax0 (concat ax1 A C) (concat ax1 B D))))
 (let ((?x18 (concat ax1 (concat ax0 A B) (concat ax0 C D))))
 (let (($x22 (= ?x18 ?x21)))
 (=> (and (and (distinct ax0 ax1) true) (= (dim A ax0) (dim C ax0))) $x22)))) :pattern ( (concat ax1 (concat ax0 A B) (concat ax0 C D)) ) :pattern ( (concat ax0 (concat ax1 A C) (concat ax1 B D)) ) :qid concat_swap))
 )
(assert
 (>= sym_a0 1))
(assert
 (>= sym_a1 1))
(assert
 (>= sym_b0 1))
(assert
 (>= sym_c1 1))
(assert
 (= (rank in_A) 2))
(assert
 (= (dim in_A 0) sym_a0))
(assert
 (= (dim in_A 1) sym_a1))
(assert
 (= (rank in_B) 2))
(assert
 (= (dim in_B 0) sym_b0))
(assert
 (= (dim in_B 1) sym_a1))
(assert
 (= (rank in_C) 2))
(assert
 (= (dim in_C 0) sym_a0))
(assert
 (= (dim in_C 1) sym_c1))
(assert
 (= (rank in_D) 2))
(assert
 (= (dim in_D 0) sym_b0))
(assert
 (= (dim in_D 1) sym_c1))
(assert
 (= (rank (concat 0 in_A in_B)) 2))
(assert
 (let ((?x93 (+ sym_a0 sym_b0)))
 (let ((?x89 (concat 0 in_A in_B)))
 (let ((?x92 (dim ?x89 0)))
 (= ?x92 ?x93)))))
(assert
 (= (dim (concat 0 in_A in_B) 1) sym_a1))
(assert
 (= (rank (concat 0 in_C in_D)) 2))
(assert
 (let ((?x93 (+ sym_a0 sym_b0)))
 (let ((?x97 (concat 0 in_C in_D)))
 (let ((?x100 (dim ?x97 0)))
 (= ?x100 ?x93)))))
(assert
 (= (dim (concat 0 in_C in_D) 1) sym_c1))
(assert
 (let ((?x97 (concat 0 in_C in_D)))
 (let ((?x89 (concat 0 in_A in_B)))
 (let ((?x104 (concat 1 ?x89 ?x97)))
 (= (rank ?x104) 2)))))
(assert
 (let ((?x93 (+ sym_a0 sym_b0)))
 (let ((?x97 (concat 0 in_C in_D)))
 (let ((?x89 (concat 0 in_A in_B)))
 (let ((?x104 (concat 1 ?x89 ?x97)))
 (let ((?x107 (dim ?x104 0)))
 (= ?x107 ?x93)))))))
(assert
 (let ((?x110 (+ sym_a1 sym_c1)))
 (let ((?x97 (concat 0 in_C in_D)))
 (let ((?x89 (concat 0 in_A in_B)))
 (let ((?x104 (concat 1 ?x89 ?x97)))
 (let ((?x109 (dim ?x104 1)))
 (= ?x109 ?x110)))))))
(assert
 (let ((?x93 (+ sym_a0 sym_b0)))
 (>= ?x93 0)))
(assert
 (let ((?x110 (+ sym_a1 sym_c1)))
 (>= ?x110 0)))
(assert
 (= (rank (concat 1 in_A in_C)) 2))
(assert
 (= (dim (concat 1 in_A in_C) 0) sym_a0))
(assert
 (let ((?x110 (+ sym_a1 sym_c1)))
 (let ((?x114 (concat 1 in_A in_C)))
 (let ((?x119 (dim ?x114 1)))
 (= ?x119 ?x110)))))
(assert
 (= (rank (concat 1 in_B in_D)) 2))
(assert
 (= (dim (concat 1 in_B in_D) 0) sym_b0))
(assert
 (let ((?x110 (+ sym_a1 sym_c1)))
 (let ((?x121 (concat 1 in_B in_D)))
 (let ((?x126 (dim ?x121 1)))
 (= ?x126 ?x110)))))
(assert
 (let ((?x121 (concat 1 in_B in_D)))
 (let ((?x114 (concat 1 in_A in_C)))
 (let ((?x128 (concat 0 ?x114 ?x121)))
 (= (rank ?x128) 2)))))
(assert
 (let ((?x93 (+ sym_a0 sym_b0)))
 (let ((?x121 (concat 1 in_B in_D)))
 (let ((?x114 (concat 1 in_A in_C)))
 (let ((?x128 (concat 0 ?x114 ?x121)))
 (let ((?x131 (dim ?x128 0)))
 (= ?x131 ?x93)))))))
(assert
 (let ((?x110 (+ sym_a1 sym_c1)))
 (let ((?x121 (concat 1 in_B in_D)))
 (let ((?x114 (concat 1 in_A in_C)))
 (let ((?x128 (concat 0 ?x114 ?x121)))
 (let ((?x133 (dim ?x128 1)))
 (= ?x133 ?x110)))))))
(assert
 (let ((?x121 (concat 1 in_B in_D)))
(let ((?x114 (concat 1 in_A in_C)))
(let ((?x128 (concat 0 ?x114 ?x121)))
(let ((?x97 (concat 0 in_C in_D)))
(let ((?x89 (concat 0 in_A in_B)))
(let ((?x104 (concat 1 ?x89 ?x97)))
(and (distinct ?x104 ?x128) true))))))))
(check-sat)
