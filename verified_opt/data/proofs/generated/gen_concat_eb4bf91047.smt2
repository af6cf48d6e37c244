; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 110723
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
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x86 (* 2 sym_c)))
 (let ((?x80 (concat 1 in_x1 in_x2)))
 (let ((?x85 (dim ?x80 1)))
 (= ?x85 ?x86)))))
(assert
 (= (rank (concat 1 in_x2 in_x1)) 2))
(assert
 (= (dim (concat 1 in_x2 in_x1) 0) sym_n))
(assert
 (let ((?x86 (* 2 sym_c)))
 (let ((?x88 (concat 1 in_x2 in_x1)))
 (let ((?x93 (dim ?x88 1)))
 (= ?x93 ?x86)))))
(assert
 (let ((?x88 (concat 1 in_x2 in_x1)))
 (let ((?x80 (concat 1 in_x1 in_x2)))
 (let ((?x95 (concat 0 ?x80 ?x88)))
 (= (rank ?x95) 2)))))
(assert
 (let ((?x99 (* 2 sym_n)))
 (let ((?x88 (concat 1 in_x2 in_x1)))
 (let ((?x80 (concat 1 in_x1 in_x2)))
 (let ((?x95 (concat 0 ?x80 ?x88)))
 (let ((?x98 (dim ?x95 0)))
 (= ?x98 ?x99)))))))
(assert
 (let ((?x86 (* 2 sym_c)))
 (let ((?x88 (concat 1 in_x2 in_x1)))
 (let ((?x80 (concat 1 in_x1 in_x2)))
 (let ((?x95 (concat 0 ?x80 ?x88)))
 (let ((?x101 (dim ?x95 1)))
 (= ?x101 ?x86)))))))
(assert
 (let ((?x86 (* 2 sym_c)))
 (>= ?x86 0)))
(assert
 (let ((?x99 (* 2 sym_n)))
 (>= ?x99 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x99 (* 2 sym_n)))
 (let ((?x105 (concat 0 in_x1 in_x2)))
 (let ((?x108 (dim ?x105 0)))
 (= ?x108 ?x99)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 in_x1)) 2))
(assert
 (let ((?x99 (* 2 sym_n)))
 (let ((?x112 (concat 0 in_x2 in_x1)))
 (let ((?x115 (dim ?x112 0)))
 (= ?x115 ?x99)))))
(assert
 (= (dim (concat 0 in_x2 in_x1) 1) sym_c))
(assert
 (let ((?x112 (concat 0 in_x2 in_x1)))
 (let ((?x105 (concat 0 in_x1 in_x2)))
 (let ((?x119 (concat 1 ?x105 ?x112)))
 (= (rank ?x119) 2)))))
(assert
 (let ((?x99 (* 2 sym_n)))
 (let ((?x112 (concat 0 in_x2 in_x1)))
 (let ((?x105 (concat 0 in_x1 in_x2)))
 (let ((?x119 (concat 1 ?x105 ?x112)))
 (let ((?x122 (dim ?x119 0)))
 (= ?x122 ?x99)))))))
(assert
 (let ((?x86 (* 2 sym_c)))
 (let ((?x112 (concat 0 in_x2 in_x1)))
 (let ((?x105 (concat 0 in_x1 in_x2)))
 (let ((?x119 (concat 1 ?x105 ?x112)))
 (let ((?x124 (dim ?x119 1)))
 (= ?x124 ?x86)))))))
(assert
 (let ((?x112 (concat 0 in_x2 in_x1)))
(let ((?x105 (concat 0 in_x1 in_x2)))
(let ((?x119 (concat 1 ?x105 ?x112)))
(let ((?x88 (concat 1 in_x2 in_x1)))
(let ((?x80 (concat 1 in_x1 in_x2)))
(let ((?x95 (concat 0 ?x80 ?x88)))
(and (distinct ?x95 ?x119) true))))))))
(check-sat)
