; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_transpose_spatial
; z3 rlimit used: 48284
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
 (let ((?x101 (conv 1 1 1 1 1 1 1 1 1 ?x79 ?x90)))
 (= (rank ?x101) 4)))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_k1)))
 (let ((?x79 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (conv 1 1 1 1 1 1 1 1 1 ?x79 ?x90)))
 (= (dim ?x101 0) sym_n)))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_k1)))
 (let ((?x79 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (conv 1 1 1 1 1 1 1 1 1 ?x79 ?x90)))
 (= (dim ?x101 1) sym_c2)))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_k1)))
 (let ((?x79 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (conv 1 1 1 1 1 1 1 1 1 ?x79 ?x90)))
 (= (dim ?x101 2) sym_w)))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_k1)))
 (let ((?x79 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (conv 1 1 1 1 1 1 1 1 1 ?x79 ?x90)))
 (= (dim ?x101 3) sym_h)))))
(assert
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x112) 4)))
(assert
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x112 0) sym_n)))
(assert
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x112 1) sym_c2)))
(assert
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x112 2) sym_h)))
(assert
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x112 3) sym_w)))
(assert
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (rank ?x123) 4))))
(assert
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (dim ?x123 0) sym_n))))
(assert
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (dim ?x123 1) sym_c2))))
(assert
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (dim ?x123 2) sym_w))))
(assert
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (dim ?x123 3) sym_h))))
(assert
 (let ((?x112 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x123 (transpose4 0 1 3 2 ?x112)))
(let ((?x90 (transpose4 0 1 3 2 in_k1)))
(let ((?x79 (transpose4 0 1 3 2 in_i1)))
(let ((?x101 (conv 1 1 1 1 1 1 1 1 1 ?x79 ?x90)))
(and (distinct ?x101 ?x123) true)))))))
(check-sat)
