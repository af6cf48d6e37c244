; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_conv_idkernel, relu_idem
; z3 rlimit used: 49556
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x37 (idkernel4 c k k)))
 (let ((?x41 (conv s s p p p p 1 1 1 (relu X) ?x37)))
 (let ((?x39 (relu (conv s s p p p p 1 1 1 X ?x37))))
 (let (($x42 (= ?x39 ?x41)))
 (=> (and (= (dim X 1) c)) $x42))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (let ((?x73 (idkernel4 sym_c 1 1)))
 (let ((?x80 (dim ?x73 2)))
 (= 1 ?x80))))
(assert
 (let ((?x73 (idkernel4 sym_c 1 1)))
 (let ((?x82 (dim ?x73 3)))
 (= 1 ?x82))))
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
 (let ((?x73 (idkernel4 sym_c 1 1)))
 (let ((?x84 (relu in_i1)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 ?x84 ?x73)))
 (= (rank ?x95) 4)))))
(assert
 (let ((?x73 (idkernel4 sym_c 1 1)))
 (let ((?x84 (relu in_i1)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 ?x84 ?x73)))
 (= (dim ?x95 0) sym_n)))))
(assert
 (let ((?x73 (idkernel4 sym_c 1 1)))
 (let ((?x84 (relu in_i1)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 ?x84 ?x73)))
 (= (dim ?x95 1) sym_c)))))
(assert
 (let ((?x105 (div (+ (- 1) sym_h) 2)))
 (let ((?x106 (+ 1 ?x105)))
 (let ((?x73 (idkernel4 sym_c 1 1)))
 (let ((?x84 (relu in_i1)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 ?x84 ?x73)))
 (let ((?x102 (dim ?x95 2)))
 (= ?x102 ?x106))))))))
(assert
 (let ((?x110 (div (+ (- 1) sym_w) 2)))
 (let ((?x111 (+ 1 ?x110)))
 (let ((?x73 (idkernel4 sym_c 1 1)))
 (let ((?x84 (relu in_i1)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 ?x84 ?x73)))
 (let ((?x108 (dim ?x95 3)))
 (= ?x108 ?x111))))))))
(assert
 (let ((?x73 (idkernel4 sym_c 1 1)))
 (let ((?x84 (relu in_i1)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 ?x84 ?x73)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (= (rank ?x113) 4))))))
(assert
 (let ((?x73 (idkernel4 sym_c 1 1)))
 (let ((?x84 (relu in_i1)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 ?x84 ?x73)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (= (dim ?x113 0) sym_n))))))
(assert
 (let ((?x73 (idkernel4 sym_c 1 1)))
 (let ((?x84 (relu in_i1)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 ?x84 ?x73)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (= (dim ?x113 1) sym_c))))))
(assert
 (let ((?x105 (div (+ (- 1) sym_h) 2)))
 (let ((?x121 (div ?x105 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x73 (idkernel4 sym_c 1 1)))
 (let ((?x84 (relu in_i1)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 ?x84 ?x73)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x120 (dim ?x113 2)))
 (= ?x120 ?x122))))))))))
(assert
 (let ((?x110 (div (+ (- 1) sym_w) 2)))
 (let ((?x125 (div ?x110 2)))
 (let ((?x126 (+ 1 ?x125)))
 (let ((?x73 (idkernel4 sym_c 1 1)))
 (let ((?x84 (relu in_i1)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 ?x84 ?x73)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x124 (dim ?x113 3)))
 (= ?x124 ?x126))))))))))
(assert
 (let ((?x73 (idkernel4 sym_c 1 1)))
 (let ((?x84 (relu in_i1)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 ?x84 ?x73)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x128 (relu ?x113)))
 (= (rank ?x128) 4)))))))
(assert
 (let ((?x73 (idkernel4 sym_c 1 1)))
 (let ((?x84 (relu in_i1)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 ?x84 ?x73)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x128 (relu ?x113)))
 (= (dim ?x128 0) sym_n)))))))
(assert
 (let ((?x73 (idkernel4 sym_c 1 1)))
 (let ((?x84 (relu in_i1)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 ?x84 ?x73)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x128 (relu ?x113)))
 (= (dim ?x128 1) sym_c)))))))
(assert
 (let ((?x105 (div (+ (- 1) sym_h) 2)))
 (let ((?x121 (div ?x105 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x73 (idkernel4 sym_c 1 1)))
 (let ((?x84 (relu in_i1)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 ?x84 ?x73)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x128 (relu ?x113)))
 (let ((?x135 (dim ?x128 2)))
 (= ?x135 ?x122)))))))))))
(assert
 (let ((?x110 (div (+ (- 1) sym_w) 2)))
 (let ((?x125 (div ?x110 2)))
 (let ((?x126 (+ 1 ?x125)))
 (let ((?x73 (idkernel4 sym_c 1 1)))
 (let ((?x84 (relu in_i1)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 ?x84 ?x73)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x128 (relu ?x113)))
 (let ((?x137 (dim ?x128 3)))
 (= ?x137 ?x126)))))))))))
(assert
 (let ((?x105 (div (+ (- 1) sym_h) 2)))
 (let ((?x106 (+ 1 ?x105)))
 (>= ?x106 0))))
(assert
 (let ((?x110 (div (+ (- 1) sym_w) 2)))
 (let ((?x111 (+ 1 ?x110)))
 (>= ?x111 0))))
(assert
 (let ((?x105 (div (+ (- 1) sym_h) 2)))
 (let ((?x121 (div ?x105 2)))
 (let ((?x122 (+ 1 ?x121)))
 (>= ?x122 0)))))
(assert
 (let ((?x110 (div (+ (- 1) sym_w) 2)))
 (let ((?x125 (div ?x110 2)))
 (let ((?x126 (+ 1 ?x125)))
 (>= ?x126 0)))))
(assert
 (let ((?x73 (idkernel4 sym_c 1 1)))
(let ((?x84 (relu in_i1)))
(let ((?x95 (conv 2 2 0 0 0 0 1 1 1 ?x84 ?x73)))
(let ((?x113 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
(let ((?x128 (relu ?x113)))
(and (distinct ?x128 ?x113) true)))))))
(check-sat)
