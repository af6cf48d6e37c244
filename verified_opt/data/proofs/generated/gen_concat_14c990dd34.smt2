; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 110989
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
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
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c3))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c2))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c3))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x104 (+ sym_c2 sym_c3)))
 (let ((?x98 (concat 1 in_x1 in_x2)))
 (let ((?x103 (dim ?x98 1)))
 (= ?x103 ?x104)))))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x104 (+ sym_c2 sym_c3)))
 (let ((?x106 (concat 1 in_w1 in_w2)))
 (let ((?x111 (dim ?x106 1)))
 (= ?x111 ?x104)))))
(assert
 (let ((?x106 (concat 1 in_w1 in_w2)))
 (let ((?x98 (concat 1 in_x1 in_x2)))
 (let ((?x113 (concat 0 ?x98 ?x106)))
 (= (rank ?x113) 2)))))
(assert
 (let ((?x117 (+ sym_n sym_c)))
 (let ((?x106 (concat 1 in_w1 in_w2)))
 (let ((?x98 (concat 1 in_x1 in_x2)))
 (let ((?x113 (concat 0 ?x98 ?x106)))
 (let ((?x116 (dim ?x113 0)))
 (= ?x116 ?x117)))))))
(assert
 (let ((?x104 (+ sym_c2 sym_c3)))
 (let ((?x106 (concat 1 in_w1 in_w2)))
 (let ((?x98 (concat 1 in_x1 in_x2)))
 (let ((?x113 (concat 0 ?x98 ?x106)))
 (let ((?x119 (dim ?x113 1)))
 (= ?x119 ?x104)))))))
(assert
 (let ((?x104 (+ sym_c2 sym_c3)))
 (>= ?x104 0)))
(assert
 (let ((?x117 (+ sym_n sym_c)))
 (>= ?x117 0)))
(assert
 (= (rank (concat 0 in_x1 in_w1)) 2))
(assert
 (let ((?x117 (+ sym_n sym_c)))
 (let ((?x123 (concat 0 in_x1 in_w1)))
 (let ((?x126 (dim ?x123 0)))
 (= ?x126 ?x117)))))
(assert
 (= (dim (concat 0 in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 0 in_x2 in_w2)) 2))
(assert
 (let ((?x117 (+ sym_n sym_c)))
 (let ((?x130 (concat 0 in_x2 in_w2)))
 (let ((?x133 (dim ?x130 0)))
 (= ?x133 ?x117)))))
(assert
 (= (dim (concat 0 in_x2 in_w2) 1) sym_c3))
(assert
 (let ((?x130 (concat 0 in_x2 in_w2)))
 (let ((?x123 (concat 0 in_x1 in_w1)))
 (let ((?x137 (concat 1 ?x123 ?x130)))
 (= (rank ?x137) 2)))))
(assert
 (let ((?x117 (+ sym_n sym_c)))
 (let ((?x130 (concat 0 in_x2 in_w2)))
 (let ((?x123 (concat 0 in_x1 in_w1)))
 (let ((?x137 (concat 1 ?x123 ?x130)))
 (let ((?x140 (dim ?x137 0)))
 (= ?x140 ?x117)))))))
(assert
 (let ((?x104 (+ sym_c2 sym_c3)))
 (let ((?x130 (concat 0 in_x2 in_w2)))
 (let ((?x123 (concat 0 in_x1 in_w1)))
 (let ((?x137 (concat 1 ?x123 ?x130)))
 (let ((?x142 (dim ?x137 1)))
 (= ?x142 ?x104)))))))
(assert
 (let ((?x130 (concat 0 in_x2 in_w2)))
(let ((?x123 (concat 0 in_x1 in_w1)))
(let ((?x137 (concat 1 ?x123 ?x130)))
(let ((?x106 (concat 1 in_w1 in_w2)))
(let ((?x98 (concat 1 in_x1 in_x2)))
(let ((?x113 (concat 0 ?x98 ?x106)))
(and (distinct ?x113 ?x137) true))))))))
(check-sat)
