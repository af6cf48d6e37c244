; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv
; z3 rlimit used: 48617
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
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x17 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x19 (= ?x17 (conv s s q q q q 1 1 1 X W))))
 (=> (and (= (dim W 0) m)) $x19))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
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
 (let ((?x72 (dim in_k1 2)))
 (= 3 ?x72)))
(assert
 (let ((?x74 (dim in_k1 3)))
 (= 3 ?x74)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x83 (dim ?x76 2)))
 (= 1 ?x83))))
(assert
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x85 (dim ?x76 3)))
 (= 1 ?x85))))
(assert
 (let ((?x87 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x87) 4)))
(assert
 (let ((?x87 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x87 0) sym_n)))
(assert
 (let ((?x87 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x87 1) sym_c)))
(assert
 (let ((?x96 (+ (- 2) sym_h)))
 (let ((?x87 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x94 (dim ?x87 2)))
 (= ?x94 ?x96)))))
(assert
 (let ((?x99 (+ (- 2) sym_w)))
 (let ((?x87 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x98 (dim ?x87 3)))
 (= ?x98 ?x99)))))
(assert
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x101 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (= (rank ?x101) 4)))))
(assert
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x101 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (= (dim ?x101 0) sym_n)))))
(assert
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x101 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (= (dim ?x101 1) sym_c)))))
(assert
 (let ((?x111 (div (+ (- 3) sym_h) 2)))
 (let ((?x112 (+ 1 ?x111)))
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x101 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x108 (dim ?x101 2)))
 (= ?x108 ?x112))))))))
(assert
 (let ((?x116 (div (+ (- 3) sym_w) 2)))
 (let ((?x117 (+ 1 ?x116)))
 (let ((?x76 (idkernel4 sym_c 1 1)))
 (let ((?x87 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x101 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
 (let ((?x114 (dim ?x101 3)))
 (= ?x114 ?x117))))))))
(assert
 (let ((?x96 (+ (- 2) sym_h)))
 (>= ?x96 0)))
(assert
 (let ((?x99 (+ (- 2) sym_w)))
 (>= ?x99 0)))
(assert
 (let ((?x111 (div (+ (- 3) sym_h) 2)))
 (let ((?x112 (+ 1 ?x111)))
 (>= ?x112 0))))
(assert
 (let ((?x116 (div (+ (- 3) sym_w) 2)))
 (let ((?x117 (+ 1 ?x116)))
 (>= ?x117 0))))
(assert
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x123) 4)))
(assert
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 0) sym_n)))
(assert
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 1) sym_c)))
(assert
 (let ((?x111 (div (+ (- 3) sym_h) 2)))
 (let ((?x112 (+ 1 ?x111)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x130 (dim ?x123 2)))
 (= ?x130 ?x112))))))
(assert
 (let ((?x116 (div (+ (- 3) sym_w) 2)))
 (let ((?x117 (+ 1 ?x116)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x132 (dim ?x123 3)))
 (= ?x132 ?x117))))))
(assert
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x76 (idkernel4 sym_c 1 1)))
(let ((?x87 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x101 (conv 2 2 0 0 0 0 1 1 1 ?x87 ?x76)))
(and (distinct ?x101 ?x123) true))))))
(check-sat)
