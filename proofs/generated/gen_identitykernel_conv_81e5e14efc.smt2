; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv
; z3 rlimit used: 48471
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
(declare-fun in_u1 () T)
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x74 (dim in_u1 2)))
 (= 1 ?x74)))
(assert
 (let ((?x76 (dim in_u1 3)))
 (= 1 ?x76)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x85 (dim ?x78 2)))
 (= 1 ?x85))))
(assert
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x87 (dim ?x78 3)))
 (= 1 ?x87))))
(assert
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x89) 4)))
(assert
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x89 0) sym_n)))
(assert
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x89 1) sym_c2)))
(assert
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x89 2) sym_h)))
(assert
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x89 3) sym_w)))
(assert
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x100 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (= (rank ?x100) 4)))))
(assert
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x100 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (= (dim ?x100 0) sym_n)))))
(assert
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x100 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (= (dim ?x100 1) sym_c2)))))
(assert
 (let ((?x110 (div (+ (- 1) sym_h) 2)))
 (let ((?x111 (+ 1 ?x110)))
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x100 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (let ((?x107 (dim ?x100 2)))
 (= ?x107 ?x111))))))))
(assert
 (let ((?x115 (div (+ (- 1) sym_w) 2)))
 (let ((?x116 (+ 1 ?x115)))
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x100 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
 (let ((?x113 (dim ?x100 3)))
 (= ?x113 ?x116))))))))
(assert
 (let ((?x110 (div (+ (- 1) sym_h) 2)))
 (let ((?x111 (+ 1 ?x110)))
 (>= ?x111 0))))
(assert
 (let ((?x115 (div (+ (- 1) sym_w) 2)))
 (let ((?x116 (+ 1 ?x115)))
 (>= ?x116 0))))
(assert
 (let ((?x120 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x120) 4)))
(assert
 (let ((?x120 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x120 0) sym_n)))
(assert
 (let ((?x120 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x120 1) sym_c2)))
(assert
 (let ((?x110 (div (+ (- 1) sym_h) 2)))
 (let ((?x111 (+ 1 ?x110)))
 (let ((?x120 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x127 (dim ?x120 2)))
 (= ?x127 ?x111))))))
(assert
 (let ((?x115 (div (+ (- 1) sym_w) 2)))
 (let ((?x116 (+ 1 ?x115)))
 (let ((?x120 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (dim ?x120 3)))
 (= ?x129 ?x116))))))
(assert
 (let ((?x120 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x78 (idkernel4 sym_c2 1 1)))
(let ((?x89 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x100 (conv 2 2 0 0 0 0 1 1 1 ?x89 ?x78)))
(and (distinct ?x100 ?x120) true))))))
(check-sat)
