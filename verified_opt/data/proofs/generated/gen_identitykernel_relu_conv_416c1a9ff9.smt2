; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_conv_idkernel, relu_idem
; z3 rlimit used: 75795
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x83 (dim ?x76 2)))
 (= 1 ?x83))))
(assert
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x85 (dim ?x76 3)))
 (= 1 ?x85))))
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
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (= (rank ?x98) 4)))))
(assert
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (= (dim ?x98 0) sym_n)))))
(assert
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (= (dim ?x98 1) sym_c)))))
(assert
 (let ((?x108 (div (+ (- 1) sym_h) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x105 (dim ?x98 2)))
 (= ?x105 ?x109))))))))
(assert
 (let ((?x113 (div (+ (- 1) sym_w) 2)))
 (let ((?x114 (+ 1 ?x113)))
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x111 (dim ?x98 3)))
 (= ?x111 ?x114))))))))
(assert
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x116 (conv 2 2 0 0 0 0 1 1 1 ?x98 ?x76)))
 (= (rank ?x116) 4))))))
(assert
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x116 (conv 2 2 0 0 0 0 1 1 1 ?x98 ?x76)))
 (= (dim ?x116 0) sym_n))))))
(assert
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x116 (conv 2 2 0 0 0 0 1 1 1 ?x98 ?x76)))
 (= (dim ?x116 1) sym_c))))))
(assert
 (let ((?x108 (div (+ (- 1) sym_h) 2)))
 (let ((?x124 (div ?x108 2)))
 (let ((?x125 (+ 1 ?x124)))
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x116 (conv 2 2 0 0 0 0 1 1 1 ?x98 ?x76)))
 (let ((?x123 (dim ?x116 2)))
 (= ?x123 ?x125))))))))))
(assert
 (let ((?x113 (div (+ (- 1) sym_w) 2)))
 (let ((?x128 (div ?x113 2)))
 (let ((?x129 (+ 1 ?x128)))
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x116 (conv 2 2 0 0 0 0 1 1 1 ?x98 ?x76)))
 (let ((?x127 (dim ?x116 3)))
 (= ?x127 ?x129))))))))))
(assert
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x116 (conv 2 2 0 0 0 0 1 1 1 ?x98 ?x76)))
 (let ((?x131 (relu ?x116)))
 (= (rank ?x131) 4)))))))
(assert
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x116 (conv 2 2 0 0 0 0 1 1 1 ?x98 ?x76)))
 (let ((?x131 (relu ?x116)))
 (= (dim ?x131 0) sym_n)))))))
(assert
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x116 (conv 2 2 0 0 0 0 1 1 1 ?x98 ?x76)))
 (let ((?x131 (relu ?x116)))
 (= (dim ?x131 1) sym_c)))))))
(assert
 (let ((?x108 (div (+ (- 1) sym_h) 2)))
 (let ((?x124 (div ?x108 2)))
 (let ((?x125 (+ 1 ?x124)))
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x116 (conv 2 2 0 0 0 0 1 1 1 ?x98 ?x76)))
 (let ((?x131 (relu ?x116)))
 (let ((?x138 (dim ?x131 2)))
 (= ?x138 ?x125)))))))))))
(assert
 (let ((?x113 (div (+ (- 1) sym_w) 2)))
 (let ((?x128 (div ?x113 2)))
 (let ((?x129 (+ 1 ?x128)))
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (relu in_i1)))
 (let ((?x98 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x116 (conv 2 2 0 0 0 0 1 1 1 ?x98 ?x76)))
 (let ((?x131 (relu ?x116)))
 (let ((?x140 (dim ?x131 3)))
 (= ?x140 ?x129)))))))))))
(assert
 (let ((?x108 (div (+ (- 1) sym_h) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (>= ?x109 0))))
(assert
 (let ((?x113 (div (+ (- 1) sym_w) 2)))
 (let ((?x114 (+ 1 ?x113)))
 (>= ?x114 0))))
(assert
 (let ((?x108 (div (+ (- 1) sym_h) 2)))
 (let ((?x124 (div ?x108 2)))
 (let ((?x125 (+ 1 ?x124)))
 (>= ?x125 0)))))
(assert
 (let ((?x113 (div (+ (- 1) sym_w) 2)))
 (let ((?x128 (div ?x113 2)))
 (let ((?x129 (+ 1 ?x128)))
 (>= ?x129 0)))))
(assert
 (let ((?x76 (idkernel4 sym_c 1 1)))
(let ((?x87 (relu in_i1)))
(let ((?x98 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
(let ((?x116 (conv 2 2 0 0 0 0 1 1 1 ?x98 ?x76)))
(let ((?x131 (relu ?x116)))
(and (distinct ?x131 ?x116) true)))))))
(check-sat)
