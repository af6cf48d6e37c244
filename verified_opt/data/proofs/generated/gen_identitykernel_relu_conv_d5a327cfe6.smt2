; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, relu_idem
; z3 rlimit used: 12901
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x54 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x55 (= ?x54 X)))
 (let (($x51 (= (rank X) 4)))
 (let (($x48 (= (dim X 1) c)))
 (let (($x44 (>= kw 1)))
 (let (($x43 (>= kh 1)))
 (let (($x42 (>= pw 0)))
 (let (($x41 (>= ph 0)))
 (let (($x52 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x41 $x42 $x43 $x44 $x48 $x51)))
 (=> $x52 $x55)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x90 (idkernel4 sym_c 3 3)))
 (let ((?x97 (dim ?x90 2)))
 (= 3 ?x97))))
(assert
 (let ((?x90 (idkernel4 sym_c 3 3)))
 (let ((?x99 (dim ?x90 3)))
 (= 3 ?x99))))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (let ((?x90 (idkernel4 sym_c 3 3)))
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 ?x101 ?x90)))
 (= (rank ?x112) 4)))))
(assert
 (let ((?x90 (idkernel4 sym_c 3 3)))
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 ?x101 ?x90)))
 (= (dim ?x112 0) sym_n)))))
(assert
 (let ((?x90 (idkernel4 sym_c 3 3)))
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 ?x101 ?x90)))
 (= (dim ?x112 1) sym_c)))))
(assert
 (let ((?x90 (idkernel4 sym_c 3 3)))
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 ?x101 ?x90)))
 (= (dim ?x112 2) sym_h)))))
(assert
 (let ((?x90 (idkernel4 sym_c 3 3)))
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 ?x101 ?x90)))
 (= (dim ?x112 3) sym_w)))))
(assert
 (let ((?x90 (idkernel4 sym_c 3 3)))
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 ?x101 ?x90)))
 (let ((?x123 (relu ?x112)))
 (= (rank ?x123) 4))))))
(assert
 (let ((?x90 (idkernel4 sym_c 3 3)))
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 ?x101 ?x90)))
 (let ((?x123 (relu ?x112)))
 (= (dim ?x123 0) sym_n))))))
(assert
 (let ((?x90 (idkernel4 sym_c 3 3)))
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 ?x101 ?x90)))
 (let ((?x123 (relu ?x112)))
 (= (dim ?x123 1) sym_c))))))
(assert
 (let ((?x90 (idkernel4 sym_c 3 3)))
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 ?x101 ?x90)))
 (let ((?x123 (relu ?x112)))
 (= (dim ?x123 2) sym_h))))))
(assert
 (let ((?x90 (idkernel4 sym_c 3 3)))
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 ?x101 ?x90)))
 (let ((?x123 (relu ?x112)))
 (= (dim ?x123 3) sym_w))))))
(assert
 (let ((?x101 (relu in_i1)))
(let ((?x90 (idkernel4 sym_c 3 3)))
(let ((?x112 (conv 1 1 1 1 1 1 1 1 1 ?x101 ?x90)))
(let ((?x123 (relu ?x112)))
(or (and (distinct ?x112 ?x101) true) (and (distinct ?x123 ?x101) true)))))))
(check-sat)
