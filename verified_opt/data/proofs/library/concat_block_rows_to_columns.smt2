; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 74185
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
 (forall ((A T) (B T) (C T) (D T) (ax0 Int) (ax1 Int) )(! (let ((?x23 (concat ax0 (concat ax1 A C) (concat ax1 B D))))
 (let ((?x20 (concat ax1 (concat ax0 A B) (concat ax0 C D))))
 (let (($x24 (= ?x20 ?x23)))
 (let (($x14 (>= ax1 1)))
 (let (($x12 (= (dim A ax0) (dim C ax0))))
 (=> (and (and (distinct ax0 ax1) true) $x12 $x14) $x24)))))) :pattern ( (concat ax1 (concat ax0 A B) (concat ax0 C D)) ) :pattern ( (concat ax0 (concat ax1 A C) (concat ax1 B D)) ) :qid concat_swap))
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
 (let ((?x94 (+ sym_a0 sym_b0)))
 (let ((?x90 (concat 0 in_A in_B)))
 (let ((?x93 (dim ?x90 0)))
 (= ?x93 ?x94)))))
(assert
 (= (dim (concat 0 in_A in_B) 1) sym_a1))
(assert
 (= (rank (concat 0 in_C in_D)) 2))
(assert
 (let ((?x94 (+ sym_a0 sym_b0)))
 (let ((?x98 (concat 0 in_C in_D)))
 (let ((?x101 (dim ?x98 0)))
 (= ?x101 ?x94)))))
(assert
 (= (dim (concat 0 in_C in_D) 1) sym_c1))
(assert
 (let ((?x98 (concat 0 in_C in_D)))
 (let ((?x90 (concat 0 in_A in_B)))
 (let ((?x105 (concat 1 ?x90 ?x98)))
 (= (rank ?x105) 2)))))
(assert
 (let ((?x94 (+ sym_a0 sym_b0)))
 (let ((?x98 (concat 0 in_C in_D)))
 (let ((?x90 (concat 0 in_A in_B)))
 (let ((?x105 (concat 1 ?x90 ?x98)))
 (let ((?x108 (dim ?x105 0)))
 (= ?x108 ?x94)))))))
(assert
 (let ((?x111 (+ sym_a1 sym_c1)))
 (let ((?x98 (concat 0 in_C in_D)))
 (let ((?x90 (concat 0 in_A in_B)))
 (let ((?x105 (concat 1 ?x90 ?x98)))
 (let ((?x110 (dim ?x105 1)))
 (= ?x110 ?x111)))))))
(assert
 (let ((?x94 (+ sym_a0 sym_b0)))
 (>= ?x94 0)))
(assert
 (let ((?x111 (+ sym_a1 sym_c1)))
 (>= ?x111 0)))
(assert
 (= (rank (concat 1 in_A in_C)) 2))
(assert
 (= (dim (concat 1 in_A in_C) 0) sym_a0))
(assert
 (let ((?x111 (+ sym_a1 sym_c1)))
 (let ((?x115 (concat 1 in_A in_C)))
 (let ((?x120 (dim ?x115 1)))
 (= ?x120 ?x111)))))
(assert
 (= (rank (concat 1 in_B in_D)) 2))
(assert
 (= (dim (concat 1 in_B in_D) 0) sym_b0))
(assert
 (let ((?x111 (+ sym_a1 sym_c1)))
 (let ((?x122 (concat 1 in_B in_D)))
 (let ((?x127 (dim ?x122 1)))
 (= ?x127 ?x111)))))
(assert
 (let ((?x122 (concat 1 in_B in_D)))
 (let ((?x115 (concat 1 in_A in_C)))
 (let ((?x129 (concat 0 ?x115 ?x122)))
 (= (rank ?x129) 2)))))
(assert
 (let ((?x94 (+ sym_a0 sym_b0)))
 (let ((?x122 (concat 1 in_B in_D)))
 (let ((?x115 (concat 1 in_A in_C)))
 (let ((?x129 (concat 0 ?x115 ?x122)))
 (let ((?x132 (dim ?x129 0)))
 (= ?x132 ?x94)))))))
(assert
 (let ((?x111 (+ sym_a1 sym_c1)))
 (let ((?x122 (concat 1 in_B in_D)))
 (let ((?x115 (concat 1 in_A in_C)))
 (let ((?x129 (concat 0 ?x115 ?x122)))
 (let ((?x134 (dim ?x129 1)))
 (= ?x134 ?x111)))))))
(assert
 (let ((?x122 (concat 1 in_B in_D)))
(let ((?x115 (concat 1 in_A in_C)))
(let ((?x129 (concat 0 ?x115 ?x122)))
(let ((?x98 (concat 0 in_C in_D)))
(let ((?x90 (concat 0 in_A in_B)))
(let ((?x105 (concat 1 ?x90 ?x98)))
(and (distinct ?x105 ?x129) true))))))))
(check-sat)
