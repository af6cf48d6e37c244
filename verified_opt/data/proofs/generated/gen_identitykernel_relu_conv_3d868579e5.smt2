; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_conv_idkernel, relu_idem
; z3 rlimit used: 13335
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x44 (idkernel4 c k k)))
 (let ((?x48 (conv s s p p p p 1 1 1 (relu X) ?x44)))
 (let ((?x46 (relu (conv s s p p p p 1 1 1 X ?x44))))
 (let (($x49 (= ?x46 ?x48)))
 (let (($x43 (and (>= s 1) (>= p 0) (>= k 1) (= (dim X 1) c) (= (rank X) 4))))
 (=> $x43 $x49)))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x85 (dim ?x78 2)))
 (= 1 ?x85))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x87 (dim ?x78 3)))
 (= 1 ?x87))))
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
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (relu in_i1)))
 (let ((?x100 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (= (rank ?x100) 4)))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (relu in_i1)))
 (let ((?x100 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (= (dim ?x100 0) sym_n)))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (relu in_i1)))
 (let ((?x100 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (= (dim ?x100 1) sym_c)))))
(assert
 (let ((?x110 (div (+ (- 1) sym_h) 2)))
 (let ((?x111 (+ 1 ?x110)))
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (relu in_i1)))
 (let ((?x100 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (let ((?x107 (dim ?x100 2)))
 (= ?x107 ?x111))))))))
(assert
 (let ((?x115 (div (+ (- 1) sym_w) 2)))
 (let ((?x116 (+ 1 ?x115)))
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (relu in_i1)))
 (let ((?x100 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (let ((?x113 (dim ?x100 3)))
 (= ?x113 ?x116))))))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (relu in_i1)))
 (let ((?x100 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (let ((?x118 (relu ?x100)))
 (= (rank ?x118) 4))))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (relu in_i1)))
 (let ((?x100 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (let ((?x118 (relu ?x100)))
 (= (dim ?x118 0) sym_n))))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (relu in_i1)))
 (let ((?x100 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (let ((?x118 (relu ?x100)))
 (= (dim ?x118 1) sym_c))))))
(assert
 (let ((?x110 (div (+ (- 1) sym_h) 2)))
 (let ((?x111 (+ 1 ?x110)))
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (relu in_i1)))
 (let ((?x100 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (let ((?x118 (relu ?x100)))
 (let ((?x125 (dim ?x118 2)))
 (= ?x125 ?x111)))))))))
(assert
 (let ((?x115 (div (+ (- 1) sym_w) 2)))
 (let ((?x116 (+ 1 ?x115)))
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (relu in_i1)))
 (let ((?x100 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (let ((?x118 (relu ?x100)))
 (let ((?x127 (dim ?x118 3)))
 (= ?x127 ?x116)))))))))
(assert
 (let ((?x110 (div (+ (- 1) sym_h) 2)))
 (let ((?x111 (+ 1 ?x110)))
 (>= ?x111 0))))
(assert
 (let ((?x115 (div (+ (- 1) sym_w) 2)))
 (let ((?x116 (+ 1 ?x115)))
 (>= ?x116 0))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
(let ((?x89 (relu in_i1)))
(let ((?x100 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
(let ((?x118 (relu ?x100)))
(and (distinct ?x118 ?x100) true))))))
(check-sat)
