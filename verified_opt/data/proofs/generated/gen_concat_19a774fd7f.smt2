; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 4488
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
 (forall ((A T) (B T) (C T) (D T) (ax0 Int) (ax1 Int) )(! (let ((?x34 (concat ax0 (concat ax1 A C) (concat ax1 B D))))
 (let ((?x31 (concat ax1 (concat ax0 A B) (concat ax0 C D))))
 (let (($x35 (= ?x31 ?x34)))
 (let (($x27 (>= (rank D) 2)))
 (let (($x16 (>= ax0 0)))
 (let (($x24 (>= (rank C) 2)))
 (let (($x22 (>= (rank B) 2)))
 (let (($x19 (>= (rank A) 2)))
 (let (($x14 (>= ax1 1)))
 (let (($x12 (= (dim A ax0) (dim C ax0))))
 (let (($x28 (and (and (distinct ax0 ax1) true) $x12 $x14 $x16 $x19 $x16 $x22 $x16 $x24 $x16 $x27)))
 (=> $x28 $x35)))))))))))) :pattern ( (concat ax1 (concat ax0 A B) (concat ax0 C D)) ) :pattern ( (concat ax0 (concat ax1 A C) (concat ax1 B D)) ) :qid concat_swap))
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
 (let ((?x112 (* 2 sym_c)))
 (let ((?x106 (concat 1 in_i3 in_i1)))
 (let ((?x111 (dim ?x106 1)))
 (= ?x111 ?x112)))))
(assert
 (= (dim (concat 1 in_i3 in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 in_i3 in_i1) 3) sym_w))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x112 (* 2 sym_c)))
 (let ((?x118 (concat 1 in_i1 in_i2)))
 (let ((?x123 (dim ?x118 1)))
 (= ?x123 ?x112)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x106 (concat 1 in_i3 in_i1)))
 (let ((?x118 (concat 1 in_i1 in_i2)))
 (let ((?x129 (concat 0 ?x118 ?x106)))
 (= (rank ?x129) 4)))))
(assert
 (let ((?x133 (* 2 sym_n)))
 (let ((?x106 (concat 1 in_i3 in_i1)))
 (let ((?x118 (concat 1 in_i1 in_i2)))
 (let ((?x129 (concat 0 ?x118 ?x106)))
 (let ((?x132 (dim ?x129 0)))
 (= ?x132 ?x133)))))))
(assert
 (let ((?x112 (* 2 sym_c)))
 (let ((?x106 (concat 1 in_i3 in_i1)))
 (let ((?x118 (concat 1 in_i1 in_i2)))
 (let ((?x129 (concat 0 ?x118 ?x106)))
 (let ((?x135 (dim ?x129 1)))
 (= ?x135 ?x112)))))))
(assert
 (let ((?x106 (concat 1 in_i3 in_i1)))
 (let ((?x118 (concat 1 in_i1 in_i2)))
 (let ((?x129 (concat 0 ?x118 ?x106)))
 (= (dim ?x129 2) sym_h)))))
(assert
 (let ((?x106 (concat 1 in_i3 in_i1)))
 (let ((?x118 (concat 1 in_i1 in_i2)))
 (let ((?x129 (concat 0 ?x118 ?x106)))
 (= (dim ?x129 3) sym_w)))))
(assert
 (let ((?x112 (* 2 sym_c)))
 (>= ?x112 0)))
(assert
 (let ((?x133 (* 2 sym_n)))
 (>= ?x133 0)))
(assert
 (= (rank (concat 0 in_i1 in_i3)) 4))
(assert
 (let ((?x133 (* 2 sym_n)))
 (let ((?x143 (concat 0 in_i1 in_i3)))
 (let ((?x146 (dim ?x143 0)))
 (= ?x146 ?x133)))))
(assert
 (= (dim (concat 0 in_i1 in_i3) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i3) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i3) 3) sym_w))
(assert
 (= (rank (concat 0 in_i2 in_i1)) 4))
(assert
 (let ((?x133 (* 2 sym_n)))
 (let ((?x154 (concat 0 in_i2 in_i1)))
 (let ((?x157 (dim ?x154 0)))
 (= ?x157 ?x133)))))
(assert
 (= (dim (concat 0 in_i2 in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 in_i2 in_i1) 3) sym_w))
(assert
 (let ((?x154 (concat 0 in_i2 in_i1)))
 (let ((?x143 (concat 0 in_i1 in_i3)))
 (let ((?x165 (concat 1 ?x143 ?x154)))
 (= (rank ?x165) 4)))))
(assert
 (let ((?x133 (* 2 sym_n)))
 (let ((?x154 (concat 0 in_i2 in_i1)))
 (let ((?x143 (concat 0 in_i1 in_i3)))
 (let ((?x165 (concat 1 ?x143 ?x154)))
 (let ((?x168 (dim ?x165 0)))
 (= ?x168 ?x133)))))))
(assert
 (let ((?x112 (* 2 sym_c)))
 (let ((?x154 (concat 0 in_i2 in_i1)))
 (let ((?x143 (concat 0 in_i1 in_i3)))
 (let ((?x165 (concat 1 ?x143 ?x154)))
 (let ((?x170 (dim ?x165 1)))
 (= ?x170 ?x112)))))))
(assert
 (let ((?x154 (concat 0 in_i2 in_i1)))
 (let ((?x143 (concat 0 in_i1 in_i3)))
 (let ((?x165 (concat 1 ?x143 ?x154)))
 (= (dim ?x165 2) sym_h)))))
(assert
 (let ((?x154 (concat 0 in_i2 in_i1)))
 (let ((?x143 (concat 0 in_i1 in_i3)))
 (let ((?x165 (concat 1 ?x143 ?x154)))
 (= (dim ?x165 3) sym_w)))))
(assert
 (let ((?x154 (concat 0 in_i2 in_i1)))
(let ((?x143 (concat 0 in_i1 in_i3)))
(let ((?x165 (concat 1 ?x143 ?x154)))
(let ((?x106 (concat 1 in_i3 in_i1)))
(let ((?x118 (concat 1 in_i1 in_i2)))
(let ((?x129 (concat 0 ?x118 ?x106)))
(and (distinct ?x129 ?x165) true))))))))
(check-sat)
