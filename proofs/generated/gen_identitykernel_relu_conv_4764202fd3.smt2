; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_conv_idkernel, relu_idem
; z3 rlimit used: 49727
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x73 (idkernel4 sym_c 3 3)))
 (let ((?x80 (dim ?x73 2)))
 (= 3 ?x80))))
(assert
 (let ((?x73 (idkernel4 sym_c 3 3)))
 (let ((?x82 (dim ?x73 3)))
 (= 3 ?x82))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x91 (dim ?x84 2)))
 (= 1 ?x91))))
(assert
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x93 (dim ?x84 3)))
 (= 1 ?x93))))
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
 (let ((?x73 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (= (rank ?x106) 4)))))
(assert
 (let ((?x73 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (= (dim ?x106 0) sym_n)))))
(assert
 (let ((?x73 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (= (dim ?x106 1) sym_c)))))
(assert
 (let ((?x116 (div (+ (- 3) sym_h) 2)))
 (let ((?x117 (+ 1 ?x116)))
 (let ((?x73 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x113 (dim ?x106 2)))
 (= ?x113 ?x117))))))))
(assert
 (let ((?x121 (div (+ (- 3) sym_w) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x73 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x119 (dim ?x106 3)))
 (= ?x119 ?x122))))))))
(assert
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x73 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x106 ?x84)))
 (= (rank ?x124) 4)))))))
(assert
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x73 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x106 ?x84)))
 (= (dim ?x124 0) sym_n)))))))
(assert
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x73 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x106 ?x84)))
 (= (dim ?x124 1) sym_c)))))))
(assert
 (let ((?x116 (div (+ (- 3) sym_h) 2)))
 (let ((?x132 (div ?x116 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x73 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x106 ?x84)))
 (let ((?x131 (dim ?x124 2)))
 (= ?x131 ?x133)))))))))))
(assert
 (let ((?x121 (div (+ (- 3) sym_w) 2)))
 (let ((?x136 (div ?x121 2)))
 (let ((?x137 (+ 1 ?x136)))
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x73 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x106 ?x84)))
 (let ((?x135 (dim ?x124 3)))
 (= ?x135 ?x137)))))))))))
(assert
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x73 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x106 ?x84)))
 (let ((?x139 (relu ?x124)))
 (= (rank ?x139) 4))))))))
(assert
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x73 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x106 ?x84)))
 (let ((?x139 (relu ?x124)))
 (= (dim ?x139 0) sym_n))))))))
(assert
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x73 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x106 ?x84)))
 (let ((?x139 (relu ?x124)))
 (= (dim ?x139 1) sym_c))))))))
(assert
 (let ((?x116 (div (+ (- 3) sym_h) 2)))
 (let ((?x132 (div ?x116 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x73 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x106 ?x84)))
 (let ((?x139 (relu ?x124)))
 (let ((?x146 (dim ?x139 2)))
 (= ?x146 ?x133))))))))))))
(assert
 (let ((?x121 (div (+ (- 3) sym_w) 2)))
 (let ((?x136 (div ?x121 2)))
 (let ((?x137 (+ 1 ?x136)))
 (let ((?x84 (idkernel4 sym_c 1 1)))
 (let ((?x73 (idkernel4 sym_c 3 3)))
 (let ((?x95 (relu in_i1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x106 ?x84)))
 (let ((?x139 (relu ?x124)))
 (let ((?x148 (dim ?x139 3)))
 (= ?x148 ?x137))))))))))))
(assert
 (let ((?x116 (div (+ (- 3) sym_h) 2)))
 (let ((?x117 (+ 1 ?x116)))
 (>= ?x117 0))))
(assert
 (let ((?x121 (div (+ (- 3) sym_w) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (>= ?x122 0))))
(assert
 (let ((?x116 (div (+ (- 3) sym_h) 2)))
 (let ((?x132 (div ?x116 2)))
 (let ((?x133 (+ 1 ?x132)))
 (>= ?x133 0)))))
(assert
 (let ((?x121 (div (+ (- 3) sym_w) 2)))
 (let ((?x136 (div ?x121 2)))
 (let ((?x137 (+ 1 ?x136)))
 (>= ?x137 0)))))
(assert
 (let ((?x84 (idkernel4 sym_c 1 1)))
(let ((?x73 (idkernel4 sym_c 3 3)))
(let ((?x95 (relu in_i1)))
(let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x73)))
(let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x106 ?x84)))
(let ((?x139 (relu ?x124)))
(and (distinct ?x139 ?x124) true))))))))
(check-sat)
