; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 4079
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
 (let ((?x108 (+ sym_c2 sym_c3)))
 (let ((?x102 (concat 1 in_x1 in_x2)))
 (let ((?x107 (dim ?x102 1)))
 (= ?x107 ?x108)))))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x108 (+ sym_c2 sym_c3)))
 (let ((?x110 (concat 1 in_w1 in_w2)))
 (let ((?x115 (dim ?x110 1)))
 (= ?x115 ?x108)))))
(assert
 (let ((?x110 (concat 1 in_w1 in_w2)))
 (let ((?x102 (concat 1 in_x1 in_x2)))
 (let ((?x117 (concat 0 ?x102 ?x110)))
 (= (rank ?x117) 2)))))
(assert
 (let ((?x121 (+ sym_n sym_c)))
 (let ((?x110 (concat 1 in_w1 in_w2)))
 (let ((?x102 (concat 1 in_x1 in_x2)))
 (let ((?x117 (concat 0 ?x102 ?x110)))
 (let ((?x120 (dim ?x117 0)))
 (= ?x120 ?x121)))))))
(assert
 (let ((?x108 (+ sym_c2 sym_c3)))
 (let ((?x110 (concat 1 in_w1 in_w2)))
 (let ((?x102 (concat 1 in_x1 in_x2)))
 (let ((?x117 (concat 0 ?x102 ?x110)))
 (let ((?x123 (dim ?x117 1)))
 (= ?x123 ?x108)))))))
(assert
 (let ((?x108 (+ sym_c2 sym_c3)))
 (>= ?x108 0)))
(assert
 (let ((?x121 (+ sym_n sym_c)))
 (>= ?x121 0)))
(assert
 (= (rank (concat 0 in_x1 in_w1)) 2))
(assert
 (let ((?x121 (+ sym_n sym_c)))
 (let ((?x127 (concat 0 in_x1 in_w1)))
 (let ((?x130 (dim ?x127 0)))
 (= ?x130 ?x121)))))
(assert
 (= (dim (concat 0 in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 0 in_x2 in_w2)) 2))
(assert
 (let ((?x121 (+ sym_n sym_c)))
 (let ((?x134 (concat 0 in_x2 in_w2)))
 (let ((?x137 (dim ?x134 0)))
 (= ?x137 ?x121)))))
(assert
 (= (dim (concat 0 in_x2 in_w2) 1) sym_c3))
(assert
 (let ((?x134 (concat 0 in_x2 in_w2)))
 (let ((?x127 (concat 0 in_x1 in_w1)))
 (let ((?x141 (concat 1 ?x127 ?x134)))
 (= (rank ?x141) 2)))))
(assert
 (let ((?x121 (+ sym_n sym_c)))
 (let ((?x134 (concat 0 in_x2 in_w2)))
 (let ((?x127 (concat 0 in_x1 in_w1)))
 (let ((?x141 (concat 1 ?x127 ?x134)))
 (let ((?x144 (dim ?x141 0)))
 (= ?x144 ?x121)))))))
(assert
 (let ((?x108 (+ sym_c2 sym_c3)))
 (let ((?x134 (concat 0 in_x2 in_w2)))
 (let ((?x127 (concat 0 in_x1 in_w1)))
 (let ((?x141 (concat 1 ?x127 ?x134)))
 (let ((?x146 (dim ?x141 1)))
 (= ?x146 ?x108)))))))
(assert
 (let ((?x134 (concat 0 in_x2 in_w2)))
(let ((?x127 (concat 0 in_x1 in_w1)))
(let ((?x141 (concat 1 ?x127 ?x134)))
(let ((?x110 (concat 1 in_w1 in_w2)))
(let ((?x102 (concat 1 in_x1 in_x2)))
(let ((?x117 (concat 0 ?x102 ?x110)))
(and (distinct ?x117 ?x141) true))))))))
(check-sat)
