; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 110828
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
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
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank in_x3) 2))
(assert
 (= (dim in_x3 0) sym_n))
(assert
 (= (dim in_x3 1) sym_c))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x93 (* 2 sym_c)))
 (let ((?x87 (concat 1 in_x1 in_x2)))
 (let ((?x92 (dim ?x87 1)))
 (= ?x92 ?x93)))))
(assert
 (= (rank (concat 1 in_x2 in_x3)) 2))
(assert
 (= (dim (concat 1 in_x2 in_x3) 0) sym_n))
(assert
 (let ((?x93 (* 2 sym_c)))
 (let ((?x95 (concat 1 in_x2 in_x3)))
 (let ((?x100 (dim ?x95 1)))
 (= ?x100 ?x93)))))
(assert
 (let ((?x95 (concat 1 in_x2 in_x3)))
 (let ((?x87 (concat 1 in_x1 in_x2)))
 (let ((?x102 (concat 0 ?x87 ?x95)))
 (= (rank ?x102) 2)))))
(assert
 (let ((?x106 (* 2 sym_n)))
 (let ((?x95 (concat 1 in_x2 in_x3)))
 (let ((?x87 (concat 1 in_x1 in_x2)))
 (let ((?x102 (concat 0 ?x87 ?x95)))
 (let ((?x105 (dim ?x102 0)))
 (= ?x105 ?x106)))))))
(assert
 (let ((?x93 (* 2 sym_c)))
 (let ((?x95 (concat 1 in_x2 in_x3)))
 (let ((?x87 (concat 1 in_x1 in_x2)))
 (let ((?x102 (concat 0 ?x87 ?x95)))
 (let ((?x108 (dim ?x102 1)))
 (= ?x108 ?x93)))))))
(assert
 (let ((?x93 (* 2 sym_c)))
 (>= ?x93 0)))
(assert
 (let ((?x106 (* 2 sym_n)))
 (>= ?x106 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x106 (* 2 sym_n)))
 (let ((?x112 (concat 0 in_x1 in_x2)))
 (let ((?x115 (dim ?x112 0)))
 (= ?x115 ?x106)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 in_x3)) 2))
(assert
 (let ((?x106 (* 2 sym_n)))
 (let ((?x119 (concat 0 in_x2 in_x3)))
 (let ((?x122 (dim ?x119 0)))
 (= ?x122 ?x106)))))
(assert
 (= (dim (concat 0 in_x2 in_x3) 1) sym_c))
(assert
 (let ((?x119 (concat 0 in_x2 in_x3)))
 (let ((?x112 (concat 0 in_x1 in_x2)))
 (let ((?x126 (concat 1 ?x112 ?x119)))
 (= (rank ?x126) 2)))))
(assert
 (let ((?x106 (* 2 sym_n)))
 (let ((?x119 (concat 0 in_x2 in_x3)))
 (let ((?x112 (concat 0 in_x1 in_x2)))
 (let ((?x126 (concat 1 ?x112 ?x119)))
 (let ((?x129 (dim ?x126 0)))
 (= ?x129 ?x106)))))))
(assert
 (let ((?x93 (* 2 sym_c)))
 (let ((?x119 (concat 0 in_x2 in_x3)))
 (let ((?x112 (concat 0 in_x1 in_x2)))
 (let ((?x126 (concat 1 ?x112 ?x119)))
 (let ((?x131 (dim ?x126 1)))
 (= ?x131 ?x93)))))))
(assert
 (let ((?x119 (concat 0 in_x2 in_x3)))
(let ((?x112 (concat 0 in_x1 in_x2)))
(let ((?x126 (concat 1 ?x112 ?x119)))
(let ((?x95 (concat 1 in_x2 in_x3)))
(let ((?x87 (concat 1 in_x1 in_x2)))
(let ((?x102 (concat 0 ?x87 ?x95)))
(and (distinct ?x102 ?x126) true))))))))
(check-sat)
