; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv
; z3 rlimit used: 12321
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x24 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x26 (= ?x24 (conv s s q q q q 1 1 1 X W))))
 (let (($x21 (and (>= s 1) (>= q 0) (= (dim W 0) m) (= (rank X) 4) (= (rank W) 4))))
 (=> $x21 $x26)))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
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
 (let ((?x78 (dim in_k1 2)))
 (= 3 ?x78)))
(assert
 (let ((?x80 (dim in_k1 3)))
 (= 3 ?x80)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x82 (idkernel4 sym_c 1 1)))
 (let ((?x89 (dim ?x82 2)))
 (= 1 ?x89))))
(assert
 (let ((?x82 (idkernel4 sym_c 1 1)))
 (let ((?x91 (dim ?x82 3)))
 (= 1 ?x91))))
(assert
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x93) 4)))
(assert
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x93 0) sym_n)))
(assert
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x93 1) sym_c)))
(assert
 (let ((?x102 (+ (- 2) sym_h)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x100 (dim ?x93 2)))
 (= ?x100 ?x102)))))
(assert
 (let ((?x105 (+ (- 2) sym_w)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x104 (dim ?x93 3)))
 (= ?x104 ?x105)))))
(assert
 (let ((?x82 (idkernel4 sym_c 1 1)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 ?x93 ?x82)))
 (= (rank ?x107) 4)))))
(assert
 (let ((?x82 (idkernel4 sym_c 1 1)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 ?x93 ?x82)))
 (= (dim ?x107 0) sym_n)))))
(assert
 (let ((?x82 (idkernel4 sym_c 1 1)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 ?x93 ?x82)))
 (= (dim ?x107 1) sym_c)))))
(assert
 (let ((?x117 (div (+ (- 3) sym_h) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (let ((?x82 (idkernel4 sym_c 1 1)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 ?x93 ?x82)))
 (let ((?x114 (dim ?x107 2)))
 (= ?x114 ?x118))))))))
(assert
 (let ((?x122 (div (+ (- 3) sym_w) 2)))
 (let ((?x123 (+ 1 ?x122)))
 (let ((?x82 (idkernel4 sym_c 1 1)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 ?x93 ?x82)))
 (let ((?x120 (dim ?x107 3)))
 (= ?x120 ?x123))))))))
(assert
 (let ((?x102 (+ (- 2) sym_h)))
 (>= ?x102 0)))
(assert
 (let ((?x105 (+ (- 2) sym_w)))
 (>= ?x105 0)))
(assert
 (let ((?x117 (div (+ (- 3) sym_h) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (>= ?x118 0))))
(assert
 (let ((?x122 (div (+ (- 3) sym_w) 2)))
 (let ((?x123 (+ 1 ?x122)))
 (>= ?x123 0))))
(assert
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x129) 4)))
(assert
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 0) sym_n)))
(assert
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 1) sym_c)))
(assert
 (let ((?x117 (div (+ (- 3) sym_h) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x136 (dim ?x129 2)))
 (= ?x136 ?x118))))))
(assert
 (let ((?x122 (div (+ (- 3) sym_w) 2)))
 (let ((?x123 (+ 1 ?x122)))
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x138 (dim ?x129 3)))
 (= ?x138 ?x123))))))
(assert
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x82 (idkernel4 sym_c 1 1)))
(let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x107 (conv 2 2 0 0 0 0 1 1 1 ?x93 ?x82)))
(and (distinct ?x107 ?x129) true))))))
(check-sat)
