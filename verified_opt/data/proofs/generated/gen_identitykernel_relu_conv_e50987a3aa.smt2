; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_conv_idkernel, relu_idem
; z3 rlimit used: 75962
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x87 (idkernel4 sym_c 1 1)))
 (let ((?x94 (dim ?x87 2)))
 (= 1 ?x94))))
(assert
 (let ((?x87 (idkernel4 sym_c 1 1)))
 (let ((?x96 (dim ?x87 3)))
 (= 1 ?x96))))
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
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (= (rank ?x109) 4)))))
(assert
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (= (dim ?x109 0) sym_n)))))
(assert
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (= (dim ?x109 1) sym_c)))))
(assert
 (let ((?x119 (div (+ (- 1) sym_h) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x116 (dim ?x109 2)))
 (= ?x116 ?x120))))))))
(assert
 (let ((?x124 (div (+ (- 1) sym_w) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x122 (dim ?x109 3)))
 (= ?x122 ?x125))))))))
(assert
 (let ((?x87 (idkernel4 sym_c 1 1)))
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x127 (conv 2 2 0 0 0 0 1 1 1 ?x109 ?x87)))
 (= (rank ?x127) 4)))))))
(assert
 (let ((?x87 (idkernel4 sym_c 1 1)))
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x127 (conv 2 2 0 0 0 0 1 1 1 ?x109 ?x87)))
 (= (dim ?x127 0) sym_n)))))))
(assert
 (let ((?x87 (idkernel4 sym_c 1 1)))
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x127 (conv 2 2 0 0 0 0 1 1 1 ?x109 ?x87)))
 (= (dim ?x127 1) sym_c)))))))
(assert
 (let ((?x119 (div (+ (- 1) sym_h) 2)))
 (let ((?x135 (div ?x119 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x87 (idkernel4 sym_c 1 1)))
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x127 (conv 2 2 0 0 0 0 1 1 1 ?x109 ?x87)))
 (let ((?x134 (dim ?x127 2)))
 (= ?x134 ?x136)))))))))))
(assert
 (let ((?x124 (div (+ (- 1) sym_w) 2)))
 (let ((?x139 (div ?x124 2)))
 (let ((?x140 (+ 1 ?x139)))
 (let ((?x87 (idkernel4 sym_c 1 1)))
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x127 (conv 2 2 0 0 0 0 1 1 1 ?x109 ?x87)))
 (let ((?x138 (dim ?x127 3)))
 (= ?x138 ?x140)))))))))))
(assert
 (let ((?x87 (idkernel4 sym_c 1 1)))
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x127 (conv 2 2 0 0 0 0 1 1 1 ?x109 ?x87)))
 (let ((?x142 (relu ?x127)))
 (= (rank ?x142) 4))))))))
(assert
 (let ((?x87 (idkernel4 sym_c 1 1)))
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x127 (conv 2 2 0 0 0 0 1 1 1 ?x109 ?x87)))
 (let ((?x142 (relu ?x127)))
 (= (dim ?x142 0) sym_n))))))))
(assert
 (let ((?x87 (idkernel4 sym_c 1 1)))
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x127 (conv 2 2 0 0 0 0 1 1 1 ?x109 ?x87)))
 (let ((?x142 (relu ?x127)))
 (= (dim ?x142 1) sym_c))))))))
(assert
 (let ((?x119 (div (+ (- 1) sym_h) 2)))
 (let ((?x135 (div ?x119 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x87 (idkernel4 sym_c 1 1)))
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x127 (conv 2 2 0 0 0 0 1 1 1 ?x109 ?x87)))
 (let ((?x142 (relu ?x127)))
 (let ((?x149 (dim ?x142 2)))
 (= ?x149 ?x136))))))))))))
(assert
 (let ((?x124 (div (+ (- 1) sym_w) 2)))
 (let ((?x139 (div ?x124 2)))
 (let ((?x140 (+ 1 ?x139)))
 (let ((?x87 (idkernel4 sym_c 1 1)))
 (let ((?x76 (idkernel4 sym_c 3 3)))
 (let ((?x98 (relu in_i1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
 (let ((?x127 (conv 2 2 0 0 0 0 1 1 1 ?x109 ?x87)))
 (let ((?x142 (relu ?x127)))
 (let ((?x151 (dim ?x142 3)))
 (= ?x151 ?x140))))))))))))
(assert
 (let ((?x119 (div (+ (- 1) sym_h) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (>= ?x120 0))))
(assert
 (let ((?x124 (div (+ (- 1) sym_w) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (>= ?x125 0))))
(assert
 (let ((?x119 (div (+ (- 1) sym_h) 2)))
 (let ((?x135 (div ?x119 2)))
 (let ((?x136 (+ 1 ?x135)))
 (>= ?x136 0)))))
(assert
 (let ((?x124 (div (+ (- 1) sym_w) 2)))
 (let ((?x139 (div ?x124 2)))
 (let ((?x140 (+ 1 ?x139)))
 (>= ?x140 0)))))
(assert
 (let ((?x87 (idkernel4 sym_c 1 1)))
(let ((?x76 (idkernel4 sym_c 3 3)))
(let ((?x98 (relu in_i1)))
(let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x98 ?x76)))
(let ((?x127 (conv 2 2 0 0 0 0 1 1 1 ?x109 ?x87)))
(let ((?x142 (relu ?x127)))
(and (distinct ?x142 ?x127) true))))))))
(check-sat)
