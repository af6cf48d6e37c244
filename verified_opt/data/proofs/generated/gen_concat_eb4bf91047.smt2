; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 3734
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
 (let ((?x87 (* 2 sym_c)))
 (let ((?x81 (concat 1 in_x1 in_x2)))
 (let ((?x86 (dim ?x81 1)))
 (= ?x86 ?x87)))))
(assert
 (= (rank (concat 1 in_x2 in_x1)) 2))
(assert
 (= (dim (concat 1 in_x2 in_x1) 0) sym_n))
(assert
 (let ((?x87 (* 2 sym_c)))
 (let ((?x89 (concat 1 in_x2 in_x1)))
 (let ((?x94 (dim ?x89 1)))
 (= ?x94 ?x87)))))
(assert
 (let ((?x89 (concat 1 in_x2 in_x1)))
 (let ((?x81 (concat 1 in_x1 in_x2)))
 (let ((?x96 (concat 0 ?x81 ?x89)))
 (= (rank ?x96) 2)))))
(assert
 (let ((?x100 (* 2 sym_n)))
 (let ((?x89 (concat 1 in_x2 in_x1)))
 (let ((?x81 (concat 1 in_x1 in_x2)))
 (let ((?x96 (concat 0 ?x81 ?x89)))
 (let ((?x99 (dim ?x96 0)))
 (= ?x99 ?x100)))))))
(assert
 (let ((?x87 (* 2 sym_c)))
 (let ((?x89 (concat 1 in_x2 in_x1)))
 (let ((?x81 (concat 1 in_x1 in_x2)))
 (let ((?x96 (concat 0 ?x81 ?x89)))
 (let ((?x102 (dim ?x96 1)))
 (= ?x102 ?x87)))))))
(assert
 (let ((?x87 (* 2 sym_c)))
 (>= ?x87 0)))
(assert
 (let ((?x100 (* 2 sym_n)))
 (>= ?x100 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x100 (* 2 sym_n)))
 (let ((?x106 (concat 0 in_x1 in_x2)))
 (let ((?x109 (dim ?x106 0)))
 (= ?x109 ?x100)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 in_x1)) 2))
(assert
 (let ((?x100 (* 2 sym_n)))
 (let ((?x113 (concat 0 in_x2 in_x1)))
 (let ((?x116 (dim ?x113 0)))
 (= ?x116 ?x100)))))
(assert
 (= (dim (concat 0 in_x2 in_x1) 1) sym_c))
(assert
 (let ((?x113 (concat 0 in_x2 in_x1)))
 (let ((?x106 (concat 0 in_x1 in_x2)))
 (let ((?x120 (concat 1 ?x106 ?x113)))
 (= (rank ?x120) 2)))))
(assert
 (let ((?x100 (* 2 sym_n)))
 (let ((?x113 (concat 0 in_x2 in_x1)))
 (let ((?x106 (concat 0 in_x1 in_x2)))
 (let ((?x120 (concat 1 ?x106 ?x113)))
 (let ((?x123 (dim ?x120 0)))
 (= ?x123 ?x100)))))))
(assert
 (let ((?x87 (* 2 sym_c)))
 (let ((?x113 (concat 0 in_x2 in_x1)))
 (let ((?x106 (concat 0 in_x1 in_x2)))
 (let ((?x120 (concat 1 ?x106 ?x113)))
 (let ((?x125 (dim ?x120 1)))
 (= ?x125 ?x87)))))))
(assert
 (let ((?x113 (concat 0 in_x2 in_x1)))
(let ((?x106 (concat 0 in_x1 in_x2)))
(let ((?x120 (concat 1 ?x106 ?x113)))
(let ((?x89 (concat 1 in_x2 in_x1)))
(let ((?x81 (concat 1 in_x1 in_x2)))
(let ((?x96 (concat 0 ?x81 ?x89)))
(and (distinct ?x96 ?x120) true))))))))
(check-sat)
