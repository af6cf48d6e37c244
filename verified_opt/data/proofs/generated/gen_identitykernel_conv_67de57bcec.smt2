; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel
; z3 rlimit used: 12747
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
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (= (rank ?x111) 4))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (= (dim ?x111 0) sym_n))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (= (dim ?x111 1) sym_c))))
(assert
 (let ((?x121 (div (+ (- 3) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x118 (dim ?x111 2)))
 (= ?x118 ?x122)))))))
(assert
 (let ((?x126 (div (+ (- 3) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x124 (dim ?x111 3)))
 (= ?x124 ?x127)))))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 ?x111 in_u1)))
 (= (rank ?x129) 4)))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 ?x111 in_u1)))
 (= (dim ?x129 0) sym_n)))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 ?x111 in_u1)))
 (= (dim ?x129 1) sym_c2)))))
(assert
 (let ((?x121 (div (+ (- 3) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 ?x111 in_u1)))
 (let ((?x136 (dim ?x129 2)))
 (= ?x136 ?x122))))))))
(assert
 (let ((?x126 (div (+ (- 3) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 ?x111 in_u1)))
 (let ((?x138 (dim ?x129 3)))
 (= ?x138 ?x127))))))))
(assert
 (let ((?x121 (div (+ (- 3) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (>= ?x122 0))))
(assert
 (let ((?x126 (div (+ (- 3) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (>= ?x127 0))))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x142 (idkernel4 sym_c2 3 3)))
 (let ((?x149 (dim ?x142 2)))
 (= 3 ?x149))))
(assert
 (let ((?x142 (idkernel4 sym_c2 3 3)))
 (let ((?x151 (dim ?x142 3)))
 (= 3 ?x151))))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x153) 4)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x153 0) sym_n)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x153 1) sym_c2)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x153 2) sym_h)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x153 3) sym_w)))
(assert
 (let ((?x142 (idkernel4 sym_c2 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 ?x153 ?x142)))
 (= (rank ?x164) 4)))))
(assert
 (let ((?x142 (idkernel4 sym_c2 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 ?x153 ?x142)))
 (= (dim ?x164 0) sym_n)))))
(assert
 (let ((?x142 (idkernel4 sym_c2 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 ?x153 ?x142)))
 (= (dim ?x164 1) sym_c2)))))
(assert
 (let ((?x121 (div (+ (- 3) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x142 (idkernel4 sym_c2 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 ?x153 ?x142)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x122))))))))
(assert
 (let ((?x126 (div (+ (- 3) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (let ((?x142 (idkernel4 sym_c2 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 ?x153 ?x142)))
 (let ((?x173 (dim ?x164 3)))
 (= ?x173 ?x127))))))))
(assert
 (let ((?x142 (idkernel4 sym_c2 3 3)))
(let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x164 (conv 2 2 0 0 0 0 1 1 1 ?x153 ?x142)))
(let ((?x100 (idkernel4 sym_c 3 3)))
(let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
(let ((?x129 (conv 1 1 0 0 0 0 1 1 1 ?x111 in_u1)))
(and (distinct ?x129 ?x164) true))))))))
(check-sat)
