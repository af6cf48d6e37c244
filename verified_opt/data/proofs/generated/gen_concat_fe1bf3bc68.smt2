; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 111301
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
 (let ((?x100 (* 2 sym_c)))
 (let ((?x94 (concat 1 in_i1 in_i2)))
 (let ((?x99 (dim ?x94 1)))
 (= ?x99 ?x100)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_i2 in_i1)) 4))
(assert
 (= (dim (concat 1 in_i2 in_i1) 0) sym_n))
(assert
 (let ((?x100 (* 2 sym_c)))
 (let ((?x106 (concat 1 in_i2 in_i1)))
 (let ((?x111 (dim ?x106 1)))
 (= ?x111 ?x100)))))
(assert
 (= (dim (concat 1 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 in_i2 in_i1) 3) sym_w))
(assert
 (let ((?x106 (concat 1 in_i2 in_i1)))
 (let ((?x94 (concat 1 in_i1 in_i2)))
 (let ((?x117 (concat 0 ?x94 ?x106)))
 (= (rank ?x117) 4)))))
(assert
 (let ((?x121 (* 2 sym_n)))
 (let ((?x106 (concat 1 in_i2 in_i1)))
 (let ((?x94 (concat 1 in_i1 in_i2)))
 (let ((?x117 (concat 0 ?x94 ?x106)))
 (let ((?x120 (dim ?x117 0)))
 (= ?x120 ?x121)))))))
(assert
 (let ((?x100 (* 2 sym_c)))
 (let ((?x106 (concat 1 in_i2 in_i1)))
 (let ((?x94 (concat 1 in_i1 in_i2)))
 (let ((?x117 (concat 0 ?x94 ?x106)))
 (let ((?x123 (dim ?x117 1)))
 (= ?x123 ?x100)))))))
(assert
 (let ((?x106 (concat 1 in_i2 in_i1)))
 (let ((?x94 (concat 1 in_i1 in_i2)))
 (let ((?x117 (concat 0 ?x94 ?x106)))
 (= (dim ?x117 2) sym_h)))))
(assert
 (let ((?x106 (concat 1 in_i2 in_i1)))
 (let ((?x94 (concat 1 in_i1 in_i2)))
 (let ((?x117 (concat 0 ?x94 ?x106)))
 (= (dim ?x117 3) sym_w)))))
(assert
 (let ((?x100 (* 2 sym_c)))
 (>= ?x100 0)))
(assert
 (let ((?x121 (* 2 sym_n)))
 (>= ?x121 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x121 (* 2 sym_n)))
 (let ((?x131 (concat 0 in_i1 in_i2)))
 (let ((?x134 (dim ?x131 0)))
 (= ?x134 ?x121)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 0 in_i2 in_i1)) 4))
(assert
 (let ((?x121 (* 2 sym_n)))
 (let ((?x142 (concat 0 in_i2 in_i1)))
 (let ((?x145 (dim ?x142 0)))
 (= ?x145 ?x121)))))
(assert
 (= (dim (concat 0 in_i2 in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 in_i2 in_i1) 3) sym_w))
(assert
 (let ((?x142 (concat 0 in_i2 in_i1)))
 (let ((?x131 (concat 0 in_i1 in_i2)))
 (let ((?x153 (concat 1 ?x131 ?x142)))
 (= (rank ?x153) 4)))))
(assert
 (let ((?x121 (* 2 sym_n)))
 (let ((?x142 (concat 0 in_i2 in_i1)))
 (let ((?x131 (concat 0 in_i1 in_i2)))
 (let ((?x153 (concat 1 ?x131 ?x142)))
 (let ((?x156 (dim ?x153 0)))
 (= ?x156 ?x121)))))))
(assert
 (let ((?x100 (* 2 sym_c)))
 (let ((?x142 (concat 0 in_i2 in_i1)))
 (let ((?x131 (concat 0 in_i1 in_i2)))
 (let ((?x153 (concat 1 ?x131 ?x142)))
 (let ((?x158 (dim ?x153 1)))
 (= ?x158 ?x100)))))))
(assert
 (let ((?x142 (concat 0 in_i2 in_i1)))
 (let ((?x131 (concat 0 in_i1 in_i2)))
 (let ((?x153 (concat 1 ?x131 ?x142)))
 (= (dim ?x153 2) sym_h)))))
(assert
 (let ((?x142 (concat 0 in_i2 in_i1)))
 (let ((?x131 (concat 0 in_i1 in_i2)))
 (let ((?x153 (concat 1 ?x131 ?x142)))
 (= (dim ?x153 3) sym_w)))))
(assert
 (let ((?x142 (concat 0 in_i2 in_i1)))
(let ((?x131 (concat 0 in_i1 in_i2)))
(let ((?x153 (concat 1 ?x131 ?x142)))
(let ((?x106 (concat 1 in_i2 in_i1)))
(let ((?x94 (concat 1 in_i1 in_i2)))
(let ((?x117 (concat 0 ?x94 ?x106)))
(and (distinct ?x117 ?x153) true))))))))
(check-sat)
