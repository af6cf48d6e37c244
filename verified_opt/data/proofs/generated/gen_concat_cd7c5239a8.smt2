; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 111475
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
 (let ((?x111 (* 2 sym_c)))
 (let ((?x105 (concat 1 in_i1 in_i2)))
 (let ((?x110 (dim ?x105 1)))
 (= ?x110 ?x111)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_i2 in_i3)) 4))
(assert
 (= (dim (concat 1 in_i2 in_i3) 0) sym_n))
(assert
 (let ((?x111 (* 2 sym_c)))
 (let ((?x117 (concat 1 in_i2 in_i3)))
 (let ((?x122 (dim ?x117 1)))
 (= ?x122 ?x111)))))
(assert
 (= (dim (concat 1 in_i2 in_i3) 2) sym_h))
(assert
 (= (dim (concat 1 in_i2 in_i3) 3) sym_w))
(assert
 (let ((?x117 (concat 1 in_i2 in_i3)))
 (let ((?x105 (concat 1 in_i1 in_i2)))
 (let ((?x128 (concat 0 ?x105 ?x117)))
 (= (rank ?x128) 4)))))
(assert
 (let ((?x132 (* 2 sym_n)))
 (let ((?x117 (concat 1 in_i2 in_i3)))
 (let ((?x105 (concat 1 in_i1 in_i2)))
 (let ((?x128 (concat 0 ?x105 ?x117)))
 (let ((?x131 (dim ?x128 0)))
 (= ?x131 ?x132)))))))
(assert
 (let ((?x111 (* 2 sym_c)))
 (let ((?x117 (concat 1 in_i2 in_i3)))
 (let ((?x105 (concat 1 in_i1 in_i2)))
 (let ((?x128 (concat 0 ?x105 ?x117)))
 (let ((?x134 (dim ?x128 1)))
 (= ?x134 ?x111)))))))
(assert
 (let ((?x117 (concat 1 in_i2 in_i3)))
 (let ((?x105 (concat 1 in_i1 in_i2)))
 (let ((?x128 (concat 0 ?x105 ?x117)))
 (= (dim ?x128 2) sym_h)))))
(assert
 (let ((?x117 (concat 1 in_i2 in_i3)))
 (let ((?x105 (concat 1 in_i1 in_i2)))
 (let ((?x128 (concat 0 ?x105 ?x117)))
 (= (dim ?x128 3) sym_w)))))
(assert
 (let ((?x111 (* 2 sym_c)))
 (>= ?x111 0)))
(assert
 (let ((?x132 (* 2 sym_n)))
 (>= ?x132 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x132 (* 2 sym_n)))
 (let ((?x142 (concat 0 in_i1 in_i2)))
 (let ((?x145 (dim ?x142 0)))
 (= ?x145 ?x132)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 0 in_i2 in_i3)) 4))
(assert
 (let ((?x132 (* 2 sym_n)))
 (let ((?x153 (concat 0 in_i2 in_i3)))
 (let ((?x156 (dim ?x153 0)))
 (= ?x156 ?x132)))))
(assert
 (= (dim (concat 0 in_i2 in_i3) 1) sym_c))
(assert
 (= (dim (concat 0 in_i2 in_i3) 2) sym_h))
(assert
 (= (dim (concat 0 in_i2 in_i3) 3) sym_w))
(assert
 (let ((?x153 (concat 0 in_i2 in_i3)))
 (let ((?x142 (concat 0 in_i1 in_i2)))
 (let ((?x164 (concat 1 ?x142 ?x153)))
 (= (rank ?x164) 4)))))
(assert
 (let ((?x132 (* 2 sym_n)))
 (let ((?x153 (concat 0 in_i2 in_i3)))
 (let ((?x142 (concat 0 in_i1 in_i2)))
 (let ((?x164 (concat 1 ?x142 ?x153)))
 (let ((?x167 (dim ?x164 0)))
 (= ?x167 ?x132)))))))
(assert
 (let ((?x111 (* 2 sym_c)))
 (let ((?x153 (concat 0 in_i2 in_i3)))
 (let ((?x142 (concat 0 in_i1 in_i2)))
 (let ((?x164 (concat 1 ?x142 ?x153)))
 (let ((?x169 (dim ?x164 1)))
 (= ?x169 ?x111)))))))
(assert
 (let ((?x153 (concat 0 in_i2 in_i3)))
 (let ((?x142 (concat 0 in_i1 in_i2)))
 (let ((?x164 (concat 1 ?x142 ?x153)))
 (= (dim ?x164 2) sym_h)))))
(assert
 (let ((?x153 (concat 0 in_i2 in_i3)))
 (let ((?x142 (concat 0 in_i1 in_i2)))
 (let ((?x164 (concat 1 ?x142 ?x153)))
 (= (dim ?x164 3) sym_w)))))
(assert
 (let ((?x153 (concat 0 in_i2 in_i3)))
(let ((?x142 (concat 0 in_i1 in_i2)))
(let ((?x164 (concat 1 ?x142 ?x153)))
(let ((?x117 (concat 1 in_i2 in_i3)))
(let ((?x105 (concat 1 in_i1 in_i2)))
(let ((?x128 (concat 0 ?x105 ?x117)))
(and (distinct ?x128 ?x164) true))))))))
(check-sat)
