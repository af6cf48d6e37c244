; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 74559
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax0 Int) (ax1 Int) )(! (let ((?x23 (concat ax0 (concat ax1 A C) (concat ax1 B D))))
 (let ((?x20 (concat ax1 (concat ax0 A B) (concat ax0 C D))))
 (let (($x24 (= ?x20 ?x23)))
 (let (($x14 (>= ax1 1)))
 (let (($x12 (= (dim A ax0) (dim C ax0))))
 (=> (and (and (distinct ax0 ax1) true) $x12 $x14) $x24)))))) :pattern ( (concat ax1 (concat ax0 A B) (concat ax0 C D)) ) :pattern ( (concat ax0 (concat ax1 A C) (concat ax1 B D)) ) :qid concat_swap))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x92 (* 2 sym_c)))
 (let ((?x86 (concat 1 in_i1 in_i2)))
 (let ((?x91 (dim ?x86 1)))
 (= ?x91 ?x92)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_i2 in_i1)) 4))
(assert
 (= (dim (concat 1 in_i2 in_i1) 0) sym_n))
(assert
 (let ((?x92 (* 2 sym_c)))
 (let ((?x98 (concat 1 in_i2 in_i1)))
 (let ((?x103 (dim ?x98 1)))
 (= ?x103 ?x92)))))
(assert
 (= (dim (concat 1 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 in_i2 in_i1) 3) sym_w))
(assert
 (let ((?x98 (concat 1 in_i2 in_i1)))
 (let ((?x86 (concat 1 in_i1 in_i2)))
 (let ((?x109 (concat 0 ?x86 ?x98)))
 (= (rank ?x109) 4)))))
(assert
 (let ((?x113 (* 2 sym_n)))
 (let ((?x98 (concat 1 in_i2 in_i1)))
 (let ((?x86 (concat 1 in_i1 in_i2)))
 (let ((?x109 (concat 0 ?x86 ?x98)))
 (let ((?x112 (dim ?x109 0)))
 (= ?x112 ?x113)))))))
(assert
 (let ((?x92 (* 2 sym_c)))
 (let ((?x98 (concat 1 in_i2 in_i1)))
 (let ((?x86 (concat 1 in_i1 in_i2)))
 (let ((?x109 (concat 0 ?x86 ?x98)))
 (let ((?x115 (dim ?x109 1)))
 (= ?x115 ?x92)))))))
(assert
 (let ((?x98 (concat 1 in_i2 in_i1)))
 (let ((?x86 (concat 1 in_i1 in_i2)))
 (let ((?x109 (concat 0 ?x86 ?x98)))
 (= (dim ?x109 2) sym_h)))))
(assert
 (let ((?x98 (concat 1 in_i2 in_i1)))
 (let ((?x86 (concat 1 in_i1 in_i2)))
 (let ((?x109 (concat 0 ?x86 ?x98)))
 (= (dim ?x109 3) sym_w)))))
(assert
 (let ((?x92 (* 2 sym_c)))
 (>= ?x92 0)))
(assert
 (let ((?x113 (* 2 sym_n)))
 (>= ?x113 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x113 (* 2 sym_n)))
 (let ((?x123 (concat 0 in_i1 in_i2)))
 (let ((?x126 (dim ?x123 0)))
 (= ?x126 ?x113)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 0 in_i2 in_i1)) 4))
(assert
 (let ((?x113 (* 2 sym_n)))
 (let ((?x134 (concat 0 in_i2 in_i1)))
 (let ((?x137 (dim ?x134 0)))
 (= ?x137 ?x113)))))
(assert
 (= (dim (concat 0 in_i2 in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 in_i2 in_i1) 3) sym_w))
(assert
 (let ((?x134 (concat 0 in_i2 in_i1)))
 (let ((?x123 (concat 0 in_i1 in_i2)))
 (let ((?x145 (concat 1 ?x123 ?x134)))
 (= (rank ?x145) 4)))))
(assert
 (let ((?x113 (* 2 sym_n)))
 (let ((?x134 (concat 0 in_i2 in_i1)))
 (let ((?x123 (concat 0 in_i1 in_i2)))
 (let ((?x145 (concat 1 ?x123 ?x134)))
 (let ((?x148 (dim ?x145 0)))
 (= ?x148 ?x113)))))))
(assert
 (let ((?x92 (* 2 sym_c)))
 (let ((?x134 (concat 0 in_i2 in_i1)))
 (let ((?x123 (concat 0 in_i1 in_i2)))
 (let ((?x145 (concat 1 ?x123 ?x134)))
 (let ((?x150 (dim ?x145 1)))
 (= ?x150 ?x92)))))))
(assert
 (let ((?x134 (concat 0 in_i2 in_i1)))
 (let ((?x123 (concat 0 in_i1 in_i2)))
 (let ((?x145 (concat 1 ?x123 ?x134)))
 (= (dim ?x145 2) sym_h)))))
(assert
 (let ((?x134 (concat 0 in_i2 in_i1)))
 (let ((?x123 (concat 0 in_i1 in_i2)))
 (let ((?x145 (concat 1 ?x123 ?x134)))
 (= (dim ?x145 3) sym_w)))))
(assert
 (let ((?x134 (concat 0 in_i2 in_i1)))
(let ((?x123 (concat 0 in_i1 in_i2)))
(let ((?x145 (concat 1 ?x123 ?x134)))
(let ((?x98 (concat 1 in_i2 in_i1)))
(let ((?x86 (concat 1 in_i1 in_i2)))
(let ((?x109 (concat 0 ?x86 ?x98)))
(and (distinct ?x109 ?x145) true))))))))
(check-sat)
