; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 74086
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
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
 (= (rank (concat 1 in_x3 in_x1)) 2))
(assert
 (= (dim (concat 1 in_x3 in_x1) 0) sym_n))
(assert
 (let ((?x85 (* 2 sym_c)))
 (let ((?x79 (concat 1 in_x3 in_x1)))
 (let ((?x84 (dim ?x79 1)))
 (= ?x84 ?x85)))))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x85 (* 2 sym_c)))
 (let ((?x87 (concat 1 in_x1 in_x2)))
 (let ((?x92 (dim ?x87 1)))
 (= ?x92 ?x85)))))
(assert
 (let ((?x79 (concat 1 in_x3 in_x1)))
 (let ((?x87 (concat 1 in_x1 in_x2)))
 (let ((?x94 (concat 0 ?x87 ?x79)))
 (= (rank ?x94) 2)))))
(assert
 (let ((?x98 (* 2 sym_n)))
 (let ((?x79 (concat 1 in_x3 in_x1)))
 (let ((?x87 (concat 1 in_x1 in_x2)))
 (let ((?x94 (concat 0 ?x87 ?x79)))
 (let ((?x97 (dim ?x94 0)))
 (= ?x97 ?x98)))))))
(assert
 (let ((?x85 (* 2 sym_c)))
 (let ((?x79 (concat 1 in_x3 in_x1)))
 (let ((?x87 (concat 1 in_x1 in_x2)))
 (let ((?x94 (concat 0 ?x87 ?x79)))
 (let ((?x100 (dim ?x94 1)))
 (= ?x100 ?x85)))))))
(assert
 (let ((?x85 (* 2 sym_c)))
 (>= ?x85 0)))
(assert
 (let ((?x98 (* 2 sym_n)))
 (>= ?x98 0)))
(assert
 (= (rank (concat 0 in_x1 in_x3)) 2))
(assert
 (let ((?x98 (* 2 sym_n)))
 (let ((?x104 (concat 0 in_x1 in_x3)))
 (let ((?x107 (dim ?x104 0)))
 (= ?x107 ?x98)))))
(assert
 (= (dim (concat 0 in_x1 in_x3) 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 in_x1)) 2))
(assert
 (let ((?x98 (* 2 sym_n)))
 (let ((?x111 (concat 0 in_x2 in_x1)))
 (let ((?x114 (dim ?x111 0)))
 (= ?x114 ?x98)))))
(assert
 (= (dim (concat 0 in_x2 in_x1) 1) sym_c))
(assert
 (let ((?x111 (concat 0 in_x2 in_x1)))
 (let ((?x104 (concat 0 in_x1 in_x3)))
 (let ((?x118 (concat 1 ?x104 ?x111)))
 (= (rank ?x118) 2)))))
(assert
 (let ((?x98 (* 2 sym_n)))
 (let ((?x111 (concat 0 in_x2 in_x1)))
 (let ((?x104 (concat 0 in_x1 in_x3)))
 (let ((?x118 (concat 1 ?x104 ?x111)))
 (let ((?x121 (dim ?x118 0)))
 (= ?x121 ?x98)))))))
(assert
 (let ((?x85 (* 2 sym_c)))
 (let ((?x111 (concat 0 in_x2 in_x1)))
 (let ((?x104 (concat 0 in_x1 in_x3)))
 (let ((?x118 (concat 1 ?x104 ?x111)))
 (let ((?x123 (dim ?x118 1)))
 (= ?x123 ?x85)))))))
(assert
 (let ((?x111 (concat 0 in_x2 in_x1)))
(let ((?x104 (concat 0 in_x1 in_x3)))
(let ((?x118 (concat 1 ?x104 ?x111)))
(let ((?x79 (concat 1 in_x3 in_x1)))
(let ((?x87 (concat 1 in_x1 in_x2)))
(let ((?x94 (concat 0 ?x87 ?x79)))
(and (distinct ?x94 ?x118) true))))))))
(check-sat)
