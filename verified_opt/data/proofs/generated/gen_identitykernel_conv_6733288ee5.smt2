; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv
; z3 rlimit used: 74390
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x19 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x21 (= ?x19 (conv s s q q q q 1 1 1 X W))))
 (let (($x15 (and (>= s 1) (>= q 0) (= (dim W 0) m))))
 (=> $x15 $x21)))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (>= sym_c 1))
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
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x74 (dim in_k1 2)))
 (= 3 ?x74)))
(assert
 (let ((?x76 (dim in_k1 3)))
 (= 3 ?x76)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x85 (dim ?x78 2)))
 (= 1 ?x85))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x87 (dim ?x78 3)))
 (= 1 ?x87))))
(assert
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x89) 4)))
(assert
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x89 0) sym_n)))
(assert
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x89 1) sym_c)))
(assert
 (let ((?x98 (+ (- 2) sym_h)))
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x96 (dim ?x89 2)))
 (= ?x96 ?x98)))))
(assert
 (let ((?x101 (+ (- 2) sym_w)))
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x100 (dim ?x89 3)))
 (= ?x100 ?x101)))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x103 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (= (rank ?x103) 4)))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x103 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (= (dim ?x103 0) sym_n)))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x103 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (= (dim ?x103 1) sym_c)))))
(assert
 (let ((?x113 (div (+ (- 3) sym_h) 2)))
 (let ((?x114 (+ 1 ?x113)))
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x103 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (let ((?x110 (dim ?x103 2)))
 (= ?x110 ?x114))))))))
(assert
 (let ((?x118 (div (+ (- 3) sym_w) 2)))
 (let ((?x119 (+ 1 ?x118)))
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x103 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (let ((?x116 (dim ?x103 3)))
 (= ?x116 ?x119))))))))
(assert
 (let ((?x98 (+ (- 2) sym_h)))
 (>= ?x98 0)))
(assert
 (let ((?x101 (+ (- 2) sym_w)))
 (>= ?x101 0)))
(assert
 (let ((?x113 (div (+ (- 3) sym_h) 2)))
 (let ((?x114 (+ 1 ?x113)))
 (>= ?x114 0))))
(assert
 (let ((?x118 (div (+ (- 3) sym_w) 2)))
 (let ((?x119 (+ 1 ?x118)))
 (>= ?x119 0))))
(assert
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x125) 4)))
(assert
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x125 0) sym_n)))
(assert
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x125 1) sym_c)))
(assert
 (let ((?x113 (div (+ (- 3) sym_h) 2)))
 (let ((?x114 (+ 1 ?x113)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x132 (dim ?x125 2)))
 (= ?x132 ?x114))))))
(assert
 (let ((?x118 (div (+ (- 3) sym_w) 2)))
 (let ((?x119 (+ 1 ?x118)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x134 (dim ?x125 3)))
 (= ?x134 ?x119))))))
(assert
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x78 (idkernel4 sym_c 1 1)))
(let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x103 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
(and (distinct ?x103 ?x125) true))))))
(check-sat)
