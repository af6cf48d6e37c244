; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv
; z3 rlimit used: 12175
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
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x24 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x26 (= ?x24 (conv s s q q q q 1 1 1 X W))))
 (let (($x21 (and (>= s 1) (>= q 0) (= (dim W 0) m) (= (rank X) 4) (= (rank W) 4))))
 (=> $x21 $x26)))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
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
 (let ((?x80 (dim in_u1 2)))
 (= 1 ?x80)))
(assert
 (let ((?x82 (dim in_u1 3)))
 (= 1 ?x82)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x84 (idkernel4 sym_c2 1 1)))
 (let ((?x91 (dim ?x84 2)))
 (= 1 ?x91))))
(assert
 (let ((?x84 (idkernel4 sym_c2 1 1)))
 (let ((?x93 (dim ?x84 3)))
 (= 1 ?x93))))
(assert
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x95) 4)))
(assert
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x95 0) sym_n)))
(assert
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x95 1) sym_c2)))
(assert
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x95 2) sym_h)))
(assert
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x95 3) sym_w)))
(assert
 (let ((?x84 (idkernel4 sym_c2 1 1)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x84)))
 (= (rank ?x106) 4)))))
(assert
 (let ((?x84 (idkernel4 sym_c2 1 1)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x84)))
 (= (dim ?x106 0) sym_n)))))
(assert
 (let ((?x84 (idkernel4 sym_c2 1 1)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x84)))
 (= (dim ?x106 1) sym_c2)))))
(assert
 (let ((?x116 (div (+ (- 1) sym_h) 2)))
 (let ((?x117 (+ 1 ?x116)))
 (let ((?x84 (idkernel4 sym_c2 1 1)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x84)))
 (let ((?x113 (dim ?x106 2)))
 (= ?x113 ?x117))))))))
(assert
 (let ((?x121 (div (+ (- 1) sym_w) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x84 (idkernel4 sym_c2 1 1)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x84)))
 (let ((?x119 (dim ?x106 3)))
 (= ?x119 ?x122))))))))
(assert
 (let ((?x116 (div (+ (- 1) sym_h) 2)))
 (let ((?x117 (+ 1 ?x116)))
 (>= ?x117 0))))
(assert
 (let ((?x121 (div (+ (- 1) sym_w) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (>= ?x122 0))))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x126) 4)))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x126 0) sym_n)))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x126 1) sym_c2)))
(assert
 (let ((?x116 (div (+ (- 1) sym_h) 2)))
 (let ((?x117 (+ 1 ?x116)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x133 (dim ?x126 2)))
 (= ?x133 ?x117))))))
(assert
 (let ((?x121 (div (+ (- 1) sym_w) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (dim ?x126 3)))
 (= ?x135 ?x122))))))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x84 (idkernel4 sym_c2 1 1)))
(let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x106 (conv 2 2 0 0 0 0 1 1 1 ?x95 ?x84)))
(and (distinct ?x106 ?x126) true))))))
(check-sat)
