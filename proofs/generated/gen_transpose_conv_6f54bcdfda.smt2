; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_transpose_spatial, transpose4_after_0132, transpose4_id
; z3 rlimit used: 49268
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x24 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x22 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) (transpose4 0 1 3 2 W))))
 (= ?x22 ?x24))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) (transpose4 0 1 3 2 W)) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv_transpose_spatial))
 )
(assert
 (forall ((X T) )(! (let ((?x47 (transpose4 0 1 2 3 X)))
 (= ?x47 X)) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x53 (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X))))
 (= ?x53 (transpose4 q0 q1 q3 q2 X))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
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
 (let ((?x87 (dim in_k1 2)))
 (= 3 ?x87)))
(assert
 (let ((?x89 (dim in_k1 3)))
 (= 3 ?x89)))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c2))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c))
(assert
 (let ((?x91 (transpose4 0 1 3 2 in_k1)))
 (let ((?x98 (dim ?x91 2)))
 (= 3 ?x98))))
(assert
 (let ((?x91 (transpose4 0 1 3 2 in_k1)))
 (let ((?x100 (dim ?x91 3)))
 (= 3 ?x100))))
(assert
 (let ((?x91 (transpose4 0 1 3 2 in_k1)))
 (let ((?x102 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x91)))
 (= (rank ?x102) 4))))
(assert
 (let ((?x91 (transpose4 0 1 3 2 in_k1)))
 (let ((?x102 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x91)))
 (= (dim ?x102 0) sym_n))))
(assert
 (let ((?x91 (transpose4 0 1 3 2 in_k1)))
 (let ((?x102 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x91)))
 (= (dim ?x102 1) sym_c2))))
(assert
 (let ((?x112 (div (+ (- 1) sym_h) 2)))
 (let ((?x113 (+ 1 ?x112)))
 (let ((?x91 (transpose4 0 1 3 2 in_k1)))
 (let ((?x102 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x91)))
 (let ((?x109 (dim ?x102 2)))
 (= ?x109 ?x113)))))))
(assert
 (let ((?x117 (div (+ (- 1) sym_w) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (let ((?x91 (transpose4 0 1 3 2 in_k1)))
 (let ((?x102 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x91)))
 (let ((?x115 (dim ?x102 3)))
 (= ?x115 ?x118)))))))
(assert
 (let ((?x91 (transpose4 0 1 3 2 in_k1)))
 (let ((?x102 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x91)))
 (let ((?x120 (transpose4 0 1 3 2 ?x102)))
 (= (rank ?x120) 4)))))
(assert
 (let ((?x91 (transpose4 0 1 3 2 in_k1)))
 (let ((?x102 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x91)))
 (let ((?x120 (transpose4 0 1 3 2 ?x102)))
 (= (dim ?x120 0) sym_n)))))
(assert
 (let ((?x91 (transpose4 0 1 3 2 in_k1)))
 (let ((?x102 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x91)))
 (let ((?x120 (transpose4 0 1 3 2 ?x102)))
 (= (dim ?x120 1) sym_c2)))))
(assert
 (let ((?x117 (div (+ (- 1) sym_w) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (let ((?x91 (transpose4 0 1 3 2 in_k1)))
 (let ((?x102 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x91)))
 (let ((?x120 (transpose4 0 1 3 2 ?x102)))
 (let ((?x127 (dim ?x120 2)))
 (= ?x127 ?x118))))))))
(assert
 (let ((?x112 (div (+ (- 1) sym_h) 2)))
 (let ((?x113 (+ 1 ?x112)))
 (let ((?x91 (transpose4 0 1 3 2 in_k1)))
 (let ((?x102 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x91)))
 (let ((?x120 (transpose4 0 1 3 2 ?x102)))
 (let ((?x129 (dim ?x120 3)))
 (= ?x129 ?x113))))))))
(assert
 (let ((?x112 (div (+ (- 1) sym_h) 2)))
 (let ((?x113 (+ 1 ?x112)))
 (>= ?x113 0))))
(assert
 (let ((?x117 (div (+ (- 1) sym_w) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (>= ?x118 0))))
(assert
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (let ((?x133 (transpose4 0 1 3 2 in_i1)))
 (let ((?x144 (conv 2 2 1 1 1 1 1 1 1 ?x133 in_k1)))
 (= (rank ?x144) 4))))
(assert
 (let ((?x133 (transpose4 0 1 3 2 in_i1)))
 (let ((?x144 (conv 2 2 1 1 1 1 1 1 1 ?x133 in_k1)))
 (= (dim ?x144 0) sym_n))))
(assert
 (let ((?x133 (transpose4 0 1 3 2 in_i1)))
 (let ((?x144 (conv 2 2 1 1 1 1 1 1 1 ?x133 in_k1)))
 (= (dim ?x144 1) sym_c2))))
(assert
 (let ((?x117 (div (+ (- 1) sym_w) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (let ((?x133 (transpose4 0 1 3 2 in_i1)))
 (let ((?x144 (conv 2 2 1 1 1 1 1 1 1 ?x133 in_k1)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x118)))))))
(assert
 (let ((?x112 (div (+ (- 1) sym_h) 2)))
 (let ((?x113 (+ 1 ?x112)))
 (let ((?x133 (transpose4 0 1 3 2 in_i1)))
 (let ((?x144 (conv 2 2 1 1 1 1 1 1 1 ?x133 in_k1)))
 (let ((?x153 (dim ?x144 3)))
 (= ?x153 ?x113)))))))
(assert
 (let ((?x133 (transpose4 0 1 3 2 in_i1)))
(let ((?x144 (conv 2 2 1 1 1 1 1 1 1 ?x133 in_k1)))
(let ((?x91 (transpose4 0 1 3 2 in_k1)))
(let ((?x102 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x91)))
(let ((?x120 (transpose4 0 1 3 2 ?x102)))
(and (distinct ?x120 ?x144) true)))))))
(check-sat)
