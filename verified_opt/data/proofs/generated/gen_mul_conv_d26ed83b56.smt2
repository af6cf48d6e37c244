; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_x
; z3 rlimit used: 73825
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x33))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
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
 (let ((?x89 (dim in_k1 2)))
 (= 3 ?x89)))
(assert
 (let ((?x91 (dim in_k1 3)))
 (= 3 ?x91)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (let ((?x96 (smul in_i1 in_s1)))
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 ?x96 in_k1)))
 (= (rank ?x107) 4))))
(assert
 (let ((?x96 (smul in_i1 in_s1)))
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 ?x96 in_k1)))
 (= (dim ?x107 0) sym_n))))
(assert
 (let ((?x96 (smul in_i1 in_s1)))
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 ?x96 in_k1)))
 (= (dim ?x107 1) sym_c2))))
(assert
 (let ((?x96 (smul in_i1 in_s1)))
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 ?x96 in_k1)))
 (= (dim ?x107 2) sym_h))))
(assert
 (let ((?x96 (smul in_i1 in_s1)))
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 ?x96 in_k1)))
 (= (dim ?x107 3) sym_w))))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x118) 4)))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x118 0) sym_n)))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x118 1) sym_c2)))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x118 2) sym_h)))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x118 3) sym_w)))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (smul ?x118 in_s1)))
 (= (rank ?x129) 4))))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (smul ?x118 in_s1)))
 (= (dim ?x129 0) sym_n))))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (smul ?x118 in_s1)))
 (= (dim ?x129 1) sym_c2))))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (smul ?x118 in_s1)))
 (= (dim ?x129 2) sym_h))))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (smul ?x118 in_s1)))
 (= (dim ?x129 3) sym_w))))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x129 (smul ?x118 in_s1)))
(let ((?x96 (smul in_i1 in_s1)))
(let ((?x107 (conv 1 1 1 1 1 1 1 1 1 ?x96 in_k1)))
(and (distinct ?x107 ?x129) true))))))
(check-sat)
