; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 41516
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
 (forall ((A T) (B T) (C T) (D T) (ax0 Int) (ax1 Int) )(! (let ((?x328 (concat ax0 (concat ax1 A C) (concat ax1 B D))))
 (let ((?x158 (concat ax0 C D)))
 (let ((?x342 (concat ax0 A B)))
 (let ((?x349 (concat ax1 ?x342 ?x158)))
 (let (($x351 (= ?x349 ?x328)))
 (=> (and (and (distinct ax0 ax1) true) (= (dim A ax0) (dim C ax0))) $x351)))))) :pattern ( (concat ax1 (concat ax0 A B) (concat ax0 C D)) ) :pattern ( (concat ax0 (concat ax1 A C) (concat ax1 B D)) ) :qid concat_swap))
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
 (let ((?x3484 (+ sym_a0 sym_b0)))
 (let ((?x3485 (concat 0 in_A in_B)))
 (let ((?x3497 (dim ?x3485 0)))
 (= ?x3497 ?x3484)))))
(assert
 (= (dim (concat 0 in_A in_B) 1) sym_a1))
(assert
 (= (rank (concat 0 in_C in_D)) 2))
(assert
 (let ((?x3484 (+ sym_a0 sym_b0)))
 (let ((?x3493 (concat 0 in_C in_D)))
 (let ((?x3487 (dim ?x3493 0)))
 (= ?x3487 ?x3484)))))
(assert
 (= (dim (concat 0 in_C in_D) 1) sym_c1))
(assert
 (let ((?x3493 (concat 0 in_C in_D)))
 (let ((?x3485 (concat 0 in_A in_B)))
 (let ((?x3473 (concat 1 ?x3485 ?x3493)))
 (= (rank ?x3473) 2)))))
(assert
 (let ((?x3484 (+ sym_a0 sym_b0)))
 (let ((?x3493 (concat 0 in_C in_D)))
 (let ((?x3485 (concat 0 in_A in_B)))
 (let ((?x3473 (concat 1 ?x3485 ?x3493)))
 (let ((?x3480 (dim ?x3473 0)))
 (= ?x3480 ?x3484)))))))
(assert
 (let ((?x3472 (+ sym_a1 sym_c1)))
 (let ((?x3493 (concat 0 in_C in_D)))
 (let ((?x3485 (concat 0 in_A in_B)))
 (let ((?x3473 (concat 1 ?x3485 ?x3493)))
 (let ((?x3477 (dim ?x3473 1)))
 (= ?x3477 ?x3472)))))))
(assert
 (let ((?x3484 (+ sym_a0 sym_b0)))
 (>= ?x3484 0)))
(assert
 (let ((?x3472 (+ sym_a1 sym_c1)))
 (>= ?x3472 0)))
(assert
 (= (rank (concat 1 in_A in_C)) 2))
(assert
 (= (dim (concat 1 in_A in_C) 0) sym_a0))
(assert
 (let ((?x3472 (+ sym_a1 sym_c1)))
 (let ((?x3470 (concat 1 in_A in_C)))
 (let ((?x3467 (dim ?x3470 1)))
 (= ?x3467 ?x3472)))))
(assert
 (= (rank (concat 1 in_B in_D)) 2))
(assert
 (= (dim (concat 1 in_B in_D) 0) sym_b0))
(assert
 (let ((?x3472 (+ sym_a1 sym_c1)))
 (let ((?x3465 (concat 1 in_B in_D)))
 (let ((?x3458 (dim ?x3465 1)))
 (= ?x3458 ?x3472)))))
(assert
 (let ((?x3465 (concat 1 in_B in_D)))
 (let ((?x3470 (concat 1 in_A in_C)))
 (let ((?x3456 (concat 0 ?x3470 ?x3465)))
 (= (rank ?x3456) 2)))))
(assert
 (let ((?x3484 (+ sym_a0 sym_b0)))
 (let ((?x3465 (concat 1 in_B in_D)))
 (let ((?x3470 (concat 1 in_A in_C)))
 (let ((?x3456 (concat 0 ?x3470 ?x3465)))
 (let ((?x3455 (dim ?x3456 0)))
 (= ?x3455 ?x3484)))))))
(assert
 (let ((?x3472 (+ sym_a1 sym_c1)))
 (let ((?x3465 (concat 1 in_B in_D)))
 (let ((?x3470 (concat 1 in_A in_C)))
 (let ((?x3456 (concat 0 ?x3470 ?x3465)))
 (let ((?x3453 (dim ?x3456 1)))
 (= ?x3453 ?x3472)))))))
(assert
 (let ((?x3465 (concat 1 in_B in_D)))
(let ((?x3470 (concat 1 in_A in_C)))
(let ((?x3456 (concat 0 ?x3470 ?x3465)))
(let ((?x3493 (concat 0 in_C in_D)))
(let ((?x3485 (concat 0 in_A in_B)))
(let ((?x3473 (concat 1 ?x3485 ?x3493)))
(and (distinct ?x3473 ?x3456) true))))))))
(check-sat)
