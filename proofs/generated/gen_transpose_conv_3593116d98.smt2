; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial
; z3 rlimit used: 48139
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x28 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x26 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x29 (= ?x26 ?x28)))
 (=> (and (= 1 (dim W 2)) (= 1 (dim W 3))) $x29)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
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
 (let ((?x86 (dim in_u1 2)))
 (= 1 ?x86)))
(assert
 (let ((?x88 (dim in_u1 3)))
 (= 1 ?x88)))
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
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 ?x90 in_u1)))
 (= (rank ?x101) 4))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 ?x90 in_u1)))
 (= (dim ?x101 0) sym_n))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 ?x90 in_u1)))
 (= (dim ?x101 1) sym_c2))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 ?x90 in_u1)))
 (= (dim ?x101 2) sym_w))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 ?x90 in_u1)))
 (= (dim ?x101 3) sym_h))))
(assert
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x112) 4)))
(assert
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x112 0) sym_n)))
(assert
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x112 1) sym_c2)))
(assert
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x112 2) sym_h)))
(assert
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x112 3) sym_w)))
(assert
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (rank ?x123) 4))))
(assert
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (dim ?x123 0) sym_n))))
(assert
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (dim ?x123 1) sym_c2))))
(assert
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (dim ?x123 2) sym_w))))
(assert
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (dim ?x123 3) sym_h))))
(assert
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x123 (transpose4 0 1 3 2 ?x112)))
(let ((?x90 (transpose4 0 1 3 2 in_i1)))
(let ((?x101 (conv 1 1 0 0 0 0 1 1 1 ?x90 in_u1)))
(and (distinct ?x101 ?x123) true))))))
(check-sat)
