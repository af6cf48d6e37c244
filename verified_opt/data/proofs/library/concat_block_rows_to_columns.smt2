; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 4006
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
 (forall ((A T) (B T) (C T) (D T) (ax0 Int) (ax1 Int) )(! (let ((?x34 (concat ax0 (concat ax1 A C) (concat ax1 B D))))
 (let ((?x31 (concat ax1 (concat ax0 A B) (concat ax0 C D))))
 (let (($x35 (= ?x31 ?x34)))
 (let (($x27 (>= (rank D) 2)))
 (let (($x16 (>= ax0 0)))
 (let (($x24 (>= (rank C) 2)))
 (let (($x22 (>= (rank B) 2)))
 (let (($x19 (>= (rank A) 2)))
 (let (($x14 (>= ax1 1)))
 (let (($x12 (= (dim A ax0) (dim C ax0))))
 (let (($x28 (and (and (distinct ax0 ax1) true) $x12 $x14 $x16 $x19 $x16 $x22 $x16 $x24 $x16 $x27)))
 (=> $x28 $x35)))))))))))) :pattern ( (concat ax1 (concat ax0 A B) (concat ax0 C D)) ) :pattern ( (concat ax0 (concat ax1 A C) (concat ax1 B D)) ) :qid concat_swap))
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
 (let ((?x103 (+ sym_a0 sym_b0)))
 (let ((?x99 (concat 0 in_A in_B)))
 (let ((?x102 (dim ?x99 0)))
 (= ?x102 ?x103)))))
(assert
 (= (dim (concat 0 in_A in_B) 1) sym_a1))
(assert
 (= (rank (concat 0 in_C in_D)) 2))
(assert
 (let ((?x103 (+ sym_a0 sym_b0)))
 (let ((?x107 (concat 0 in_C in_D)))
 (let ((?x110 (dim ?x107 0)))
 (= ?x110 ?x103)))))
(assert
 (= (dim (concat 0 in_C in_D) 1) sym_c1))
(assert
 (let ((?x107 (concat 0 in_C in_D)))
 (let ((?x99 (concat 0 in_A in_B)))
 (let ((?x114 (concat 1 ?x99 ?x107)))
 (= (rank ?x114) 2)))))
(assert
 (let ((?x103 (+ sym_a0 sym_b0)))
 (let ((?x107 (concat 0 in_C in_D)))
 (let ((?x99 (concat 0 in_A in_B)))
 (let ((?x114 (concat 1 ?x99 ?x107)))
 (let ((?x117 (dim ?x114 0)))
 (= ?x117 ?x103)))))))
(assert
 (let ((?x120 (+ sym_a1 sym_c1)))
 (let ((?x107 (concat 0 in_C in_D)))
 (let ((?x99 (concat 0 in_A in_B)))
 (let ((?x114 (concat 1 ?x99 ?x107)))
 (let ((?x119 (dim ?x114 1)))
 (= ?x119 ?x120)))))))
(assert
 (let ((?x103 (+ sym_a0 sym_b0)))
 (>= ?x103 0)))
(assert
 (let ((?x120 (+ sym_a1 sym_c1)))
 (>= ?x120 0)))
(assert
 (= (rank (concat 1 in_A in_C)) 2))
(assert
 (= (dim (concat 1 in_A in_C) 0) sym_a0))
(assert
 (let ((?x120 (+ sym_a1 sym_c1)))
 (let ((?x124 (concat 1 in_A in_C)))
 (let ((?x129 (dim ?x124 1)))
 (= ?x129 ?x120)))))
(assert
 (= (rank (concat 1 in_B in_D)) 2))
(assert
 (= (dim (concat 1 in_B in_D) 0) sym_b0))
(assert
 (let ((?x120 (+ sym_a1 sym_c1)))
 (let ((?x131 (concat 1 in_B in_D)))
 (let ((?x136 (dim ?x131 1)))
 (= ?x136 ?x120)))))
(assert
 (let ((?x131 (concat 1 in_B in_D)))
 (let ((?x124 (concat 1 in_A in_C)))
 (let ((?x138 (concat 0 ?x124 ?x131)))
 (= (rank ?x138) 2)))))
(assert
 (let ((?x103 (+ sym_a0 sym_b0)))
 (let ((?x131 (concat 1 in_B in_D)))
 (let ((?x124 (concat 1 in_A in_C)))
 (let ((?x138 (concat 0 ?x124 ?x131)))
 (let ((?x141 (dim ?x138 0)))
 (= ?x141 ?x103)))))))
(assert
 (let ((?x120 (+ sym_a1 sym_c1)))
 (let ((?x131 (concat 1 in_B in_D)))
 (let ((?x124 (concat 1 in_A in_C)))
 (let ((?x138 (concat 0 ?x124 ?x131)))
 (let ((?x143 (dim ?x138 1)))
 (= ?x143 ?x120)))))))
(assert
 (let ((?x131 (concat 1 in_B in_D)))
(let ((?x124 (concat 1 in_A in_C)))
(let ((?x138 (concat 0 ?x124 ?x131)))
(let ((?x107 (concat 0 in_C in_D)))
(let ((?x99 (concat 0 in_A in_B)))
(let ((?x114 (concat 1 ?x99 ?x107)))
(and (distinct ?x114 ?x138) true))))))))
(check-sat)
