; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_conv_idkernel, relu_idem
; z3 rlimit used: 15452
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
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
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x44 (idkernel4 c k k)))
 (let ((?x48 (conv s s p p p p 1 1 1 (relu X) ?x44)))
 (let ((?x46 (relu (conv s s p p p p 1 1 1 X ?x44))))
 (let (($x49 (= ?x46 ?x48)))
 (let (($x43 (and (>= s 1) (>= p 0) (>= k 1) (= (dim X 1) c) (= (rank X) 4))))
 (=> $x43 $x49)))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (let ((?x87 (dim in_u1 2)))
 (= 1 ?x87)))
(assert
 (let ((?x89 (dim in_u1 3)))
 (= 1 ?x89)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x98 (dim ?x91 2)))
 (= 3 ?x98))))
(assert
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x100 (dim ?x91 3)))
 (= 3 ?x100))))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x102 (idkernel4 sym_c2 1 1)))
 (let ((?x109 (dim ?x102 2)))
 (= 1 ?x109))))
(assert
 (let ((?x102 (idkernel4 sym_c2 1 1)))
 (let ((?x111 (dim ?x102 3)))
 (= 1 ?x111))))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x113) 4)))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x113 0) sym_n)))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x113 1) sym_c2)))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x113 2) sym_h)))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x113 3) sym_w)))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (= (rank ?x124) 4))))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (= (dim ?x124 0) sym_n))))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (= (dim ?x124 1) sym_c2))))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (= (dim ?x124 2) sym_h))))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (= (dim ?x124 3) sym_w))))
(assert
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x124 ?x91)))
 (= (rank ?x135) 4))))))
(assert
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x124 ?x91)))
 (= (dim ?x135 0) sym_n))))))
(assert
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x124 ?x91)))
 (= (dim ?x135 1) sym_c2))))))
(assert
 (let ((?x144 (+ (- 2) sym_h)))
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x124 ?x91)))
 (let ((?x142 (dim ?x135 2)))
 (= ?x142 ?x144))))))))
(assert
 (let ((?x147 (+ (- 2) sym_w)))
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x124 ?x91)))
 (let ((?x146 (dim ?x135 3)))
 (= ?x146 ?x147))))))))
(assert
 (let ((?x102 (idkernel4 sym_c2 1 1)))
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x124 ?x91)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 ?x135 ?x102)))
 (= (rank ?x149) 4))))))))
(assert
 (let ((?x102 (idkernel4 sym_c2 1 1)))
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x124 ?x91)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 ?x135 ?x102)))
 (= (dim ?x149 0) sym_n))))))))
(assert
 (let ((?x102 (idkernel4 sym_c2 1 1)))
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x124 ?x91)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 ?x135 ?x102)))
 (= (dim ?x149 1) sym_c2))))))))
(assert
 (let ((?x159 (div (+ (- 3) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x102 (idkernel4 sym_c2 1 1)))
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x124 ?x91)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 ?x135 ?x102)))
 (let ((?x156 (dim ?x149 2)))
 (= ?x156 ?x160)))))))))))
(assert
 (let ((?x164 (div (+ (- 3) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x102 (idkernel4 sym_c2 1 1)))
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x124 ?x91)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 ?x135 ?x102)))
 (let ((?x162 (dim ?x149 3)))
 (= ?x162 ?x165)))))))))))
(assert
 (let ((?x102 (idkernel4 sym_c2 1 1)))
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x124 ?x91)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 ?x135 ?x102)))
 (let ((?x167 (relu ?x149)))
 (= (rank ?x167) 4)))))))))
(assert
 (let ((?x102 (idkernel4 sym_c2 1 1)))
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x124 ?x91)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 ?x135 ?x102)))
 (let ((?x167 (relu ?x149)))
 (= (dim ?x167 0) sym_n)))))))))
(assert
 (let ((?x102 (idkernel4 sym_c2 1 1)))
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x124 ?x91)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 ?x135 ?x102)))
 (let ((?x167 (relu ?x149)))
 (= (dim ?x167 1) sym_c2)))))))))
(assert
 (let ((?x159 (div (+ (- 3) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x102 (idkernel4 sym_c2 1 1)))
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x124 ?x91)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 ?x135 ?x102)))
 (let ((?x167 (relu ?x149)))
 (let ((?x174 (dim ?x167 2)))
 (= ?x174 ?x160))))))))))))
(assert
 (let ((?x164 (div (+ (- 3) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x102 (idkernel4 sym_c2 1 1)))
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x124 ?x91)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 ?x135 ?x102)))
 (let ((?x167 (relu ?x149)))
 (let ((?x176 (dim ?x167 3)))
 (= ?x176 ?x165))))))))))))
(assert
 (let ((?x144 (+ (- 2) sym_h)))
 (>= ?x144 0)))
(assert
 (let ((?x147 (+ (- 2) sym_w)))
 (>= ?x147 0)))
(assert
 (let ((?x159 (div (+ (- 3) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (>= ?x160 0))))
(assert
 (let ((?x164 (div (+ (- 3) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (>= ?x165 0))))
(assert
 (let ((?x102 (idkernel4 sym_c2 1 1)))
(let ((?x91 (idkernel4 sym_c2 3 3)))
(let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x124 (relu ?x113)))
(let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x124 ?x91)))
(let ((?x149 (conv 2 2 0 0 0 0 1 1 1 ?x135 ?x102)))
(let ((?x167 (relu ?x149)))
(and (distinct ?x167 ?x149) true)))))))))
(check-sat)
