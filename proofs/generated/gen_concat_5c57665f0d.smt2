; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 48381
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
(declare-fun in_x3 () T)
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
 (let ((?x84 (* 2 sym_c)))
 (let ((?x78 (concat 1 in_x3 in_x1)))
 (let ((?x83 (dim ?x78 1)))
 (= ?x83 ?x84)))))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x84 (* 2 sym_c)))
 (let ((?x86 (concat 1 in_x1 in_x2)))
 (let ((?x91 (dim ?x86 1)))
 (= ?x91 ?x84)))))
(assert
 (let ((?x78 (concat 1 in_x3 in_x1)))
 (let ((?x86 (concat 1 in_x1 in_x2)))
 (let ((?x93 (concat 0 ?x86 ?x78)))
 (= (rank ?x93) 2)))))
(assert
 (let ((?x97 (* 2 sym_n)))
 (let ((?x78 (concat 1 in_x3 in_x1)))
 (let ((?x86 (concat 1 in_x1 in_x2)))
 (let ((?x93 (concat 0 ?x86 ?x78)))
 (let ((?x96 (dim ?x93 0)))
 (= ?x96 ?x97)))))))
(assert
 (let ((?x84 (* 2 sym_c)))
 (let ((?x78 (concat 1 in_x3 in_x1)))
 (let ((?x86 (concat 1 in_x1 in_x2)))
 (let ((?x93 (concat 0 ?x86 ?x78)))
 (let ((?x99 (dim ?x93 1)))
 (= ?x99 ?x84)))))))
(assert
 (let ((?x84 (* 2 sym_c)))
 (>= ?x84 0)))
(assert
 (let ((?x97 (* 2 sym_n)))
 (>= ?x97 0)))
(assert
 (= (rank (concat 0 in_x1 in_x3)) 2))
(assert
 (let ((?x97 (* 2 sym_n)))
 (let ((?x103 (concat 0 in_x1 in_x3)))
 (let ((?x106 (dim ?x103 0)))
 (= ?x106 ?x97)))))
(assert
 (= (dim (concat 0 in_x1 in_x3) 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 in_x1)) 2))
(assert
 (let ((?x97 (* 2 sym_n)))
 (let ((?x110 (concat 0 in_x2 in_x1)))
 (let ((?x113 (dim ?x110 0)))
 (= ?x113 ?x97)))))
(assert
 (= (dim (concat 0 in_x2 in_x1) 1) sym_c))
(assert
 (let ((?x110 (concat 0 in_x2 in_x1)))
 (let ((?x103 (concat 0 in_x1 in_x3)))
 (let ((?x117 (concat 1 ?x103 ?x110)))
 (= (rank ?x117) 2)))))
(assert
 (let ((?x97 (* 2 sym_n)))
 (let ((?x110 (concat 0 in_x2 in_x1)))
 (let ((?x103 (concat 0 in_x1 in_x3)))
 (let ((?x117 (concat 1 ?x103 ?x110)))
 (let ((?x120 (dim ?x117 0)))
 (= ?x120 ?x97)))))))
(assert
 (let ((?x84 (* 2 sym_c)))
 (let ((?x110 (concat 0 in_x2 in_x1)))
 (let ((?x103 (concat 0 in_x1 in_x3)))
 (let ((?x117 (concat 1 ?x103 ?x110)))
 (let ((?x122 (dim ?x117 1)))
 (= ?x122 ?x84)))))))
(assert
 (let ((?x110 (concat 0 in_x2 in_x1)))
(let ((?x103 (concat 0 in_x1 in_x3)))
(let ((?x117 (concat 1 ?x103 ?x110)))
(let ((?x78 (concat 1 in_x3 in_x1)))
(let ((?x86 (concat 1 in_x1 in_x2)))
(let ((?x93 (concat 0 ?x86 ?x78)))
(and (distinct ?x93 ?x117) true))))))))
(check-sat)
