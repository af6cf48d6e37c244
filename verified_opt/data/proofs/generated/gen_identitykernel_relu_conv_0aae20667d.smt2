; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_conv_idkernel, relu_idem
; z3 rlimit used: 75712
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x41 (idkernel4 c k k)))
 (let ((?x45 (conv s s p p p p 1 1 1 (relu X) ?x41)))
 (let ((?x43 (relu (conv s s p p p p 1 1 1 X ?x41))))
 (let (($x46 (= ?x43 ?x45)))
 (let (($x40 (and (>= s 1) (>= p 0) (>= k 1) (= (dim X 1) c))))
 (=> $x40 $x46)))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x83 (dim ?x76 2)))
 (= 3 ?x83))))
(assert
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x85 (dim ?x76 3)))
 (= 3 ?x85))))
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
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 ?x76)))
 (= (rank ?x98) 4)))))
(assert
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 ?x76)))
 (= (dim ?x98 0) sym_n)))))
(assert
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 ?x76)))
 (= (dim ?x98 1) sym_c)))))
(assert
 (let ((?x107 (+ (- 2) sym_h)))
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x105 (dim ?x98 2)))
 (= ?x105 ?x107)))))))
(assert
 (let ((?x110 (+ (- 2) sym_w)))
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x109 (dim ?x98 3)))
 (= ?x109 ?x110)))))))
(assert
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x112 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (= (rank ?x112) 4))))))
(assert
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x112 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (= (dim ?x112 0) sym_n))))))
(assert
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x112 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (= (dim ?x112 1) sym_c))))))
(assert
 (let ((?x122 (div (+ (- 3) sym_h) 2)))
 (let ((?x123 (+ 1 ?x122)))
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x112 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x119 (dim ?x112 2)))
 (= ?x119 ?x123)))))))))
(assert
 (let ((?x127 (div (+ (- 3) sym_w) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x112 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x125 (dim ?x112 3)))
 (= ?x125 ?x128)))))))))
(assert
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x112 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x130 (relu ?x112)))
 (= (rank ?x130) 4)))))))
(assert
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x112 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x130 (relu ?x112)))
 (= (dim ?x130 0) sym_n)))))))
(assert
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x112 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x130 (relu ?x112)))
 (= (dim ?x130 1) sym_c)))))))
(assert
 (let ((?x122 (div (+ (- 3) sym_h) 2)))
 (let ((?x123 (+ 1 ?x122)))
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x112 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x130 (relu ?x112)))
 (let ((?x137 (dim ?x130 2)))
 (= ?x137 ?x123))))))))))
(assert
 (let ((?x127 (div (+ (- 3) sym_w) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x112 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x130 (relu ?x112)))
 (let ((?x139 (dim ?x130 3)))
 (= ?x139 ?x128))))))))))
(assert
 (let ((?x107 (+ (- 2) sym_h)))
 (>= ?x107 0)))
(assert
 (let ((?x110 (+ (- 2) sym_w)))
 (>= ?x110 0)))
(assert
 (let ((?x122 (div (+ (- 3) sym_h) 2)))
 (let ((?x123 (+ 1 ?x122)))
 (>= ?x123 0))))
(assert
 (let ((?x127 (div (+ (- 3) sym_w) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (>= ?x128 0))))
(assert
 (let ((?x76 (idkernel4 sym_c 3 3)))
(let ((?x87 (relu in_i1)))
(let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 ?x76)))
(let ((?x112 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
(let ((?x130 (relu ?x112)))
(and (distinct ?x130 ?x112) true)))))))
(check-sat)
