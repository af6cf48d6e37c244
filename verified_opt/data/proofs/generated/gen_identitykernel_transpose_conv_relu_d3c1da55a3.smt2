; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_conv_idkernel, transpose4_relu
; z3 rlimit used: 13156
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x21 (idkernel4 c k k)))
 (let ((?x24 (relu X)))
 (let ((?x25 (conv s s p p p p 1 1 1 ?x24 ?x21)))
 (let ((?x23 (relu (conv s s p p p p 1 1 1 X ?x21))))
 (let (($x26 (= ?x23 ?x25)))
 (let (($x19 (= (rank X) 4)))
 (let (($x10 (>= p 0)))
 (let (($x20 (and (>= s 1) $x10 (>= k 1) (= (dim X 1) c) $x19)))
 (=> $x20 $x26))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x57 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x24 (relu X)))
 (let ((?x55 (transpose4 p0 p1 p2 p3 ?x24)))
 (let (($x58 (= ?x55 ?x57)))
 (let (($x19 (= (rank X) 4)))
 (let (($x10 (>= p2 0)))
 (let (($x54 (and (>= p0 0) (>= p1 0) $x10 (>= p3 0) $x19)))
 (=> $x54 $x58)))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x94 (dim ?x87 2)))
 (= 3 ?x94))))
(assert
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x96 (dim ?x87 3)))
 (= 3 ?x96))))
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
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x109 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x87)))
 (= (rank ?x109) 4))))
(assert
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x109 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x87)))
 (= (dim ?x109 0) sym_n))))
(assert
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x109 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x87)))
 (= (dim ?x109 1) sym_c))))
(assert
 (let ((?x118 (+ (- 2) sym_h)))
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x109 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x87)))
 (let ((?x116 (dim ?x109 2)))
 (= ?x116 ?x118))))))
(assert
 (let ((?x121 (+ (- 2) sym_w)))
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x109 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x87)))
 (let ((?x120 (dim ?x109 3)))
 (= ?x120 ?x121))))))
(assert
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x109 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x87)))
 (let ((?x123 (relu ?x109)))
 (= (rank ?x123) 4)))))
(assert
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x109 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x87)))
 (let ((?x123 (relu ?x109)))
 (= (dim ?x123 0) sym_n)))))
(assert
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x109 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x87)))
 (let ((?x123 (relu ?x109)))
 (= (dim ?x123 1) sym_c)))))
(assert
 (let ((?x118 (+ (- 2) sym_h)))
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x109 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x87)))
 (let ((?x123 (relu ?x109)))
 (let ((?x130 (dim ?x123 2)))
 (= ?x130 ?x118)))))))
(assert
 (let ((?x121 (+ (- 2) sym_w)))
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x109 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x87)))
 (let ((?x123 (relu ?x109)))
 (let ((?x132 (dim ?x123 3)))
 (= ?x132 ?x121)))))))
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
 (let ((?x118 (+ (- 2) sym_h)))
 (>= ?x118 0)))
(assert
 (let ((?x121 (+ (- 2) sym_w)))
 (>= ?x121 0)))
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
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x147 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x147 ?x87)))
 (= (rank ?x169) 4)))))
(assert
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x147 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x147 ?x87)))
 (= (dim ?x169 0) sym_n)))))
(assert
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x147 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x147 ?x87)))
 (= (dim ?x169 1) sym_c)))))
(assert
 (let ((?x118 (+ (- 2) sym_h)))
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x147 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x147 ?x87)))
 (let ((?x176 (dim ?x169 2)))
 (= ?x176 ?x118)))))))
(assert
 (let ((?x121 (+ (- 2) sym_w)))
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x147 (relu in_i1)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x147 ?x87)))
 (let ((?x178 (dim ?x169 3)))
 (= ?x178 ?x121)))))))
(assert
 (let ((?x147 (relu in_i1)))
(let ((?x158 (transpose4 0 1 3 2 ?x147)))
(let ((?x98 (transpose4 0 1 3 2 in_i1)))
(let ((?x134 (relu ?x98)))
(let ((?x87 (idkernel4 sym_c 3 3)))
(let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x147 ?x87)))
(let ((?x109 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x87)))
(let ((?x123 (relu ?x109)))
(or (and (distinct ?x123 ?x169) true) (and (distinct ?x134 ?x158) true)))))))))))
(check-sat)
