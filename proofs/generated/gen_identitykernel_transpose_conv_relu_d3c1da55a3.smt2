; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_conv_idkernel, transpose4_relu
; z3 rlimit used: 49228
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x14 (idkernel4 c k k)))
 (let ((?x17 (relu X)))
 (let ((?x18 (conv s s p p p p 1 1 1 ?x17 ?x14)))
 (let ((?x16 (relu (conv s s p p p p 1 1 1 X ?x14))))
 (let (($x19 (= ?x16 ?x18)))
 (=> (and (= (dim X 1) c)) $x19)))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x46 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x17 (relu X)))
 (let ((?x44 (transpose4 p0 p1 p2 p3 ?x17)))
 (= ?x44 ?x46)))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x74 (idkernel4 sym_c 3 3)))
 (let ((?x81 (dim ?x74 2)))
 (= 3 ?x81))))
(assert
 (let ((?x74 (idkernel4 sym_c 3 3)))
 (let ((?x83 (dim ?x74 3)))
 (= 3 ?x83))))
(assert
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (let ((?x74 (idkernel4 sym_c 3 3)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x74)))
 (= (rank ?x96) 4))))
(assert
 (let ((?x74 (idkernel4 sym_c 3 3)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x74)))
 (= (dim ?x96 0) sym_n))))
(assert
 (let ((?x74 (idkernel4 sym_c 3 3)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x74)))
 (= (dim ?x96 1) sym_c))))
(assert
 (let ((?x105 (+ (- 2) sym_h)))
 (let ((?x74 (idkernel4 sym_c 3 3)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x74)))
 (let ((?x103 (dim ?x96 2)))
 (= ?x103 ?x105))))))
(assert
 (let ((?x108 (+ (- 2) sym_w)))
 (let ((?x74 (idkernel4 sym_c 3 3)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x74)))
 (let ((?x107 (dim ?x96 3)))
 (= ?x107 ?x108))))))
(assert
 (let ((?x74 (idkernel4 sym_c 3 3)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x74)))
 (let ((?x110 (relu ?x96)))
 (= (rank ?x110) 4)))))
(assert
 (let ((?x74 (idkernel4 sym_c 3 3)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x74)))
 (let ((?x110 (relu ?x96)))
 (= (dim ?x110 0) sym_n)))))
(assert
 (let ((?x74 (idkernel4 sym_c 3 3)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x74)))
 (let ((?x110 (relu ?x96)))
 (= (dim ?x110 1) sym_c)))))
(assert
 (let ((?x105 (+ (- 2) sym_h)))
 (let ((?x74 (idkernel4 sym_c 3 3)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x74)))
 (let ((?x110 (relu ?x96)))
 (let ((?x117 (dim ?x110 2)))
 (= ?x117 ?x105)))))))
(assert
 (let ((?x108 (+ (- 2) sym_w)))
 (let ((?x74 (idkernel4 sym_c 3 3)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x74)))
 (let ((?x110 (relu ?x96)))
 (let ((?x119 (dim ?x110 3)))
 (= ?x119 ?x108)))))))
(assert
 (= (rank (relu (transpose4 0 1 3 2 in_i1))) 4))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 0) sym_n))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 1) sym_c))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 2) sym_w))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 3) sym_h))
(assert
 (let ((?x105 (+ (- 2) sym_h)))
 (>= ?x105 0)))
(assert
 (let ((?x108 (+ (- 2) sym_w)))
 (>= ?x108 0)))
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
 (= (rank (transpose4 0 1 3 2 (relu in_i1))) 4))
(assert
 (= (dim (transpose4 0 1 3 2 (relu in_i1)) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 (relu in_i1)) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 (relu in_i1)) 3) sym_h))
(assert
 (let ((?x74 (idkernel4 sym_c 3 3)))
 (let ((?x134 (relu in_i1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x134 ?x74)))
 (= (rank ?x156) 4)))))
(assert
 (let ((?x74 (idkernel4 sym_c 3 3)))
 (let ((?x134 (relu in_i1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x134 ?x74)))
 (= (dim ?x156 0) sym_n)))))
(assert
 (let ((?x74 (idkernel4 sym_c 3 3)))
 (let ((?x134 (relu in_i1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x134 ?x74)))
 (= (dim ?x156 1) sym_c)))))
(assert
 (let ((?x105 (+ (- 2) sym_h)))
 (let ((?x74 (idkernel4 sym_c 3 3)))
 (let ((?x134 (relu in_i1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x134 ?x74)))
 (let ((?x163 (dim ?x156 2)))
 (= ?x163 ?x105)))))))
(assert
 (let ((?x108 (+ (- 2) sym_w)))
 (let ((?x74 (idkernel4 sym_c 3 3)))
 (let ((?x134 (relu in_i1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x134 ?x74)))
 (let ((?x165 (dim ?x156 3)))
 (= ?x165 ?x108)))))))
(assert
 (let ((?x134 (relu in_i1)))
(let ((?x145 (transpose4 0 1 3 2 ?x134)))
(let ((?x85 (transpose4 0 1 3 2 in_i1)))
(let ((?x121 (relu ?x85)))
(let ((?x74 (idkernel4 sym_c 3 3)))
(let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x134 ?x74)))
(let ((?x96 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x74)))
(let ((?x110 (relu ?x96)))
(or (and (distinct ?x110 ?x156) true) (and (distinct ?x121 ?x145) true)))))))))))
(check-sat)
