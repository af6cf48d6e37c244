; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_transpose_spatial
; z3 rlimit used: 5120
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) (transpose4 0 1 3 2 W))))
 (let (($x40 (= ?x37 ?x39)))
 (let (($x32 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4))))
 (=> $x32 $x40))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) (transpose4 0 1 3 2 W)) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv_transpose_spatial))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x93 (dim in_k1 2)))
 (= 3 ?x93)))
(assert
 (let ((?x95 (dim in_k1 3)))
 (= 3 ?x95)))
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
 (let ((?x108 (transpose4 0 1 3 2 in_k1)))
 (let ((?x115 (dim ?x108 2)))
 (= 3 ?x115))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_k1)))
 (let ((?x117 (dim ?x108 3)))
 (= 3 ?x117))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_k1)))
 (let ((?x97 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 ?x97 ?x108)))
 (= (rank ?x119) 4)))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_k1)))
 (let ((?x97 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 ?x97 ?x108)))
 (= (dim ?x119 0) sym_n)))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_k1)))
 (let ((?x97 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 ?x97 ?x108)))
 (= (dim ?x119 1) sym_c2)))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_k1)))
 (let ((?x97 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 ?x97 ?x108)))
 (= (dim ?x119 2) sym_w)))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_k1)))
 (let ((?x97 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 ?x97 ?x108)))
 (= (dim ?x119 3) sym_h)))))
(assert
 (let ((?x130 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x130) 4)))
(assert
 (let ((?x130 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x130 0) sym_n)))
(assert
 (let ((?x130 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x130 1) sym_c2)))
(assert
 (let ((?x130 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x130 2) sym_h)))
(assert
 (let ((?x130 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x130 3) sym_w)))
(assert
 (let ((?x130 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (= (rank ?x141) 4))))
(assert
 (let ((?x130 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (= (dim ?x141 0) sym_n))))
(assert
 (let ((?x130 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (= (dim ?x141 1) sym_c2))))
(assert
 (let ((?x130 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (= (dim ?x141 2) sym_w))))
(assert
 (let ((?x130 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (= (dim ?x141 3) sym_h))))
(assert
 (let ((?x130 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x141 (transpose4 0 1 3 2 ?x130)))
(let ((?x108 (transpose4 0 1 3 2 in_k1)))
(let ((?x97 (transpose4 0 1 3 2 in_i1)))
(let ((?x119 (conv 1 1 1 1 1 1 1 1 1 ?x97 ?x108)))
(and (distinct ?x119 ?x141) true)))))))
(check-sat)
