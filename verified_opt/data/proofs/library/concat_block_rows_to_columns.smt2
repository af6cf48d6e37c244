; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 110990
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_a0 () Int)
(declare-fun sym_a1 () Int)
(declare-fun sym_b0 () Int)
(declare-fun sym_c1 () Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
(declare-fun in_D () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax0 Int) (ax1 Int) )(! (let ((?x32 (concat ax0 (concat ax1 A C) (concat ax1 B D))))
 (let ((?x29 (concat ax1 (concat ax0 A B) (concat ax0 C D))))
 (let (($x33 (= ?x29 ?x32)))
 (let (($x25 (>= (rank D) 2)))
 (let (($x22 (>= (rank C) 2)))
 (let (($x20 (>= (rank B) 2)))
 (let (($x17 (>= (rank A) 2)))
 (let (($x14 (>= ax1 1)))
 (let (($x12 (= (dim A ax0) (dim C ax0))))
 (=> (and (and (distinct ax0 ax1) true) $x12 $x14 $x17 $x20 $x22 $x25) $x33)))))))))) :pattern ( (concat ax1 (concat ax0 A B) (concat ax0 C D)) ) :pattern ( (concat ax0 (concat ax1 A C) (concat ax1 B D)) ) :qid concat_swap))
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
 (let ((?x102 (+ sym_a0 sym_b0)))
 (let ((?x98 (concat 0 in_A in_B)))
 (let ((?x101 (dim ?x98 0)))
 (= ?x101 ?x102)))))
(assert
 (= (dim (concat 0 in_A in_B) 1) sym_a1))
(assert
 (= (rank (concat 0 in_C in_D)) 2))
(assert
 (let ((?x102 (+ sym_a0 sym_b0)))
 (let ((?x106 (concat 0 in_C in_D)))
 (let ((?x109 (dim ?x106 0)))
 (= ?x109 ?x102)))))
(assert
 (= (dim (concat 0 in_C in_D) 1) sym_c1))
(assert
 (let ((?x106 (concat 0 in_C in_D)))
 (let ((?x98 (concat 0 in_A in_B)))
 (let ((?x113 (concat 1 ?x98 ?x106)))
 (= (rank ?x113) 2)))))
(assert
 (let ((?x102 (+ sym_a0 sym_b0)))
 (let ((?x106 (concat 0 in_C in_D)))
 (let ((?x98 (concat 0 in_A in_B)))
 (let ((?x113 (concat 1 ?x98 ?x106)))
 (let ((?x116 (dim ?x113 0)))
 (= ?x116 ?x102)))))))
(assert
 (let ((?x119 (+ sym_a1 sym_c1)))
 (let ((?x106 (concat 0 in_C in_D)))
 (let ((?x98 (concat 0 in_A in_B)))
 (let ((?x113 (concat 1 ?x98 ?x106)))
 (let ((?x118 (dim ?x113 1)))
 (= ?x118 ?x119)))))))
(assert
 (let ((?x102 (+ sym_a0 sym_b0)))
 (>= ?x102 0)))
(assert
 (let ((?x119 (+ sym_a1 sym_c1)))
 (>= ?x119 0)))
(assert
 (= (rank (concat 1 in_A in_C)) 2))
(assert
 (= (dim (concat 1 in_A in_C) 0) sym_a0))
(assert
 (let ((?x119 (+ sym_a1 sym_c1)))
 (let ((?x123 (concat 1 in_A in_C)))
 (let ((?x128 (dim ?x123 1)))
 (= ?x128 ?x119)))))
(assert
 (= (rank (concat 1 in_B in_D)) 2))
(assert
 (= (dim (concat 1 in_B in_D) 0) sym_b0))
(assert
 (let ((?x119 (+ sym_a1 sym_c1)))
 (let ((?x130 (concat 1 in_B in_D)))
 (let ((?x135 (dim ?x130 1)))
 (= ?x135 ?x119)))))
(assert
 (let ((?x130 (concat 1 in_B in_D)))
 (let ((?x123 (concat 1 in_A in_C)))
 (let ((?x137 (concat 0 ?x123 ?x130)))
 (= (rank ?x137) 2)))))
(assert
 (let ((?x102 (+ sym_a0 sym_b0)))
 (let ((?x130 (concat 1 in_B in_D)))
 (let ((?x123 (concat 1 in_A in_C)))
 (let ((?x137 (concat 0 ?x123 ?x130)))
 (let ((?x140 (dim ?x137 0)))
 (= ?x140 ?x102)))))))
(assert
 (let ((?x119 (+ sym_a1 sym_c1)))
 (let ((?x130 (concat 1 in_B in_D)))
 (let ((?x123 (concat 1 in_A in_C)))
 (let ((?x137 (concat 0 ?x123 ?x130)))
 (let ((?x142 (dim ?x137 1)))
 (= ?x142 ?x119)))))))
(assert
 (let ((?x130 (concat 1 in_B in_D)))
(let ((?x123 (concat 1 in_A in_C)))
(let ((?x137 (concat 0 ?x123 ?x130)))
(let ((?x106 (concat 0 in_C in_D)))
(let ((?x98 (concat 0 in_A in_B)))
(let ((?x113 (concat 1 ?x98 ?x106)))
(and (distinct ?x113 ?x137) true))))))))
(check-sat)
