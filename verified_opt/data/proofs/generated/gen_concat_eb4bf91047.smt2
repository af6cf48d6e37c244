; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 3804
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
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x90 (* 2 sym_c)))
 (let ((?x84 (concat 1 in_x1 in_x2)))
 (let ((?x89 (dim ?x84 1)))
 (= ?x89 ?x90)))))
(assert
 (= (rank (concat 1 in_x2 in_x1)) 2))
(assert
 (= (dim (concat 1 in_x2 in_x1) 0) sym_n))
(assert
 (let ((?x90 (* 2 sym_c)))
 (let ((?x92 (concat 1 in_x2 in_x1)))
 (let ((?x97 (dim ?x92 1)))
 (= ?x97 ?x90)))))
(assert
 (let ((?x92 (concat 1 in_x2 in_x1)))
 (let ((?x84 (concat 1 in_x1 in_x2)))
 (let ((?x99 (concat 0 ?x84 ?x92)))
 (= (rank ?x99) 2)))))
(assert
 (let ((?x103 (* 2 sym_n)))
 (let ((?x92 (concat 1 in_x2 in_x1)))
 (let ((?x84 (concat 1 in_x1 in_x2)))
 (let ((?x99 (concat 0 ?x84 ?x92)))
 (let ((?x102 (dim ?x99 0)))
 (= ?x102 ?x103)))))))
(assert
 (let ((?x90 (* 2 sym_c)))
 (let ((?x92 (concat 1 in_x2 in_x1)))
 (let ((?x84 (concat 1 in_x1 in_x2)))
 (let ((?x99 (concat 0 ?x84 ?x92)))
 (let ((?x105 (dim ?x99 1)))
 (= ?x105 ?x90)))))))
(assert
 (let ((?x90 (* 2 sym_c)))
 (>= ?x90 0)))
(assert
 (let ((?x103 (* 2 sym_n)))
 (>= ?x103 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x103 (* 2 sym_n)))
 (let ((?x109 (concat 0 in_x1 in_x2)))
 (let ((?x112 (dim ?x109 0)))
 (= ?x112 ?x103)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 in_x1)) 2))
(assert
 (let ((?x103 (* 2 sym_n)))
 (let ((?x116 (concat 0 in_x2 in_x1)))
 (let ((?x119 (dim ?x116 0)))
 (= ?x119 ?x103)))))
(assert
 (= (dim (concat 0 in_x2 in_x1) 1) sym_c))
(assert
 (let ((?x116 (concat 0 in_x2 in_x1)))
 (let ((?x109 (concat 0 in_x1 in_x2)))
 (let ((?x123 (concat 1 ?x109 ?x116)))
 (= (rank ?x123) 2)))))
(assert
 (let ((?x103 (* 2 sym_n)))
 (let ((?x116 (concat 0 in_x2 in_x1)))
 (let ((?x109 (concat 0 in_x1 in_x2)))
 (let ((?x123 (concat 1 ?x109 ?x116)))
 (let ((?x126 (dim ?x123 0)))
 (= ?x126 ?x103)))))))
(assert
 (let ((?x90 (* 2 sym_c)))
 (let ((?x116 (concat 0 in_x2 in_x1)))
 (let ((?x109 (concat 0 in_x1 in_x2)))
 (let ((?x123 (concat 1 ?x109 ?x116)))
 (let ((?x128 (dim ?x123 1)))
 (= ?x128 ?x90)))))))
(assert
 (let ((?x116 (concat 0 in_x2 in_x1)))
(let ((?x109 (concat 0 in_x1 in_x2)))
(let ((?x123 (concat 1 ?x109 ?x116)))
(let ((?x92 (concat 1 in_x2 in_x1)))
(let ((?x84 (concat 1 in_x1 in_x2)))
(let ((?x99 (concat 0 ?x84 ?x92)))
(and (distinct ?x99 ?x123) true))))))))
(check-sat)
