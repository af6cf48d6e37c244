; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 4558
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_i3 () T)
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
 (= (rank (concat 1 in_i3 in_i1)) 4))
(assert
 (= (dim (concat 1 in_i3 in_i1) 0) sym_n))
(assert
 (let ((?x115 (* 2 sym_c)))
 (let ((?x109 (concat 1 in_i3 in_i1)))
 (let ((?x114 (dim ?x109 1)))
 (= ?x114 ?x115)))))
(assert
 (= (dim (concat 1 in_i3 in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 in_i3 in_i1) 3) sym_w))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x115 (* 2 sym_c)))
 (let ((?x121 (concat 1 in_i1 in_i2)))
 (let ((?x126 (dim ?x121 1)))
 (= ?x126 ?x115)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x109 (concat 1 in_i3 in_i1)))
 (let ((?x121 (concat 1 in_i1 in_i2)))
 (let ((?x132 (concat 0 ?x121 ?x109)))
 (= (rank ?x132) 4)))))
(assert
 (let ((?x136 (* 2 sym_n)))
 (let ((?x109 (concat 1 in_i3 in_i1)))
 (let ((?x121 (concat 1 in_i1 in_i2)))
 (let ((?x132 (concat 0 ?x121 ?x109)))
 (let ((?x135 (dim ?x132 0)))
 (= ?x135 ?x136)))))))
(assert
 (let ((?x115 (* 2 sym_c)))
 (let ((?x109 (concat 1 in_i3 in_i1)))
 (let ((?x121 (concat 1 in_i1 in_i2)))
 (let ((?x132 (concat 0 ?x121 ?x109)))
 (let ((?x138 (dim ?x132 1)))
 (= ?x138 ?x115)))))))
(assert
 (let ((?x109 (concat 1 in_i3 in_i1)))
 (let ((?x121 (concat 1 in_i1 in_i2)))
 (let ((?x132 (concat 0 ?x121 ?x109)))
 (= (dim ?x132 2) sym_h)))))
(assert
 (let ((?x109 (concat 1 in_i3 in_i1)))
 (let ((?x121 (concat 1 in_i1 in_i2)))
 (let ((?x132 (concat 0 ?x121 ?x109)))
 (= (dim ?x132 3) sym_w)))))
(assert
 (let ((?x115 (* 2 sym_c)))
 (>= ?x115 0)))
(assert
 (let ((?x136 (* 2 sym_n)))
 (>= ?x136 0)))
(assert
 (= (rank (concat 0 in_i1 in_i3)) 4))
(assert
 (let ((?x136 (* 2 sym_n)))
 (let ((?x146 (concat 0 in_i1 in_i3)))
 (let ((?x149 (dim ?x146 0)))
 (= ?x149 ?x136)))))
(assert
 (= (dim (concat 0 in_i1 in_i3) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i3) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i3) 3) sym_w))
(assert
 (= (rank (concat 0 in_i2 in_i1)) 4))
(assert
 (let ((?x136 (* 2 sym_n)))
 (let ((?x157 (concat 0 in_i2 in_i1)))
 (let ((?x160 (dim ?x157 0)))
 (= ?x160 ?x136)))))
(assert
 (= (dim (concat 0 in_i2 in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 in_i2 in_i1) 3) sym_w))
(assert
 (let ((?x157 (concat 0 in_i2 in_i1)))
 (let ((?x146 (concat 0 in_i1 in_i3)))
 (let ((?x168 (concat 1 ?x146 ?x157)))
 (= (rank ?x168) 4)))))
(assert
 (let ((?x136 (* 2 sym_n)))
 (let ((?x157 (concat 0 in_i2 in_i1)))
 (let ((?x146 (concat 0 in_i1 in_i3)))
 (let ((?x168 (concat 1 ?x146 ?x157)))
 (let ((?x171 (dim ?x168 0)))
 (= ?x171 ?x136)))))))
(assert
 (let ((?x115 (* 2 sym_c)))
 (let ((?x157 (concat 0 in_i2 in_i1)))
 (let ((?x146 (concat 0 in_i1 in_i3)))
 (let ((?x168 (concat 1 ?x146 ?x157)))
 (let ((?x173 (dim ?x168 1)))
 (= ?x173 ?x115)))))))
(assert
 (let ((?x157 (concat 0 in_i2 in_i1)))
 (let ((?x146 (concat 0 in_i1 in_i3)))
 (let ((?x168 (concat 1 ?x146 ?x157)))
 (= (dim ?x168 2) sym_h)))))
(assert
 (let ((?x157 (concat 0 in_i2 in_i1)))
 (let ((?x146 (concat 0 in_i1 in_i3)))
 (let ((?x168 (concat 1 ?x146 ?x157)))
 (= (dim ?x168 3) sym_w)))))
(assert
 (let ((?x157 (concat 0 in_i2 in_i1)))
(let ((?x146 (concat 0 in_i1 in_i3)))
(let ((?x168 (concat 1 ?x146 ?x157)))
(let ((?x109 (concat 1 in_i3 in_i1)))
(let ((?x121 (concat 1 in_i1 in_i2)))
(let ((?x132 (concat 0 ?x121 ?x109)))
(and (distinct ?x132 ?x168) true))))))))
(check-sat)
