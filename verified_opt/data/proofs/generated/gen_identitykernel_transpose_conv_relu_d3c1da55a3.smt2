; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_conv_idkernel, transpose4_relu
; z3 rlimit used: 75089
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x18 (idkernel4 c k k)))
 (let ((?x21 (relu X)))
 (let ((?x22 (conv s s p p p p 1 1 1 ?x21 ?x18)))
 (let ((?x20 (relu (conv s s p p p p 1 1 1 X ?x18))))
 (let (($x23 (= ?x20 ?x22)))
 (let (($x10 (>= p 0)))
 (let (($x17 (and (>= s 1) $x10 (>= k 1) (= (dim X 1) c))))
 (=> $x17 $x23)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x54 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x21 (relu X)))
 (let ((?x52 (transpose4 p0 p1 p2 p3 ?x21)))
 (let (($x55 (= ?x52 ?x54)))
 (let (($x10 (>= p2 0)))
 (let (($x51 (and (>= p0 0) (>= p1 0) $x10 (>= p3 0))))
 (=> $x51 $x55))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x92 (dim ?x85 2)))
 (= 3 ?x92))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x94 (dim ?x85 3)))
 (= 3 ?x94))))
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
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (= (rank ?x107) 4))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (= (dim ?x107 0) sym_n))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (= (dim ?x107 1) sym_c))))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x114 (dim ?x107 2)))
 (= ?x114 ?x116))))))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x118 (dim ?x107 3)))
 (= ?x118 ?x119))))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x121 (relu ?x107)))
 (= (rank ?x121) 4)))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x121 (relu ?x107)))
 (= (dim ?x121 0) sym_n)))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x121 (relu ?x107)))
 (= (dim ?x121 1) sym_c)))))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x121 (relu ?x107)))
 (let ((?x128 (dim ?x121 2)))
 (= ?x128 ?x116)))))))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x121 (relu ?x107)))
 (let ((?x130 (dim ?x121 3)))
 (= ?x130 ?x119)))))))
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
 (let ((?x116 (+ (- 2) sym_h)))
 (>= ?x116 0)))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (>= ?x119 0)))
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
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x145 (relu in_i1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x145 ?x85)))
 (= (rank ?x167) 4)))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x145 (relu in_i1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x145 ?x85)))
 (= (dim ?x167 0) sym_n)))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x145 (relu in_i1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x145 ?x85)))
 (= (dim ?x167 1) sym_c)))))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x145 (relu in_i1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x145 ?x85)))
 (let ((?x174 (dim ?x167 2)))
 (= ?x174 ?x116)))))))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x145 (relu in_i1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x145 ?x85)))
 (let ((?x176 (dim ?x167 3)))
 (= ?x176 ?x119)))))))
(assert
 (let ((?x145 (relu in_i1)))
(let ((?x156 (transpose4 0 1 3 2 ?x145)))
(let ((?x96 (transpose4 0 1 3 2 in_i1)))
(let ((?x132 (relu ?x96)))
(let ((?x85 (idkernel4 sym_c 3 3)))
(let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x145 ?x85)))
(let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
(let ((?x121 (relu ?x107)))
(or (and (distinct ?x121 ?x167) true) (and (distinct ?x132 ?x156) true)))))))))))
(check-sat)
