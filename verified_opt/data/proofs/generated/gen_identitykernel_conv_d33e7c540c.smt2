; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv
; z3 rlimit used: 74316
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
 (let ((?x26 (- ?x8 1)))
 (let ((?x25 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x28 (= ?x25 (conv s s ?x26 ?x26 ?x26 ?x26 1 1 1 X W))))
 (let (($x19 (= (dim W 0) m)))
 (let (($x15 (>= p 0)))
 (let (($x14 (>= q 0)))
 (let (($x12 (>= s 1)))
 (=> (and (<= 1 ?x8) (>= 1 p) $x12 $x14 $x15 $x19) $x28))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
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
 (let ((?x89 (dim in_k1 2)))
 (= 3 ?x89)))
(assert
 (let ((?x91 (dim in_k1 3)))
 (= 3 ?x91)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x100 (dim ?x93 2)))
 (= 3 ?x100))))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x102 (dim ?x93 3)))
 (= 3 ?x102))))
(assert
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x104) 4)))
(assert
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x104 0) sym_n)))
(assert
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x104 1) sym_c2)))
(assert
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x104 2) sym_h)))
(assert
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x104 3) sym_w)))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 ?x104 ?x93)))
 (= (rank ?x115) 4)))))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 ?x104 ?x93)))
 (= (dim ?x115 0) sym_n)))))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 ?x104 ?x93)))
 (= (dim ?x115 1) sym_c2)))))
(assert
 (let ((?x125 (div (+ (- 3) sym_h) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 ?x104 ?x93)))
 (let ((?x122 (dim ?x115 2)))
 (= ?x122 ?x126))))))))
(assert
 (let ((?x130 (div (+ (- 3) sym_w) 2)))
 (let ((?x131 (+ 1 ?x130)))
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 ?x104 ?x93)))
 (let ((?x128 (dim ?x115 3)))
 (= ?x128 ?x131))))))))
(assert
 (let ((?x125 (div (+ (- 3) sym_h) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (>= ?x126 0))))
(assert
 (let ((?x130 (div (+ (- 3) sym_w) 2)))
 (let ((?x131 (+ 1 ?x130)))
 (>= ?x131 0))))
(assert
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x135) 4)))
(assert
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x135 0) sym_n)))
(assert
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x135 1) sym_c2)))
(assert
 (let ((?x125 (div (+ (- 3) sym_h) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (dim ?x135 2)))
 (= ?x142 ?x126))))))
(assert
 (let ((?x130 (div (+ (- 3) sym_w) 2)))
 (let ((?x131 (+ 1 ?x130)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (dim ?x135 3)))
 (= ?x144 ?x131))))))
(assert
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x93 (idkernel4 sym_c2 3 3)))
(let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x115 (conv 2 2 0 0 0 0 1 1 1 ?x104 ?x93)))
(and (distinct ?x115 ?x135) true))))))
(check-sat)
