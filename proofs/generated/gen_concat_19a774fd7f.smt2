; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 49019
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_i3 () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax0 Int) (ax1 Int) )(! (let ((?x21 (concat ax0 (concat ax1 A C) (concat ax1 B D))))
 (let ((?x18 (concat ax1 (concat ax0 A B) (concat ax0 C D))))
 (let (($x22 (= ?x18 ?x21)))
 (=> (and (and (distinct ax0 ax1) true) (= (dim A ax0) (dim C ax0))) $x22)))) :pattern ( (concat ax1 (concat ax0 A B) (concat ax0 C D)) ) :pattern ( (concat ax0 (concat ax1 A C) (concat ax1 B D)) ) :qid concat_swap))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
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
 (= (rank in_i3) 4))
(assert
 (= (dim in_i3 0) sym_n))
(assert
 (= (dim in_i3 1) sym_c))
(assert
 (= (dim in_i3 2) sym_h))
(assert
 (= (dim in_i3 3) sym_w))
(assert
 (= (rank (concat 1 in_i3 in_i1)) 4))
(assert
 (= (dim (concat 1 in_i3 in_i1) 0) sym_n))
(assert
 (let ((?x102 (* 2 sym_c)))
 (let ((?x96 (concat 1 in_i3 in_i1)))
 (let ((?x101 (dim ?x96 1)))
 (= ?x101 ?x102)))))
(assert
 (= (dim (concat 1 in_i3 in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 in_i3 in_i1) 3) sym_w))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x102 (* 2 sym_c)))
 (let ((?x108 (concat 1 in_i1 in_i2)))
 (let ((?x113 (dim ?x108 1)))
 (= ?x113 ?x102)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x96 (concat 1 in_i3 in_i1)))
 (let ((?x108 (concat 1 in_i1 in_i2)))
 (let ((?x119 (concat 0 ?x108 ?x96)))
 (= (rank ?x119) 4)))))
(assert
 (let ((?x123 (* 2 sym_n)))
 (let ((?x96 (concat 1 in_i3 in_i1)))
 (let ((?x108 (concat 1 in_i1 in_i2)))
 (let ((?x119 (concat 0 ?x108 ?x96)))
 (let ((?x122 (dim ?x119 0)))
 (= ?x122 ?x123)))))))
(assert
 (let ((?x102 (* 2 sym_c)))
 (let ((?x96 (concat 1 in_i3 in_i1)))
 (let ((?x108 (concat 1 in_i1 in_i2)))
 (let ((?x119 (concat 0 ?x108 ?x96)))
 (let ((?x125 (dim ?x119 1)))
 (= ?x125 ?x102)))))))
(assert
 (let ((?x96 (concat 1 in_i3 in_i1)))
 (let ((?x108 (concat 1 in_i1 in_i2)))
 (let ((?x119 (concat 0 ?x108 ?x96)))
 (= (dim ?x119 2) sym_h)))))
(assert
 (let ((?x96 (concat 1 in_i3 in_i1)))
 (let ((?x108 (concat 1 in_i1 in_i2)))
 (let ((?x119 (concat 0 ?x108 ?x96)))
 (= (dim ?x119 3) sym_w)))))
(assert
 (let ((?x102 (* 2 sym_c)))
 (>= ?x102 0)))
(assert
 (let ((?x123 (* 2 sym_n)))
 (>= ?x123 0)))
(assert
 (= (rank (concat 0 in_i1 in_i3)) 4))
(assert
 (let ((?x123 (* 2 sym_n)))
 (let ((?x133 (concat 0 in_i1 in_i3)))
 (let ((?x136 (dim ?x133 0)))
 (= ?x136 ?x123)))))
(assert
 (= (dim (concat 0 in_i1 in_i3) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i3) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i3) 3) sym_w))
(assert
 (= (rank (concat 0 in_i2 in_i1)) 4))
(assert
 (let ((?x123 (* 2 sym_n)))
 (let ((?x144 (concat 0 in_i2 in_i1)))
 (let ((?x147 (dim ?x144 0)))
 (= ?x147 ?x123)))))
(assert
 (= (dim (concat 0 in_i2 in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 in_i2 in_i1) 3) sym_w))
(assert
 (let ((?x144 (concat 0 in_i2 in_i1)))
 (let ((?x133 (concat 0 in_i1 in_i3)))
 (let ((?x155 (concat 1 ?x133 ?x144)))
 (= (rank ?x155) 4)))))
(assert
 (let ((?x123 (* 2 sym_n)))
 (let ((?x144 (concat 0 in_i2 in_i1)))
 (let ((?x133 (concat 0 in_i1 in_i3)))
 (let ((?x155 (concat 1 ?x133 ?x144)))
 (let ((?x158 (dim ?x155 0)))
 (= ?x158 ?x123)))))))
(assert
 (let ((?x102 (* 2 sym_c)))
 (let ((?x144 (concat 0 in_i2 in_i1)))
 (let ((?x133 (concat 0 in_i1 in_i3)))
 (let ((?x155 (concat 1 ?x133 ?x144)))
 (let ((?x160 (dim ?x155 1)))
 (= ?x160 ?x102)))))))
(assert
 (let ((?x144 (concat 0 in_i2 in_i1)))
 (let ((?x133 (concat 0 in_i1 in_i3)))
 (let ((?x155 (concat 1 ?x133 ?x144)))
 (= (dim ?x155 2) sym_h)))))
(assert
 (let ((?x144 (concat 0 in_i2 in_i1)))
 (let ((?x133 (concat 0 in_i1 in_i3)))
 (let ((?x155 (concat 1 ?x133 ?x144)))
 (= (dim ?x155 3) sym_w)))))
(assert
 (let ((?x144 (concat 0 in_i2 in_i1)))
(let ((?x133 (concat 0 in_i1 in_i3)))
(let ((?x155 (concat 1 ?x133 ?x144)))
(let ((?x96 (concat 1 in_i3 in_i1)))
(let ((?x108 (concat 1 in_i1 in_i2)))
(let ((?x119 (concat 0 ?x108 ?x96)))
(and (distinct ?x119 ?x155) true))))))))
(check-sat)
