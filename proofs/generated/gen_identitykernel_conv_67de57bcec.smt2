; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel
; z3 rlimit used: 49025
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
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
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x30 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x32 (conv s s p p p p 1 1 1 ?x30 (idkernel4 m k k))))
 (let ((?x28 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x29 (conv 1 1 0 0 0 0 1 1 1 ?x28 U)))
 (let (($x33 (= ?x29 ?x32)))
 (let (($x16 (= (dim U 1) c)))
 (let (($x14 (= (dim U 0) m)))
 (let (($x9 (= (dim X 1) c)))
 (let (($x23 (and $x9 $x14 $x16 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x23 $x33)))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
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
 (let ((?x89 (dim in_u1 2)))
 (= 1 ?x89)))
(assert
 (let ((?x91 (dim in_u1 3)))
 (= 1 ?x91)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x100 (dim ?x93 2)))
 (= 3 ?x100))))
(assert
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x102 (dim ?x93 3)))
 (= 3 ?x102))))
(assert
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x93)))
 (= (rank ?x104) 4))))
(assert
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x93)))
 (= (dim ?x104 0) sym_n))))
(assert
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x93)))
 (= (dim ?x104 1) sym_c))))
(assert
 (let ((?x114 (div (+ (- 3) sym_h) 2)))
 (let ((?x115 (+ 1 ?x114)))
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x93)))
 (let ((?x111 (dim ?x104 2)))
 (= ?x111 ?x115)))))))
(assert
 (let ((?x119 (div (+ (- 3) sym_w) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x93)))
 (let ((?x117 (dim ?x104 3)))
 (= ?x117 ?x120)))))))
(assert
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x93)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 ?x104 in_u1)))
 (= (rank ?x122) 4)))))
(assert
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x93)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 ?x104 in_u1)))
 (= (dim ?x122 0) sym_n)))))
(assert
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x93)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 ?x104 in_u1)))
 (= (dim ?x122 1) sym_c2)))))
(assert
 (let ((?x114 (div (+ (- 3) sym_h) 2)))
 (let ((?x115 (+ 1 ?x114)))
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x93)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 ?x104 in_u1)))
 (let ((?x129 (dim ?x122 2)))
 (= ?x129 ?x115))))))))
(assert
 (let ((?x119 (div (+ (- 3) sym_w) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x93)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 ?x104 in_u1)))
 (let ((?x131 (dim ?x122 3)))
 (= ?x131 ?x120))))))))
(assert
 (let ((?x114 (div (+ (- 3) sym_h) 2)))
 (let ((?x115 (+ 1 ?x114)))
 (>= ?x115 0))))
(assert
 (let ((?x119 (div (+ (- 3) sym_w) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (>= ?x120 0))))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x135 (idkernel4 sym_c2 3 3)))
 (let ((?x142 (dim ?x135 2)))
 (= 3 ?x142))))
(assert
 (let ((?x135 (idkernel4 sym_c2 3 3)))
 (let ((?x144 (dim ?x135 3)))
 (= 3 ?x144))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x146) 4)))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x146 0) sym_n)))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x146 1) sym_c2)))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x146 2) sym_h)))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x146 3) sym_w)))
(assert
 (let ((?x135 (idkernel4 sym_c2 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 ?x146 ?x135)))
 (= (rank ?x157) 4)))))
(assert
 (let ((?x135 (idkernel4 sym_c2 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 ?x146 ?x135)))
 (= (dim ?x157 0) sym_n)))))
(assert
 (let ((?x135 (idkernel4 sym_c2 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 ?x146 ?x135)))
 (= (dim ?x157 1) sym_c2)))))
(assert
 (let ((?x114 (div (+ (- 3) sym_h) 2)))
 (let ((?x115 (+ 1 ?x114)))
 (let ((?x135 (idkernel4 sym_c2 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 ?x146 ?x135)))
 (let ((?x164 (dim ?x157 2)))
 (= ?x164 ?x115))))))))
(assert
 (let ((?x119 (div (+ (- 3) sym_w) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (let ((?x135 (idkernel4 sym_c2 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 ?x146 ?x135)))
 (let ((?x166 (dim ?x157 3)))
 (= ?x166 ?x120))))))))
(assert
 (let ((?x135 (idkernel4 sym_c2 3 3)))
(let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x157 (conv 2 2 0 0 0 0 1 1 1 ?x146 ?x135)))
(let ((?x93 (idkernel4 sym_c 3 3)))
(let ((?x104 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x93)))
(let ((?x122 (conv 1 1 0 0 0 0 1 1 1 ?x104 in_u1)))
(and (distinct ?x122 ?x157) true))))))))
(check-sat)
