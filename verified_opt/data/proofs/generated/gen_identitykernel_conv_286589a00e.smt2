; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv
; z3 rlimit used: 12219
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
(declare-fun in_k1 () T)
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x93 (dim in_k1 2)))
 (= 3 ?x93)))
(assert
 (let ((?x95 (dim in_k1 3)))
 (= 3 ?x95)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x97 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (dim ?x97 2)))
 (= 3 ?x104))))
(assert
 (let ((?x97 (idkernel4 sym_c2 3 3)))
 (let ((?x106 (dim ?x97 3)))
 (= 3 ?x106))))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x108) 4)))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x108 0) sym_n)))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x108 1) sym_c2)))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x108 2) sym_h)))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x108 3) sym_w)))
(assert
 (let ((?x97 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x119 (conv 2 2 1 1 1 1 1 1 1 ?x108 ?x97)))
 (= (rank ?x119) 4)))))
(assert
 (let ((?x97 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x119 (conv 2 2 1 1 1 1 1 1 1 ?x108 ?x97)))
 (= (dim ?x119 0) sym_n)))))
(assert
 (let ((?x97 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x119 (conv 2 2 1 1 1 1 1 1 1 ?x108 ?x97)))
 (= (dim ?x119 1) sym_c2)))))
(assert
 (let ((?x128 (div (+ (- 1) sym_h) 2)))
 (let ((?x129 (+ 1 ?x128)))
 (let ((?x97 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x119 (conv 2 2 1 1 1 1 1 1 1 ?x108 ?x97)))
 (let ((?x126 (dim ?x119 2)))
 (= ?x126 ?x129))))))))
(assert
 (let ((?x133 (div (+ (- 1) sym_w) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (let ((?x97 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x119 (conv 2 2 1 1 1 1 1 1 1 ?x108 ?x97)))
 (let ((?x131 (dim ?x119 3)))
 (= ?x131 ?x134))))))))
(assert
 (let ((?x128 (div (+ (- 1) sym_h) 2)))
 (let ((?x129 (+ 1 ?x128)))
 (>= ?x129 0))))
(assert
 (let ((?x133 (div (+ (- 1) sym_w) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (>= ?x134 0))))
(assert
 (let ((?x138 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x138) 4)))
(assert
 (let ((?x138 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x138 0) sym_n)))
(assert
 (let ((?x138 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x138 1) sym_c2)))
(assert
 (let ((?x128 (div (+ (- 1) sym_h) 2)))
 (let ((?x129 (+ 1 ?x128)))
 (let ((?x138 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (dim ?x138 2)))
 (= ?x145 ?x129))))))
(assert
 (let ((?x133 (div (+ (- 1) sym_w) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (let ((?x138 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x147 (dim ?x138 3)))
 (= ?x147 ?x134))))))
(assert
 (let ((?x138 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x97 (idkernel4 sym_c2 3 3)))
(let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x119 (conv 2 2 1 1 1 1 1 1 1 ?x108 ?x97)))
(and (distinct ?x119 ?x138) true))))))
(check-sat)
