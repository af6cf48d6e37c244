; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel
; z3 rlimit used: 12592
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x38 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x40 (conv s s p p p p 1 1 1 ?x38 (idkernel4 m k k))))
 (let ((?x36 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x37 (conv 1 1 0 0 0 0 1 1 1 ?x36 U)))
 (let (($x41 (= ?x37 ?x40)))
 (let (($x33 (= (rank U) 4)))
 (let (($x31 (= (rank X) 4)))
 (let (($x22 (= (dim U 1) c)))
 (let (($x20 (= (dim U 0) m)))
 (let (($x16 (= (dim X 1) c)))
 (let (($x12 (>= k 1)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x34 (and $x7 $x10 $x12 $x16 $x20 $x22 (= 1 (dim U 2)) (= 1 (dim U 3)) $x31 $x33)))
 (=> $x34 $x41))))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
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
 (let ((?x96 (dim in_u1 2)))
 (= 1 ?x96)))
(assert
 (let ((?x98 (dim in_u1 3)))
 (= 1 ?x98)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x107 (dim ?x100 2)))
 (= 3 ?x107))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x109 (dim ?x100 3)))
 (= 3 ?x109))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (= (rank ?x111) 4))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (= (dim ?x111 0) sym_n))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (= (dim ?x111 1) sym_c))))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x118 (dim ?x111 2)))
 (= ?x118 ?x120))))))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x122 (dim ?x111 3)))
 (= ?x122 ?x123))))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 ?x111 in_u1)))
 (= (rank ?x125) 4)))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 ?x111 in_u1)))
 (= (dim ?x125 0) sym_n)))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 ?x111 in_u1)))
 (= (dim ?x125 1) sym_c2)))))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 ?x111 in_u1)))
 (let ((?x132 (dim ?x125 2)))
 (= ?x132 ?x120)))))))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 ?x111 in_u1)))
 (let ((?x134 (dim ?x125 3)))
 (= ?x134 ?x123)))))))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (>= ?x120 0)))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (>= ?x123 0)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x138 (idkernel4 sym_c2 3 3)))
 (let ((?x145 (dim ?x138 2)))
 (= 3 ?x145))))
(assert
 (let ((?x138 (idkernel4 sym_c2 3 3)))
 (let ((?x147 (dim ?x138 3)))
 (= 3 ?x147))))
(assert
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x149) 4)))
(assert
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x149 0) sym_n)))
(assert
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x149 1) sym_c2)))
(assert
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x149 2) sym_h)))
(assert
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x149 3) sym_w)))
(assert
 (let ((?x138 (idkernel4 sym_c2 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 ?x149 ?x138)))
 (= (rank ?x160) 4)))))
(assert
 (let ((?x138 (idkernel4 sym_c2 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 ?x149 ?x138)))
 (= (dim ?x160 0) sym_n)))))
(assert
 (let ((?x138 (idkernel4 sym_c2 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 ?x149 ?x138)))
 (= (dim ?x160 1) sym_c2)))))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (let ((?x138 (idkernel4 sym_c2 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 ?x149 ?x138)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x120)))))))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (let ((?x138 (idkernel4 sym_c2 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 ?x149 ?x138)))
 (let ((?x169 (dim ?x160 3)))
 (= ?x169 ?x123)))))))
(assert
 (let ((?x138 (idkernel4 sym_c2 3 3)))
(let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x160 (conv 1 1 0 0 0 0 1 1 1 ?x149 ?x138)))
(let ((?x100 (idkernel4 sym_c 3 3)))
(let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
(let ((?x125 (conv 1 1 0 0 0 0 1 1 1 ?x111 in_u1)))
(and (distinct ?x125 ?x160) true))))))))
(check-sat)
