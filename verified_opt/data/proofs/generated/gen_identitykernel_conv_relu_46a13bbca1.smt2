; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_conv_idkernel, relu_idem
; z3 rlimit used: 76466
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
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
 (>= sym_c2 1))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x85 (dim in_u1 2)))
 (= 1 ?x85)))
(assert
 (let ((?x87 (dim in_u1 3)))
 (= 1 ?x87)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x89 (idkernel4 sym_c2 3 3)))
 (let ((?x96 (dim ?x89 2)))
 (= 3 ?x96))))
(assert
 (let ((?x89 (idkernel4 sym_c2 3 3)))
 (let ((?x98 (dim ?x89 3)))
 (= 3 ?x98))))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x100 (idkernel4 sym_c2 1 1)))
 (let ((?x107 (dim ?x100 2)))
 (= 1 ?x107))))
(assert
 (let ((?x100 (idkernel4 sym_c2 1 1)))
 (let ((?x109 (dim ?x100 3)))
 (= 1 ?x109))))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x111) 4)))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x111 0) sym_n)))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x111 1) sym_c2)))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x111 2) sym_h)))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x111 3) sym_w)))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (= (rank ?x122) 4))))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (= (dim ?x122 0) sym_n))))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (= (dim ?x122 1) sym_c2))))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (= (dim ?x122 2) sym_h))))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (= (dim ?x122 3) sym_w))))
(assert
 (let ((?x89 (idkernel4 sym_c2 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x122 ?x89)))
 (= (rank ?x133) 4))))))
(assert
 (let ((?x89 (idkernel4 sym_c2 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x122 ?x89)))
 (= (dim ?x133 0) sym_n))))))
(assert
 (let ((?x89 (idkernel4 sym_c2 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x122 ?x89)))
 (= (dim ?x133 1) sym_c2))))))
(assert
 (let ((?x142 (+ (- 2) sym_h)))
 (let ((?x89 (idkernel4 sym_c2 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x122 ?x89)))
 (let ((?x140 (dim ?x133 2)))
 (= ?x140 ?x142))))))))
(assert
 (let ((?x145 (+ (- 2) sym_w)))
 (let ((?x89 (idkernel4 sym_c2 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x122 ?x89)))
 (let ((?x144 (dim ?x133 3)))
 (= ?x144 ?x145))))))))
(assert
 (let ((?x100 (idkernel4 sym_c2 1 1)))
 (let ((?x89 (idkernel4 sym_c2 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x122 ?x89)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x133 ?x100)))
 (= (rank ?x147) 4))))))))
(assert
 (let ((?x100 (idkernel4 sym_c2 1 1)))
 (let ((?x89 (idkernel4 sym_c2 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x122 ?x89)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x133 ?x100)))
 (= (dim ?x147 0) sym_n))))))))
(assert
 (let ((?x100 (idkernel4 sym_c2 1 1)))
 (let ((?x89 (idkernel4 sym_c2 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x122 ?x89)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x133 ?x100)))
 (= (dim ?x147 1) sym_c2))))))))
(assert
 (let ((?x157 (div (+ (- 3) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x100 (idkernel4 sym_c2 1 1)))
 (let ((?x89 (idkernel4 sym_c2 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x122 ?x89)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x133 ?x100)))
 (let ((?x154 (dim ?x147 2)))
 (= ?x154 ?x158)))))))))))
(assert
 (let ((?x162 (div (+ (- 3) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x100 (idkernel4 sym_c2 1 1)))
 (let ((?x89 (idkernel4 sym_c2 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x122 ?x89)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x133 ?x100)))
 (let ((?x160 (dim ?x147 3)))
 (= ?x160 ?x163)))))))))))
(assert
 (let ((?x100 (idkernel4 sym_c2 1 1)))
 (let ((?x89 (idkernel4 sym_c2 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x122 ?x89)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x133 ?x100)))
 (let ((?x165 (relu ?x147)))
 (= (rank ?x165) 4)))))))))
(assert
 (let ((?x100 (idkernel4 sym_c2 1 1)))
 (let ((?x89 (idkernel4 sym_c2 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x122 ?x89)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x133 ?x100)))
 (let ((?x165 (relu ?x147)))
 (= (dim ?x165 0) sym_n)))))))))
(assert
 (let ((?x100 (idkernel4 sym_c2 1 1)))
 (let ((?x89 (idkernel4 sym_c2 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x122 ?x89)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x133 ?x100)))
 (let ((?x165 (relu ?x147)))
 (= (dim ?x165 1) sym_c2)))))))))
(assert
 (let ((?x157 (div (+ (- 3) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x100 (idkernel4 sym_c2 1 1)))
 (let ((?x89 (idkernel4 sym_c2 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x122 ?x89)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x133 ?x100)))
 (let ((?x165 (relu ?x147)))
 (let ((?x172 (dim ?x165 2)))
 (= ?x172 ?x158))))))))))))
(assert
 (let ((?x162 (div (+ (- 3) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x100 (idkernel4 sym_c2 1 1)))
 (let ((?x89 (idkernel4 sym_c2 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (relu ?x111)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x122 ?x89)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x133 ?x100)))
 (let ((?x165 (relu ?x147)))
 (let ((?x174 (dim ?x165 3)))
 (= ?x174 ?x163))))))))))))
(assert
 (let ((?x142 (+ (- 2) sym_h)))
 (>= ?x142 0)))
(assert
 (let ((?x145 (+ (- 2) sym_w)))
 (>= ?x145 0)))
(assert
 (let ((?x157 (div (+ (- 3) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (>= ?x158 0))))
(assert
 (let ((?x162 (div (+ (- 3) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (>= ?x163 0))))
(assert
 (let ((?x100 (idkernel4 sym_c2 1 1)))
(let ((?x89 (idkernel4 sym_c2 3 3)))
(let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x122 (relu ?x111)))
(let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x122 ?x89)))
(let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x133 ?x100)))
(let ((?x165 (relu ?x147)))
(and (distinct ?x165 ?x147) true)))))))))
(check-sat)
