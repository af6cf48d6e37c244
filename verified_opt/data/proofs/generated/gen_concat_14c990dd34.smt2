; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 74241
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
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
 (let ((?x96 (+ sym_c2 sym_c3)))
 (let ((?x90 (concat 1 in_x1 in_x2)))
 (let ((?x95 (dim ?x90 1)))
 (= ?x95 ?x96)))))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x96 (+ sym_c2 sym_c3)))
 (let ((?x98 (concat 1 in_w1 in_w2)))
 (let ((?x103 (dim ?x98 1)))
 (= ?x103 ?x96)))))
(assert
 (let ((?x98 (concat 1 in_w1 in_w2)))
 (let ((?x90 (concat 1 in_x1 in_x2)))
 (let ((?x105 (concat 0 ?x90 ?x98)))
 (= (rank ?x105) 2)))))
(assert
 (let ((?x109 (+ sym_n sym_c)))
 (let ((?x98 (concat 1 in_w1 in_w2)))
 (let ((?x90 (concat 1 in_x1 in_x2)))
 (let ((?x105 (concat 0 ?x90 ?x98)))
 (let ((?x108 (dim ?x105 0)))
 (= ?x108 ?x109)))))))
(assert
 (let ((?x96 (+ sym_c2 sym_c3)))
 (let ((?x98 (concat 1 in_w1 in_w2)))
 (let ((?x90 (concat 1 in_x1 in_x2)))
 (let ((?x105 (concat 0 ?x90 ?x98)))
 (let ((?x111 (dim ?x105 1)))
 (= ?x111 ?x96)))))))
(assert
 (let ((?x96 (+ sym_c2 sym_c3)))
 (>= ?x96 0)))
(assert
 (let ((?x109 (+ sym_n sym_c)))
 (>= ?x109 0)))
(assert
 (= (rank (concat 0 in_x1 in_w1)) 2))
(assert
 (let ((?x109 (+ sym_n sym_c)))
 (let ((?x115 (concat 0 in_x1 in_w1)))
 (let ((?x118 (dim ?x115 0)))
 (= ?x118 ?x109)))))
(assert
 (= (dim (concat 0 in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 0 in_x2 in_w2)) 2))
(assert
 (let ((?x109 (+ sym_n sym_c)))
 (let ((?x122 (concat 0 in_x2 in_w2)))
 (let ((?x125 (dim ?x122 0)))
 (= ?x125 ?x109)))))
(assert
 (= (dim (concat 0 in_x2 in_w2) 1) sym_c3))
(assert
 (let ((?x122 (concat 0 in_x2 in_w2)))
 (let ((?x115 (concat 0 in_x1 in_w1)))
 (let ((?x129 (concat 1 ?x115 ?x122)))
 (= (rank ?x129) 2)))))
(assert
 (let ((?x109 (+ sym_n sym_c)))
 (let ((?x122 (concat 0 in_x2 in_w2)))
 (let ((?x115 (concat 0 in_x1 in_w1)))
 (let ((?x129 (concat 1 ?x115 ?x122)))
 (let ((?x132 (dim ?x129 0)))
 (= ?x132 ?x109)))))))
(assert
 (let ((?x96 (+ sym_c2 sym_c3)))
 (let ((?x122 (concat 0 in_x2 in_w2)))
 (let ((?x115 (concat 0 in_x1 in_w1)))
 (let ((?x129 (concat 1 ?x115 ?x122)))
 (let ((?x134 (dim ?x129 1)))
 (= ?x134 ?x96)))))))
(assert
 (let ((?x122 (concat 0 in_x2 in_w2)))
(let ((?x115 (concat 0 in_x1 in_w1)))
(let ((?x129 (concat 1 ?x115 ?x122)))
(let ((?x98 (concat 1 in_w1 in_w2)))
(let ((?x90 (concat 1 in_x1 in_x2)))
(let ((?x105 (concat 0 ?x90 ?x98)))
(and (distinct ?x105 ?x129) true))))))))
(check-sat)
