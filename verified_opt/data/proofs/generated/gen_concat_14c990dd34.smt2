; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 4009
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
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
 (let ((?x105 (+ sym_c2 sym_c3)))
 (let ((?x99 (concat 1 in_x1 in_x2)))
 (let ((?x104 (dim ?x99 1)))
 (= ?x104 ?x105)))))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x105 (+ sym_c2 sym_c3)))
 (let ((?x107 (concat 1 in_w1 in_w2)))
 (let ((?x112 (dim ?x107 1)))
 (= ?x112 ?x105)))))
(assert
 (let ((?x107 (concat 1 in_w1 in_w2)))
 (let ((?x99 (concat 1 in_x1 in_x2)))
 (let ((?x114 (concat 0 ?x99 ?x107)))
 (= (rank ?x114) 2)))))
(assert
 (let ((?x118 (+ sym_n sym_c)))
 (let ((?x107 (concat 1 in_w1 in_w2)))
 (let ((?x99 (concat 1 in_x1 in_x2)))
 (let ((?x114 (concat 0 ?x99 ?x107)))
 (let ((?x117 (dim ?x114 0)))
 (= ?x117 ?x118)))))))
(assert
 (let ((?x105 (+ sym_c2 sym_c3)))
 (let ((?x107 (concat 1 in_w1 in_w2)))
 (let ((?x99 (concat 1 in_x1 in_x2)))
 (let ((?x114 (concat 0 ?x99 ?x107)))
 (let ((?x120 (dim ?x114 1)))
 (= ?x120 ?x105)))))))
(assert
 (let ((?x105 (+ sym_c2 sym_c3)))
 (>= ?x105 0)))
(assert
 (let ((?x118 (+ sym_n sym_c)))
 (>= ?x118 0)))
(assert
 (= (rank (concat 0 in_x1 in_w1)) 2))
(assert
 (let ((?x118 (+ sym_n sym_c)))
 (let ((?x124 (concat 0 in_x1 in_w1)))
 (let ((?x127 (dim ?x124 0)))
 (= ?x127 ?x118)))))
(assert
 (= (dim (concat 0 in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 0 in_x2 in_w2)) 2))
(assert
 (let ((?x118 (+ sym_n sym_c)))
 (let ((?x131 (concat 0 in_x2 in_w2)))
 (let ((?x134 (dim ?x131 0)))
 (= ?x134 ?x118)))))
(assert
 (= (dim (concat 0 in_x2 in_w2) 1) sym_c3))
(assert
 (let ((?x131 (concat 0 in_x2 in_w2)))
 (let ((?x124 (concat 0 in_x1 in_w1)))
 (let ((?x138 (concat 1 ?x124 ?x131)))
 (= (rank ?x138) 2)))))
(assert
 (let ((?x118 (+ sym_n sym_c)))
 (let ((?x131 (concat 0 in_x2 in_w2)))
 (let ((?x124 (concat 0 in_x1 in_w1)))
 (let ((?x138 (concat 1 ?x124 ?x131)))
 (let ((?x141 (dim ?x138 0)))
 (= ?x141 ?x118)))))))
(assert
 (let ((?x105 (+ sym_c2 sym_c3)))
 (let ((?x131 (concat 0 in_x2 in_w2)))
 (let ((?x124 (concat 0 in_x1 in_w1)))
 (let ((?x138 (concat 1 ?x124 ?x131)))
 (let ((?x143 (dim ?x138 1)))
 (= ?x143 ?x105)))))))
(assert
 (let ((?x131 (concat 0 in_x2 in_w2)))
(let ((?x124 (concat 0 in_x1 in_w1)))
(let ((?x138 (concat 1 ?x124 ?x131)))
(let ((?x107 (concat 1 in_w1 in_w2)))
(let ((?x99 (concat 1 in_x1 in_x2)))
(let ((?x114 (concat 0 ?x99 ?x107)))
(and (distinct ?x114 ?x138) true))))))))
(check-sat)
