; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 74724
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
(declare-fun in_i3 () T)
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
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x103 (* 2 sym_c)))
 (let ((?x97 (concat 1 in_i1 in_i2)))
 (let ((?x102 (dim ?x97 1)))
 (= ?x102 ?x103)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_i2 in_i3)) 4))
(assert
 (= (dim (concat 1 in_i2 in_i3) 0) sym_n))
(assert
 (let ((?x103 (* 2 sym_c)))
 (let ((?x109 (concat 1 in_i2 in_i3)))
 (let ((?x114 (dim ?x109 1)))
 (= ?x114 ?x103)))))
(assert
 (= (dim (concat 1 in_i2 in_i3) 2) sym_h))
(assert
 (= (dim (concat 1 in_i2 in_i3) 3) sym_w))
(assert
 (let ((?x109 (concat 1 in_i2 in_i3)))
 (let ((?x97 (concat 1 in_i1 in_i2)))
 (let ((?x120 (concat 0 ?x97 ?x109)))
 (= (rank ?x120) 4)))))
(assert
 (let ((?x124 (* 2 sym_n)))
 (let ((?x109 (concat 1 in_i2 in_i3)))
 (let ((?x97 (concat 1 in_i1 in_i2)))
 (let ((?x120 (concat 0 ?x97 ?x109)))
 (let ((?x123 (dim ?x120 0)))
 (= ?x123 ?x124)))))))
(assert
 (let ((?x103 (* 2 sym_c)))
 (let ((?x109 (concat 1 in_i2 in_i3)))
 (let ((?x97 (concat 1 in_i1 in_i2)))
 (let ((?x120 (concat 0 ?x97 ?x109)))
 (let ((?x126 (dim ?x120 1)))
 (= ?x126 ?x103)))))))
(assert
 (let ((?x109 (concat 1 in_i2 in_i3)))
 (let ((?x97 (concat 1 in_i1 in_i2)))
 (let ((?x120 (concat 0 ?x97 ?x109)))
 (= (dim ?x120 2) sym_h)))))
(assert
 (let ((?x109 (concat 1 in_i2 in_i3)))
 (let ((?x97 (concat 1 in_i1 in_i2)))
 (let ((?x120 (concat 0 ?x97 ?x109)))
 (= (dim ?x120 3) sym_w)))))
(assert
 (let ((?x103 (* 2 sym_c)))
 (>= ?x103 0)))
(assert
 (let ((?x124 (* 2 sym_n)))
 (>= ?x124 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x124 (* 2 sym_n)))
 (let ((?x134 (concat 0 in_i1 in_i2)))
 (let ((?x137 (dim ?x134 0)))
 (= ?x137 ?x124)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 0 in_i2 in_i3)) 4))
(assert
 (let ((?x124 (* 2 sym_n)))
 (let ((?x145 (concat 0 in_i2 in_i3)))
 (let ((?x148 (dim ?x145 0)))
 (= ?x148 ?x124)))))
(assert
 (= (dim (concat 0 in_i2 in_i3) 1) sym_c))
(assert
 (= (dim (concat 0 in_i2 in_i3) 2) sym_h))
(assert
 (= (dim (concat 0 in_i2 in_i3) 3) sym_w))
(assert
 (let ((?x145 (concat 0 in_i2 in_i3)))
 (let ((?x134 (concat 0 in_i1 in_i2)))
 (let ((?x156 (concat 1 ?x134 ?x145)))
 (= (rank ?x156) 4)))))
(assert
 (let ((?x124 (* 2 sym_n)))
 (let ((?x145 (concat 0 in_i2 in_i3)))
 (let ((?x134 (concat 0 in_i1 in_i2)))
 (let ((?x156 (concat 1 ?x134 ?x145)))
 (let ((?x159 (dim ?x156 0)))
 (= ?x159 ?x124)))))))
(assert
 (let ((?x103 (* 2 sym_c)))
 (let ((?x145 (concat 0 in_i2 in_i3)))
 (let ((?x134 (concat 0 in_i1 in_i2)))
 (let ((?x156 (concat 1 ?x134 ?x145)))
 (let ((?x161 (dim ?x156 1)))
 (= ?x161 ?x103)))))))
(assert
 (let ((?x145 (concat 0 in_i2 in_i3)))
 (let ((?x134 (concat 0 in_i1 in_i2)))
 (let ((?x156 (concat 1 ?x134 ?x145)))
 (= (dim ?x156 2) sym_h)))))
(assert
 (let ((?x145 (concat 0 in_i2 in_i3)))
 (let ((?x134 (concat 0 in_i1 in_i2)))
 (let ((?x156 (concat 1 ?x134 ?x145)))
 (= (dim ?x156 3) sym_w)))))
(assert
 (let ((?x145 (concat 0 in_i2 in_i3)))
(let ((?x134 (concat 0 in_i1 in_i2)))
(let ((?x156 (concat 1 ?x134 ?x145)))
(let ((?x109 (concat 1 in_i2 in_i3)))
(let ((?x97 (concat 1 in_i1 in_i2)))
(let ((?x120 (concat 0 ?x97 ?x109)))
(and (distinct ?x120 ?x156) true))))))))
(check-sat)
