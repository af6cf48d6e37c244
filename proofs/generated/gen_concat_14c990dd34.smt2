; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 48536
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
 (forall ((A T) (B T) (C T) (D T) (ax0 Int) (ax1 Int) )(! (let ((?x21 (concat ax0 (concat ax1 A C) (concat ax1 B D))))
 (let ((?x18 (concat ax1 (concat ax0 A B) (concat ax0 C D))))
 (let (($x22 (= ?x18 ?x21)))
 (=> (and (and (distinct ax0 ax1) true) (= (dim A ax0) (dim C ax0))) $x22)))) :pattern ( (concat ax1 (concat ax0 A B) (concat ax0 C D)) ) :pattern ( (concat ax0 (concat ax1 A C) (concat ax1 B D)) ) :qid concat_swap))
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
 (let ((?x95 (+ sym_c2 sym_c3)))
 (let ((?x89 (concat 1 in_x1 in_x2)))
 (let ((?x94 (dim ?x89 1)))
 (= ?x94 ?x95)))))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x95 (+ sym_c2 sym_c3)))
 (let ((?x97 (concat 1 in_w1 in_w2)))
 (let ((?x102 (dim ?x97 1)))
 (= ?x102 ?x95)))))
(assert
 (let ((?x97 (concat 1 in_w1 in_w2)))
 (let ((?x89 (concat 1 in_x1 in_x2)))
 (let ((?x104 (concat 0 ?x89 ?x97)))
 (= (rank ?x104) 2)))))
(assert
 (let ((?x108 (+ sym_n sym_c)))
 (let ((?x97 (concat 1 in_w1 in_w2)))
 (let ((?x89 (concat 1 in_x1 in_x2)))
 (let ((?x104 (concat 0 ?x89 ?x97)))
 (let ((?x107 (dim ?x104 0)))
 (= ?x107 ?x108)))))))
(assert
 (let ((?x95 (+ sym_c2 sym_c3)))
 (let ((?x97 (concat 1 in_w1 in_w2)))
 (let ((?x89 (concat 1 in_x1 in_x2)))
 (let ((?x104 (concat 0 ?x89 ?x97)))
 (let ((?x110 (dim ?x104 1)))
 (= ?x110 ?x95)))))))
(assert
 (let ((?x95 (+ sym_c2 sym_c3)))
 (>= ?x95 0)))
(assert
 (let ((?x108 (+ sym_n sym_c)))
 (>= ?x108 0)))
(assert
 (= (rank (concat 0 in_x1 in_w1)) 2))
(assert
 (let ((?x108 (+ sym_n sym_c)))
 (let ((?x114 (concat 0 in_x1 in_w1)))
 (let ((?x117 (dim ?x114 0)))
 (= ?x117 ?x108)))))
(assert
 (= (dim (concat 0 in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 0 in_x2 in_w2)) 2))
(assert
 (let ((?x108 (+ sym_n sym_c)))
 (let ((?x121 (concat 0 in_x2 in_w2)))
 (let ((?x124 (dim ?x121 0)))
 (= ?x124 ?x108)))))
(assert
 (= (dim (concat 0 in_x2 in_w2) 1) sym_c3))
(assert
 (let ((?x121 (concat 0 in_x2 in_w2)))
 (let ((?x114 (concat 0 in_x1 in_w1)))
 (let ((?x128 (concat 1 ?x114 ?x121)))
 (= (rank ?x128) 2)))))
(assert
 (let ((?x108 (+ sym_n sym_c)))
 (let ((?x121 (concat 0 in_x2 in_w2)))
 (let ((?x114 (concat 0 in_x1 in_w1)))
 (let ((?x128 (concat 1 ?x114 ?x121)))
 (let ((?x131 (dim ?x128 0)))
 (= ?x131 ?x108)))))))
(assert
 (let ((?x95 (+ sym_c2 sym_c3)))
 (let ((?x121 (concat 0 in_x2 in_w2)))
 (let ((?x114 (concat 0 in_x1 in_w1)))
 (let ((?x128 (concat 1 ?x114 ?x121)))
 (let ((?x133 (dim ?x128 1)))
 (= ?x133 ?x95)))))))
(assert
 (let ((?x121 (concat 0 in_x2 in_w2)))
(let ((?x114 (concat 0 in_x1 in_w1)))
(let ((?x128 (concat 1 ?x114 ?x121)))
(let ((?x97 (concat 1 in_w1 in_w2)))
(let ((?x89 (concat 1 in_x1 in_x2)))
(let ((?x104 (concat 0 ?x89 ?x97)))
(and (distinct ?x104 ?x128) true))))))))
(check-sat)
