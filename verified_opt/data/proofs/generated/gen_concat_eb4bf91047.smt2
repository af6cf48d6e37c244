; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 73987
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
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
 (let ((?x78 (* 2 sym_c)))
 (let ((?x72 (concat 1 in_x1 in_x2)))
 (let ((?x77 (dim ?x72 1)))
 (= ?x77 ?x78)))))
(assert
 (= (rank (concat 1 in_x2 in_x1)) 2))
(assert
 (= (dim (concat 1 in_x2 in_x1) 0) sym_n))
(assert
 (let ((?x78 (* 2 sym_c)))
 (let ((?x80 (concat 1 in_x2 in_x1)))
 (let ((?x85 (dim ?x80 1)))
 (= ?x85 ?x78)))))
(assert
 (let ((?x80 (concat 1 in_x2 in_x1)))
 (let ((?x72 (concat 1 in_x1 in_x2)))
 (let ((?x87 (concat 0 ?x72 ?x80)))
 (= (rank ?x87) 2)))))
(assert
 (let ((?x91 (* 2 sym_n)))
 (let ((?x80 (concat 1 in_x2 in_x1)))
 (let ((?x72 (concat 1 in_x1 in_x2)))
 (let ((?x87 (concat 0 ?x72 ?x80)))
 (let ((?x90 (dim ?x87 0)))
 (= ?x90 ?x91)))))))
(assert
 (let ((?x78 (* 2 sym_c)))
 (let ((?x80 (concat 1 in_x2 in_x1)))
 (let ((?x72 (concat 1 in_x1 in_x2)))
 (let ((?x87 (concat 0 ?x72 ?x80)))
 (let ((?x93 (dim ?x87 1)))
 (= ?x93 ?x78)))))))
(assert
 (let ((?x78 (* 2 sym_c)))
 (>= ?x78 0)))
(assert
 (let ((?x91 (* 2 sym_n)))
 (>= ?x91 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x91 (* 2 sym_n)))
 (let ((?x97 (concat 0 in_x1 in_x2)))
 (let ((?x100 (dim ?x97 0)))
 (= ?x100 ?x91)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 in_x1)) 2))
(assert
 (let ((?x91 (* 2 sym_n)))
 (let ((?x104 (concat 0 in_x2 in_x1)))
 (let ((?x107 (dim ?x104 0)))
 (= ?x107 ?x91)))))
(assert
 (= (dim (concat 0 in_x2 in_x1) 1) sym_c))
(assert
 (let ((?x104 (concat 0 in_x2 in_x1)))
 (let ((?x97 (concat 0 in_x1 in_x2)))
 (let ((?x111 (concat 1 ?x97 ?x104)))
 (= (rank ?x111) 2)))))
(assert
 (let ((?x91 (* 2 sym_n)))
 (let ((?x104 (concat 0 in_x2 in_x1)))
 (let ((?x97 (concat 0 in_x1 in_x2)))
 (let ((?x111 (concat 1 ?x97 ?x104)))
 (let ((?x114 (dim ?x111 0)))
 (= ?x114 ?x91)))))))
(assert
 (let ((?x78 (* 2 sym_c)))
 (let ((?x104 (concat 0 in_x2 in_x1)))
 (let ((?x97 (concat 0 in_x1 in_x2)))
 (let ((?x111 (concat 1 ?x97 ?x104)))
 (let ((?x116 (dim ?x111 1)))
 (= ?x116 ?x78)))))))
(assert
 (let ((?x104 (concat 0 in_x2 in_x1)))
(let ((?x97 (concat 0 in_x1 in_x2)))
(let ((?x111 (concat 1 ?x97 ?x104)))
(let ((?x80 (concat 1 in_x2 in_x1)))
(let ((?x72 (concat 1 in_x1 in_x2)))
(let ((?x87 (concat 0 ?x72 ?x80)))
(and (distinct ?x87 ?x111) true))))))))
(check-sat)
