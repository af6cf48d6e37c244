; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 4076
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
 (forall ((A T) (B T) (C T) (D T) (ax0 Int) (ax1 Int) )(! (let ((?x37 (concat ax0 (concat ax1 A C) (concat ax1 B D))))
 (let ((?x34 (concat ax1 (concat ax0 A B) (concat ax0 C D))))
 (let (($x38 (= ?x34 ?x37)))
 (let (($x30 (>= (rank D) 2)))
 (let (($x20 (>= ax0 0)))
 (let (($x27 (>= (rank C) 2)))
 (let (($x25 (>= (rank B) 2)))
 (let (($x23 (>= (rank A) 2)))
 (let (($x18 (>= ax1 1)))
 (let (($x16 (= (dim A ax1) (dim B ax1))))
 (let (($x12 (= (dim A ax0) (dim C ax0))))
 (let (($x31 (and (and (distinct ax0 ax1) true) $x12 $x16 $x18 $x20 $x23 $x20 $x25 $x20 $x27 $x20 $x30)))
 (=> $x31 $x38))))))))))))) :pattern ( (concat ax1 (concat ax0 A B) (concat ax0 C D)) ) :pattern ( (concat ax0 (concat ax1 A C) (concat ax1 B D)) ) :qid concat_swap))
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
 (let ((?x106 (+ sym_a0 sym_b0)))
 (let ((?x102 (concat 0 in_A in_B)))
 (let ((?x105 (dim ?x102 0)))
 (= ?x105 ?x106)))))
(assert
 (= (dim (concat 0 in_A in_B) 1) sym_a1))
(assert
 (= (rank (concat 0 in_C in_D)) 2))
(assert
 (let ((?x106 (+ sym_a0 sym_b0)))
 (let ((?x110 (concat 0 in_C in_D)))
 (let ((?x113 (dim ?x110 0)))
 (= ?x113 ?x106)))))
(assert
 (= (dim (concat 0 in_C in_D) 1) sym_c1))
(assert
 (let ((?x110 (concat 0 in_C in_D)))
 (let ((?x102 (concat 0 in_A in_B)))
 (let ((?x117 (concat 1 ?x102 ?x110)))
 (= (rank ?x117) 2)))))
(assert
 (let ((?x106 (+ sym_a0 sym_b0)))
 (let ((?x110 (concat 0 in_C in_D)))
 (let ((?x102 (concat 0 in_A in_B)))
 (let ((?x117 (concat 1 ?x102 ?x110)))
 (let ((?x120 (dim ?x117 0)))
 (= ?x120 ?x106)))))))
(assert
 (let ((?x123 (+ sym_a1 sym_c1)))
 (let ((?x110 (concat 0 in_C in_D)))
 (let ((?x102 (concat 0 in_A in_B)))
 (let ((?x117 (concat 1 ?x102 ?x110)))
 (let ((?x122 (dim ?x117 1)))
 (= ?x122 ?x123)))))))
(assert
 (let ((?x106 (+ sym_a0 sym_b0)))
 (>= ?x106 0)))
(assert
 (let ((?x123 (+ sym_a1 sym_c1)))
 (>= ?x123 0)))
(assert
 (= (rank (concat 1 in_A in_C)) 2))
(assert
 (= (dim (concat 1 in_A in_C) 0) sym_a0))
(assert
 (let ((?x123 (+ sym_a1 sym_c1)))
 (let ((?x127 (concat 1 in_A in_C)))
 (let ((?x132 (dim ?x127 1)))
 (= ?x132 ?x123)))))
(assert
 (= (rank (concat 1 in_B in_D)) 2))
(assert
 (= (dim (concat 1 in_B in_D) 0) sym_b0))
(assert
 (let ((?x123 (+ sym_a1 sym_c1)))
 (let ((?x134 (concat 1 in_B in_D)))
 (let ((?x139 (dim ?x134 1)))
 (= ?x139 ?x123)))))
(assert
 (let ((?x134 (concat 1 in_B in_D)))
 (let ((?x127 (concat 1 in_A in_C)))
 (let ((?x141 (concat 0 ?x127 ?x134)))
 (= (rank ?x141) 2)))))
(assert
 (let ((?x106 (+ sym_a0 sym_b0)))
 (let ((?x134 (concat 1 in_B in_D)))
 (let ((?x127 (concat 1 in_A in_C)))
 (let ((?x141 (concat 0 ?x127 ?x134)))
 (let ((?x144 (dim ?x141 0)))
 (= ?x144 ?x106)))))))
(assert
 (let ((?x123 (+ sym_a1 sym_c1)))
 (let ((?x134 (concat 1 in_B in_D)))
 (let ((?x127 (concat 1 in_A in_C)))
 (let ((?x141 (concat 0 ?x127 ?x134)))
 (let ((?x146 (dim ?x141 1)))
 (= ?x146 ?x123)))))))
(assert
 (let ((?x134 (concat 1 in_B in_D)))
(let ((?x127 (concat 1 in_A in_C)))
(let ((?x141 (concat 0 ?x127 ?x134)))
(let ((?x110 (concat 0 in_C in_D)))
(let ((?x102 (concat 0 in_A in_B)))
(let ((?x117 (concat 1 ?x102 ?x110)))
(and (distinct ?x117 ?x141) true))))))))
(check-sat)
