; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 48282
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax0 Int) (ax1 Int) )(! (let ((?x21 (concat ax0 (concat ax1 A C) (concat ax1 B D))))
 (let ((?x18 (concat ax1 (concat ax0 A B) (concat ax0 C D))))
 (let (($x22 (= ?x18 ?x21)))
 (=> (and (and (distinct ax0 ax1) true) (= (dim A ax0) (dim C ax0))) $x22)))) :pattern ( (concat ax1 (concat ax0 A B) (concat ax0 C D)) ) :pattern ( (concat ax0 (concat ax1 A C) (concat ax1 B D)) ) :qid concat_swap))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
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
 (let ((?x77 (* 2 sym_c)))
 (let ((?x71 (concat 1 in_x1 in_x2)))
 (let ((?x76 (dim ?x71 1)))
 (= ?x76 ?x77)))))
(assert
 (= (rank (concat 1 in_x2 in_x1)) 2))
(assert
 (= (dim (concat 1 in_x2 in_x1) 0) sym_n))
(assert
 (let ((?x77 (* 2 sym_c)))
 (let ((?x79 (concat 1 in_x2 in_x1)))
 (let ((?x84 (dim ?x79 1)))
 (= ?x84 ?x77)))))
(assert
 (let ((?x79 (concat 1 in_x2 in_x1)))
 (let ((?x71 (concat 1 in_x1 in_x2)))
 (let ((?x86 (concat 0 ?x71 ?x79)))
 (= (rank ?x86) 2)))))
(assert
 (let ((?x90 (* 2 sym_n)))
 (let ((?x79 (concat 1 in_x2 in_x1)))
 (let ((?x71 (concat 1 in_x1 in_x2)))
 (let ((?x86 (concat 0 ?x71 ?x79)))
 (let ((?x89 (dim ?x86 0)))
 (= ?x89 ?x90)))))))
(assert
 (let ((?x77 (* 2 sym_c)))
 (let ((?x79 (concat 1 in_x2 in_x1)))
 (let ((?x71 (concat 1 in_x1 in_x2)))
 (let ((?x86 (concat 0 ?x71 ?x79)))
 (let ((?x92 (dim ?x86 1)))
 (= ?x92 ?x77)))))))
(assert
 (let ((?x77 (* 2 sym_c)))
 (>= ?x77 0)))
(assert
 (let ((?x90 (* 2 sym_n)))
 (>= ?x90 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x90 (* 2 sym_n)))
 (let ((?x96 (concat 0 in_x1 in_x2)))
 (let ((?x99 (dim ?x96 0)))
 (= ?x99 ?x90)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 in_x1)) 2))
(assert
 (let ((?x90 (* 2 sym_n)))
 (let ((?x103 (concat 0 in_x2 in_x1)))
 (let ((?x106 (dim ?x103 0)))
 (= ?x106 ?x90)))))
(assert
 (= (dim (concat 0 in_x2 in_x1) 1) sym_c))
(assert
 (let ((?x103 (concat 0 in_x2 in_x1)))
 (let ((?x96 (concat 0 in_x1 in_x2)))
 (let ((?x110 (concat 1 ?x96 ?x103)))
 (= (rank ?x110) 2)))))
(assert
 (let ((?x90 (* 2 sym_n)))
 (let ((?x103 (concat 0 in_x2 in_x1)))
 (let ((?x96 (concat 0 in_x1 in_x2)))
 (let ((?x110 (concat 1 ?x96 ?x103)))
 (let ((?x113 (dim ?x110 0)))
 (= ?x113 ?x90)))))))
(assert
 (let ((?x77 (* 2 sym_c)))
 (let ((?x103 (concat 0 in_x2 in_x1)))
 (let ((?x96 (concat 0 in_x1 in_x2)))
 (let ((?x110 (concat 1 ?x96 ?x103)))
 (let ((?x115 (dim ?x110 1)))
 (= ?x115 ?x77)))))))
(assert
 (let ((?x103 (concat 0 in_x2 in_x1)))
(let ((?x96 (concat 0 in_x1 in_x2)))
(let ((?x110 (concat 1 ?x96 ?x103)))
(let ((?x79 (concat 1 in_x2 in_x1)))
(let ((?x71 (concat 1 in_x1 in_x2)))
(let ((?x86 (concat 0 ?x71 ?x79)))
(and (distinct ?x86 ?x110) true))))))))
(check-sat)
