; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_transpose_spatial
; z3 rlimit used: 48699
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
 (let ((?x75 (dim in_k1 2)))
 (= 3 ?x75)))
(assert
 (let ((?x77 (dim in_k1 3)))
 (= 3 ?x77)))
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
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c2))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_k1)))
 (let ((?x97 (dim ?x90 2)))
 (= 3 ?x97))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_k1)))
 (let ((?x99 (dim ?x90 3)))
 (= 3 ?x99))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_k1)))
 (let ((?x79 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (conv 2 2 1 1 1 1 1 1 1 ?x79 ?x90)))
 (= (rank ?x101) 4)))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_k1)))
 (let ((?x79 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (conv 2 2 1 1 1 1 1 1 1 ?x79 ?x90)))
 (= (dim ?x101 0) sym_n)))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_k1)))
 (let ((?x79 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (conv 2 2 1 1 1 1 1 1 1 ?x79 ?x90)))
 (= (dim ?x101 1) sym_c2)))))
(assert
 (let ((?x111 (div (+ (- 1) sym_w) 2)))
 (let ((?x112 (+ 1 ?x111)))
 (let ((?x90 (transpose4 0 1 3 2 in_k1)))
 (let ((?x79 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (conv 2 2 1 1 1 1 1 1 1 ?x79 ?x90)))
 (let ((?x108 (dim ?x101 2)))
 (= ?x108 ?x112))))))))
(assert
 (let ((?x116 (div (+ (- 1) sym_h) 2)))
 (let ((?x117 (+ 1 ?x116)))
 (let ((?x90 (transpose4 0 1 3 2 in_k1)))
 (let ((?x79 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (conv 2 2 1 1 1 1 1 1 1 ?x79 ?x90)))
 (let ((?x114 (dim ?x101 3)))
 (= ?x114 ?x117))))))))
(assert
 (let ((?x111 (div (+ (- 1) sym_w) 2)))
 (let ((?x112 (+ 1 ?x111)))
 (>= ?x112 0))))
(assert
 (let ((?x116 (div (+ (- 1) sym_h) 2)))
 (let ((?x117 (+ 1 ?x116)))
 (>= ?x117 0))))
(assert
 (let ((?x121 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x121) 4)))
(assert
 (let ((?x121 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x121 0) sym_n)))
(assert
 (let ((?x121 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x121 1) sym_c2)))
(assert
 (let ((?x116 (div (+ (- 1) sym_h) 2)))
 (let ((?x117 (+ 1 ?x116)))
 (let ((?x121 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x128 (dim ?x121 2)))
 (= ?x128 ?x117))))))
(assert
 (let ((?x111 (div (+ (- 1) sym_w) 2)))
 (let ((?x112 (+ 1 ?x111)))
 (let ((?x121 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (dim ?x121 3)))
 (= ?x130 ?x112))))))
(assert
 (let ((?x121 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (transpose4 0 1 3 2 ?x121)))
 (= (rank ?x132) 4))))
(assert
 (let ((?x121 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (transpose4 0 1 3 2 ?x121)))
 (= (dim ?x132 0) sym_n))))
(assert
 (let ((?x121 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (transpose4 0 1 3 2 ?x121)))
 (= (dim ?x132 1) sym_c2))))
(assert
 (let ((?x111 (div (+ (- 1) sym_w) 2)))
 (let ((?x112 (+ 1 ?x111)))
 (let ((?x121 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (transpose4 0 1 3 2 ?x121)))
 (let ((?x139 (dim ?x132 2)))
 (= ?x139 ?x112)))))))
(assert
 (let ((?x116 (div (+ (- 1) sym_h) 2)))
 (let ((?x117 (+ 1 ?x116)))
 (let ((?x121 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (transpose4 0 1 3 2 ?x121)))
 (let ((?x141 (dim ?x132 3)))
 (= ?x141 ?x117)))))))
(assert
 (let ((?x121 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x132 (transpose4 0 1 3 2 ?x121)))
(let ((?x90 (transpose4 0 1 3 2 in_k1)))
(let ((?x79 (transpose4 0 1 3 2 in_i1)))
(let ((?x101 (conv 2 2 1 1 1 1 1 1 1 ?x79 ?x90)))
(and (distinct ?x101 ?x132) true)))))))
(check-sat)
