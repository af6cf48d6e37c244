; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_conv_idkernel, relu_idem
; z3 rlimit used: 14825
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x85 (dim ?x78 2)))
 (= 3 ?x85))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x87 (dim ?x78 3)))
 (= 3 ?x87))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x89 (idkernel4 sym_c 1 1)))
 (let ((?x96 (dim ?x89 2)))
 (= 1 ?x96))))
(assert
 (let ((?x89 (idkernel4 sym_c 1 1)))
 (let ((?x98 (dim ?x89 3)))
 (= 1 ?x98))))
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
 (let ((?x89 (idkernel4 sym_c 1 1)))
 (let ((?x100 (relu in_i1)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 ?x100 ?x89)))
 (= (rank ?x111) 4)))))
(assert
 (let ((?x89 (idkernel4 sym_c 1 1)))
 (let ((?x100 (relu in_i1)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 ?x100 ?x89)))
 (= (dim ?x111 0) sym_n)))))
(assert
 (let ((?x89 (idkernel4 sym_c 1 1)))
 (let ((?x100 (relu in_i1)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 ?x100 ?x89)))
 (= (dim ?x111 1) sym_c)))))
(assert
 (let ((?x121 (div (+ (- 1) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x89 (idkernel4 sym_c 1 1)))
 (let ((?x100 (relu in_i1)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 ?x100 ?x89)))
 (let ((?x118 (dim ?x111 2)))
 (= ?x118 ?x122))))))))
(assert
 (let ((?x126 (div (+ (- 1) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (let ((?x89 (idkernel4 sym_c 1 1)))
 (let ((?x100 (relu in_i1)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 ?x100 ?x89)))
 (let ((?x124 (dim ?x111 3)))
 (= ?x124 ?x127))))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (idkernel4 sym_c 1 1)))
 (let ((?x100 (relu in_i1)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 ?x100 ?x89)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x111 ?x78)))
 (= (rank ?x129) 4)))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (idkernel4 sym_c 1 1)))
 (let ((?x100 (relu in_i1)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 ?x100 ?x89)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x111 ?x78)))
 (= (dim ?x129 0) sym_n)))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (idkernel4 sym_c 1 1)))
 (let ((?x100 (relu in_i1)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 ?x100 ?x89)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x111 ?x78)))
 (= (dim ?x129 1) sym_c)))))))
(assert
 (let ((?x121 (div (+ (- 1) sym_h) 2)))
 (let ((?x137 (div ?x121 2)))
 (let ((?x138 (+ 1 ?x137)))
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (idkernel4 sym_c 1 1)))
 (let ((?x100 (relu in_i1)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 ?x100 ?x89)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x111 ?x78)))
 (let ((?x136 (dim ?x129 2)))
 (= ?x136 ?x138)))))))))))
(assert
 (let ((?x126 (div (+ (- 1) sym_w) 2)))
 (let ((?x141 (div ?x126 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (idkernel4 sym_c 1 1)))
 (let ((?x100 (relu in_i1)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 ?x100 ?x89)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x111 ?x78)))
 (let ((?x140 (dim ?x129 3)))
 (= ?x140 ?x142)))))))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (idkernel4 sym_c 1 1)))
 (let ((?x100 (relu in_i1)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 ?x100 ?x89)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x111 ?x78)))
 (let ((?x144 (relu ?x129)))
 (= (rank ?x144) 4))))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (idkernel4 sym_c 1 1)))
 (let ((?x100 (relu in_i1)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 ?x100 ?x89)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x111 ?x78)))
 (let ((?x144 (relu ?x129)))
 (= (dim ?x144 0) sym_n))))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (idkernel4 sym_c 1 1)))
 (let ((?x100 (relu in_i1)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 ?x100 ?x89)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x111 ?x78)))
 (let ((?x144 (relu ?x129)))
 (= (dim ?x144 1) sym_c))))))))
(assert
 (let ((?x121 (div (+ (- 1) sym_h) 2)))
 (let ((?x137 (div ?x121 2)))
 (let ((?x138 (+ 1 ?x137)))
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (idkernel4 sym_c 1 1)))
 (let ((?x100 (relu in_i1)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 ?x100 ?x89)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x111 ?x78)))
 (let ((?x144 (relu ?x129)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x138))))))))))))
(assert
 (let ((?x126 (div (+ (- 1) sym_w) 2)))
 (let ((?x141 (div ?x126 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (idkernel4 sym_c 1 1)))
 (let ((?x100 (relu in_i1)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 ?x100 ?x89)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x111 ?x78)))
 (let ((?x144 (relu ?x129)))
 (let ((?x153 (dim ?x144 3)))
 (= ?x153 ?x142))))))))))))
(assert
 (let ((?x121 (div (+ (- 1) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (>= ?x122 0))))
(assert
 (let ((?x126 (div (+ (- 1) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (>= ?x127 0))))
(assert
 (let ((?x121 (div (+ (- 1) sym_h) 2)))
 (let ((?x137 (div ?x121 2)))
 (let ((?x138 (+ 1 ?x137)))
 (>= ?x138 0)))))
(assert
 (let ((?x126 (div (+ (- 1) sym_w) 2)))
 (let ((?x141 (div ?x126 2)))
 (let ((?x142 (+ 1 ?x141)))
 (>= ?x142 0)))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
(let ((?x89 (idkernel4 sym_c 1 1)))
(let ((?x100 (relu in_i1)))
(let ((?x111 (conv 2 2 0 0 0 0 1 1 1 ?x100 ?x89)))
(let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x111 ?x78)))
(let ((?x144 (relu ?x129)))
(and (distinct ?x144 ?x129) true))))))))
(check-sat)
