; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 14156
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x31 (- ?x8 1)))
 (let ((?x30 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x33 (= ?x30 (conv s s ?x31 ?x31 ?x31 ?x31 1 1 1 X W))))
 (let (($x25 (= (rank W) 4)))
 (let (($x23 (= (rank X) 4)))
 (let (($x19 (= (dim W 0) m)))
 (let (($x15 (>= p 0)))
 (let (($x14 (>= q 0)))
 (let (($x12 (>= s 1)))
 (=> (and (<= 1 ?x8) (>= 1 p) $x12 $x14 $x15 $x19 $x23 $x25) $x33))))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x68 (idkernel4 c k k)))
 (let ((?x72 (conv s s p p p p 1 1 1 (relu X) ?x68)))
 (let ((?x70 (relu (conv s s p p p p 1 1 1 X ?x68))))
 (let (($x73 (= ?x70 ?x72)))
 (let (($x23 (= (rank X) 4)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x67 (and $x12 $x14 (>= k 1) (= (dim X 1) c) $x23)))
 (=> $x67 $x73))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x108 (dim ?x101 2)))
 (= 3 ?x108))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x110 (dim ?x101 3)))
 (= 3 ?x110))))
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
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x101)))
 (= (rank ?x123) 4))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x101)))
 (= (dim ?x123 0) sym_n))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x101)))
 (= (dim ?x123 1) sym_c))))
(assert
 (let ((?x133 (div (+ (- 3) sym_h) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x101)))
 (let ((?x130 (dim ?x123 2)))
 (= ?x130 ?x134)))))))
(assert
 (let ((?x138 (div (+ (- 3) sym_w) 2)))
 (let ((?x139 (+ 1 ?x138)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x101)))
 (let ((?x136 (dim ?x123 3)))
 (= ?x136 ?x139)))))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (relu in_i1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 ?x112 ?x101)))
 (= (rank ?x141) 4)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (relu in_i1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 ?x112 ?x101)))
 (= (dim ?x141 0) sym_n)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (relu in_i1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 ?x112 ?x101)))
 (= (dim ?x141 1) sym_c)))))
(assert
 (let ((?x150 (+ (- 2) sym_h)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (relu in_i1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 ?x112 ?x101)))
 (let ((?x148 (dim ?x141 2)))
 (= ?x148 ?x150)))))))
(assert
 (let ((?x153 (+ (- 2) sym_w)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (relu in_i1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 ?x112 ?x101)))
 (let ((?x152 (dim ?x141 3)))
 (= ?x152 ?x153)))))))
(assert
 (let ((?x133 (div (+ (- 3) sym_h) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (>= ?x134 0))))
(assert
 (let ((?x138 (div (+ (- 3) sym_w) 2)))
 (let ((?x139 (+ 1 ?x138)))
 (>= ?x139 0))))
(assert
 (let ((?x150 (+ (- 2) sym_h)))
 (>= ?x150 0)))
(assert
 (let ((?x153 (+ (- 2) sym_w)))
 (>= ?x153 0)))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x101)))
 (= (rank ?x159) 4))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x101)))
 (= (dim ?x159 0) sym_n))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x101)))
 (= (dim ?x159 1) sym_c))))
(assert
 (let ((?x150 (+ (- 2) sym_h)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x101)))
 (let ((?x166 (dim ?x159 2)))
 (= ?x166 ?x150))))))
(assert
 (let ((?x153 (+ (- 2) sym_w)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x101)))
 (let ((?x168 (dim ?x159 3)))
 (= ?x168 ?x153))))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x101)))
 (let ((?x170 (relu ?x159)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x101)))
 (let ((?x170 (relu ?x159)))
 (= (dim ?x170 0) sym_n)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x101)))
 (let ((?x170 (relu ?x159)))
 (= (dim ?x170 1) sym_c)))))
(assert
 (let ((?x150 (+ (- 2) sym_h)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x101)))
 (let ((?x170 (relu ?x159)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x150)))))))
(assert
 (let ((?x153 (+ (- 2) sym_w)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x101)))
 (let ((?x170 (relu ?x159)))
 (let ((?x179 (dim ?x170 3)))
 (= ?x179 ?x153)))))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x101)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 ?x159 ?x101)))
 (= (rank ?x181) 4)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x101)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 ?x159 ?x101)))
 (= (dim ?x181 0) sym_n)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x101)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 ?x159 ?x101)))
 (= (dim ?x181 1) sym_c)))))
(assert
 (let ((?x133 (div (+ (- 3) sym_h) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x101)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 ?x159 ?x101)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x134))))))))
(assert
 (let ((?x138 (div (+ (- 3) sym_w) 2)))
 (let ((?x139 (+ 1 ?x138)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x101)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 ?x159 ?x101)))
 (let ((?x190 (dim ?x181 3)))
 (= ?x190 ?x139))))))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
(let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x101)))
(let ((?x170 (relu ?x159)))
(let ((?x112 (relu in_i1)))
(let ((?x141 (conv 1 1 0 0 0 0 1 1 1 ?x112 ?x101)))
(let ((?x181 (conv 2 2 1 1 1 1 1 1 1 ?x159 ?x101)))
(let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x101)))
(or (and (distinct ?x123 ?x181) true) (and (distinct ?x141 ?x170) true))))))))))
(check-sat)
