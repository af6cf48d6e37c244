; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, relu_conv_idkernel
; z3 rlimit used: 49665
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x14 (idkernel4 c k k)))
 (let ((?x18 (conv s s p p p p 1 1 1 (relu X) ?x14)))
 (let ((?x16 (relu (conv s s p p p p 1 1 1 X ?x14))))
 (let (($x19 (= ?x16 ?x18)))
 (=> (and (= (dim X 1) c)) $x19))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x64 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x66 (conv s s p p p p 1 1 1 ?x64 (idkernel4 m k k))))
 (let ((?x62 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x63 (conv 1 1 0 0 0 0 1 1 1 ?x62 U)))
 (let (($x67 (= ?x63 ?x66)))
 (let (($x53 (= (dim U 1) c)))
 (let (($x51 (= (dim U 0) m)))
 (let (($x47 (= (dim X 1) c)))
 (let (($x60 (and $x47 $x51 $x53 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x60 $x67)))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
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
 (>= sym_c2 1))
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
 (let ((?x106 (dim in_u1 2)))
 (= 1 ?x106)))
(assert
 (let ((?x108 (dim in_u1 3)))
 (= 1 ?x108)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x117 (dim ?x110 2)))
 (= 3 ?x117))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x119 (dim ?x110 3)))
 (= 3 ?x119))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (= (rank ?x121) 4))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (= (dim ?x121 0) sym_n))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (= (dim ?x121 1) sym_c))))
(assert
 (let ((?x130 (+ (- 2) sym_h)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x128 (dim ?x121 2)))
 (= ?x128 ?x130))))))
(assert
 (let ((?x133 (+ (- 2) sym_w)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x132 (dim ?x121 3)))
 (= ?x132 ?x133))))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x135 (relu ?x121)))
 (= (rank ?x135) 4)))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x135 (relu ?x121)))
 (= (dim ?x135 0) sym_n)))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x135 (relu ?x121)))
 (= (dim ?x135 1) sym_c)))))
(assert
 (let ((?x130 (+ (- 2) sym_h)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x135 (relu ?x121)))
 (let ((?x142 (dim ?x135 2)))
 (= ?x142 ?x130)))))))
(assert
 (let ((?x133 (+ (- 2) sym_w)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x135 (relu ?x121)))
 (let ((?x144 (dim ?x135 3)))
 (= ?x144 ?x133)))))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x135 (relu ?x121)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (= (rank ?x146) 4))))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x135 (relu ?x121)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (= (dim ?x146 0) sym_n))))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x135 (relu ?x121)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (= (dim ?x146 1) sym_c2))))))
(assert
 (let ((?x130 (+ (- 2) sym_h)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x135 (relu ?x121)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x153 (dim ?x146 2)))
 (= ?x153 ?x130))))))))
(assert
 (let ((?x133 (+ (- 2) sym_w)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x135 (relu ?x121)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x155 (dim ?x146 3)))
 (= ?x155 ?x133))))))))
(assert
 (let ((?x130 (+ (- 2) sym_h)))
 (>= ?x130 0)))
(assert
 (let ((?x133 (+ (- 2) sym_w)))
 (>= ?x133 0)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x159 (idkernel4 sym_c2 3 3)))
 (let ((?x166 (dim ?x159 2)))
 (= 3 ?x166))))
(assert
 (let ((?x159 (idkernel4 sym_c2 3 3)))
 (let ((?x168 (dim ?x159 3)))
 (= 3 ?x168))))
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
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (= (rank ?x181) 4))))
(assert
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (= (dim ?x181 0) sym_n))))
(assert
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (= (dim ?x181 1) sym_c2))))
(assert
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (= (dim ?x181 2) sym_h))))
(assert
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (= (dim ?x181 3) sym_w))))
(assert
 (let ((?x159 (idkernel4 sym_c2 3 3)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x181 ?x159)))
 (= (rank ?x192) 4))))))
(assert
 (let ((?x159 (idkernel4 sym_c2 3 3)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x181 ?x159)))
 (= (dim ?x192 0) sym_n))))))
(assert
 (let ((?x159 (idkernel4 sym_c2 3 3)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x181 ?x159)))
 (= (dim ?x192 1) sym_c2))))))
(assert
 (let ((?x130 (+ (- 2) sym_h)))
 (let ((?x159 (idkernel4 sym_c2 3 3)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x181 ?x159)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x130))))))))
(assert
 (let ((?x133 (+ (- 2) sym_w)))
 (let ((?x159 (idkernel4 sym_c2 3 3)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x181 ?x159)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x133))))))))
(assert
 (let ((?x159 (idkernel4 sym_c2 3 3)))
(let ((?x170 (relu in_i1)))
(let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
(let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x181 ?x159)))
(let ((?x110 (idkernel4 sym_c 3 3)))
(let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
(let ((?x135 (relu ?x121)))
(let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
(and (distinct ?x146 ?x192) true))))))))))
(check-sat)
