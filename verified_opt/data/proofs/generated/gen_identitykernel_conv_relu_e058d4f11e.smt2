; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, relu_conv_idkernel
; z3 rlimit used: 14561
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x21 (idkernel4 c k k)))
 (let ((?x25 (conv s s p p p p 1 1 1 (relu X) ?x21)))
 (let ((?x23 (relu (conv s s p p p p 1 1 1 X ?x21))))
 (let (($x26 (= ?x23 ?x25)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x20 (and $x7 $x10 (>= k 1) (= (dim X 1) c) (= (rank X) 4))))
 (=> $x20 $x26)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x75 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x77 (conv s s p p p p 1 1 1 ?x75 (idkernel4 m k k))))
 (let ((?x73 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x74 (conv 1 1 0 0 0 0 1 1 1 ?x73 U)))
 (let (($x78 (= ?x74 ?x77)))
 (let (($x70 (= (rank U) 4)))
 (let (($x68 (= (rank X) 4)))
 (let (($x60 (= (dim U 1) c)))
 (let (($x58 (= (dim U 0) m)))
 (let (($x55 (= (dim X 1) c)))
 (let (($x51 (>= k 1)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x71 (and $x7 $x10 $x51 $x55 $x58 $x60 (= 1 (dim U 2)) (= 1 (dim U 3)) $x68 $x70)))
 (=> $x71 $x78))))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
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
 (let ((?x116 (dim in_u1 2)))
 (= 1 ?x116)))
(assert
 (let ((?x118 (dim in_u1 3)))
 (= 1 ?x118)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x127 (dim ?x120 2)))
 (= 3 ?x127))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x129 (dim ?x120 3)))
 (= 3 ?x129))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (= (rank ?x131) 4))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (= (dim ?x131 0) sym_n))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (= (dim ?x131 1) sym_c))))
(assert
 (let ((?x140 (+ (- 2) sym_h)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x138 (dim ?x131 2)))
 (= ?x138 ?x140))))))
(assert
 (let ((?x143 (+ (- 2) sym_w)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x142 (dim ?x131 3)))
 (= ?x142 ?x143))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (= (rank ?x145) 4)))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (= (dim ?x145 0) sym_n)))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (= (dim ?x145 1) sym_c)))))
(assert
 (let ((?x140 (+ (- 2) sym_h)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (let ((?x152 (dim ?x145 2)))
 (= ?x152 ?x140)))))))
(assert
 (let ((?x143 (+ (- 2) sym_w)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (let ((?x154 (dim ?x145 3)))
 (= ?x154 ?x143)))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x145 in_u1)))
 (= (rank ?x156) 4))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x145 in_u1)))
 (= (dim ?x156 0) sym_n))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x145 in_u1)))
 (= (dim ?x156 1) sym_c2))))))
(assert
 (let ((?x140 (+ (- 2) sym_h)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x145 in_u1)))
 (let ((?x163 (dim ?x156 2)))
 (= ?x163 ?x140))))))))
(assert
 (let ((?x143 (+ (- 2) sym_w)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x145 in_u1)))
 (let ((?x165 (dim ?x156 3)))
 (= ?x165 ?x143))))))))
(assert
 (let ((?x140 (+ (- 2) sym_h)))
 (>= ?x140 0)))
(assert
 (let ((?x143 (+ (- 2) sym_w)))
 (>= ?x143 0)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x169 (idkernel4 sym_c2 3 3)))
 (let ((?x176 (dim ?x169 2)))
 (= 3 ?x176))))
(assert
 (let ((?x169 (idkernel4 sym_c2 3 3)))
 (let ((?x178 (dim ?x169 3)))
 (= 3 ?x178))))
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
 (let ((?x180 (relu in_i1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (= (rank ?x191) 4))))
(assert
 (let ((?x180 (relu in_i1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (= (dim ?x191 0) sym_n))))
(assert
 (let ((?x180 (relu in_i1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (= (dim ?x191 1) sym_c2))))
(assert
 (let ((?x180 (relu in_i1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (= (dim ?x191 2) sym_h))))
(assert
 (let ((?x180 (relu in_i1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (= (dim ?x191 3) sym_w))))
(assert
 (let ((?x169 (idkernel4 sym_c2 3 3)))
 (let ((?x180 (relu in_i1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 ?x191 ?x169)))
 (= (rank ?x202) 4))))))
(assert
 (let ((?x169 (idkernel4 sym_c2 3 3)))
 (let ((?x180 (relu in_i1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 ?x191 ?x169)))
 (= (dim ?x202 0) sym_n))))))
(assert
 (let ((?x169 (idkernel4 sym_c2 3 3)))
 (let ((?x180 (relu in_i1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 ?x191 ?x169)))
 (= (dim ?x202 1) sym_c2))))))
(assert
 (let ((?x140 (+ (- 2) sym_h)))
 (let ((?x169 (idkernel4 sym_c2 3 3)))
 (let ((?x180 (relu in_i1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 ?x191 ?x169)))
 (let ((?x209 (dim ?x202 2)))
 (= ?x209 ?x140))))))))
(assert
 (let ((?x143 (+ (- 2) sym_w)))
 (let ((?x169 (idkernel4 sym_c2 3 3)))
 (let ((?x180 (relu in_i1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 ?x191 ?x169)))
 (let ((?x211 (dim ?x202 3)))
 (= ?x211 ?x143))))))))
(assert
 (let ((?x169 (idkernel4 sym_c2 3 3)))
(let ((?x180 (relu in_i1)))
(let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
(let ((?x202 (conv 1 1 0 0 0 0 1 1 1 ?x191 ?x169)))
(let ((?x120 (idkernel4 sym_c 3 3)))
(let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
(let ((?x145 (relu ?x131)))
(let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x145 in_u1)))
(and (distinct ?x156 ?x202) true))))))))))
(check-sat)
