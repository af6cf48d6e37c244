; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv
; z3 rlimit used: 66813
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
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x25 (- ?x8 1)))
 (let ((?x24 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x27 (= ?x24 (conv s s ?x25 ?x25 ?x25 ?x25 1 1 1 X W))))
 (let (($x18 (= (dim W 0) m)))
 (let (($x14 (>= p 0)))
 (let (($x13 (>= q 0)))
 (let (($x11 (>= s 1)))
 (=> (and (<= 1 ?x8) $x11 $x13 $x14 $x18) $x27))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
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
 (let ((?x87 (dim in_k1 2)))
 (= 3 ?x87)))
(assert
 (let ((?x89 (dim in_k1 3)))
 (= 3 ?x89)))
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
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x102) 4)))
(assert
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x102 0) sym_n)))
(assert
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x102 1) sym_c2)))
(assert
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x102 2) sym_h)))
(assert
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x102 3) sym_w)))
(assert
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 ?x91)))
 (= (rank ?x113) 4)))))
(assert
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 ?x91)))
 (= (dim ?x113 0) sym_n)))))
(assert
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 ?x91)))
 (= (dim ?x113 1) sym_c2)))))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 ?x91)))
 (let ((?x120 (dim ?x113 2)))
 (= ?x120 ?x122)))))))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (let ((?x91 (idkernel4 sym_c2 3 3)))
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 ?x91)))
 (let ((?x124 (dim ?x113 3)))
 (= ?x124 ?x125)))))))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (>= ?x122 0)))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (>= ?x125 0)))
(assert
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x129) 4)))
(assert
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 0) sym_n)))
(assert
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 1) sym_c2)))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x136 (dim ?x129 2)))
 (= ?x136 ?x122)))))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x138 (dim ?x129 3)))
 (= ?x138 ?x125)))))
(assert
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x91 (idkernel4 sym_c2 3 3)))
(let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 ?x91)))
(and (distinct ?x113 ?x129) true))))))
(check-sat)
