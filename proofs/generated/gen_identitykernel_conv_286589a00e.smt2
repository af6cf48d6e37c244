; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv
; z3 rlimit used: 48495
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
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x22 (- ?x8 1)))
 (let ((?x21 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x24 (= ?x21 (conv s s ?x22 ?x22 ?x22 ?x22 1 1 1 X W))))
 (=> (and (<= 1 ?x8) (= (dim W 0) m)) $x24))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x84 (dim in_k1 2)))
 (= 3 ?x84)))
(assert
 (let ((?x86 (dim in_k1 3)))
 (= 3 ?x86)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x88 (idkernel4 sym_c2 3 3)))
 (let ((?x95 (dim ?x88 2)))
 (= 3 ?x95))))
(assert
 (let ((?x88 (idkernel4 sym_c2 3 3)))
 (let ((?x97 (dim ?x88 3)))
 (= 3 ?x97))))
(assert
 (let ((?x99 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x99) 4)))
(assert
 (let ((?x99 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x99 0) sym_n)))
(assert
 (let ((?x99 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x99 1) sym_c2)))
(assert
 (let ((?x99 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x99 2) sym_h)))
(assert
 (let ((?x99 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x99 3) sym_w)))
(assert
 (let ((?x88 (idkernel4 sym_c2 3 3)))
 (let ((?x99 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x110 (conv 2 2 1 1 1 1 1 1 1 ?x99 ?x88)))
 (= (rank ?x110) 4)))))
(assert
 (let ((?x88 (idkernel4 sym_c2 3 3)))
 (let ((?x99 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x110 (conv 2 2 1 1 1 1 1 1 1 ?x99 ?x88)))
 (= (dim ?x110 0) sym_n)))))
(assert
 (let ((?x88 (idkernel4 sym_c2 3 3)))
 (let ((?x99 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x110 (conv 2 2 1 1 1 1 1 1 1 ?x99 ?x88)))
 (= (dim ?x110 1) sym_c2)))))
(assert
 (let ((?x119 (div (+ (- 1) sym_h) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (let ((?x88 (idkernel4 sym_c2 3 3)))
 (let ((?x99 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x110 (conv 2 2 1 1 1 1 1 1 1 ?x99 ?x88)))
 (let ((?x117 (dim ?x110 2)))
 (= ?x117 ?x120))))))))
(assert
 (let ((?x124 (div (+ (- 1) sym_w) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (let ((?x88 (idkernel4 sym_c2 3 3)))
 (let ((?x99 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x110 (conv 2 2 1 1 1 1 1 1 1 ?x99 ?x88)))
 (let ((?x122 (dim ?x110 3)))
 (= ?x122 ?x125))))))))
(assert
 (let ((?x119 (div (+ (- 1) sym_h) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (>= ?x120 0))))
(assert
 (let ((?x124 (div (+ (- 1) sym_w) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (>= ?x125 0))))
(assert
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x129) 4)))
(assert
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 0) sym_n)))
(assert
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 1) sym_c2)))
(assert
 (let ((?x119 (div (+ (- 1) sym_h) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x136 (dim ?x129 2)))
 (= ?x136 ?x120))))))
(assert
 (let ((?x124 (div (+ (- 1) sym_w) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x138 (dim ?x129 3)))
 (= ?x138 ?x125))))))
(assert
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x88 (idkernel4 sym_c2 3 3)))
(let ((?x99 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x110 (conv 2 2 1 1 1 1 1 1 1 ?x99 ?x88)))
(and (distinct ?x110 ?x129) true))))))
(check-sat)
