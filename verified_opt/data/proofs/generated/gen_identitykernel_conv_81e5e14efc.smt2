; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv
; z3 rlimit used: 74244
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
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x19 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x21 (= ?x19 (conv s s q q q q 1 1 1 X W))))
 (let (($x15 (and (>= s 1) (>= q 0) (= (dim W 0) m))))
 (=> $x15 $x21)))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
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
 (let ((?x76 (dim in_u1 2)))
 (= 1 ?x76)))
(assert
 (let ((?x78 (dim in_u1 3)))
 (= 1 ?x78)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x80 (idkernel4 sym_c2 1 1)))
 (let ((?x87 (dim ?x80 2)))
 (= 1 ?x87))))
(assert
 (let ((?x80 (idkernel4 sym_c2 1 1)))
 (let ((?x89 (dim ?x80 3)))
 (= 1 ?x89))))
(assert
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x91) 4)))
(assert
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x91 0) sym_n)))
(assert
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x91 1) sym_c2)))
(assert
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x91 2) sym_h)))
(assert
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x91 3) sym_w)))
(assert
 (let ((?x80 (idkernel4 sym_c2 1 1)))
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x102 (conv 2 2 0 0 0 0 1 1 1 ?x91 ?x80)))
 (= (rank ?x102) 4)))))
(assert
 (let ((?x80 (idkernel4 sym_c2 1 1)))
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x102 (conv 2 2 0 0 0 0 1 1 1 ?x91 ?x80)))
 (= (dim ?x102 0) sym_n)))))
(assert
 (let ((?x80 (idkernel4 sym_c2 1 1)))
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x102 (conv 2 2 0 0 0 0 1 1 1 ?x91 ?x80)))
 (= (dim ?x102 1) sym_c2)))))
(assert
 (let ((?x112 (div (+ (- 1) sym_h) 2)))
 (let ((?x113 (+ 1 ?x112)))
 (let ((?x80 (idkernel4 sym_c2 1 1)))
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x102 (conv 2 2 0 0 0 0 1 1 1 ?x91 ?x80)))
 (let ((?x109 (dim ?x102 2)))
 (= ?x109 ?x113))))))))
(assert
 (let ((?x117 (div (+ (- 1) sym_w) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (let ((?x80 (idkernel4 sym_c2 1 1)))
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x102 (conv 2 2 0 0 0 0 1 1 1 ?x91 ?x80)))
 (let ((?x115 (dim ?x102 3)))
 (= ?x115 ?x118))))))))
(assert
 (let ((?x112 (div (+ (- 1) sym_h) 2)))
 (let ((?x113 (+ 1 ?x112)))
 (>= ?x113 0))))
(assert
 (let ((?x117 (div (+ (- 1) sym_w) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (>= ?x118 0))))
(assert
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x122) 4)))
(assert
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x122 0) sym_n)))
(assert
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x122 1) sym_c2)))
(assert
 (let ((?x112 (div (+ (- 1) sym_h) 2)))
 (let ((?x113 (+ 1 ?x112)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (dim ?x122 2)))
 (= ?x129 ?x113))))))
(assert
 (let ((?x117 (div (+ (- 1) sym_w) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x131 (dim ?x122 3)))
 (= ?x131 ?x118))))))
(assert
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x80 (idkernel4 sym_c2 1 1)))
(let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x102 (conv 2 2 0 0 0 0 1 1 1 ?x91 ?x80)))
(and (distinct ?x102 ?x122) true))))))
(check-sat)
