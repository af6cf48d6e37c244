; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel
; z3 rlimit used: 48906
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
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x93)))
 (= (rank ?x104) 4))))
(assert
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x93)))
 (= (dim ?x104 0) sym_n))))
(assert
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x93)))
 (= (dim ?x104 1) sym_c))))
(assert
 (let ((?x113 (+ (- 2) sym_h)))
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x93)))
 (let ((?x111 (dim ?x104 2)))
 (= ?x111 ?x113))))))
(assert
 (let ((?x116 (+ (- 2) sym_w)))
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x93)))
 (let ((?x115 (dim ?x104 3)))
 (= ?x115 ?x116))))))
(assert
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x93)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 ?x104 in_u1)))
 (= (rank ?x118) 4)))))
(assert
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x93)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 ?x104 in_u1)))
 (= (dim ?x118 0) sym_n)))))
(assert
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x93)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 ?x104 in_u1)))
 (= (dim ?x118 1) sym_c2)))))
(assert
 (let ((?x113 (+ (- 2) sym_h)))
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x93)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 ?x104 in_u1)))
 (let ((?x125 (dim ?x118 2)))
 (= ?x125 ?x113)))))))
(assert
 (let ((?x116 (+ (- 2) sym_w)))
 (let ((?x93 (idkernel4 sym_c 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x93)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 ?x104 in_u1)))
 (let ((?x127 (dim ?x118 3)))
 (= ?x127 ?x116)))))))
(assert
 (let ((?x113 (+ (- 2) sym_h)))
 (>= ?x113 0)))
(assert
 (let ((?x116 (+ (- 2) sym_w)))
 (>= ?x116 0)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x131 (idkernel4 sym_c2 3 3)))
 (let ((?x138 (dim ?x131 2)))
 (= 3 ?x138))))
(assert
 (let ((?x131 (idkernel4 sym_c2 3 3)))
 (let ((?x140 (dim ?x131 3)))
 (= 3 ?x140))))
(assert
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x142) 4)))
(assert
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x142 0) sym_n)))
(assert
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x142 1) sym_c2)))
(assert
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x142 2) sym_h)))
(assert
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x142 3) sym_w)))
(assert
 (let ((?x131 (idkernel4 sym_c2 3 3)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x142 ?x131)))
 (= (rank ?x153) 4)))))
(assert
 (let ((?x131 (idkernel4 sym_c2 3 3)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x142 ?x131)))
 (= (dim ?x153 0) sym_n)))))
(assert
 (let ((?x131 (idkernel4 sym_c2 3 3)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x142 ?x131)))
 (= (dim ?x153 1) sym_c2)))))
(assert
 (let ((?x113 (+ (- 2) sym_h)))
 (let ((?x131 (idkernel4 sym_c2 3 3)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x142 ?x131)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x113)))))))
(assert
 (let ((?x116 (+ (- 2) sym_w)))
 (let ((?x131 (idkernel4 sym_c2 3 3)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x142 ?x131)))
 (let ((?x162 (dim ?x153 3)))
 (= ?x162 ?x116)))))))
(assert
 (let ((?x131 (idkernel4 sym_c2 3 3)))
(let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x142 ?x131)))
(let ((?x93 (idkernel4 sym_c 3 3)))
(let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x93)))
(let ((?x118 (conv 1 1 0 0 0 0 1 1 1 ?x104 in_u1)))
(and (distinct ?x118 ?x153) true))))))))
(check-sat)
