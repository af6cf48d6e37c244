; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, relu_idem
; z3 rlimit used: 48499
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
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
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x46 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x47 (= ?x46 X)))
 (let (($x43 (= (dim X 1) c)))
 (let (($x44 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x43)))
 (=> $x44 $x47))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x91 (dim ?x84 2)))
 (= 3 ?x91))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x93 (dim ?x84 3)))
 (= 3 ?x93))))
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
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 1 1 1 1 1 1 1 1 1 ?x95 ?x84)))
 (= (rank ?x106) 4)))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 1 1 1 1 1 1 1 1 1 ?x95 ?x84)))
 (= (dim ?x106 0) sym_n)))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 1 1 1 1 1 1 1 1 1 ?x95 ?x84)))
 (= (dim ?x106 1) sym_c)))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 1 1 1 1 1 1 1 1 1 ?x95 ?x84)))
 (= (dim ?x106 2) sym_h)))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 1 1 1 1 1 1 1 1 1 ?x95 ?x84)))
 (= (dim ?x106 3) sym_w)))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 1 1 1 1 1 1 1 1 1 ?x95 ?x84)))
 (let ((?x117 (relu ?x106)))
 (= (rank ?x117) 4))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 1 1 1 1 1 1 1 1 1 ?x95 ?x84)))
 (let ((?x117 (relu ?x106)))
 (= (dim ?x117 0) sym_n))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 1 1 1 1 1 1 1 1 1 ?x95 ?x84)))
 (let ((?x117 (relu ?x106)))
 (= (dim ?x117 1) sym_c))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 1 1 1 1 1 1 1 1 1 ?x95 ?x84)))
 (let ((?x117 (relu ?x106)))
 (= (dim ?x117 2) sym_h))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 1 1 1 1 1 1 1 1 1 ?x95 ?x84)))
 (let ((?x117 (relu ?x106)))
 (= (dim ?x117 3) sym_w))))))
(assert
 (let ((?x95 (relu in_i1)))
(let ((?x84 (idkernel4 sym_c 3 3)))
(let ((?x106 (conv 1 1 1 1 1 1 1 1 1 ?x95 ?x84)))
(let ((?x117 (relu ?x106)))
(or (and (distinct ?x106 ?x95) true) (and (distinct ?x117 ?x95) true)))))))
(check-sat)
