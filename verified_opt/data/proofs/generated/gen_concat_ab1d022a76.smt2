; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 3913
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
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
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x97 (* 2 sym_c)))
 (let ((?x91 (concat 1 in_x1 in_x2)))
 (let ((?x96 (dim ?x91 1)))
 (= ?x96 ?x97)))))
(assert
 (= (rank (concat 1 in_x2 in_x3)) 2))
(assert
 (= (dim (concat 1 in_x2 in_x3) 0) sym_n))
(assert
 (let ((?x97 (* 2 sym_c)))
 (let ((?x99 (concat 1 in_x2 in_x3)))
 (let ((?x104 (dim ?x99 1)))
 (= ?x104 ?x97)))))
(assert
 (let ((?x99 (concat 1 in_x2 in_x3)))
 (let ((?x91 (concat 1 in_x1 in_x2)))
 (let ((?x106 (concat 0 ?x91 ?x99)))
 (= (rank ?x106) 2)))))
(assert
 (let ((?x110 (* 2 sym_n)))
 (let ((?x99 (concat 1 in_x2 in_x3)))
 (let ((?x91 (concat 1 in_x1 in_x2)))
 (let ((?x106 (concat 0 ?x91 ?x99)))
 (let ((?x109 (dim ?x106 0)))
 (= ?x109 ?x110)))))))
(assert
 (let ((?x97 (* 2 sym_c)))
 (let ((?x99 (concat 1 in_x2 in_x3)))
 (let ((?x91 (concat 1 in_x1 in_x2)))
 (let ((?x106 (concat 0 ?x91 ?x99)))
 (let ((?x112 (dim ?x106 1)))
 (= ?x112 ?x97)))))))
(assert
 (let ((?x97 (* 2 sym_c)))
 (>= ?x97 0)))
(assert
 (let ((?x110 (* 2 sym_n)))
 (>= ?x110 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x110 (* 2 sym_n)))
 (let ((?x116 (concat 0 in_x1 in_x2)))
 (let ((?x119 (dim ?x116 0)))
 (= ?x119 ?x110)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 in_x3)) 2))
(assert
 (let ((?x110 (* 2 sym_n)))
 (let ((?x123 (concat 0 in_x2 in_x3)))
 (let ((?x126 (dim ?x123 0)))
 (= ?x126 ?x110)))))
(assert
 (= (dim (concat 0 in_x2 in_x3) 1) sym_c))
(assert
 (let ((?x123 (concat 0 in_x2 in_x3)))
 (let ((?x116 (concat 0 in_x1 in_x2)))
 (let ((?x130 (concat 1 ?x116 ?x123)))
 (= (rank ?x130) 2)))))
(assert
 (let ((?x110 (* 2 sym_n)))
 (let ((?x123 (concat 0 in_x2 in_x3)))
 (let ((?x116 (concat 0 in_x1 in_x2)))
 (let ((?x130 (concat 1 ?x116 ?x123)))
 (let ((?x133 (dim ?x130 0)))
 (= ?x133 ?x110)))))))
(assert
 (let ((?x97 (* 2 sym_c)))
 (let ((?x123 (concat 0 in_x2 in_x3)))
 (let ((?x116 (concat 0 in_x1 in_x2)))
 (let ((?x130 (concat 1 ?x116 ?x123)))
 (let ((?x135 (dim ?x130 1)))
 (= ?x135 ?x97)))))))
(assert
 (let ((?x123 (concat 0 in_x2 in_x3)))
(let ((?x116 (concat 0 in_x1 in_x2)))
(let ((?x130 (concat 1 ?x116 ?x123)))
(let ((?x99 (concat 1 in_x2 in_x3)))
(let ((?x91 (concat 1 in_x1 in_x2)))
(let ((?x106 (concat 0 ?x91 ?x99)))
(and (distinct ?x106 ?x130) true))))))))
(check-sat)
