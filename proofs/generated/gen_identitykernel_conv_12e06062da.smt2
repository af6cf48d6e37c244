; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel
; z3 rlimit used: 47611
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x85 (dim ?x78 2)))
 (= 1 ?x85))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x87 (dim ?x78 3)))
 (= 1 ?x87))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x78)))
 (= (rank ?x89) 4))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x78)))
 (= (dim ?x89 0) sym_n))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x78)))
 (= (dim ?x89 1) sym_c))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x78)))
 (= (dim ?x89 2) sym_h))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x78)))
 (= (dim ?x89 3) sym_w))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
(let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x78)))
(and (distinct ?x89 in_i1) true))))
(check-sat)
