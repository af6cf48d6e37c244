; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial
; z3 rlimit used: 4969
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x42 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x40 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x43 (= ?x40 ?x42)))
 (let (($x37 (= (rank W) 4)))
 (let (($x35 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x38 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 (= 1 (dim W 2)) (= 1 (dim W 3)) $x35 $x37)))
 (=> $x38 $x43)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
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
 (let ((?x99 (dim in_u1 2)))
 (= 1 ?x99)))
(assert
 (let ((?x101 (dim in_u1 3)))
 (= 1 ?x101)))
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
 (let ((?x103 (transpose4 0 1 3 2 in_i1)))
 (let ((?x114 (conv 1 1 0 0 0 0 1 1 1 ?x103 in_u1)))
 (= (rank ?x114) 4))))
(assert
 (let ((?x103 (transpose4 0 1 3 2 in_i1)))
 (let ((?x114 (conv 1 1 0 0 0 0 1 1 1 ?x103 in_u1)))
 (= (dim ?x114 0) sym_n))))
(assert
 (let ((?x103 (transpose4 0 1 3 2 in_i1)))
 (let ((?x114 (conv 1 1 0 0 0 0 1 1 1 ?x103 in_u1)))
 (= (dim ?x114 1) sym_c2))))
(assert
 (let ((?x103 (transpose4 0 1 3 2 in_i1)))
 (let ((?x114 (conv 1 1 0 0 0 0 1 1 1 ?x103 in_u1)))
 (= (dim ?x114 2) sym_w))))
(assert
 (let ((?x103 (transpose4 0 1 3 2 in_i1)))
 (let ((?x114 (conv 1 1 0 0 0 0 1 1 1 ?x103 in_u1)))
 (= (dim ?x114 3) sym_h))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x125) 4)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x125 0) sym_n)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x125 1) sym_c2)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x125 2) sym_h)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x125 3) sym_w)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (transpose4 0 1 3 2 ?x125)))
 (= (rank ?x136) 4))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (transpose4 0 1 3 2 ?x125)))
 (= (dim ?x136 0) sym_n))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (transpose4 0 1 3 2 ?x125)))
 (= (dim ?x136 1) sym_c2))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (transpose4 0 1 3 2 ?x125)))
 (= (dim ?x136 2) sym_w))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (transpose4 0 1 3 2 ?x125)))
 (= (dim ?x136 3) sym_h))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x136 (transpose4 0 1 3 2 ?x125)))
(let ((?x103 (transpose4 0 1 3 2 in_i1)))
(let ((?x114 (conv 1 1 0 0 0 0 1 1 1 ?x103 in_u1)))
(and (distinct ?x114 ?x136) true))))))
(check-sat)
