; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel
; z3 rlimit used: 74667
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
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
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x33 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x35 (conv s s p p p p 1 1 1 ?x33 (idkernel4 m k k))))
 (let ((?x31 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x32 (conv 1 1 0 0 0 0 1 1 1 ?x31 U)))
 (let (($x36 (= ?x32 ?x35)))
 (let (($x22 (= (dim U 1) c)))
 (let (($x20 (= (dim U 0) m)))
 (let (($x16 (= (dim X 1) c)))
 (let (($x12 (>= k 1)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x29 (and $x7 $x10 $x12 $x16 $x20 $x22 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x29 $x36))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
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
 (let ((?x92 (dim in_u1 2)))
 (= 1 ?x92)))
(assert
 (let ((?x94 (dim in_u1 3)))
 (= 1 ?x94)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x103 (dim ?x96 2)))
 (= 3 ?x103))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x105 (dim ?x96 3)))
 (= 3 ?x105))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x96)))
 (= (rank ?x107) 4))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x96)))
 (= (dim ?x107 0) sym_n))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x96)))
 (= (dim ?x107 1) sym_c))))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x96)))
 (let ((?x114 (dim ?x107 2)))
 (= ?x114 ?x116))))))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x96)))
 (let ((?x118 (dim ?x107 3)))
 (= ?x118 ?x119))))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x96)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 ?x107 in_u1)))
 (= (rank ?x121) 4)))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x96)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 ?x107 in_u1)))
 (= (dim ?x121 0) sym_n)))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x96)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 ?x107 in_u1)))
 (= (dim ?x121 1) sym_c2)))))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x96)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 ?x107 in_u1)))
 (let ((?x128 (dim ?x121 2)))
 (= ?x128 ?x116)))))))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x96)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 ?x107 in_u1)))
 (let ((?x130 (dim ?x121 3)))
 (= ?x130 ?x119)))))))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (>= ?x116 0)))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (>= ?x119 0)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x134 (idkernel4 sym_c2 3 3)))
 (let ((?x141 (dim ?x134 2)))
 (= 3 ?x141))))
(assert
 (let ((?x134 (idkernel4 sym_c2 3 3)))
 (let ((?x143 (dim ?x134 3)))
 (= 3 ?x143))))
(assert
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x145) 4)))
(assert
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x145 0) sym_n)))
(assert
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x145 1) sym_c2)))
(assert
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x145 2) sym_h)))
(assert
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x145 3) sym_w)))
(assert
 (let ((?x134 (idkernel4 sym_c2 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x145 ?x134)))
 (= (rank ?x156) 4)))))
(assert
 (let ((?x134 (idkernel4 sym_c2 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x145 ?x134)))
 (= (dim ?x156 0) sym_n)))))
(assert
 (let ((?x134 (idkernel4 sym_c2 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x145 ?x134)))
 (= (dim ?x156 1) sym_c2)))))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (let ((?x134 (idkernel4 sym_c2 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x145 ?x134)))
 (let ((?x163 (dim ?x156 2)))
 (= ?x163 ?x116)))))))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (let ((?x134 (idkernel4 sym_c2 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x145 ?x134)))
 (let ((?x165 (dim ?x156 3)))
 (= ?x165 ?x119)))))))
(assert
 (let ((?x134 (idkernel4 sym_c2 3 3)))
(let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x145 ?x134)))
(let ((?x96 (idkernel4 sym_c 3 3)))
(let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x96)))
(let ((?x121 (conv 1 1 0 0 0 0 1 1 1 ?x107 in_u1)))
(and (distinct ?x121 ?x156) true))))))))
(check-sat)
